package hu.ulti.core.solve;

import hu.ulti.core.card.Seat;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Phase;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Grades every card of a played deal with the solver: before each card, the position is solved
 * with all hands known, and the card played is compared with the best the seat had
 * ({@link CardGrade}). The analysis of a deal after the fact, for people learning from their
 * games and for measuring bots; it sees every hand, so it is never a player's view.
 */
public final class PlayAnalysis {
  private static final Set<Component> SCORED_BY_CARD_POINTS =
      EnumSet.of(Component.SIMPLE_GAME, Component.FORTY_HUNDRED, Component.TWENTY_HUNDRED);

  private PlayAnalysis() {}

  /**
   * {@return a grade for every card played in the game, in the order played; empty if the play
   * never began (all passed, or the contract was given up)}
   *
   * @param game a game, finished or not
   */
  public static List<CardGrade> of(Game game) {
    Objects.requireNonNull(game, "game");
    List<CardGrade> grades = new ArrayList<>();
    Game position = Game.start(game.rules(), game.deal());
    int number = 0;
    for (Action action : game.history()) {
      if (action instanceof Action.Play play && position.phase() == Phase.PLAY) {
        number++;
        grades.add(grade(position, play, number));
      }
      position = position.apply(action);
    }
    return List.copyOf(grades);
  }

  private static CardGrade grade(Game position, Action.Play play, int number) {
    Seat declarer = position.declarer().orElseThrow();
    Contract contract = position.contract().orElseThrow();
    boolean declaring = play.seat() == declarer;
    int choices = (int) position.legalActions().stream().filter(Action.Play.class::isInstance).count();
    if (choices == 1) {
      return new CardGrade(number, play.seat(), play.card(), declaring, 1, 0, Set.of());
    }
    Solution solution = Solver.solve(position);
    Solution.CardValue value = solution.cards().stream().filter(card -> card.card() == play.card()).findFirst()
        .orElseThrow(() -> new IllegalStateException(play.card() + " is not among the solver's legal cards"));
    int lost = 0;
    if (contract.components().stream().anyMatch(SCORED_BY_CARD_POINTS::contains)) {
      lost = declaring ? solution.declarerCardPoints() - value.declarerCardPoints()
          : value.declarerCardPoints() - solution.declarerCardPoints();
    }
    Set<Component> componentsLost = EnumSet.noneOf(Component.class);
    for (Component component : solution.made().keySet()) {
      if (!value.keeps().contains(component)) {
        componentsLost.add(component);
      }
    }
    return new CardGrade(number, play.seat(), play.card(), declaring, choices, Math.max(lost, 0), componentsLost);
  }
}
