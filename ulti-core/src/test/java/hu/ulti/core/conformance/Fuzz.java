package hu.ulti.core.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.card.SeededRandom;
import java.util.List;
import java.util.function.Consumer;
import java.util.random.RandomGenerator;

/**
 * A small mutation fuzzer for the SDK's parsers: it takes valid inputs, mutates them (characters
 * deleted, inserted, replaced, ranges cut, duplicated or repeated, unusual characters), feeds
 * them to a parser and checks that nothing but the documented exceptions escapes. Runs
 * {@link #runs()} inputs per parser: a few thousand in the normal build, and as many as the
 * system property {@code ulti.fuzz.runs} says ({@code mvn verify -Dulti.fuzz.runs=100000}).
 */
public final class Fuzz {
  private static final String ALPHABET = "[]\"{};.,?+-_0123456789 \t\n\rAHLBKOUXZaehklmnoprstuvzáéíöőüű\\/:#"
      + "\u0000\u00a0\u2028\ud83c\udca1";

  private Fuzz() {}

  /** How many mutated inputs each parser gets. */
  public static int runs() {
    return Integer.getInteger("ulti.fuzz.runs", 3_000);
  }

  /**
   * Mutates valid inputs and hands each to {@code parse}, which returns normally or throws; any
   * exception not of an {@code allowed} type fails, with the input that caused it.
   *
   * @param seed where the random mutations start, so a failure can be repeated
   */
  @SafeVarargs
  public static void parser(String name, long seed, List<String> valid, Consumer<String> parse,
      Class<? extends RuntimeException>... allowed) {
    RandomGenerator random = SeededRandom.of(seed);
    for (int run = 0; run < runs(); run++) {
      String input = mutate(valid.get(random.nextInt(valid.size())), random);
      try {
        parse.accept(input);
      } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
        boolean documented = false;
        for (Class<? extends RuntimeException> type : allowed) {
          documented |= type.isInstance(e);
        }
        if (!documented) {
          throw new AssertionError(name + " let " + e + " escape for the input (run " + run + ", seed " + seed + "): "
              + shown(input), e);
        }
        assertThat(e.getMessage()).as("%s: the message of %s", name, e).isNotBlank();
        assertThat(e.getMessage().length()).as("%s: a message never grows with its input: %s", name, e.getMessage())
            .isLessThan(1_000);
      }
    }
  }

  /** One to four random edits of the text. */
  public static String mutate(String text, RandomGenerator random) {
    StringBuilder out = new StringBuilder(text);
    int edits = 1 + random.nextInt(4);
    for (int i = 0; i < edits; i++) {
      int at = out.length() == 0 ? 0 : random.nextInt(out.length());
      switch (random.nextInt(8)) {
        case 0 -> {
          if (out.length() > 0) {
            out.deleteCharAt(at);
          }
        }
        case 1, 2 -> out.insert(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        case 3 -> {
          if (out.length() > 0) {
            out.setCharAt(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
          }
        }
        case 4 -> out.delete(at, Math.min(out.length(), at + random.nextInt(40)));
        case 5 -> {
          int end = Math.min(out.length(), at + random.nextInt(60));
          out.insert(at, out.substring(at, end));
        }
        case 6 -> out.insert(at, String.valueOf(ALPHABET.charAt(random.nextInt(ALPHABET.length())))
            .repeat(1 + random.nextInt(random.nextInt(10) == 0 ? 5_000 : 50)));
        default -> {
          int end = Math.min(out.length(), at + 1 + random.nextInt(20));
          String piece = out.substring(at, end);
          out.insert(end, piece.repeat(random.nextInt(random.nextInt(20) == 0 ? 2_000 : 5)));
        }
      }
    }
    return out.toString();
  }

  private static String shown(String input) {
    return input.length() <= 300 ? input : input.substring(0, 300) + "... (" + input.length() + " characters)";
  }
}
