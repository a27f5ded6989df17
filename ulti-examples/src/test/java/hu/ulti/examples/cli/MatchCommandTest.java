package hu.ulti.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.dialect.Dialects;
import hu.ulti.core.external.Integration;
import hu.ulti.core.external.Python;
import hu.ulti.core.record.GameRecord;
import hu.ulti.core.record.GameRecords;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** ulti match: entrants of every kind, the crosstable, the records file, the analysis, and bad arguments. */
class MatchCommandTest {
  private static final String SCHEMA_BASE = "https://ulti-sdk.github.io/ulti/schema/";
  /** docs/schema/match-results.schema.json, with the schemas it refers to. */
  private static final Schema RESULTS = SchemaRegistry.withDefaultDialect(Dialects.getDraft202012(),
      builder -> builder.schemas(iri -> iri.startsWith(SCHEMA_BASE) ? TestJson.text(Path.of("..", "docs", "schema",
          iri.substring(SCHEMA_BASE.length()))) : null))
      .getSchema(SchemaLocation.of(SCHEMA_BASE + "match-results.schema.json"));
  /** docs/schema/play-results.schema.json, with the schemas it refers to. */
  private static final Schema PLAY_RESULTS = SchemaRegistry.withDefaultDialect(Dialects.getDraft202012(),
      builder -> builder.schemas(iri -> iri.startsWith(SCHEMA_BASE) ? TestJson.text(Path.of("..", "docs", "schema",
          iri.substring(SCHEMA_BASE.length()))) : null))
      .getSchema(SchemaLocation.of(SCHEMA_BASE + "play-results.schema.json"));
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

  /**
   * A match played in slices (as the tasks of a scheduler would) and merged prints exactly the
   * crosstable of one run over all the deals; a missing, doubled or foreign slice is refused.
   */
  @Test
  void slicesMergedPrintTheCrosstableOfOneRun(@TempDir Path folder) throws IOException {
    String[] match = {"match", "--entrant", "sampling:2", "--entrant", "rule-of-thumb", "--set", "standard-v1",
        "--deals", "7", "--seed", "4", "--threads", "2", "-q"};
    assertThat(cli.run(match)).as(cli.err()).isZero();
    String whole = crosstable(cli.out());
    cli.clear();
    List<String> files = new ArrayList<>();
    for (int k = 1; k <= 3; k++) {
      Path file = folder.resolve("slice-" + k + ".jsonl");
      files.add(file.toString());
      List<String> args = new ArrayList<>(List.of(match));
      args.addAll(List.of("--shard", k + "/3", "--results", file.toString()));
      assertThat(cli.run(args.toArray(String[]::new))).as(cli.err()).isZero();
      assertThat(cli.out()).contains("slice " + k + "/3 (deals").contains("written to " + file);
      cli.clear();
    }
    for (String file : files) {
      for (String line : Files.readAllLines(Path.of(file))) {
        assertThat(RESULTS.validate(TestJson.read(line))).as("%s: %s", file, line).isEmpty();
      }
    }
    assertThat(cli.run("match", "--merge", files.get(2), files.get(0), files.get(1))).as(cli.err()).isZero();
    assertThat(crosstable(cli.out())).isEqualTo(whole);
    assertThat(cli.out()).contains("merged from 3 results files, slices 1 to 3");
    cli.clear();

    assertThat(cli.run("match", "--merge", files.get(0), files.get(1))).isEqualTo(2);
    assertThat(cli.err()).contains("the slices [3] of 3 are missing");
    cli.clear();
    assertThat(cli.run("match", "--merge", files.get(0), files.get(0), files.get(1))).isEqualTo(2);
    assertThat(cli.err()).contains("slice 1/3 is given twice");
    cli.clear();
    Path other = folder.resolve("other.jsonl");
    assertThat(cli.run("match", "--entrant", "random", "--entrant", "rule-of-thumb", "--deals", "3", "--shard", "3/3",
        "--results", other.toString(), "-q")).isZero();
    assertThat(cli.run("match", "--merge", files.get(0), files.get(1), other.toString())).isEqualTo(2);
    assertThat(cli.err()).contains("is of another match");
    cli.clear();
    assertThat(cli.run("match", "--merge", files.get(0), folder.resolve("absent.jsonl").toString())).isEqualTo(2);
    assertThat(cli.err()).contains("absent.jsonl: cannot read: no such file");
    cli.clear();
    assertThat(cli.run("match", "--entrant", "random", "--entrant", "rule-of-thumb", "--deals", "3", "--shard", "4/3"))
        .isEqualTo(2);
    assertThat(cli.err()).contains("--shard: A slice is K/N with 1 <= K <= N <= 3 (the deals), not 4/3");
    cli.clear();
    assertThat(cli.run("match", "--play-only", "--entrant", "random", "--entrant", "rule-of-thumb", "--deals", "3",
        "--shard", "0/3")).isEqualTo(2);
    assertThat(cli.err()).contains("--shard: A slice is K/N with 1 <= K <= N <= 3 (the deals), not 0/3");
  }

