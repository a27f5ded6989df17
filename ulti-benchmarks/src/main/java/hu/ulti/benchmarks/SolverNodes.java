package hu.ulti.benchmarks;

import hu.ulti.core.card.Card;
import hu.ulti.core.contract.Component;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.solve.SearchLimit;
import hu.ulti.core.solve.Solver;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The positions the solver searches for the boolean questions (betli, durchmars, ulti) of the
 * benchmark positions ({@link SolverPositions}): the opening lead, and after each legal first
 * card, as a sampling bot's solve asks them. A count of positions is the same on every machine, so
 * two builds of the solver compare exactly, where their times depend on the hour. Prints, per set
 * and question, the solves, the positions searched and a digest of the answers (equal digests:
 * equal answers).
 *
 * <p>Run from the repository root:
 * {@code java -cp ulti-benchmarks/target/benchmarks.jar hu.ulti.benchmarks.SolverNodes}.
 */
public final class SolverNodes {
  private SolverNodes() {}

  /**
   * Counts and prints.
   *
   * @param args none
   */
  public static void main(String[] args) {
    System.out.printf(Locale.ROOT, "%-8s %-20s %7s %12s %s%n", "set", "question", "solves", "positions", "answers");
    for (String set : List.of("random", "tilted")) {
      for (SolverPositions.Question question : SolverPositions.Question.values()) {
        if (question == SolverPositions.Question.POINTS) {
          continue;
        }
        Component component = switch (question) {
          case BETLI -> Component.BETLI;
          case ULTI -> Component.ULTI;
          default -> Component.DURCHMARS;
        };
        AtomicLong positions = new AtomicLong();
        SearchLimit counted = SearchLimit.none().reportingTo(positions::addAndGet);
        StringBuilder answers = new StringBuilder();
        int solves = 0;
        for (TrickPlay play : SolverPositions.read(set, question)) {
          answers.append(Solver.declarerMakes(SolverPositions.RULES, play, component, counted) ? '1' : '0');
          solves++;
          for (Card card : play.legalCards().toList()) {
            TrickPlay after = play.play(card);
            answers.append(Solver.declarerMakes(SolverPositions.RULES, after, component, counted) ? '1' : '0');
            solves++;
          }
        }
        System.out.printf(Locale.ROOT, "%-8s %-20s %7d %,12d %08x%n", set, question, solves, positions.get(),
            answers.toString().hashCode());
      }
    }
  }
}
