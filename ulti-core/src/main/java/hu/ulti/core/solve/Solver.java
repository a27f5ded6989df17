package hu.ulti.core.solve;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.game.Game;
import hu.ulti.core.solve.internal.FastPlay;
import hu.ulti.core.play.CardPoints;
import hu.ulti.core.play.Side;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.play.TrickRules;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.scoring.Scorer;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.Set;

/**
 * A perfect-information solver for the play phase: with all hands known, what best play by both
 * sides gives. It searches exactly the engine's legal cards, merging only cards that are provably
 * interchangeable (one hand, one suit, adjacent in rank among the cards still in play, equal card
 * points; never the trump seven).
 *
 * <p>The game and the 100s are threshold functions of the declarer's card points, so they follow
 * exactly from the guaranteed card points and the marriages as declared: the game is made when
 * points plus the declarer's marriages exceed the defenders' (90 minus the points, plus theirs),
 * 40-100 when the 40 was declared and points plus 40 reach 100, 20-100 likewise with a 20.
 */
public final class Solver {
  private Solver() {}

  /**
   * Solves the position of a game in play.
   *
   * @param game the game
   * @return the solution
   * @throws IllegalStateException if the game is not in its play phase
   */
  public static Solution solve(Game game) {
    Objects.requireNonNull(game, "game");
    TrickPlay play = game.trickPlay().orElseThrow(() -> new IllegalStateException("The play has not started"));
    if (game.isOver() || play.isOver()) {
      throw new IllegalStateException("The play is over");
    }
    Contract contract = game.contract().orElseThrow();
    return solve(game.rules(), play, contract, game.view(play.declarer()).declaredMarriages());
  }

  /**
   * Solves a position of the play phase.
   *
   * @param declaredMarriages the suits of the marriages each seat declared at the first trick
   *     (seats that declared none may be left out); they decide the simple game with the card
   *     points, and the 40 or 20 of a bid 100
   * @param rules the rule set
   * @param play the trick play so far
   * @param contract the contract
   * @return the solution
   */
  public static Solution solve(RuleSet rules, TrickPlay play, Contract contract, Map<Seat, List<Suit>> declaredMarriages) {
    return solve(rules, play, contract, declaredMarriages, SearchLimit.none());
  }

  /**
   * Solves a position of the play phase within a limit.
   *
   * @param rules the rule set
   * @param play the trick play so far
   * @param contract the contract
   * @param declaredMarriages as for {@link #solve(RuleSet, TrickPlay, Contract, Map)}
   * @param limit the node budget, stop signal and node-count receiver
   * @return the solution
   * @throws SearchStoppedException if the limit is reached first
   */
  public static Solution solve(RuleSet rules, TrickPlay play, Contract contract, Map<Seat, List<Suit>> declaredMarriages,
      SearchLimit limit) {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(play, "play");
    Objects.requireNonNull(contract, "contract");
    Objects.requireNonNull(declaredMarriages, "declaredMarriages");
    if (play.isOver()) {
      throw new IllegalStateException("The play is over");
    }
    Objects.requireNonNull(limit, "limit");
    Evaluation evaluation = new Evaluation(rules, play, contract, declaredMarriages, true, limit);
    try {
      return evaluation.solution();
    } finally {
      limit.nodesSearched().accept(evaluation.search.nodes());
    }
  }

  /**
   * {@return which components of the contract the declarer makes from this position with best
   * play by both sides: the same as {@link Solution#made()} of {@link #solve(RuleSet, TrickPlay,
   * Contract, Map)}, without each card's values} Each component is one question at the root (the
   * simple game and the 100s at their thresholds of card points), so it costs much less than a
   * whole solve when only the position's results are wanted. The map cannot be changed and
   * iterates in component order.
   *
   * @param rules the rule set
   * @param play the trick play so far
   * @param contract the contract
   * @param declaredMarriages as for {@link #solve(RuleSet, TrickPlay, Contract, Map)}
   * @throws IllegalStateException if the play is over
   */
  public static Map<Component, Boolean> made(RuleSet rules, TrickPlay play, Contract contract,
      Map<Seat, List<Suit>> declaredMarriages) {
    return made(rules, play, contract, declaredMarriages, SearchLimit.none());
  }

