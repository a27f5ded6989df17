package hu.ulti.examples.cli;

import hu.ulti.bots.match.GameResult;
import hu.ulti.bots.match.Match;
import hu.ulti.core.game.Game;
import hu.ulti.core.solve.CardGrade;
import hu.ulti.core.solve.PlayAnalysis;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;

/**
 * Each entrant's average cost per card in a match, from the solver's grade of every card it
 * played with a choice ({@link PlayAnalysis}), as declarer and in defence.
 */
final class CardCosts {
  /** Cards, card points lost and components lost, of one entrant in one role. */
  private static final class Tally {
    long cards;
    long cardPoints;
    long components;

    void add(CardGrade grade) {
      if (grade.choices() > 1) {
        cards++;
        cardPoints += grade.cardPointsLost();
        components += grade.componentsLost().size();
      }
    }

    String format() {
      return cards == 0 ? "no cards" : String.format(Locale.ROOT, "%,7d cards  %5.2f card points  %5.2f components per 100 cards",
          cards, (double) cardPoints / cards, 100.0 * components / cards);
    }
  }

  private CardCosts() {}

  static void print(PrintWriter out, Match match, List<Map.Entry<GameResult, Game>> games, int threads)
      throws InterruptedException {
    int n = match.entrants().size();
    List<List<CardGrade>> grades;
    ForkJoinPool pool = new ForkJoinPool(threads);
    try {
      grades = pool.submit(() -> games.parallelStream().map(game -> PlayAnalysis.of(game.getValue())).toList()).get();
    } catch (ExecutionException e) {
      throw new IllegalStateException("The analysis failed: " + e.getCause(), e.getCause());
    } finally {
      pool.shutdownNow();
    }
    Tally[][] tallies = new Tally[n][2];
    for (int e = 0; e < n; e++) {
      tallies[e][0] = new Tally();
      tallies[e][1] = new Tally();
    }
    for (int g = 0; g < games.size(); g++) {
      GameResult result = games.get(g).getKey();
      for (CardGrade grade : grades.get(g)) {
        tallies[result.entrant(grade.seat())][grade.declarer() ? 0 : 1].add(grade);
      }
    }
    out.println("cost per card (each card with a choice graded by the solver, all hands known: what it lost against the"
        + " best card):");
    for (int e = 0; e < n; e++) {
      out.printf(Locale.ROOT, "  %-16s as declarer  %s%n", match.entrants().get(e).name(), tallies[e][0].format());
      out.printf(Locale.ROOT, "  %-16s in defence   %s%n", "", tallies[e][1].format());
    }
  }
}
