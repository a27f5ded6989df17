package hu.ulti.core.solve;

import hu.ulti.core.solve.internal.FastPlay;
import hu.ulti.core.internal.TrickLogic;

/**
 * The order in which the boolean searches try their candidate cards: the card most likely to
 * decide the goal first, so that alpha-beta cuts early. Ordering never changes a result, only
 * how soon it is found; it allocates nothing.
 */
final class MoveOrder {
  private final FastPlay play;
  private final Strengths strengths;
  /** The sort keys of the cards being ordered; the caller uses the order before the next call. */
  private final int[] keys = new int[10];

  MoveOrder(FastPlay play, Strengths strengths) {
    this.play = play;
    this.strengths = strengths;
  }

  /**
   * Fills {@code cards} with {@code moves} in the order to try them; returns their number.
   *
   * <ul>
   *   <li>Betli: the declarer ducks under the trick with his highest card that stays under it
   *       and throws his highest cards when void (the cards that would win tricks later); forced
   *       to beat, he tries his lowest card over it first. The defenders lead and follow low.
   *   <li>Durchmars: the declarer leads his strongest cards first. A defender first tries the
   *       cards that take the trick from him, then follows or discards low, keeping his guards.
   *   <li>Ulti: strongest first, at equal strength a plain suit's before a trump (measured on
   *       the double-dummy deals: the 95th percentile a third lower than card order's).
   * </ul>
   */
  int fill(Search.Goal goal, int moves, boolean declarerToPlay, int[] cards) {
    int order = TrickLogic.order(play.trump());
    int winning = play.trickSize() == 0 ? -1
        : play.logic().winningCard(play.trickCard(0), play.trickCard(1), 0, play.trickSize(), play.trump());
    int count = 0;
    for (int bits = moves; bits != 0; bits &= bits - 1) {
      int card = Integer.numberOfTrailingZeros(bits);
      count = insert(cards, 0, count, card, key(goal, card, declarerToPlay, winning, moves, order));
    }
    return count;
  }

  /**
   * Inserts {@code card} with sort key {@code key} into {@code cards[start..count)}, kept in
   * ascending key order (stable); returns the new count. The keys live in {@link #keys}, in
   * the same places as their cards.
   */
  private int insert(int[] cards, int start, int count, int card, int key) {
    int at = count;
    while (at > start && keys[at - 1] > key) {
      cards[at] = cards[at - 1];
      keys[at] = keys[at - 1];
      at--;
    }
    cards[at] = card;
    keys[at] = key;
    return count + 1;
  }

  /**
   * Fills {@code cards} with {@code moves} in the order the card-points search tries them;
   * returns their number. {@code first}, when one of the moves, comes first (the best card
   * found before in this position); the leader's plain cards follow strongest first, then his
   * trumps strongest first (measured on the double-dummy deals: a third fewer positions than
   * card order, suit by suit). A follower who can take the trick tries his
   * winning cards first, strongest first, or, as the last to play, the one with most card points
   * and then the lowest; with the trick his side's already, he adds his card points to it;
   * otherwise he plays his cheapest, lowest cards first.
   */
  int fillForPoints(int moves, int first, int[] cards) {
    int count = 0;
    if (first >= 0 && (moves & 1 << first) != 0) {
      cards[count++] = first;
      moves &= ~(1 << first);
    }
    int order = TrickLogic.order(play.trump());
    if (play.trickSize() == 0) {
      int start = count;
      for (int bits = moves; bits != 0; bits &= bits - 1) {
        int card = Integer.numberOfTrailingZeros(bits);
        count = insert(cards, start, count, card, (card >>> 3 == play.trump() ? 8 : 0) + 7 - strengths.of(order, card));
      }
      return count;
    }
    int winning = play.logic().winningCard(play.trickCard(0), play.trickCard(1), 0, play.trickSize(), play.trump());
    int winner = (play.leader() + (winning == play.trickCard(0) ? 0 : 1)) % 3;
    int mover = play.toPlay();
    boolean partnerWinning = winner != mover && (winner == play.declarer()) == (mover == play.declarer());
    // The cards that beat the winning card: higher ones of its suit, and trumps if it is none.
    int trump = play.trump();
    int beating = play.logic().beaters(order, winning);
    if (trump != TrickLogic.NO_TRUMP && winning >>> 3 != trump) {
      beating |= TrickLogic.suitMask(trump);
    }
    int start = count;
    for (int bits = moves; bits != 0; bits &= bits - 1) {
      int card = Integer.numberOfTrailingZeros(bits);
      count = insert(cards, start, count, card, pointsKey(card, (beating & 1 << card) != 0, partnerWinning, order));
    }
    return count;
  }

  private int pointsKey(int card, boolean beats, boolean partnerWinning, int order) {
    int rank = strengths.of(order, card);
    if (partnerWinning) {
      return -play.points(card) * 8 + rank; // most points first, then low
    }
    if (beats) {
      if (play.trickSize() == 2) {
        return -1000 - play.points(card) * 8 + rank; // the last card wins: with the most points, then low
      }
      return -1000 - rank;
    }
    return play.points(card) * 8 + rank;
  }

  /** The sort key of a card: lower is tried first. */
  private int key(Search.Goal goal, int card, boolean declarerToPlay, int winning, int moves, int order) {
    int rank = strengths.of(order, card);
    switch (goal) {
      case BETLI:
        if (declarerToPlay && winning >= 0 && (moves & play.logic().beaters(order, winning)) == 0) {
          return 7 - rank; // under the trick or off suit: highest first
        }
        return rank;
      case DURCHMARS:
        if (declarerToPlay) {
          return 7 - rank;
        }
        return winning >= 0 && play.logic().beats(card, winning, play.trump()) ? rank : 8 + rank;
      default:
        return (7 - rank) * 2 + (card >>> 3 == play.trump() ? 1 : 0);
    }
  }
}
