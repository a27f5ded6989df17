package hu.ulti.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import hu.ulti.core.game.Phase;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Collectors;
import hu.ulti.core.game.Game;
import hu.ulti.core.record.GameRecords;
import hu.ulti.core.record.Notation;
import hu.ulti.core.solve.Solution;
import hu.ulti.core.solve.Solver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SolveCommandTest {
  private final Cli cli = new Cli();
  private final StringWriter out = cli.out;
  private final StringWriter err = cli.err;
  @TempDir Path folder;

  private int run(String... args) {
    return cli.run(args);
  }

  /** The demo deal of seed 27 cut after move 23, in the fourth trick, without its Payments tag. */
  private Path midPlay() throws IOException {
    Path demo = folder.resolve("demo.ulti");
    run("demo", "--seed", "27", "--bot", "sparring", "--out", demo.toString());
    String cut = Arrays.stream(Files.readString(demo).split("\n"))
        .filter(line -> !line.startsWith("[Payments"))
        .takeWhile(line -> !line.startsWith("24. "))
        .collect(Collectors.joining("\n"));
    Path file = folder.resolve("mid.ulti");
    Files.writeString(file, cut + "\n");
    out.getBuffer().setLength(0);
    return file;
  }

  /** The position the file stops at, and what the solver says of it: the command must print the same. */
  private static Solution solved(Path file) throws IOException {
    Game game = GameRecords.read(Files.readString(file)).get(0).replay();
    assertThat(game.phase()).isEqualTo(Phase.PLAY);
    return Solver.solve(game);
  }

  @Test
  void solvesAPositionOfARecordStoppedInThePlay() throws IOException {
    Path file = midPlay();
    Solution solution = solved(file);
    assertThat(run("solve", file.toString())).isZero();
    assertThat(out.toString())
        .contains("40-100 durchmars, leaves trumps; seat 2 to play, holding AU A8 L10 L9 H9 BA BK")
        .contains("With best play by both sides:")
        .contains("the declarer guarantees " + solution.declarerCardPoints() + " card points")
        .containsPattern("defenders take a trick +(granted|refused)");
    solution.made().forEach((component, made) -> assertThat(out.toString())
        .containsPattern(component.englishName() + " +" + (made ? "made" : "defeated")));
    for (Solution.CardValue value : solution.cards()) {
      assertThat(out.toString()).containsPattern("\\n  " + value.card().code() + " +");
    }
  }

  @Test
  void jsonForPrograms() throws IOException {
    Path file = midPlay();
    Solution solution = solved(file);
    assertThat(run("solve", "--json", file.toString())).isZero();
    JsonNode json = new ObjectMapper().readTree(out.toString());
    solution.made().forEach((component, made) ->
        assertThat(json.get("made").get(component.code()).asBoolean()).as("%s", component).isEqualTo(made));
    assertThat(json.get("declarerCardPoints").asInt()).isEqualTo(solution.declarerCardPoints());
    assertThat(json.get("cards")).hasSize(solution.cards().size());
    assertThat(json.get("claims").get("DEFENDERS_TAKE_A_TRICK").isBoolean()).isTrue();
  }

  @Test
  void aRecordOutsideThePlayExitsTwo() throws IOException {
    Path demo = folder.resolve("whole.ulti");
    run("demo", "--seed", "27", "--bot", "sparring", "--out", demo.toString());
    assertThat(run("solve", demo.toString())).isEqualTo(2);
    assertThat(err.toString()).contains("the play is over");
  }

  /** The same position given in the notation is solved the same, and the answer names it. */
  @Test
  void solvesAPositionGivenInTheNotation() throws IOException {
    Path file = midPlay();
    Game game = GameRecords.read(Files.readString(file)).get(0).replay();
    String position = Notation.position(game);
    assertThat(run("solve", file.toString())).isZero();
    String fromRecord = out.toString();
    out.getBuffer().setLength(0);
    assertThat(run("solve", "--position", position)).isZero();
    assertThat(out.toString()).isEqualTo(fromRecord).contains("Position: " + position);
    assertThat(run("solve", "--position", position.replace(" ", "  "))).isEqualTo(2);
    assertThat(err.toString()).contains("--position: the line has its fields separated by single spaces");
    assertThat(run("solve")).isEqualTo(2);
    assertThat(err.toString()).contains("Give a record FILE or --position, not neither");
  }
}
