package hu.ulti.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SolveCommandTest {
  private final Cli cli = new Cli();
  private final java.io.StringWriter out = cli.out;
  private final java.io.StringWriter err = cli.err;
  @TempDir Path folder;

  private int run(String... args) {
    return cli.run(args);
  }

  /** The demo deal (seed 7) cut after move 35, without its Result tag. */
  private Path midPlay() throws IOException {
    Path demo = folder.resolve("demo.ulti");
    run("demo", "--seed", "7", "--out", demo.toString());
    String cut = Arrays.stream(Files.readString(demo).split("\n"))
        .filter(line -> !line.startsWith("[Result"))
        .limit(45)
        .collect(Collectors.joining("\n"));
    Path file = folder.resolve("mid.ulti");
    Files.writeString(file, cut + "\n");
    out.getBuffer().setLength(0);
    return file;
  }

  @Test
  void solvesAPositionOfARecordStoppedInThePlay() throws IOException {
    assertThat(run("solve", midPlay().toString())).isZero();
    assertThat(out.toString())
        .contains("Ulti open durchmars, acorns trumps; seat 1 to play")
        .containsPattern("durchmars +defeated")
        .containsPattern("ulti +made")
        .contains("the declarer guarantees 60 card points")
        .containsPattern("BA +ulti made, durchmars defeated, 80 points; keeps the best for ulti, durchmars\n")
        .containsPattern("defenders take a trick +granted");
  }

  @Test
  void jsonForPrograms() throws IOException {
    assertThat(run("solve", "--json", midPlay().toString())).isZero();
    JsonNode json = new ObjectMapper().readTree(out.toString());
    assertThat(json.get("made").get("durchmars").asBoolean()).isFalse();
    assertThat(json.get("made").get("ulti").asBoolean()).isTrue();
    assertThat(json.get("declarerCardPoints").asInt()).isEqualTo(60);
    assertThat(json.get("cards")).hasSize(8);
    assertThat(json.get("claims").get("DEFENDERS_TAKE_A_TRICK").asBoolean()).isTrue();
  }

  @Test
  void aRecordOutsideThePlayExitsTwo() throws IOException {
    Path demo = folder.resolve("whole.ulti");
    run("demo", "--seed", "7", "--out", demo.toString());
    assertThat(run("solve", demo.toString())).isEqualTo(2);
    assertThat(err.toString()).contains("the record is not in its play (phase FINISHED)");
  }
}