  /**
   * {@return the same as {@link #made(RuleSet, TrickPlay, Contract, Map)}, within a limit}
   *
   * @param rules the rule set
   * @param play the trick play so far
   * @param contract the contract
   * @param declaredMarriages as for {@link #solve(RuleSet, TrickPlay, Contract, Map)}
   * @param limit the node budget, stop signal and node-count receiver
   * @throws IllegalStateException if the play is over
   * @throws SearchStoppedException if the limit is reached first
   */
  public static Map<Component, Boolean> made(RuleSet rules, TrickPlay play, Contract contract,
      Map<Seat, List<Suit>> declaredMarriages, SearchLimit limit) {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(play, "play");
    Objects.requireNonNull(contract, "contract");
    Objects.requireNonNull(declaredMarriages, "declaredMarriages");
    Objects.requireNonNull(limit, "limit");
    requireInPlay(play);
    Evaluation evaluation = new Evaluation(rules, play, contract, declaredMarriages, true, limit);
    try {
      return evaluation.madeAtRoot();
    } finally {
      limit.nodesSearched().accept(evaluation.search.nodes());
    }
  }

  /**
   * {@return one question only: the largest number of card points (tricks and last trick, without
   * marriages) the declarer can guarantee from this position with best play by both sides}
   * Cheaper than {@link #solve} when the value of each card is not wanted.
   *
   * @param rules the rule set
   * @param play the trick play so far
   * @throws IllegalStateException if the play is over
   */
  public static int guaranteedCardPoints(RuleSet rules, TrickPlay play) {
    return guaranteedCardPoints(rules, play, SearchLimit.none());
  }

  /**
   * {@return the same as {@link #guaranteedCardPoints(RuleSet, TrickPlay)}, within a limit}
   *
   * @param rules the rule set
   * @param play the trick play so far
   * @param limit the node budget, stop signal and node-count receiver
   * @throws IllegalStateException if the play is over
   * @throws SearchStoppedException if the limit is reached first
   */
  public static int guaranteedCardPoints(RuleSet rules, TrickPlay play, SearchLimit limit) {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(play, "play");
    Objects.requireNonNull(limit, "limit");
    requireInPlay(play);
    Search search = search(rules, play, limit);
    try {
      return search.points();
    } finally {
      limit.nodesSearched().accept(search.nodes());
    }
  }

  /**
   * {@return one question only: whether the declarer can guarantee at least {@code cardPoints}
   * final card points (tricks and last trick, without marriages; those already won count) from
   * this position with best play by both sides} The simple game and the 100s are thresholds of
   * the card points (see the class comment), so a question at a threshold decides them; it
   * searches with a null window and costs less than {@link #guaranteedCardPoints}.
   *
   * @param rules the rule set
   * @param play the trick play so far
   * @param cardPoints the threshold
   * @param limit the node budget, stop signal and node-count receiver
   * @throws IllegalStateException if the play is over
   * @throws SearchStoppedException if the limit is reached first
   */
  public static boolean declarerTakesAtLeast(RuleSet rules, TrickPlay play, int cardPoints, SearchLimit limit) {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(play, "play");
    Objects.requireNonNull(limit, "limit");
    requireInPlay(play);
    Search search = search(rules, play, limit);
    try {
      return search.reaches(cardPoints);
    } finally {
      limit.nodesSearched().accept(search.nodes());
    }
  }

  /**
   * {@return one question only: whether the declarer makes betli, durchmars or ulti from this position with
   * best play by both sides} For ulti the play must be of a bid ulti (the seven kept to the last
   * trick) with trumps.
   *
   * @param rules the rule set
   * @param play the trick play so far
   * @param component the component
   * @throws IllegalArgumentException for any other component
   * @throws IllegalStateException if the play is over
   */
  public static boolean declarerMakes(RuleSet rules, TrickPlay play, Component component) {
    return declarerMakes(rules, play, component, SearchLimit.none());
  }

  /**
   * {@return the same as {@link #declarerMakes(RuleSet, TrickPlay, Component)}, within a limit}
   *
   * @param rules the rule set
   * @param play the trick play so far
   * @param component betli, durchmars or ulti
   * @param limit the node budget, stop signal and node-count receiver
   * @throws IllegalArgumentException for any other component
   * @throws IllegalStateException if the play is over
   * @throws SearchStoppedException if the limit is reached first
   */
  public static boolean declarerMakes(RuleSet rules, TrickPlay play, Component component, SearchLimit limit) {
    Objects.requireNonNull(limit, "limit");
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(play, "play");
    Objects.requireNonNull(component, "component");
    requireInPlay(play);
    Search.Goal goal = goalOf(component);
    if (goal == null) {
      throw new IllegalArgumentException(component.englishName()
          + " is decided by card points: ask guaranteedCardPoints, or solve the whole contract");
    }
    Search search = search(rules, play, limit);
    try {
      return search.wins(goal);
    } finally {
      limit.nodesSearched().accept(search.nodes());
    }
  }

