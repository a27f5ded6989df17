package hu.ulti.bots;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Contract;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * A cautious player's reading of a hand, as a card player counts it at the table: for each trump
 * suit the trumps and their honours, the side aces and guarded tens, the marriages and the voids;
 * for betli how low each suit runs. A component is supported only when the hand clearly makes it;
 * a bid only when it supports every component.
 *
 * <p>The counts (all in card points, the last trick included) are rules of thumb, not results:
 * a trump ace or a side ace is a trick of 10 or more; a ten counts when its ace is beside it or it
 * has two guards; long trumps win the last trick. Pure functions of the cards: thread-safe.
 */
final class HandEvaluation {
  /** The order of ranks in a no-trump contract, lowest first (the ten sits between under and nine). */
  private static final List<Rank> NO_TRUMP_ORDER = List.of(Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN,
      Rank.UNDER, Rank.OVER, Rank.KING, Rank.ACE);

  private HandEvaluation() {}

  /** A bid with the two cards to discard for it (none when the hand holds ten). */
  record Choice(Bid bid, CardSet discard) {}

  /**
   * The bid, among {@code bids} (lowest first), that this hand supports and that is highest, with
   * its discard; empty if it supports none.
   */
  static Optional<Choice> best(List<Bid> bids, CardSet hand) {
    Choice best = null;
    for (Bid bid : bids) {
      if (bid.isOpen()) {
        continue; // a cautious player does not show his hand for points he could lose
      }
      CardSet discard = hand.size() == 12 ? discardFor(bid, hand) : CardSet.empty();
      if (supports(bid, hand.minus(discard))) {
        best = new Choice(bid, discard);
      }
    }
    return Optional.ofNullable(best);
  }

  /** The suit this bid would be played in: its named suit, or the best minor suit of the hand. */
  static Optional<Suit> trumpsFor(Bid bid, CardSet hand) {
    if (!bid.hasTrumps()) {
      return Optional.empty();
    }
    if (bid.denomination().fixedSuit().isPresent()) {
      return bid.denomination().fixedSuit();
    }
    return bestMinor(hand);
  }

  /** The minor suit with the most trump strength in the hand. */
  static Optional<Suit> bestMinor(CardSet hand) {
    return List.of(Suit.ACORNS, Suit.LEAVES, Suit.BELLS).stream()
        .max(Comparator.comparingInt(suit -> trumpStrength(hand, suit)));
  }

  /** Length first, honours to break ties: how good a trump suit this is. */
  static int trumpStrength(CardSet hand, Suit suit) {
    int strength = hand.count(suit) * 10;
    for (Card card : hand.ofSuit(suit)) {
      strength += card.rank() == Rank.ACE ? 4 : card.rank() == Rank.TEN ? 3 : card.rank() == Rank.KING ? 1 : 0;
    }
    return strength;
  }

