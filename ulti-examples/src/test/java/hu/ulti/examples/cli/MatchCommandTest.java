package hu.ulti.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.external.Python;
import hu.ulti.core.record.GameRecord;
import hu.ulti.core.record.GameRecords;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** ulti match: entrants of every kind, the crosstable, the records file, the analysis, and bad arguments. */
class MatchCommandTest {
  private final Cli cli = new Cli();

  @Test
  void threeEntrantsOnAnEvaluationSetGiveACrosstableWithIntervals(@TempDir Path folder) throws IOException {
    Path records = folder.resolve("match.records");
    assertThat(cli.run("match", "--entrant", "sampling:2", "--entrant", "rule-of-thumb", "--entrant", "random",
        "--set", "standard-v1", "--deals", "3", "--threads", "2", "--records", records.toString(), "-q"))
        .as(cli.err()).isZero();
    assertThat(cli.out())
        .contains("ulti match: the first 3 deals of standard-v1 (2000 deals of standard, sha256 5360a74ff3d5);"
            + " 3 entrants, 6 seatings a deal, 18 games")
        .containsPattern("sampling:2 +18 +[+-]\\d+\\.\\d\\d \\[[+-]\\d+\\.\\d\\d, [+-]\\d+\\.\\d\\d\\] +\\. +[+-]")
        .containsPattern("\\nrandom +18 ")
        .contains("vs rule-of-thumb", "percentile bootstrap over deals, 1000 resamples", "engine faults: none");
    assertThat(cli.err()).isEmpty();
    List<GameRecord> games = GameRecords.read(Files.readString(records));
    assertThat(games).hasSize(18);
    assertThat(games.get(0).tag("Players")).hasValueSatisfying(players ->
        assertThat(List.of(players.split(","))).containsExactlyInAnyOrder("sampling:2", "rule-of-thumb", "random"));
    assertThat(games.get(0).tag("Event")).hasValue("ulti match, deal 1 of the first 3 deals of standard-v1 (2000 deals"
        + " of standard, sha256 5360a74ff3d5)");
  }

  @Test
  void thePythonEngineFromTheDocumentationPlaysAFullMatch() {
    String python = Python.require().toString();
    assertThat(cli.run("match", "--entrant", "engine:" + python + " ../docs/examples/random_engine.py 3",
        "--entrant", "rule-of-thumb", "--entrant", "sampling:2", "--deals", "2", "-q")).as(cli.err()).isZero();
    assertThat(cli.out()).contains("2 deals of standard from seed 1; 3 entrants, 6 seatings a deal, 12 games")
        .containsPattern("\\nRandom +12 ").contains("engine faults: none");
  }

  @Test
  void anEnginesFaultsAreReportedAndTheMatchFinishes() {
    String python = Python.require().toString();
    assertThat(cli.run("match", "--entrant", "illegal=engine:" + python
        + " ../ulti-engine/src/test/resources/engines/hostile.py illegal", "--entrant", "random", "--deals", "1",
        "--decision-ms", "200", "-q")).as(cli.err()).isZero();
    assertThat(cli.out()).containsPattern("engine faults \\(\\d+\\):\\n  illegal: illegal \\(deal 1, decision 1\\.1\\): ");
  }

  @Test
  void theAnalysisGradesEachEntrantsCardsAsDeclarerAndInDefence() {
    assertThat(cli.run("match", "--entrant", "rule-of-thumb", "--entrant", "random", "--deals", "2", "--analyse", "-q"))
        .as(cli.err()).isZero();
    assertThat(cli.out()).contains("cost per card (each card with a choice graded by the solver")
        .containsPattern("random +as declarer +[\\d,]+ cards +\\d+\\.\\d\\d card points +\\d+\\.\\d\\d components per 100 cards")
        .containsPattern("in defence +[\\d,]+ cards");
  }

  @Test
  void playOnlyComparesDeclarerPlayAndDefenceOnTheSameAuction() {
    assertThat(cli.run("match", "--play-only", "--entrant", "sampling:2", "--entrant", "rule-of-thumb", "--deals", "3",
        "-q")).as(cli.err()).isZero();
    assertThat(cli.out()).contains("ulti match --play-only: 3 deals of standard from seed 1; the auctioneer"
            + " (rule-of-thumb) bids for every seat")
        .contains("sampling:2 against rule-of-thumb, game points per deal:")
        .containsPattern("declarer play +[+-]\\d+\\.\\d\\d \\[")
        .containsPattern("defence +[+-]\\d+\\.\\d\\d \\[");
    assertThat(cli.run("match", "--play-only", "--entrant", "random", "--deals", "2")).isEqualTo(2);
    assertThat(cli.err()).contains("--play-only: give two entrants, the candidate and the baseline, not 1");
    assertThat(cli.run("match", "--play-only", "--entrant", "random", "--entrant", "sparring", "--entrant",
        "rule-of-thumb", "--deals", "2")).isEqualTo(2);
    assertThat(cli.err()).contains("--play-only: give two entrants");
    assertThat(cli.run("match", "--play-only", "--auctioneer", "nobody", "--entrant", "random", "--entrant",
        "sparring", "--deals", "2")).isEqualTo(2);
    assertThat(cli.err()).contains("--auctioneer nobody: unknown bot");
  }

