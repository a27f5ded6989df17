package hu.ulti.core.card;

import hu.ulti.core.internal.Text;
import java.util.Arrays;
import java.util.Locale;

/**
 * The eight ranks of each suit, declared in the order they rank when there are trumps:
 * ace, ten, king, over, under, nine, eight, seven.
 *
 * <p>The order in which ranks beat each other depends on the contract (without trumps the ten
 * ranks between the under and the nine), so it is a rule of trick play, not of the rank: see
 * {@code hu.ulti.core.play.RankOrder}. Card points likewise belong to
 * {@code hu.ulti.core.play.CardPoints}.
 *
 * <p>Guarantees: an enum, so immutable, thread-safe and null-hostile in its factories.
 */
public enum Rank {
  /** Ace, "ász"; code {@code A}. */
  ACE("A", "ace", "ász"),
  /** Ten, "tízes"; code {@code 10}. */
  TEN("10", "ten", "tízes", "x"),
  /** King, "király"; code {@code K}. */
  KING("K", "king", "király"),
  /** Over (ober, over-knave), "felső"; code {@code O}. */
  OVER("O", "over", "felső", "ober"),
  /** Under (unter, under-knave), "alsó"; code {@code U}. */
  UNDER("U", "under", "alsó", "unter"),
  /** Nine, "kilences"; code {@code 9}. */
  NINE("9", "nine", "kilences"),
  /** Eight, "nyolcas"; code {@code 8}. */
  EIGHT("8", "eight", "nyolcas"),
  /** Seven, "hetes"; code {@code 7}. The trump seven is the ulti card. */
  SEVEN("7", "seven", "hetes");

  private static final Rank[] VALUES = values();

  private final String code;
  private final String englishName;
  private final String hungarianName;
  /** Other accepted spellings, already folded. */
  private final String[] aliases;

  Rank(String code, String englishName, String hungarianName, String... aliases) {
    this.code = code;
    this.englishName = englishName;
    this.hungarianName = hungarianName;
    this.aliases = aliases;
  }

  /**
   * {@return the rank part of a card code: {@code A}, {@code 10}, {@code K}, {@code O}, {@code U}, ..}
   */
  public String code() {
    return code;
  }

  /** {@return the English name in lower case, for example "over"} */
  public String englishName() {
    return englishName;
  }

  /** {@return the Hungarian name in lower case with accents, for example "felső"} */
  public String hungarianName() {
    return hungarianName;
  }

  /**
   * Parses a rank from its code, English name or Hungarian name, in any case, with or without
   * accents ("O", "over", "ober", "felső", "FELSO").
   *
   * @param text the text to read
   * @return the rank
   * @throws CardFormatException quoting the text if it names no rank
   */
  public static Rank parse(String text) {
    Rank rank = lookup(text);
    if (rank == null) {
      throw new CardFormatException(
          text, "a rank: A, 10, K, O, U, 9, 8, 7 or a name such as ten, over, tízes, felső");
    }
    return rank;
  }

  /**
   * {@return the rank with the given index in declaration order (0 = ace to 7 = seven)}
   *
   * @param index the index, counting from 0
   */
  public static Rank ofIndex(int index) {
    return VALUES[index];
  }

  static Rank lookup(String text) {
    String folded = Text.fold(text);
    for (Rank rank : VALUES) {
      if (folded.equals(rank.code.toLowerCase(Locale.ROOT))
          || folded.equals(rank.englishName)
          || folded.equals(Text.fold(rank.hungarianName))
          || Arrays.asList(rank.aliases).contains(folded)) {
        return rank;
      }
    }
    return null;
  }
}
