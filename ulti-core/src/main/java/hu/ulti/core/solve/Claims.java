package hu.ulti.core.solve;

import hu.ulti.core.contract.Component;
import hu.ulti.core.game.Game;
import hu.ulti.core.solve.internal.FastPlay;
import hu.ulti.core.play.Side;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.card.Suit;
import java.util.Objects;

/**
 * The claim referee: whether a claim made during the play holds against every answer of the
 * other side, with all hands known (as they are after the exposure of an open contract).
 */
public final class Claims {
  private Claims() {}

  /**
   * {@return whether the claim is granted in the game's position}
   *
   * @param game the game
   * @param claim the claim
   * @throws IllegalStateException if the game is not in its play phase
   */
  public static boolean granted(Game game, Claim claim) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(claim, "claim");
    TrickPlay play = game.trickPlay().orElseThrow(() -> new IllegalStateException("The play has not started"));
    return granted(game.rules(), play, claim);
  }

  /**
   * {@return whether the claim is granted in a position of the play, such as one the position
   * notation describes}
   *
   * @param rules the rule set
   * @param play the position
   * @param claim the claim
   * @throws IllegalStateException if the play is over
   */
  public static boolean granted(RuleSet rules, TrickPlay play, Claim claim) {
    return granted(rules, play, claim, SearchLimit.none());
  }

  /**
   * {@return whether the claim is granted in a position of the play, deciding within a limit}
   * For a referee that must answer a claim in bounded time, or be able to cancel it.
   *
   * @param rules the rule set
   * @param play the position
   * @param claim the claim
   * @param limit the node budget, stop signal and node-count receiver
   * @throws IllegalStateException if the play is over
   * @throws SearchStoppedException if the limit is reached first (or the thread is interrupted)
   */
  public static boolean granted(RuleSet rules, TrickPlay play, Claim claim, SearchLimit limit) {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(play, "play");
    Objects.requireNonNull(claim, "claim");
    Objects.requireNonNull(limit, "limit");
    if (play.isOver()) {
      throw new IllegalStateException("The play is over");
    }
    switch (claim) {
      case DECLARER_TAKES_EVERY_REMAINING_TRICK:
        return remaining(rules, play, Search.Goal.DURCHMARS, limit);
      case DEFENDERS_TAKE_A_TRICK:
        return !remaining(rules, play, Search.Goal.DURCHMARS, limit);
      case DECLARER_TAKES_NO_FURTHER_TRICK:
      case DEFENDERS_TAKE_EVERY_REMAINING_TRICK:
        return remaining(rules, play, Search.Goal.BETLI, limit);
      default:
        return !remaining(rules, play, Search.Goal.BETLI, limit);
    }
  }

  /**
   * {@return whether a side's claim about one component holds: the declarer's that he makes it, the
   * defenders' that it is beaten, against every answer}
   *
   * @param game the game
   * @param claimant the claimant
   * @param component the component
   */
  public static boolean granted(Game game, Side claimant, Component component) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(claimant, "claimant");
    Objects.requireNonNull(component, "component");
    Boolean made = Solver.solve(game).made().get(component);
    if (made == null) {
      throw new IllegalArgumentException("The " + component.englishName() + " is not decided by the play of this contract");
    }
    return claimant == Side.DECLARER ? made : !made;
  }

  /**
   * Searches the goal over the remaining tricks only: the tricks already played are credited to
   * the side the goal does not count against (the declarer for a durchmars, a defender for a
   * betli), so that only the remaining ones decide it.
   */
  private static boolean remaining(RuleSet rules, TrickPlay play, Search.Goal goal, SearchLimit limit) {
    FastPlay position = Solver.fast(rules.trickRules(), play);
    int[] past = new int[3];
    int credited = goal == Search.Goal.DURCHMARS ? position.declarer() : (position.declarer() + 1) % 3;
    past[credited] = position.tricksDone();
    FastPlay fresh = new FastPlay(position.logic(), points(position), 0, position.trump(), position.declarer(),
        play.ultiBid(), new int[] {position.hand(0), position.hand(1), position.hand(2)}, trick(position),
        position.leader(), new int[3], past, position.lastWinner());
    Search search = new Search(fresh, true,
        rules.trickRules().rankOrder(Trumps.of(Suit.HEARTS)).strengths(),
        rules.trickRules().rankOrder(Trumps.none()).strengths(), limit);
    try {
      return search.wins(goal);
    } finally {
      limit.nodesSearched().accept(search.nodes());
    }
  }

  private static int[] points(FastPlay position) {
    int[] points = new int[32];
    for (int card = 0; card < 32; card++) {
      points[card] = position.points(card);
    }
    return points;
  }

  private static int[] trick(FastPlay position) {
    int[] cards = new int[position.trickSize()];
    for (int i = 0; i < cards.length; i++) {
      cards[i] = position.trickCard(i);
    }
    return cards;
  }
}
