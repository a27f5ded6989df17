package hu.ulti.core.solve;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.contract.Component;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Phase;
import hu.ulti.core.play.Side;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.rules.RuleSet;
import java.util.List;
import java.util.random.RandomGenerator;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/** Per-card analysis: a grade per card, costs that add up to the play's outcome, the best card costing nothing. */
class PlayAnalysisProperties {
  /** Random legal play, passing more often than not in the auction so that contracts are varied; the solver's best card with probability {@code best}. */
  static Game play(long seed, double best) {
    RandomGenerator random = SeededRandom.of(seed);
    Game game = Game.deal(RuleSet.standard(), Seat.of(random.nextInt(3)), random);
    while (!game.isOver()) {
      List<Action> legal = game.legalActions();
      Action pass = new Action.Pass(game.toAct().orElseThrow());
      Action action = legal.get(random.nextInt(legal.size()));
      if (game.phase() == Phase.AUCTION && legal.contains(pass) && random.nextDouble() < 0.7) {
        action = pass;
      } else if (game.phase() == Phase.PLAY && action instanceof Action.Play && random.nextDouble() < best) {
        Solution solution = Solver.solve(game);
        action = new Action.Play(game.toAct().orElseThrow(), solution.cards().stream()
            .filter(card -> card.keepsEverything(solution)).findFirst()
            .orElseGet(() -> solution.cards().stream().filter(Solution.CardValue::keepsCardPoints).findFirst().orElseThrow())
            .card());
      }
      game = game.apply(action);
    }
    return game;
  }

  @Property(tries = 25)
  void everyCardIsGradedAndTheCardPointsLostAddUpToThePlaysOutcome(@ForAll long seed) {
    Game game = play(seed, 0.3);
    List<CardGrade> grades = PlayAnalysis.of(game);
    List<Action> plays = game.history().stream().filter(Action.Play.class::isInstance).toList();
    assertThat(grades).hasSize(plays.size());
    for (int i = 0; i < grades.size(); i++) {
      Action.Play play = (Action.Play) plays.get(i);
      assertThat(grades.get(i).card()).isEqualTo(play.card());
      assertThat(grades.get(i).seat()).isEqualTo(play.seat());
      assertThat(grades.get(i).number()).isEqualTo(i + 1);
      if (grades.get(i).choices() == 1) {
        assertThat(grades.get(i).isBest()).isTrue();
      }
    }
    TrickPlay end = game.trickPlay().orElse(null);
    boolean byCardPoints = game.contract().map(c -> c.has(Component.SIMPLE_GAME) || c.has(Component.FORTY_HUNDRED)
        || c.has(Component.TWENTY_HUNDRED)).orElse(false);
    if (end != null && end.isOver() && byCardPoints && !grades.isEmpty()) {
      // Each card moves the declarer's guaranteed card points by exactly what it cost its side, so
      // from the first position's value the costs lead to the points the declarer took.
      Game start = Game.replay(game.rules(), game.deal(), game.history().subList(0, game.history().indexOf(plays.get(0))));
      int value = Solver.solve(start).declarerCardPoints();
      for (CardGrade grade : grades) {
        value += grade.declarer() ? -grade.cardPointsLost() : grade.cardPointsLost();
      }
      assertThat(value).isEqualTo(end.cardPoints(Side.DECLARER));
    }
  }

  @Property(tries = 10)
  void theSolversBestCardsCostNothing(@ForAll long seed) {
    Game game = play(seed, 1.0);
    for (CardGrade grade : PlayAnalysis.of(game)) {
      assertThat(grade.cardPointsLost()).as(grade.toString()).isZero();
    }
  }

  @Test
  void aGameThatNeverReachedThePlayHasNoGrades() {
    Game game = Game.deal(RuleSet.standard(), Seat.SEAT_0, SeededRandom.of(1));
    assertThat(PlayAnalysis.of(game)).isEmpty();
  }
}
