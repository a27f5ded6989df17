package hu.ulti.core.card;

import hu.ulti.core.internal.Text;
import java.util.Objects;

/**
 * The 32 cards of the Hungarian pack.
 *
 * <p>Declared suit by suit ({@link Suit} order) and, inside a suit, in {@link Rank} order, so
 * {@code ordinal() == suit().ordinal() * 8 + rank().ordinal()}. That ordinal is also the card's
 * bit in a {@link CardSet}.
 *
 * <p>Each card has a short code, the suit letter followed by the rank code ({@code HA} ace of
 * hearts, {@code A10} ten of acorns, {@code BO} over of bells, {@code L7} seven of leaves), an
 * English name ("ace of hearts") and a Hungarian name ("piros ász"). {@link #toString()} is the
 * code.
 *
 * <p>Guarantees: an enum, so immutable and thread-safe; factories reject null.
 */
public enum Card {
  /** The ace of acorns. */
  ACORNS_ACE(Suit.ACORNS, Rank.ACE),
  /** The ten of acorns. */
  ACORNS_TEN(Suit.ACORNS, Rank.TEN),
  /** The king of acorns. */
  ACORNS_KING(Suit.ACORNS, Rank.KING),
  /** The over of acorns. */
  ACORNS_OVER(Suit.ACORNS, Rank.OVER),
  /** The under of acorns. */
  ACORNS_UNDER(Suit.ACORNS, Rank.UNDER),
  /** The nine of acorns. */
  ACORNS_NINE(Suit.ACORNS, Rank.NINE),
  /** The eight of acorns. */
  ACORNS_EIGHT(Suit.ACORNS, Rank.EIGHT),
  /** The seven of acorns. */
  ACORNS_SEVEN(Suit.ACORNS, Rank.SEVEN),
  /** The ace of leaves. */
  LEAVES_ACE(Suit.LEAVES, Rank.ACE),
  /** The ten of leaves. */
  LEAVES_TEN(Suit.LEAVES, Rank.TEN),
  /** The king of leaves. */
  LEAVES_KING(Suit.LEAVES, Rank.KING),
  /** The over of leaves. */
  LEAVES_OVER(Suit.LEAVES, Rank.OVER),
  /** The under of leaves. */
  LEAVES_UNDER(Suit.LEAVES, Rank.UNDER),
  /** The nine of leaves. */
  LEAVES_NINE(Suit.LEAVES, Rank.NINE),
  /** The eight of leaves. */
  LEAVES_EIGHT(Suit.LEAVES, Rank.EIGHT),
  /** The seven of leaves. */
  LEAVES_SEVEN(Suit.LEAVES, Rank.SEVEN),
  /** The ace of hearts. */
  HEARTS_ACE(Suit.HEARTS, Rank.ACE),
  /** The ten of hearts. */
  HEARTS_TEN(Suit.HEARTS, Rank.TEN),
  /** The king of hearts. */
  HEARTS_KING(Suit.HEARTS, Rank.KING),
  /** The over of hearts. */
  HEARTS_OVER(Suit.HEARTS, Rank.OVER),
  /** The under of hearts. */
  HEARTS_UNDER(Suit.HEARTS, Rank.UNDER),
  /** The nine of hearts. */
  HEARTS_NINE(Suit.HEARTS, Rank.NINE),
  /** The eight of hearts. */
  HEARTS_EIGHT(Suit.HEARTS, Rank.EIGHT),
  /** The seven of hearts. */
  HEARTS_SEVEN(Suit.HEARTS, Rank.SEVEN),
  /** The ace of bells. */
  BELLS_ACE(Suit.BELLS, Rank.ACE),
  /** The ten of bells. */
  BELLS_TEN(Suit.BELLS, Rank.TEN),
  /** The king of bells. */
  BELLS_KING(Suit.BELLS, Rank.KING),
  /** The over of bells. */
  BELLS_OVER(Suit.BELLS, Rank.OVER),
  /** The under of bells. */
  BELLS_UNDER(Suit.BELLS, Rank.UNDER),
  /** The nine of bells. */
  BELLS_NINE(Suit.BELLS, Rank.NINE),
  /** The eight of bells. */
  BELLS_EIGHT(Suit.BELLS, Rank.EIGHT),
  /** The seven of bells. */
  BELLS_SEVEN(Suit.BELLS, Rank.SEVEN);

