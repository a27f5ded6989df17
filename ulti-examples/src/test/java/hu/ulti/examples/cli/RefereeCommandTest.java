package hu.ulti.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RefereeCommandTest {
  private final Cli cli = new Cli();
  private final java.io.StringWriter out = cli.out;
  private final java.io.StringWriter err = cli.err;
  @TempDir Path folder;

  private int run(String... args) {
    return cli.run(args);
  }

  @Test
  void everyRecordThatSimulateWritesPassesTheReferee() throws IOException {
    Path file = folder.resolve("sim.ulti");
    assertThat(run("simulate", "--deals", "400", "--seed", "3", "--out", file.toString())).isZero();
    out.getBuffer().setLength(0);
    assertThat(run("referee", file.toString())).as(out.toString()).isZero();
    assertThat(out.toString()).contains("400 deals, 400 valid, 0 invalid");
    out.getBuffer().setLength(0);
    assertThat(run("referee", "--json", file.toString())).isZero();
    JsonNode json = new ObjectMapper().readTree(out.toString());
    assertThat(json.get("valid").asBoolean()).isTrue();
    assertThat(json.get("deals")).hasSize(400);
    int sum = 0;
    for (JsonNode total : json.get("totals")) {
      sum += total.asInt();
    }
    assertThat(sum).isZero();
  }

  @Test
  void theDemoWritesARecordThatReplays() throws IOException {
    Path file = folder.resolve("demo.ulti");
    assertThat(run("demo", "--seed", "7", "--out", file.toString())).isZero();
    assertThat(Files.readString(file)).startsWith("[Format \"ulti-record 1\"]\n[Event \"ulti demo\"]\n[Seed \"7\"]");
    out.getBuffer().setLength(0);
    assertThat(run("referee", file.toString())).isZero();
    assertThat(out.toString()).contains("deal 1: valid: Ulti open durchmars (acorns trumps): seat 0 -16, seat 1 -16, seat 2 +32");
  }

  @Test
  void aDealThatBreaksARuleIsReportedPreciselyAndExitsOne() throws IOException {
    Path demo = folder.resolve("demo.ulti");
    run("demo", "--seed", "7", "--out", demo.toString());
    String good = Files.readString(demo);
    String bad = good.replace("[Event \"ulti demo\"]", "[Event \"ulti demo\"]\n[Players \"Anna, Béla, Csaba\"]")
        + "\n" + good.replace("1. 0 discard AU LO bid Pass", "1. 0 discard AU LO bid Ulti\n2. 1 bid Pass").replaceAll("(?m)^(\\d+)\\. ", "");
    Path file = folder.resolve("bad.ulti");
    Files.writeString(file, bad);
    out.getBuffer().setLength(0);
    assertThat(run("referee", file.toString())).isEqualTo(1);
    assertThat(out.toString())
        .contains("deal 1: valid: Ulti open durchmars (acorns trumps): Anna -16, Béla -16, Csaba +32")
        .contains("deal 2: INVALID: move 2, seat 1, '1 bid Pass': BID_NOT_HIGHER: Pass does not overcall Ulti")
        .contains("2 deals, 1 valid, 1 invalid; totals of the valid deals: Anna -16, Béla -16, Csaba +32");
  }

  @Test
  void unreadableInputExitsTwoWithLineAndColumn() throws IOException {
    Path demo = folder.resolve("demo.ulti");
    run("demo", "--seed", "7", "--out", demo.toString());
    Path file = folder.resolve("broken.ulti");
    Files.writeString(file, Files.readString(demo).replace("[Dealer \"2\"]", "[Dealer \"two\"]"));
    assertThat(run("referee", file.toString())).isEqualTo(2);
    assertThat(err.toString()).contains("broken.ulti: line 5, column 10: expected a seat 0, 1 or 2");
    assertThat(run("referee", folder.resolve("missing.ulti").toString())).isEqualTo(2);
    assertThat(err.toString()).contains("cannot read");
  }
}
