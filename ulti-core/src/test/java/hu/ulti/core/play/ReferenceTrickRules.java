package hu.ulti.core.play;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.Suit;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A plain, obviously-correct reading of the rules of trick play, written from the rule texts
 * without bitmasks or tables, for differential tests of {@link TrickRules}.
 */
final class ReferenceTrickRules {
  private static final List<Rank> WITH_TRUMPS =
      List.of(Rank.ACE, Rank.TEN, Rank.KING, Rank.OVER, Rank.UNDER, Rank.NINE, Rank.EIGHT, Rank.SEVEN);
  private static final List<Rank> WITHOUT_TRUMPS =
      List.of(Rank.ACE, Rank.KING, Rank.OVER, Rank.UNDER, Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN);

  private ReferenceTrickRules() {}

  /** Whether {@code a} outranks {@code b}; both of one suit. Null trump means no trumps. */
  static boolean higher(Card a, Card b, Suit trump) {
    List<Rank> order = trump == null ? WITHOUT_TRUMPS : WITH_TRUMPS;
    return order.indexOf(a.rank()) < order.indexOf(b.rank());
  }

  /** The card winning the trick: the highest trump, else the highest card of the led suit. */
  static Card winning(List<Card> trick, Suit trump) {
    Card best = trick.get(0);
    for (Card card : trick) {
      boolean bestIsTrump = best.suit() == trump;
      boolean cardIsTrump = card.suit() == trump;
      if (cardIsTrump && !bestIsTrump) {
        best = card;
      } else if (card.suit() == best.suit() && higher(card, best, trump)) {
        best = card;
      }
    }
    return best;
  }

  static Set<Card> legal(Set<Card> hand, List<Card> trick, Suit trump, boolean keepsUltiSeven) {
    List<Card> result = new ArrayList<>();
    if (trick.isEmpty()) {
      result.addAll(hand);
    } else {
      Suit led = trick.get(0).suit();
      Card winning = winning(trick, trump);
      List<Card> ofLedSuit = cardsOf(hand, led);
      List<Card> trumps = trump == null ? List.of() : cardsOf(hand, trump);
      if (!ofLedSuit.isEmpty()) {
        boolean trumpedIn = trump != null && led != trump && winning.suit() == trump;
        if (trumpedIn) {
          result.addAll(ofLedSuit); // no card of the led suit can win any more
        } else {
          result.addAll(beating(ofLedSuit, winning, trump, ofLedSuit));
        }
      } else if (!trumps.isEmpty()) {
        if (winning.suit() == trump) {
          result.addAll(beating(trumps, winning, trump, trumps));
        } else {
          result.addAll(trumps);
        }
      } else {
        result.addAll(hand);
      }
    }
    if (keepsUltiSeven && trump != null) {
      Card seven = Card.of(trump, Rank.SEVEN);
      if (result.contains(seven) && result.size() > 1) {
        result.remove(seven);
      }
    }
    return new TreeSet<>(result);
  }

  private static List<Card> beating(List<Card> cards, Card target, Suit trump, List<Card> otherwise) {
    List<Card> higher = new ArrayList<>();
    for (Card card : cards) {
      if (card.suit() == target.suit() && higher(card, target, trump)) {
        higher.add(card);
      }
    }
    return higher.isEmpty() ? otherwise : higher;
  }

  private static List<Card> cardsOf(Set<Card> hand, Suit suit) {
    List<Card> cards = new ArrayList<>();
    for (Card card : hand) {
      if (card.suit() == suit) {
        cards.add(card);
      }
    }
    return cards;
  }
}