  /** A slice's progress on standard error counts the slice's deals, and ends at all of them. */
  @Test
  void aSliceCountsItsOwnDealsInItsProgress(@TempDir Path folder) {
    assertThat(cli.run("match", "--entrant", "random", "--entrant", "rule-of-thumb", "--deals", "9", "--shard", "2/3",
        "--results", folder.resolve("slice.jsonl").toString())).as(cli.err()).isZero();
    assertThat(cli.err()).contains("3/3 deals (100 %)").doesNotContain("/9 deals");
  }

  /** The header line and the crosstable of a match's output: what a merge must reproduce. */
  private static String crosstable(String out) {
    List<String> lines = new ArrayList<>();
    for (String line : out.split("\n")) {
      if (line.startsWith("engine") || line.startsWith("merged from")) {
        break;
      }
      lines.add(line);
    }
    return String.join("\n", lines);
  }

  /** A time limit is a safety cap on top of a level's work: the match says how often it cut a decision short. */
  @Test
  void aMatchSaysHowOftenTheTimeLimitCutIn() {
    assertThat(cli.run("match", "--entrant", "fast=sampling-fast", "--entrant", "rule-of-thumb", "--deals", "1",
        "--time-limit", "1", "--threads", "1", "-q")).as(cli.err()).isZero();
    assertThat(cli.out()).containsPattern("fast: the time limit of 1 ms cut \\d+ of \\d+ decisions short");
    cli.clear();
    assertThat(cli.run("match", "--entrant", "sampling-fast", "--entrant", "rule-of-thumb", "--deals", "1", "-q"))
        .as(cli.err()).isZero();
    assertThat(cli.out()).as("no cap, nothing to report").doesNotContain("time limit");
  }

  @Test
  @Integration
  void thePythonEngineFromTheDocumentationPlaysAFullMatch() {
    String python = Python.require().toString();
    assertThat(cli.run("match", "--entrant", "engine:" + python + " ../docs/examples/random_engine.py 3",
        "--entrant", "rule-of-thumb", "--entrant", "sampling:2", "--deals", "2", "-q")).as(cli.err()).isZero();
    assertThat(cli.out()).contains("2 deals of standard from seed 1; 3 entrants, 6 seatings a deal, 12 games")
        .containsPattern("\\nRandom +12 ").contains("engine faults: none");
  }

  private static String hostile(String mode) {
    return Python.require() + " ../ulti-engine/src/test/resources/engines/hostile.py " + mode;
  }

  /**
   * Each fault names the game (the deal and the seating), the seat and the decision, and stands in
   * the records file beside that game's record; the referee's time per decision is reported.
   */
  @Test
  @Integration
  void anEnginesFaultsAreReportedWithTheirGamesAndTheMatchFinishes(@TempDir Path folder) throws IOException {
    Path records = folder.resolve("match.records");
    assertThat(cli.run("match", "--entrant", "illegal=engine:" + hostile("illegal"), "--entrant", "random", "--deals", "1",
        "--decision-ms", "200", "--records", records.toString(), "-q")).as(cli.err()).isZero();
    assertThat(cli.out()).containsPattern("engine faults \\(\\d+\\):\\n  illegal: illegal in deal 1, seating "
        + "(illegal|random), (illegal|random), (illegal|random), seat \\d \\(decision \\d+\\.1\\): ")
        .containsPattern("engine illegal: \\d+ decisions answered, p50 \\d+\\.\\d ms, p99 \\d+\\.\\d ms, max \\d+\\.\\d ms");
    String text = Files.readString(records);
    assertThat(GameRecords.read(text)).hasSize(6);
    // Each record is followed by its own game's faults: the seating in the comment is the record's Players.
    for (String record : text.split("(?=\\[Format )")) {
      String players = record.replaceAll("(?s).*\\[Players \"([^\"]*)\"\\].*", "$1");
      assertThat(record).as(record).contains("; engine fault: illegal: illegal in deal 1, seating "
          + players.replace(",", ", ") + ", seat ");
    }
  }

