package hu.ulti.core.play;

import static com.google.common.base.Preconditions.checkArgument;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.Suit;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * What cards, the last trick and declared marriages are worth in card points.
 *
 * <p>The standard values (pagat, and every reliable source): ace and ten 10 each, the last trick
 * 10 more, so 90 in all; a declared king and over 20, or 40 in trumps.
 *
 * <p>Guarantees: immutable and thread-safe.
 */
public final class CardPoints {
  private static final CardPoints STANDARD =
      new CardPoints(Map.of(Rank.ACE, 10, Rank.TEN, 10), 10, 20, 40);

  private final int[] rankValues = new int[Rank.values().length];
  private final int lastTrickBonus;
  private final int marriage;
  private final int trumpMarriage;

  private CardPoints(Map<Rank, Integer> values, int lastTrickBonus, int marriage, int trumpMarriage) {
    for (Map.Entry<Rank, Integer> entry : new EnumMap<>(values).entrySet()) {
      checkArgument(entry.getValue() >= 0, "Card points are not negative");
      rankValues[entry.getKey().ordinal()] = entry.getValue();
    }
    this.lastTrickBonus = lastTrickBonus;
    this.marriage = marriage;
    this.trumpMarriage = trumpMarriage;
  }

  /** {@return the standard values: ace 10, ten 10, last trick 10, marriage 20, trump marriage 40} */
  public static CardPoints standard() {
    return STANDARD;
  }

  /**
   * {@return what one card is worth}
   *
   * @param card the card
   */
  public int of(Card card) {
    return rankValues[card.rank().ordinal()];
  }

  /**
   * {@return what the cards are worth together, without any bonus}
   *
   * @param cards the cards
   */
  public int of(CardSet cards) {
    int bits = cards.bits();
    int total = 0;
    for (int rank = 0; rank < rankValues.length; rank++) {
      if (rankValues[rank] != 0) {
        total += rankValues[rank] * Integer.bitCount(bits & (0x01010101 << rank));
      }
    }
    return total;
  }

  /** {@return the bonus for winning the last trick} */
  public int lastTrickBonus() {
    return lastTrickBonus;
  }

  /** {@return all card points at stake without marriages: every card plus the last trick (90)} */
  public int total() {
    return of(CardSet.all()) + lastTrickBonus;
  }

  /**
   * {@return what a declared king and over of {@code suit} is worth under the given trumps}
   *
   * @param suit the suit
   * @param trumps the trumps of the contract
   */
  public int marriage(Suit suit, Trumps trumps) {
    return trumps.suit().filter(suit::equals).isPresent() ? trumpMarriage : marriage;
  }

  /**
   * {@return the marriages (king and over of one suit) that {@code hand} holds, in suit order, with their
   * values under {@code trumps}} Without trumps there are no card points for marriages, so the
   * list is empty.
   *
   * @param hand the hand
   * @param trumps the trumps of the contract
   */
  public List<Marriage> marriages(CardSet hand, Trumps trumps) {
    List<Marriage> found = new ArrayList<>(2);
    if (!trumps.hasTrumps()) {
      return List.of();
    }
    for (Suit suit : Suit.values()) {
      if (hand.contains(Card.of(suit, Rank.KING)) && hand.contains(Card.of(suit, Rank.OVER))) {
        boolean trumpSuit = trumps.suit().get() == suit;
        found.add(new Marriage(suit, trumpSuit, marriage(suit, trumps)));
      }
    }
    return List.copyOf(found);
  }
}
