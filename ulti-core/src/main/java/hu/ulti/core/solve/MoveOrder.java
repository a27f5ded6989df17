package hu.ulti.core.solve;

import hu.ulti.core.internal.FastPlay;
import hu.ulti.core.internal.TrickLogic;

/**
 * The order in which the boolean searches try their candidate cards: the card most likely to
 * decide the goal first, so that alpha-beta cuts early. Ordering never changes a result, only
 * how soon it is found; it allocates nothing.
 */
final class MoveOrder {
  private final FastPlay play;
  /** The strength of each card in its suit (7 strongest), by order: {@code [order][card]}. */
  private final int[][] strength = new int[2][32];

  MoveOrder(FastPlay play, int[] trumpStrength, int[] noTrumpStrength) {
    this.play = play;
    for (int card = 0; card < 32; card++) {
      strength[TrickLogic.ORDER_TRUMP][card] = trumpStrength[card & 7];
      strength[TrickLogic.ORDER_NO_TRUMP][card] = noTrumpStrength[card & 7];
    }
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
   *   <li>Ulti: card order, each suit's ace first.
   * </ul>
   */
  int fill(Search.Goal goal, int moves, boolean declarerToPlay, int[] cards) {
    int order = TrickLogic.order(play.trump());
    int winning = play.trickSize() == 0 ? -1
        : play.logic().winningCard(play.trickCard(0), play.trickCard(1), 0, play.trickSize(), play.trump());
    int count = 0;
    for (int bits = moves; bits != 0; bits &= bits - 1) {
      int card = Integer.numberOfTrailingZeros(bits);
      int key = key(goal, card, declarerToPlay, winning, moves, order);
      int at = count++;
      while (at > 0 && key(goal, cards[at - 1], declarerToPlay, winning, moves, order) > key) {
        cards[at] = cards[at - 1];
        at--;
      }
      cards[at] = card;
    }
    return count;
  }

  /** The sort key of a card: lower is tried first. */
  private int key(Search.Goal goal, int card, boolean declarerToPlay, int winning, int moves, int order) {
    int rank = strength[order][card];
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
        return card;
    }
  }
}