  /** Options reach an engine in the JSON of their types; a value it does not take stops the match at once, in one line. */
  @Test
  @Integration
  void engineOptionsAreSetAndABadOneIsOneLineAndExitTwo() {
    assertThat(cli.run("match", "--entrant", "engine:" + hostile("chatty"), "--entrant", "random", "--deals", "1",
        "--engine-option", "Hostile chatty:depth=3", "-q")).as(cli.err()).isZero();
    cli.clear();
    assertThat(cli.run("match", "--entrant", "c=engine:" + hostile("chatty"), "--entrant", "random", "--deals", "1",
        "--engine-option", "c:depth=12", "-q")).isEqualTo(2);
    assertThat(cli.err().strip()).doesNotContain("\n").startsWith("ulti match: The engine Hostile chatty (")
        .endsWith("cannot take that value: option depth takes an integer from 1 to 9, not 12");
    assertThat(cli.run("match", "--entrant", "c=engine:" + hostile("chatty"), "--entrant", "random", "--deals", "1",
        "--engine-option", "d:depth=3", "-q")).isEqualTo(2);
    assertThat(cli.err()).contains("--engine-option: no engine entrant is named d; the engine entrants are [c]");
    assertThat(cli.run("match", "--entrant", "c=engine:" + hostile("chatty"), "--entrant", "random", "--deals", "1",
        "--engine-option", "depth=3", "-q")).isEqualTo(2);
    assertThat(cli.err()).contains("--engine-option: ENTRANT:NAME=VALUE, as Random:depth=3, not depth=3");
  }

  /** An engine that does not get ready within --startup-ms is one line and exit status 2, not a stack trace. */
  @Test
  @Integration
  void anEngineThatDoesNotStartIsOneLineAndExitTwo() {
    assertThat(cli.run("match", "--entrant", "random", "--entrant", "engine:" + hostile("mute"), "--deals", "1",
        "--startup-ms", "300", "-q")).isEqualTo(2);
    assertThat(cli.err().strip()).doesNotContain("\n").startsWith("ulti match: The engine (").contains("unready")
        .contains("no identity within 300 ms");
    cli.clear();
    assertThat(cli.run("match", "--entrant", "random", "--entrant", "engine:/no/such/engine", "--deals", "1")).isEqualTo(2);
    assertThat(cli.err().strip()).doesNotContain("\n").contains("it did not start");
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
        .containsPattern("defence +[+-]\\d+\\.\\d\\d \\[")
        .contains("by contract family (the first of betli, durchmars, ulti, four aces, four tens, 40-100, 20-100,"
            + " simple game the bid has):")
        .containsPattern("\\n  [a-z0-9 -]+ +\\d+ deals  declarer play [+-]\\d+\\.\\d\\d \\[.*\\]  defence [+-]");
    assertThat(cli.run("match", "--play-only", "--entrant", "sampling:2", "--entrant", "rule-of-thumb", "--deals",
        "12", "--family", "game", "--family", "ulti", "-q")).as(cli.err()).isZero();
    String filtered = cli.out().substring(cli.out().lastIndexOf("ulti match --play-only: 12 deals"));
    assertThat(filtered).containsPattern("only the \\d+ deals played in a contract of ulti, game are counted")
        .contains("  simple game ").doesNotContain("  betli ");
    assertThat(cli.run("match", "--play-only", "--entrant", "random", "--entrant", "rule-of-thumb", "--deals", "2",
        "--family", "four-tens", "-q")).isEqualTo(1);
    assertThat(cli.err()).contains("None of the 2 deals was played in a contract of [four tens]");
    assertThat(cli.run("match", "--play-only", "--entrant", "random", "--entrant", "rule-of-thumb", "--deals", "2",
        "--family", "hearts")).isEqualTo(2);
    assertThat(cli.err()).contains("--family hearts: not a contract family; the families are betli, durchmars,");
    assertThat(cli.run("match", "--entrant", "random", "--entrant", "rule-of-thumb", "--deals", "2",
        "--family", "betli")).isEqualTo(2);
    assertThat(cli.err()).contains("--family: for --play-only");
    assertThat(cli.run("match", "--play-only", "--entrant", "random", "--deals", "2")).isEqualTo(2);
    assertThat(cli.err()).contains("--play-only: give two entrants, the candidate and the baseline, not 1");
    assertThat(cli.run("match", "--play-only", "--entrant", "random", "--entrant", "sparring", "--entrant",
        "rule-of-thumb", "--deals", "2")).isEqualTo(2);
    assertThat(cli.err()).contains("--play-only: give two entrants");
    assertThat(cli.run("match", "--play-only", "--auctioneer", "nobody", "--entrant", "random", "--entrant",
        "sparring", "--deals", "2")).isEqualTo(2);
    assertThat(cli.err()).contains("--auctioneer nobody: unknown bot");
  }