  /** The search goal that decides a component, or null for those the card points decide. */
  private static Search.Goal goalOf(Component component) {
    return switch (component) {
      case BETLI -> Search.Goal.BETLI;
      case DURCHMARS -> Search.Goal.DURCHMARS;
      case ULTI -> Search.Goal.ULTI;
      default -> null;
    };
  }

  private static void requireInPlay(TrickPlay play) {
    if (play.isOver()) {
      throw new IllegalStateException("The play is over");
    }
  }

  private static Search search(RuleSet rules, TrickPlay play, SearchLimit limit) {
    return new Search(fast(rules.trickRules(), play), true,
        rules.trickRules().rankOrder(Trumps.of(Suit.HEARTS)).strengths(),
        rules.trickRules().rankOrder(Trumps.none()).strengths(), limit);
  }

  /** The solve, with or without alpha-beta, the table and equivalent cards (off: plain minimax, for tests). */
  static Solution solve(RuleSet rules, TrickPlay play, Contract contract, Map<Seat, List<Suit>> declaredMarriages,
      boolean pruning) {
    return new Evaluation(rules, play, contract, declaredMarriages, pruning, SearchLimit.none()).solution();
  }

  /** Builds the fast position of a public one. */
  static FastPlay fast(TrickRules rules, TrickPlay play) {
    return FastPlay.of(rules, play);
  }

  /** One solve: the searches for every component, at the root and after each legal card. */
  private static final class Evaluation {
    private final TrickPlay play;
    private final Contract contract;
    private final int declarerMarriages;
    private final int defenderMarriages;
    private final boolean forty;
    private final boolean twenty;
    private final int total;
    private final int marriage40;
    private final int marriage20;
    private final Search search;
    private final FastPlay fast;

    Evaluation(RuleSet rules, TrickPlay play, Contract contract, Map<Seat, List<Suit>> declared, boolean pruning,
        SearchLimit limit) {
      this.play = play;
      this.contract = contract;
      CardPoints points = rules.trickRules().cardPoints();
      int[] marriages = new int[2];
      boolean forty = false;
      boolean twenty = false;
      for (Map.Entry<Seat, List<Suit>> entry : declared.entrySet()) {
        boolean declarer = Side.of(entry.getKey(), play.declarer()) == Side.DECLARER;
        for (Suit suit : entry.getValue()) {
          marriages[declarer ? 0 : 1] += points.marriage(suit, contract.trumps());
          boolean trump = contract.trumps().suit().filter(suit::equals).isPresent();
          forty |= declarer && trump;
          twenty |= declarer && !trump;
        }
      }
      this.declarerMarriages = marriages[0];
      this.defenderMarriages = marriages[1];
      this.forty = forty;
      this.twenty = twenty;
      this.total = points.total();
      this.marriage40 = contract.trumps().suit().map(suit -> points.marriage(suit, contract.trumps())).orElse(0);
      this.marriage20 = contract.trumps().suit()
          .map(suit -> points.marriage(Suit.values()[(suit.ordinal() + 1) % 4], contract.trumps())).orElse(0);
      this.fast = fast(rules.trickRules(), play);
      this.search = new Search(fast, pruning,
          rules.trickRules().rankOrder(Trumps.of(Suit.HEARTS)).strengths(),
          rules.trickRules().rankOrder(Trumps.none()).strengths(), limit);
    }

