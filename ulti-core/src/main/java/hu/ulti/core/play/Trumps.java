package hu.ulti.core.play;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardFormatException;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.Suit;
import hu.ulti.core.internal.Text;
import java.util.Objects;
import java.util.Optional;

/**
 * The trump suit of a contract, or none (betli and no-trump durchmars).
 *
 * <p>Guarantees: immutable, thread-safe; there are exactly five instances, so {@code ==} and
 * {@link #equals} agree.
 */
public final class Trumps {
  private static final Trumps NONE = new Trumps(null);
  private static final Trumps[] SUITS = new Trumps[Suit.values().length];

  static {
    for (Suit suit : Suit.values()) {
      SUITS[suit.ordinal()] = new Trumps(suit);
    }
  }

  private final Suit suit;

  private Trumps(Suit suit) {
    this.suit = suit;
  }

  /**
   * {@return the given suit as trumps}
   *
   * @param suit the suit
   */
  public static Trumps of(Suit suit) {
    return SUITS[Objects.requireNonNull(suit, "suit").ordinal()];
  }

  /** {@return no trumps} */
  public static Trumps none() {
    return NONE;
  }

  /**
   * Reads trumps from a suit (letter or name, either language) or from "none", "no trumps" or
   * "szín nélküli".
   *
   * @param text the text to read
   * @return the trumps
   * @throws CardFormatException quoting the text if it names neither
   */
  public static Trumps parse(String text) {
    String folded = Text.fold(text);
    if (folded.equals("none") || folded.equals("no trumps") || folded.equals("no trump")
        || folded.equals("notrump") || folded.equals("szin nelkuli")) {
      return NONE;
    }
    try {
      return of(Suit.parse(text));
    } catch (CardFormatException e) {
      throw new CardFormatException(text, "a trump suit (A, L, H, B or a suit name) or 'none'");
    }
  }

  /** {@return the trump suit, empty for a no-trump contract} */
  public Optional<Suit> suit() {
    return Optional.ofNullable(suit);
  }

  /** {@return whether there is a trump suit} */
  public boolean hasTrumps() {
    return suit != null;
  }

  /**
   * {@return whether the card is a trump} Always false without trumps.
   *
   * @param card the card
   */
  public boolean isTrump(Card card) {
    return suit != null && card.suit() == suit;
  }

  /**
   * {@return the trump card of the given rank: the trump seven is the ulti card} Empty without trumps.
   *
   * @param rank the rank
   */
  public Optional<Card> card(Rank rank) {
    return suit == null ? Optional.empty() : Optional.of(Card.of(suit, rank));
  }

  /** {@return the English name: "hearts" or "no trumps"} */
  public String englishName() {
    return suit == null ? "no trumps" : suit.englishName();
  }

  /** {@return the Hungarian name: "piros" or "szín nélküli"} */
  public String hungarianName() {
    return suit == null ? "szín nélküli" : suit.hungarianName();
  }

  /** Index for the bitmask core: the suit's ordinal, or -1 without trumps. */
  int index() {
    return suit == null ? -1 : suit.ordinal();
  }

  @Override
  public String toString() {
    return suit == null ? "no trumps" : suit.englishName() + " trumps";
  }
}
