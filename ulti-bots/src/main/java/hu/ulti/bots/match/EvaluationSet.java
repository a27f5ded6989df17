package hu.ulti.bots.match;

import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.game.Game;
import hu.ulti.core.record.Notation;
import hu.ulti.core.rules.RuleSet;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A frozen list of deals that bot results are measured on, so that results published by different
 * people compare: the same cards, the same dealers, whoever runs the match. Each set has a name
 * with its version ({@code standard-v1}), the seed it was drawn from, and a checksum of its deals;
 * a set, once published, never changes (a changed set is a new version).
 *
 * <p>The sets are kept as text in this library, one deal per line in the position notation
 * ({@code docs/notation.md}), after two header lines that give the name, rules, count, seed and
 * the SHA-256 of the deal lines. Reading a set checks its checksum, so a set that was altered is
 * refused. {@link #generate} is how each was drawn: deal {@code i} is the rule set's deal from the
 * SDK's seeded shuffle with seed {@code seed + i}, dealt by seat {@code i mod 3}.
 *
 * @param name the set's name and version, as {@code standard-v1}
 * @param rules the rule set its deals are dealt by
 * @param seed the seed it was drawn from
 * @param deals the deals, each a line of the position notation
 */
public record EvaluationSet(String name, RuleSet rules, long seed, List<String> deals) {
  /** The published sets, by name: the standard set first. */
  public static final List<String> NAMES = List.of("standard-v1", "tournament-v1", "four-aces-v1", "suit-bid-v1",
      "half-hand-v1", "historical-v1");

  private static final Pattern HEADER = Pattern.compile(
      "# Ulti evaluation set (\\S+): (\\d+) deals of (\\S+), seed (-?\\d+)");
  private static final Pattern CHECKSUM = Pattern.compile("# sha256 ([0-9a-f]{64})");

  /**
   * Copies the deals.
   *
   * @param name the name
   * @param rules the rules
   * @param seed the seed
   * @param deals the deals
   */
  public EvaluationSet {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(rules, "rules");
    deals = List.copyOf(deals);
  }

  /**
   * {@return a set drawn from a seed: deal {@code i} shuffled with seed {@code seed + i} and dealt
   * by seat {@code i mod 3}}
   *
   * @param name the name to give it
   * @param rules the rule set
   * @param seed the seed
   * @param count how many deals
   */
  public static EvaluationSet generate(String name, RuleSet rules, long seed, int count) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(rules, "rules");
    if (count < 1) {
      throw new IllegalArgumentException("An evaluation set needs at least one deal, not " + count);
    }
    List<String> deals = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      deals.add(Notation.deal(Game.deal(rules, Seat.of(i % 3), SeededRandom.of(seed + i))));
    }
    return new EvaluationSet(name, rules, seed, deals);
  }

  /**
   * {@return deals for trials and tuning, drawn from a seed: deal {@code i} is the rule set's deal
   * from the SDK's seeded shuffle with seed {@code seed * 1_000_003 + i}, dealt by seat
   * {@code i mod 3}} These are the deals {@code ulti match --deals N --seed S} plays. Unlike
   * {@link #generate}'s {@code seed + i}, which the frozen sets keep, neighbouring seeds draw
   * unrelated deals (below a million deals), so a bot can be tuned on one seed's deals and checked
   * on another's.
   *
   * @param rules the rule set
   * @param seed the seed
   * @param count how many deals, at least one
   * @throws IllegalArgumentException if count is below one
   */
  public static List<Deal> draw(RuleSet rules, long seed, int count) {
    Objects.requireNonNull(rules, "rules");
    if (count < 1) {
      throw new IllegalArgumentException("Drawing deals: at least one, not " + count);
    }
    List<Deal> deals = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      deals.add(Game.deal(rules, Seat.of(i % 3), SeededRandom.of(seed * 1_000_003L + i)).deal());
    }
    return List.copyOf(deals);
  }

  /**
   * {@return a published set}
   *
   * @param name one of {@link #NAMES}
   * @throws IllegalArgumentException if there is no such set, or its rule set is not on the
   *     module path (the variants need {@code ulti-variants})
   * @throws IllegalStateException if the set's text does not match its checksum
   */
  public static EvaluationSet named(String name) {
    Objects.requireNonNull(name, "name");
    if (!NAMES.contains(name)) {
      throw new IllegalArgumentException("No evaluation set is named '" + name + "'; the sets are " + NAMES);
    }
    try (InputStream in = EvaluationSet.class.getResourceAsStream(name + ".deals")) {
      if (in == null) {
        throw new IllegalStateException("The evaluation set " + name + " is missing from the library");
      }
      return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * {@return the set a text describes (what {@link #text()} writes), its checksum checked}
   *
   * @param text the text
   * @throws IllegalStateException if the header is wrong or the checksum does not match
   */
  public static EvaluationSet parse(String text) {
    List<String> lines = text.lines().toList();
    if (lines.size() < 2) {
      throw new IllegalStateException("An evaluation set begins with two header lines");
    }
    Matcher header = HEADER.matcher(lines.get(0));
    Matcher checksum = CHECKSUM.matcher(lines.get(1));
    if (!header.matches() || !checksum.matches()) {
      throw new IllegalStateException("Not an evaluation set's header: " + lines.get(0));
    }
    List<String> deals = lines.subList(2, lines.size()).stream().filter(line -> !line.isBlank()).toList();
    String name = header.group(1);
    if (deals.size() != Integer.parseInt(header.group(2))) {
      throw new IllegalStateException("The evaluation set " + name + " says it has " + header.group(2)
          + " deals, and has " + deals.size());
    }
    if (!checksum(deals).equals(checksum.group(1))) {
      throw new IllegalStateException("The evaluation set " + name + " does not match its checksum: it was altered");
    }
    RuleSet rules = Notation.parseDeal(deals.get(0)).rules();
    if (!rules.id().equals(header.group(3))) {
      throw new IllegalStateException("The evaluation set " + name + " is of " + header.group(3) + ", and its first deal of "
          + rules.id());
    }
    return new EvaluationSet(name, rules, Long.parseLong(header.group(4)), deals);
  }

  /** {@return the SHA-256, in hex, of the deal lines, each ended by a newline} */
  public String checksum() {
    return checksum(deals);
  }

  private static String checksum(List<String> deals) {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      for (String deal : deals) {
        digest.update((deal + "\n").getBytes(StandardCharsets.UTF_8));
      }
      return HexFormat.of().formatHex(digest.digest());
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("Every Java platform has SHA-256", e);
    }
  }

  /** {@return the set as text: the header lines, then a deal per line} */
  public String text() {
    StringBuilder text = new StringBuilder()
        .append("# Ulti evaluation set ").append(name).append(": ").append(deals.size()).append(" deals of ")
        .append(rules.id()).append(", seed ").append(seed).append('\n')
        .append("# sha256 ").append(checksum()).append('\n');
    deals.forEach(deal -> text.append(deal).append('\n'));
    return text.toString();
  }

  /** {@return the deals, read: each with its rule set and cards} */
  public List<Deal> cards() {
    return deals.stream().map(deal -> Notation.parseDeal(deal).deal()).toList();
  }

  /** {@return how to cite the set: its name, size and the first twelve digits of its checksum} */
  public String citation() {
    return name + " (" + deals.size() + " deals of " + rules.id() + ", sha256 " + checksum().substring(0, 12) + ")";
  }
}