  private static final Card[] VALUES = values();
  /** No card's code or name is longer; longer text is refused before it is read. */
  private static final int MAX_NAME_LENGTH = 64;

  private final Suit suit;
  private final Rank rank;
  private final String code;

  Card(Suit suit, Rank rank) {
    this.suit = suit;
    this.rank = rank;
    this.code = suit.letter() + rank.code();
  }

  /** {@return this card's suit} */
  public Suit suit() {
    return suit;
  }

  /** {@return this card's rank} */
  public Rank rank() {
    return rank;
  }

  /**
   * {@return the short code: suit letter and rank code, such as {@code HA}, {@code A10}, {@code L7}}
   */
  public String code() {
    return code;
  }

  /** {@return the English name, such as "ace of hearts"} */
  public String englishName() {
    return rank.englishName() + " of " + suit.englishName();
  }

  /** {@return the Hungarian name, such as "piros ász"} */
  public String hungarianName() {
    return suit.hungarianName() + " " + rank.hungarianName();
  }

  /** {@return the card's bit in a {@link CardSet} bitmask: {@code 1 << ordinal()}} */
  public int bit() {
    return 1 << ordinal();
  }

  /**
   * {@return the card of the given suit and rank}
   *
   * @param suit the suit
   * @param rank the rank
   */
  public static Card of(Suit suit, Rank rank) {
    return VALUES[suit.ordinal() * Rank.values().length + rank.ordinal()];
  }

  /**
   * {@return the card with the given ordinal (0 to 31)}
   *
   * @param index the index, counting from 0
   */
  public static Card ofIndex(int index) {
    return VALUES[index];
  }

  /**
   * Reads a card from its code ({@code HA}, {@code a10}), its English name ("ace of hearts",
   * "hearts ace") or its Hungarian name ("piros ász", "PIROS ASZ"), in any case and with or
   * without accents.
   *
   * @param text the text to read
   * @return the card
   * @throws CardFormatException quoting the text if it names no card
   */
  public static Card parse(String text) {
    Objects.requireNonNull(text, "text");
    Card card = text.length() > MAX_NAME_LENGTH ? null : lookup(text);
    if (card == null) {
      throw new CardFormatException(
          text,
          "a card code such as HA, A10, BO, L7 or a name such as 'ace of hearts' or 'piros ász'");
    }
    return card;
  }

  private static Card lookup(String text) {
    String folded = Text.fold(text);
    if (folded.isEmpty()) {
      return null;
    }
    // A code: suit letter then rank code, nothing in between.
    if (folded.indexOf(' ') < 0 && folded.length() <= 3) {
      Suit suit = Suit.lookup(folded.substring(0, 1));
      Rank rank = Rank.lookup(folded.substring(1));
      if (suit != null && rank != null) {
        return of(suit, rank);
      }
      return null;
    }
    String[] words = folded.split(" ");
    if (words.length == 3 && words[1].equals("of")) {
      return pair(words[2], words[0]);
    }
    if (words.length == 2) {
      Card card = pair(words[0], words[1]);
      return card != null ? card : pair(words[1], words[0]);
    }
    return null;
  }

  private static Card pair(String suitWord, String rankWord) {
    if (suitWord.length() == 1) {
      return null; // a lone letter is a code part, not a name
    }
    Suit suit = Suit.lookup(suitWord);
    Rank rank = Rank.lookup(rankWord);
    return suit != null && rank != null ? of(suit, rank) : null;
  }

  /** The card code, such as {@code HA}. */
  @Override
  public String toString() {
    return code;
  }
}
