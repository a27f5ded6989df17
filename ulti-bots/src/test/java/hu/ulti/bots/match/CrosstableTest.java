package hu.ulti.bots.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import hu.ulti.bots.RandomBot;
import hu.ulti.bots.RuleOfThumbBot;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The crosstable's means and differences, and its bootstrap intervals. */
class CrosstableTest {
  @Test
  void meansAndDifferencesAreTakenPerSeatHeld() {
    // One deal, two games: A alone in seat 0 wins 4 from each B; then A alone in seat 1 loses 2 to each B.
    MatchResult result = new MatchResult(List.of("A", "B"), 1, List.of(
        new GameResult(0, List.of(0, 1, 1), List.of(8, -4, -4)),
        new GameResult(0, List.of(1, 0, 1), List.of(2, -4, 2))));
    Crosstable table = result.crosstable(200, 1);
    assertThat(table.mean(0).estimate()).isEqualTo(2.0); // (8 - 4) / 2 seats
    assertThat(table.mean(1).estimate()).isEqualTo(-1.0); // (-4 - 4 + 2 + 2) / 4 seats
    assertThat(table.games(0)).isEqualTo(2);
    assertThat(table.games(1)).isEqualTo(4);
    assertThat(table.versus(0, 1).estimate()).isEqualTo(3.0); // ((8 - -4) + (-4 - 2)) / 2 games
    assertThat(table.versus(1, 0).estimate()).isEqualTo(-3.0);
    assertThat(table.versus(0, 0).estimate()).isZero();
  }

  /** What a user prints is the table and the match in words, not an object's address or every game. */
  @Test
  void theTableAndTheResultPrintAsWhatTheyAre() {
    MatchResult result = new MatchResult(List.of("A", "B"), 1, List.of(
        new GameResult(0, List.of(0, 1, 1), List.of(8, -4, -4))));
    assertThat(result.crosstable(100, 3)).hasToString("A: 1 games, +8.00 [+8.00, +8.00]; vs B +12.00 [+12.00, +12.00]\n"
        + "B: 2 games, -4.00 [-4.00, -4.00]; vs A -12.00 [-12.00, -12.00]");
    assertThat(result).hasToString("MatchResult{entrants=[A, B], deals=1, games=1}");
  }

  @Test
  void withOneDealEveryResampleIsThatDeal() {
    MatchResult result = new MatchResult(List.of("A", "B"), 1, List.of(
        new GameResult(0, List.of(0, 1, 1), List.of(8, -4, -4))));
    Interval mean = result.crosstable(100, 3).mean(0);
    assertThat(mean.low()).isEqualTo(mean.high()).isEqualTo(8.0);
  }

  @Test
  void aRealMatchIsZeroSumAndItsIntervalsHoldTheirEstimates() throws InterruptedException {
    Match match = Match.of(RuleSet.standard(), MatchTest.deals(30),
        List.of(Entrant.of("rule-of-thumb", new RuleOfThumbBot()), Entrant.of("random", new RandomBot()),
            Entrant.of("random 2", new RandomBot())));
    Crosstable table = match.play((game, finished) -> {}).crosstable(500, 1);
    double sum = 0;
    for (int e = 0; e < 3; e++) {
      Interval mean = table.mean(e);
      assertThat(mean.low()).isLessThanOrEqualTo(mean.estimate());
      assertThat(mean.high()).isGreaterThanOrEqualTo(mean.estimate());
      assertThat(mean.high() - mean.low()).isPositive();
      sum += mean.estimate();
      for (int o = 0; o < 3; o++) {
        assertThat(table.versus(e, o).estimate()).isCloseTo(-table.versus(o, e).estimate(), within(1e-9));
      }
    }
    // Every game seats all three entrants once, and a game is zero-sum.
    assertThat(sum).isCloseTo(0, within(1e-9));
    assertThat(table.mean(0).estimate()).as("rule of thumb beats random").isGreaterThan(table.mean(1).estimate());
  }

  @Test
  void theResamplingIsSeededAndNeedsEnoughResamples() {
    List<GameResult> games = new ArrayList<>();
    for (int d = 0; d < 20; d++) {
      games.add(new GameResult(d, List.of(0, 1, 1), List.of(2 * d - 20, 10 - d, 10 - d)));
    }
    MatchResult result = new MatchResult(List.of("A", "B"), 20, games);
    assertThat(result.crosstable(300, 5).mean(0)).isEqualTo(result.crosstable(300, 5).mean(0));
    assertThatThrownBy(() -> result.crosstable(99, 5)).hasMessageContaining("at least 100");
  }

  /** A seat holds one of the match's entrants: an index past them (from a file edited by hand) is refused. */
  @Test
  void aSeatHoldsOneOfTheEntrants() {
    assertThatThrownBy(() -> new MatchResult(List.of("A", "B"), 1, List.of(
        new GameResult(0, List.of(0, 2, 1), List.of(8, -4, -4))))).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Deal 1, seating [0, 2, 1]: entrant 2 is not one of the 2 (0 to 1)");
    assertThatThrownBy(() -> new MatchResult(List.of("A", "B"), 1, List.of(
        new GameResult(0, List.of(-1, 0, 1), List.of(8, -4, -4))))).hasMessageContaining("entrant -1 is not one");
    assertThatThrownBy(() -> new MatchResult(List.of("A", "B"), -1, List.of())).hasMessageContaining("at least 0");
  }
}