  @Test
  void theSameSeedGivesTheSameResultOnAnyNumberOfThreads() {
    cli.run("match", "--entrant", "rule-of-thumb", "--entrant", "sampling:2", "--deals", "3", "--threads", "1", "-q");
    String one = cli.out();
    cli.clear();
    cli.run("match", "--entrant", "rule-of-thumb", "--entrant", "sampling:2", "--deals", "3", "--threads", "2", "-q");
    assertThat(cli.out()).isEqualTo(one);
  }

  @Test
  void aSplitEntrantBidsLikeOneBotAndPlaysLikeAnother() {
    assertThat(cli.run("match", "--entrant", "sampling:2/rule-of-thumb", "--entrant", "rule-of-thumb", "--deals", "2",
        "-q")).isZero();
    assertThat(cli.out()).contains("sampling:2/rule-of-thumb").contains("rule-of-thumb");
    assertThat(cli.run("match", "--entrant", "sampling/rule-of-thumb/random", "--entrant", "random", "--deals", "2"))
        .isEqualTo(2);
    assertThat(cli.err()).contains("a split bot is BIDDER/PLAYER");
    assertThat(cli.run("match", "--entrant", "sampling/nobody", "--entrant", "random", "--deals", "2")).isEqualTo(2);
    assertThat(cli.err()).contains("unknown bot 'nobody'");
  }

  @Test
  void badArgumentsExitTwoSayingWhy() {
    assertThat(cli.run("match", "--entrant", "sampling", "--deals", "2")).isEqualTo(2);
    assertThat(cli.err()).contains("at least two entrants");
    assertThat(cli.run("match", "--entrant", "sampling", "--entrant", "nobody", "--deals", "2")).isEqualTo(2);
    assertThat(cli.err()).contains("--entrant nobody: unknown bot 'nobody'");
    assertThat(cli.run("match", "--entrant", "random", "--entrant", "random", "--deals", "2")).isEqualTo(2);
    assertThat(cli.err()).contains("Two entrants are named random");
    assertThat(cli.run("match", "--entrant", "random", "--entrant", "sampling", "--deals", "0")).isEqualTo(2);
    assertThat(cli.run("match", "--entrant", "random", "--entrant", "sampling")).isEqualTo(2);
    assertThat(cli.err()).contains("--deals or --set");
    assertThat(cli.run("match", "--entrant", "random", "--entrant", "sampling", "--set", "nothing-v1")).isEqualTo(2);
    assertThat(cli.err()).contains("No evaluation set is named 'nothing-v1'");
    assertThat(cli.run("match", "--entrant", "random", "--entrant", "sampling:0", "--deals", "1")).isEqualTo(2);
    assertThat(cli.err()).contains("Samples per decision: 1 to 1000, not 0");
    assertThat(cli.run("match", "--entrant", "random", "--entrant", "sampling", "--deals", "2", "--time-limit", "0"))
        .isEqualTo(2);
    assertThat(cli.err()).contains("--time-limit: from 1 millisecond to a day (86400000), not 0");
    assertThat(cli.run("match", "--entrant", "random", "--entrant", "sampling", "--deals", "2",
        "--time-limit=99999999999999")).isEqualTo(2);
    assertThat(cli.err()).contains("--time-limit: from 1 millisecond to a day (86400000), not 99999999999999");
    assertThat(cli.run("match", "--entrant", "random", "--entrant", "engine:/no/such/engine", "--deals", "1")).isEqualTo(2);
    assertThat(cli.err()).contains("did not get ready").contains("it did not start");
    assertThat(cli.run("match", "--entrant", "random", "--entrant", "random2=random", "--deals", "1",
        "--decision-ms", "0")).isEqualTo(2);
    assertThat(cli.err()).contains("--decision-ms, --deal-ms: A time control is from a millisecond to a day");
  }
}
