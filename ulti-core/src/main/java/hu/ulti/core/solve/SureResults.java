package hu.ulti.core.solve;

import hu.ulti.core.solve.internal.FastPlay;
import hu.ulti.core.internal.TrickLogic;

/**
 * Positions whose result the cards alone decide, whatever is played: each rule is a short proof
 * under the rules of play (follow suit and beat the card winning the trick if possible, trump when
 * void), written beside it. The search asks at trick boundaries and stops there when a rule
 * applies; {@code OpenGoalProperties} checks the rules against plain minimax.
 */
final class SureResults {
  /** The declarer reaches the goal against every defence. */
  static final int WON = 1;
  /** The defenders stop him whatever he does. */
  static final int LOST = 0;
  /** No rule applies: search. */
  static final int UNKNOWN = -1;

  private SureResults() {}

  /**
   * {@return the goal's result at a trick boundary if the cards alone decide it: {@link #WON},
   * {@link #LOST} or {@link #UNKNOWN}}
   *
   * @param goal the goal
   * @param play the position, at a trick boundary, the goal not yet decided by the tricks played
   * @param strengths the rank orders
   */
  static int of(Search.Goal goal, FastPlay play, Strengths strengths) {
    int declarer = play.declarer();
    int mine = play.hand(declarer);
    int theirs = play.hand((declarer + 1) % 3) | play.hand((declarer + 2) % 3);
    int order = TrickLogic.order(play.trump());
    TrickLogic logic = play.logic();
    if (goal == Search.Goal.BETLI && play.trump() == TrickLogic.NO_TRUMP) {
      // Every card of the declarer lower than every defender's card of its suit: he can never be
      // made to win a defender's lead (he follows under it, or discards), nor his own lead of a
      // suit they hold (they must follow with a higher card), and that stays so to the end.
      boolean under = true;
      boolean safeLead = false;
      for (int bits = mine; bits != 0; bits &= bits - 1) {
        int card = Integer.numberOfTrailingZeros(bits);
        int suit = theirs & TrickLogic.suitMask(card >>> 3);
        if ((suit & ~logic.beaters(order, card)) != 0) {
          under = false;
          break;
        }
        safeLead |= suit != 0;
      }
      if (under && (play.leader() != declarer || safeLead)) {
        return WON;
      }
      // A defender leads a suit in which every card of the declarer is higher than every card
      // the defenders hold: the declarer must follow and win the trick.
      if (play.leader() != declarer) {
        int leader = play.hand(play.leader());
        for (int suit = 0; suit < 4; suit++) {
          int mineInSuit = mine & TrickLogic.suitMask(suit);
          if (mineInSuit == 0 || (leader & TrickLogic.suitMask(suit)) == 0) {
            continue;
          }
          int theirsInSuit = theirs & TrickLogic.suitMask(suit);
          boolean over = true;
          for (int bits = mineInSuit; bits != 0; bits &= bits - 1) {
            over &= (theirsInSuit & logic.beaters(order, Integer.numberOfTrailingZeros(bits))) == 0;
          }
          if (over) {
            return LOST;
          }
        }
      }
      return UNKNOWN;
    }
    if (goal == Search.Goal.DURCHMARS && play.leader() == declarer) {
      // He leads every trick from here, so he must lead every card he holds. Take a defender
      // whose best card t of a suit beats the declarer's lowest card of that suit, and who holds
      // at least one more card of the suit than the declarer holds above t. The defender keeps t
      // and beats the first lead of the suit below t: he follows the declarer's leads above t
      // with his other cards of the suit; he follows other suits with their cards, ruffs (winning
      // the trick) or discards another card, and plays a card of the suit on another suit's lead
      // only when he holds nothing else, by which time (the declarer having fewer other cards
      // than he) the declarer has had to lead below t.
      boolean masters = true;
      for (int suit = 0; suit < 4; suit++) {
        int mineInSuit = mine & TrickLogic.suitMask(suit);
        if (mineInSuit == 0) {
          continue;
        }
        int lowest = strengths.weakest(mineInSuit, suit, order);
        for (int defender = 1; defender <= 2; defender++) {
          int his = play.hand((declarer + defender) % 3) & TrickLogic.suitMask(suit);
          if ((his & logic.beaters(order, lowest)) != 0) {
            int above = Integer.bitCount(mineInSuit & logic.beaters(order, strengths.strongest(his, suit, order)));
            if (Integer.bitCount(his) > above) {
              return LOST;
            }
          }
        }
        for (int bits = mineInSuit; bits != 0 && masters; bits &= bits - 1) {
          masters = (theirs & logic.beaters(order, Integer.numberOfTrailingZeros(bits))) == 0;
        }
      }
      // If no defender holds a card that beats one of his, each card he leads wins, provided
      // they cannot ruff: they hold no trumps, or he draws theirs first with at least as many
      // (all higher) trumps as either defender holds.
      if (!masters) {
        return UNKNOWN;
      }
      if (play.trump() == TrickLogic.NO_TRUMP) {
        return WON;
      }
      int trumps = TrickLogic.suitMask(play.trump());
      int most = Math.max(Integer.bitCount(play.hand((declarer + 1) % 3) & trumps),
          Integer.bitCount(play.hand((declarer + 2) % 3) & trumps));
      return Integer.bitCount(mine & trumps) >= most ? WON : UNKNOWN;
    }
    return UNKNOWN;
  }
}