  /** Whether the ten cards kept support every component of the bid. */
  static boolean supports(Bid bid, CardSet hand) {
    if (!bid.hasTrumps()) {
      return bid.has(Component.BETLI) ? betliSafe(hand) : noTrumpDurchmars(hand);
    }
    Optional<Suit> trumps = trumpsFor(bid, hand);
    if (trumps.isEmpty()) {
      return false;
    }
    Suit suit = trumps.get();
    for (Component component : bid.components()) {
      if (!supports(component, suit, hand)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether the ten cards kept support every component of a contract: as {@link #supports(Bid,
   * CardSet)}, with the contract's own trump suit rather than the hand's best minor.
   */
  static boolean supports(Contract contract, CardSet hand) {
    Optional<Suit> trumps = contract.trumps().suit();
    if (trumps.isEmpty()) {
      return supports(contract.bid(), hand);
    }
    for (Component component : contract.components()) {
      if (!supports(component, trumps.get(), hand)) {
        return false;
      }
    }
    return true;
  }

  private static boolean supports(Component component, Suit trumps, CardSet hand) {
    int length = hand.count(trumps);
    boolean ace = hand.contains(Card.of(trumps, Rank.ACE));
    boolean ten = hand.contains(Card.of(trumps, Rank.TEN));
    int cards = cardPoints(hand, trumps);
    return switch (component) {
      case SIMPLE_GAME -> length >= 4 && cards + marriages(hand, trumps) >= 50 || length >= 5 && cards >= 40;
      case FORTY_HUNDRED -> hasMarriage(hand, trumps) && length >= 5 && ace && cards >= 60;
      case TWENTY_HUNDRED -> sideMarriage(hand, trumps) && length >= 5 && ace && ten && cards >= 80;
      case ULTI -> hand.contains(Card.of(trumps, Rank.SEVEN)) && ace
          && (length >= 6 || length >= 5 && (ten || hand.contains(Card.of(trumps, Rank.KING))));
      case DURCHMARS -> length >= 5 && ace && ten && sideSuitsRunFromTheTop(hand, trumps);
      case FOUR_ACES -> countRank(hand, Rank.ACE) == 4 && length >= 4;
      case FOUR_TENS -> countRank(hand, Rank.TEN) == 4 && length >= 4;
      case BETLI -> false;
    };
  }

  /**
   * The card points the hand can count on with these trumps: 10 for each ace (trump or side), 10
   * for a ten beside its ace or with two guards (a trump ten with four trumps), 10 for the last
   * trick with five trumps or more.
   */
  static int cardPoints(CardSet hand, Suit trumps) {
    int points = 0;
    for (Suit suit : Suit.values()) {
      CardSet cards = hand.ofSuit(suit);
      boolean ace = cards.contains(Card.of(suit, Rank.ACE));
      if (ace) {
        points += 10;
      }
      if (cards.contains(Card.of(suit, Rank.TEN))
          && (ace || cards.size() >= 3 || suit == trumps && cards.size() >= 4)) {
        points += 10;
      }
    }
    return hand.count(trumps) >= 5 ? points + 10 : points;
  }

  /** The marriages the hand may declare with these trumps: 40 in trumps, 20 in each other suit. */
  static int marriages(CardSet hand, Suit trumps) {
    int points = 0;
    for (Suit suit : Suit.values()) {
      if (hasMarriage(hand, suit)) {
        points += suit == trumps ? 40 : 20;
      }
    }
    return points;
  }

  private static boolean hasMarriage(CardSet hand, Suit suit) {
    return hand.contains(Card.of(suit, Rank.KING)) && hand.contains(Card.of(suit, Rank.OVER));
  }

  private static boolean sideMarriage(CardSet hand, Suit trumps) {
    for (Suit suit : Suit.values()) {
      if (suit != trumps && hasMarriage(hand, suit)) {
        return true;
      }
    }
    return false;
  }

  private static int countRank(CardSet hand, Rank rank) {
    int count = 0;
    for (Suit suit : Suit.values()) {
      if (hand.contains(Card.of(suit, rank))) {
        count++;
      }
    }
    return count;
  }

  /** Every side suit is empty or an unbroken run from its ace (ace, ten, king, ... in trump order). */
  private static boolean sideSuitsRunFromTheTop(CardSet hand, Suit trumps) {
    for (Suit suit : Suit.values()) {
      if (suit != trumps && !runsFromTheTop(hand.ofSuit(suit), List.of(Rank.values()))) {
        return false;
      }
    }
    return true;
  }

  /** The cards are the highest of their suit in the given order (highest first), with no gap. */
  private static boolean runsFromTheTop(CardSet cards, List<Rank> highestFirst) {
    for (int i = 0; i < cards.size(); i++) {
      Suit suit = cards.toList().get(0).suit();
      if (!cards.contains(Card.of(suit, highestFirst.get(i)))) {
        return false;
      }
    }
    return true;
  }

  /** No-trump durchmars: every suit held runs from its ace in no-trump order, and the hand has three aces. */
  private static boolean noTrumpDurchmars(CardSet hand) {
    List<Rank> highestFirst = new ArrayList<>(NO_TRUMP_ORDER);
    Collections.reverse(highestFirst);
    for (Suit suit : Suit.values()) {
      if (!runsFromTheTop(hand.ofSuit(suit), highestFirst)) {
        return false;
      }
    }
    return countRank(hand, Rank.ACE) >= 3;
  }

  /**
   * Betli: in every suit the i-th lowest card (from 0) is no higher than the (2i+1)-th card of the
   * no-trump order, so that each card can duck under the opponents' cards of that suit.
   */
  static boolean betliSafe(CardSet hand) {
    for (Suit suit : Suit.values()) {
      List<Integer> ranks = new ArrayList<>();
      for (Card card : hand.ofSuit(suit)) {
        ranks.add(NO_TRUMP_ORDER.indexOf(card.rank()));
      }
      ranks.sort(null);
      for (int i = 0; i < ranks.size(); i++) {
        if (ranks.get(i) > 2 * i + 1) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * The two cards to discard for the bid: for betli the two highest in no-trump order; for a no-trump
   * durchmars the two lowest; for a trump bid the two least worth keeping among the side cards
   * (never an ace or ten, which would count for the defenders; a short suit first, to make a void;
   * never a marriage's king or over).
   */
  static CardSet discardFor(Bid bid, CardSet hand) {
    List<Card> cards = new ArrayList<>(hand.toList());
    if (!bid.hasTrumps()) {
      Comparator<Card> low = Comparator.comparingInt(c -> NO_TRUMP_ORDER.indexOf(c.rank()));
      cards.sort(bid.has(Component.BETLI) ? low.reversed() : low);
      return CardSet.of(cards.get(0), cards.get(1));
    }
    Suit trumps = trumpsFor(bid, hand).orElseThrow();
    cards.sort(Comparator.comparingInt((Card c) -> c.suit() == trumps ? 1 : 0)
        .thenComparingInt(c -> keeps(c, hand) ? 1 : 0)
        .thenComparingInt(c -> voidable(hand, c.suit(), trumps) ? 0 : 1)
        .thenComparingInt(c -> hand.count(c.suit()))
        .thenComparingInt(c -> -c.rank().ordinal()));
    return CardSet.of(cards.get(0), cards.get(1));
  }

  /** An ace or ten (which would count for the defenders in the talon), or half of a marriage. */
  private static boolean keeps(Card card, CardSet hand) {
    return card.rank() == Rank.ACE || card.rank() == Rank.TEN
        || (card.rank() == Rank.KING || card.rank() == Rank.OVER) && hasMarriage(hand, card.suit());
  }

  /** A side suit of one or two cards, none worth keeping: discarding it leaves a void to trump. */
  private static boolean voidable(CardSet hand, Suit suit, Suit trumps) {
    CardSet cards = hand.ofSuit(suit);
    return suit != trumps && cards.size() <= 2 && cards.stream().noneMatch(c -> keeps(c, hand));
  }
}