  /**
   * A play-only match played in slices and merged prints exactly the comparison of one run over
   * all the deals, of every family and of some: a slice may count none of their deals. A slice
   * of another match, or a full match's slice among play-only ones, is refused.
   */
  @Test
  void playOnlySlicesMergedPrintTheComparisonOfOneRun(@TempDir Path folder) throws IOException {
    for (List<String> families : List.of(List.<String>of(), List.of("--family", "betli", "--family", "ulti"))) {
      List<String> match = new ArrayList<>(List.of("match", "--play-only", "--entrant", "sampling:2", "--entrant",
          "rule-of-thumb", "--set", "standard-v1", "--deals", "9", "--seed", "4", "--threads", "2", "-q"));
      match.addAll(families);
      assertThat(cli.run(match.toArray(String[]::new))).as(cli.err()).isZero();
      String whole = crosstable(cli.out());
      assertThat(whole).contains("ulti match --play-only: the first 9 deals of standard-v1");
      cli.clear();
      List<String> files = new ArrayList<>(List.of("match", "--merge"));
      boolean sliceWithoutDeals = false;
      for (int k = 1; k <= 3; k++) {
        Path file = folder.resolve("plays-" + families.size() + "-" + k + ".jsonl");
        files.add(file.toString());
        List<String> args = new ArrayList<>(match);
        args.addAll(List.of("--shard", k + "/3", "--results", file.toString()));
        assertThat(cli.run(args.toArray(String[]::new))).as(cli.err()).isZero();
        assertThat(cli.out()).contains("slice " + k + "/3 (deals " + (3 * k - 2) + " to " + 3 * k + ")")
            .contains(" written to " + file);
        sliceWithoutDeals |= cli.out().contains("none of its deals was played in a contract of betli, ulti");
        cli.clear();
        for (String line : Files.readAllLines(file)) {
          assertThat(PLAY_RESULTS.validate(TestJson.read(line))).as("%s: %s", file, line).isEmpty();
          assertThat(RESULTS.validate(TestJson.read(line))).as("not a full match's results").isNotEmpty();
        }
      }
      assertThat(sliceWithoutDeals).as("a slice of betlis and ultis without one").isEqualTo(!families.isEmpty());
      List<String> shuffled = new ArrayList<>(files);
      Collections.swap(shuffled, 2, 4);
      assertThat(cli.run(shuffled.toArray(String[]::new))).as(cli.err()).isZero();
      assertThat(crosstable(cli.out())).isEqualTo(whole);
      assertThat(cli.out()).contains("merged from 3 results files, slices 1 to 3");
      cli.clear();
    }
    Path first = folder.resolve("plays-0-1.jsonl");
    Path second = folder.resolve("plays-0-2.jsonl");
    assertThat(cli.run("match", "--merge", first.toString(), second.toString())).isEqualTo(2);
    assertThat(cli.err()).contains("the slices [3] of 3 are missing");
    cli.clear();
    assertThat(cli.run("match", "--merge", first.toString(), folder.resolve("plays-4-3.jsonl").toString(),
        second.toString())).isEqualTo(2);
    assertThat(cli.err()).contains("slice 3/3 is of another match");
    cli.clear();
    Path full = folder.resolve("full.jsonl");
    assertThat(cli.run("match", "--entrant", "random", "--entrant", "rule-of-thumb", "--deals", "3", "--shard", "3/3",
        "--results", full.toString(), "-q")).isZero();
    cli.clear();
    assertThat(cli.run("match", "--merge", first.toString(), second.toString(), full.toString())).isEqualTo(2);
    assertThat(cli.err()).contains("full.jsonl: line 1 is not a header of ulti-play-results 1");
    cli.clear();
    Path tampered = folder.resolve("tampered.jsonl");
    Files.writeString(tampered, Files.readString(second).replaceFirst("\"candidateDeclaring\":-?\\d+",
        "\"candidateDeclaring\":\"many\""));
    assertThat(cli.run("match", "--merge", first.toString(), tampered.toString(),
        folder.resolve("plays-0-3.jsonl").toString())).isEqualTo(2);
    assertThat(cli.err()).contains("tampered.jsonl: line 2: candidateDeclaring: a whole number of game points");
    cli.clear();
    Files.writeString(tampered, Files.readString(second).replaceFirst("\"deal\":\\d+", "\"deal\":9"));
    assertThat(cli.run("match", "--merge", first.toString(), tampered.toString(),
        folder.resolve("plays-0-3.jsonl").toString())).isEqualTo(2);
    assertThat(cli.err()).contains("tampered.jsonl: line 2: deal 9 is not one of the match's 9");
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
    assertThat(cli.run("match", "--entrant", "random", "--entrant", "random2=random", "--deals", "1",
        "--decision-ms", "0")).isEqualTo(2);
    assertThat(cli.err()).contains("--decision-ms, --deal-ms: A time control is from a millisecond to a day");
  }
}
