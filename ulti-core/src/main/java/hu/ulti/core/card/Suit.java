package hu.ulti.core.card;

import hu.ulti.core.internal.Text;
import java.util.Arrays;

/**
 * The four suits of the 32-card Hungarian (William Tell) pack.
 *
 * <p>Hearts (piros) is the suit whose contracts score double in the standard rules; the other
 * three are the minor suits. The declaration order (acorns, leaves, hearts, bells) is pagat's and
 * is the order in which {@link CardSet} iterates.
 *
 * <p>Guarantees: an enum, so immutable, thread-safe and null-hostile in its factories.
 */
public enum Suit {
  /** Acorns, Hungarian "makk"; code letter {@code A}. */
  ACORNS('A', "acorns", "makk"),
  /** Leaves, Hungarian "zöld"; code letter {@code L}. */
  LEAVES('L', "leaves", "zöld"),
  /** Hearts, Hungarian "piros"; code letter {@code H}. */
  HEARTS('H', "hearts", "piros"),
  /** Bells (also called balls), Hungarian "tök"; code letter {@code B}. */
  BELLS('B', "bells", "tök", "balls");

  private static final Suit[] VALUES = values();

  private final char letter;
  private final String englishName;
  private final String hungarianName;
  /** Other accepted spellings, already folded. */
  private final String[] aliases;

  Suit(char letter, String englishName, String hungarianName, String... aliases) {
    this.letter = letter;
    this.englishName = englishName;
    this.hungarianName = hungarianName;
    this.aliases = aliases;
  }

  /**
   * {@return the one-letter code used in card codes: {@code A}, {@code L}, {@code H} or {@code B}}
   */
  public char letter() {
    return letter;
  }

  /** {@return the English name in lower case, for example "leaves"} */
  public String englishName() {
    return englishName;
  }

  /** {@return the Hungarian name in lower case with accents, for example "zöld"} */
  public String hungarianName() {
    return hungarianName;
  }

  /**
   * {@return whether this is hearts, the suit that doubles contract values in the standard rules}
   */
  public boolean isHearts() {
    return this == HEARTS;
  }

  /**
   * Parses a suit from its code letter, English name or Hungarian name, in any case, with or
   * without accents ("L", "leaves", "zöld", "ZOLD"); "balls" is accepted for bells.
   *
   * @param text the text to read
   * @return the suit
   * @throws CardFormatException quoting the text if it names no suit
   */
  public static Suit parse(String text) {
    Suit suit = lookup(text);
    if (suit == null) {
      throw new CardFormatException(
          text, "a suit: A, L, H, B, acorns, leaves, hearts, bells, makk, zöld, piros or tök");
    }
    return suit;
  }

  /**
   * {@return the suit with the given index in declaration order (0 to 3)}
   *
   * @param index the index, counting from 0
   */
  public static Suit ofIndex(int index) {
    return VALUES[index];
  }

  /** Lenient lookup; null when nothing matches. */
  static Suit lookup(String text) {
    String folded = Text.fold(text);
    for (Suit suit : VALUES) {
      if (folded.length() == 1 && folded.charAt(0) == Character.toLowerCase(suit.letter)
          || folded.equals(suit.englishName)
          || folded.equals(Text.fold(suit.hungarianName))
          || Arrays.asList(suit.aliases).contains(folded)) {
        return suit;
      }
    }
    return null;
  }
}