    /**
     * Searches each legal card once, for every goal of the contract and the card points, and
     * takes the position's own results from them (the best card for the side to play), so the
     * root is never searched apart from its cards. The goals and the card points share the
     * search's tables, so each card's searches reuse the positions the earlier ones settled.
     */
    Solution solution() {
      boolean declarerToPlay = fast.toPlay() == fast.declarer();
      List<Card> legal = CardSet.ofBits(fast.legal()).toList();
      List<Map<Component, Boolean>> goalsAfter = new ArrayList<>();
      int[] pointsAfter = new int[legal.size()];
      Map<Component, Boolean> goalsNow = new EnumMap<>(Component.class);
      int pointsNow = declarerToPlay ? Integer.MIN_VALUE : Integer.MAX_VALUE;
      for (int i = 0; i < legal.size(); i++) {
        int card = legal.get(i).ordinal();
        Map<Component, Boolean> goals = new EnumMap<>(Component.class);
        for (Component component : contract.components()) {
          Search.Goal goal = goalOf(component);
          if (goal != null) {
            boolean made = search.winsAfter(goal, card);
            goals.put(component, made);
            // The declarer needs one card that makes it; against a defender every card must.
            goalsNow.merge(component, made, declarerToPlay ? Boolean::logicalOr : Boolean::logicalAnd);
          }
        }
        goalsAfter.add(goals);
        if (needsPoints()) {
          pointsAfter[i] = search.pointsAfter(card);
          pointsNow = declarerToPlay ? Math.max(pointsNow, pointsAfter[i]) : Math.min(pointsNow, pointsAfter[i]);
        }
      }
      if (!needsPoints()) {
        pointsNow = 0;
      }
      Map<Component, Boolean> made = withPointComponents(goalsNow, pointsNow);
      List<Solution.CardValue> values = new ArrayList<>();
      for (int i = 0; i < legal.size(); i++) {
        Map<Component, Boolean> after = withPointComponents(goalsAfter.get(i), pointsAfter[i]);
        Set<Component> keeps = EnumSet.noneOf(Component.class);
        for (Map.Entry<Component, Boolean> entry : made.entrySet()) {
          if (after.get(entry.getKey()).equals(entry.getValue())) {
            keeps.add(entry.getKey());
          }
        }
        values.add(new Solution.CardValue(legal.get(i), after, pointsAfter[i], keeps, pointsAfter[i] == pointsNow));
      }
      return new Solution(made, pointsNow, values);
    }

    /**
     * The position's results alone, as {@link #solution()} gives them: a goal is one search at
     * the root, and each component of card points one null-window question at the least card
     * points that win it (it is won with any more, so the question decides it).
     */
    Map<Component, Boolean> madeAtRoot() {
      Map<Component, Boolean> made = new EnumMap<>(Component.class);
      for (Component component : contract.components()) {
        Search.Goal goal = goalOf(component);
        if (goal != null) {
          made.put(component, search.wins(goal));
        }
      }
      for (Component component : withPointComponents(new EnumMap<>(Component.class), 0).keySet()) {
        int least = total + 1;
        for (int points = total; points >= 0 && wonWith(component, points); points--) {
          least = points;
        }
        boolean threshold = true;
        for (int points = 0; points < least && threshold; points++) {
          threshold = !wonWith(component, points);
        }
        // The scorer's rules make each such component a threshold; were one not, the points
        // themselves would decide it.
        made.put(component, threshold ? least <= total && (least == 0 || search.reaches(least))
            : wonWith(component, search.points()));
      }
      return Solution.inOrder(made);
    }

    private boolean wonWith(Component component, int points) {
      return withPointComponents(new EnumMap<>(Component.class), points).get(component);
    }

    private boolean needsPoints() {
      return contract.trumps().hasTrumps();
    }

    /**
     * The goals' results with the components that follow from the declarer's card points added:
     * the simple game and the 100s.
     */
    private Map<Component, Boolean> withPointComponents(Map<Component, Boolean> goals, int points) {
      Map<Component, Boolean> made = new EnumMap<>(goals);
      if (needsPoints() && (contract.has(Component.SIMPLE_GAME) || contract.has(Component.FORTY_HUNDRED)
          || contract.has(Component.TWENTY_HUNDRED))) {
        // Taking card points means taking a trick; the defenders are taken to have one, since
        // the points search does not track tricks (a declarer who takes them all wins anyway).
        if (contract.has(Component.SIMPLE_GAME)) {
          made.put(Component.SIMPLE_GAME, Scorer.simpleGameWon(points, declarerMarriages, points > 0 ? 1 : 0,
              total - points, defenderMarriages, 1));
        }
        if (contract.has(Component.FORTY_HUNDRED)) {
          made.put(Component.FORTY_HUNDRED, Scorer.hundredWon(points,
              forty ? OptionalInt.of(marriage40) : OptionalInt.empty()));
        }
        if (contract.has(Component.TWENTY_HUNDRED)) {
          made.put(Component.TWENTY_HUNDRED, Scorer.hundredWon(points,
              twenty ? OptionalInt.of(marriage20) : OptionalInt.empty()));
        }
      }
      return made;
    }
  }
}
