package hu.ulti.examples.cli;

import hu.ulti.bots.RuleOfThumbBot;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.game.Game;
import hu.ulti.core.record.GameRecords;
import hu.ulti.core.record.SessionRecords;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.session.Player;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import hu.ulti.core.session.Session;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RefereeCommandTest {
  private final Cli cli = new Cli();
  private final StringWriter out = cli.out;
  private final StringWriter err = cli.err;
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
    JsonNode first = json.get("deals").get(0);
    assertThat(first.get("payments").fieldNames()).toIterable().containsExactly("0", "1", "2");
    assertThat(first.get("players").get("0").asText()).isNotEmpty();
    int sum = 0;
    for (JsonNode total : json.get("totals")) {
      sum += total.asInt();
    }
    assertThat(sum).isZero();
  }

  @Test
  void theDemoWritesARecordThatReplays() throws IOException {
    Path file = folder.resolve("demo.ulti");
    assertThat(run("demo", "--seed", "27", "--bot", "sparring", "--out", file.toString())).isZero();
    assertThat(Files.readString(file)).startsWith("[Format \"ulti-record 1\"]\n[Event \"ulti demo\"]\n[Seed \"27\"]");
    out.getBuffer().setLength(0);
    assertThat(run("referee", file.toString())).isZero();
    assertThat(out.toString()).contains("deal 1: valid: 40-100 durchmars (leaves trumps): seat 0 +14, seat 1 -28, seat 2 +14");
  }

  @Test
  void aDealThatBreaksARuleIsReportedPreciselyAndExitsOne() throws IOException {
    Path demo = folder.resolve("demo.ulti");
    run("demo", "--seed", "27", "--bot", "sparring", "--out", demo.toString());
    String good = Files.readString(demo);
    String bad = good.replace("[Event \"ulti demo\"]", "[Event \"ulti demo\"]\n[Players \"Anna, Béla, Csaba\"]")
        + "\n" + good.replace("1. 0 discard AK AO bid 40-100", "1. 0 discard AK AO bid Ulti\n2. 1 bid Simple game").replaceAll("(?m)^(\\d+)\\. ", "");
    Path file = folder.resolve("bad.ulti");
    Files.writeString(file, bad);
    out.getBuffer().setLength(0);
    assertThat(run("referee", file.toString())).isEqualTo(1);
    assertThat(out.toString())
        .contains("deal 1: valid: 40-100 durchmars (leaves trumps): Anna +14, Béla -28, Csaba +14")
        .contains("deal 2: INVALID: move 2, seat 1, '1 bid Simple game': BID_NOT_HIGHER: Simple game does not overcall Ulti")
        .contains("2 deals, 1 valid, 1 invalid; totals of the valid deals: Anna +14, Béla -28, Csaba +14");
  }

  @Test
  void unreadableInputExitsTwoWithLineAndColumn() throws IOException {
    Path demo = folder.resolve("demo.ulti");
    run("demo", "--seed", "27", "--bot", "sparring", "--out", demo.toString());
    Path file = folder.resolve("broken.ulti");
    Files.writeString(file, Files.readString(demo).replace("[Dealer \"2\"]", "[Dealer \"two\"]"));
    assertThat(run("referee", file.toString())).isEqualTo(2);
    assertThat(err.toString()).contains("broken.ulti: line 5, column 10: expected a seat 0, 1 or 2");
    assertThat(run("referee", folder.resolve("missing.ulti").toString())).isEqualTo(2);
    assertThat(err.toString()).contains("cannot read");
  }

  /** A file whose records form a session is refereed as one; the same deals without it are independent. */
  @Test
  void aSessionFileIsCheckedAsASession() throws IOException {
    var random = SeededRandom.of(4);
    var rules = RuleSet.standard();
    var bot = new RuleOfThumbBot();
    var session = Session.start(rules, List.of("Anna", "Béla", "Csaba"), Player.PLAYER_0);
    for (int i = 0; i < 4; i++) {
      session = session.deal(random);
      while (session.isDealInProgress()) {
        var game = session.game().orElseThrow();
        session = session.apply(bot.choose(game.view(game.toAct().orElseThrow()), random));
      }
    }
    String text = SessionRecords.write(session, "Friday club", Map.of());
    Path file = folder.resolve("session.ulti");
    Files.writeString(file, text);
    assertThat(run("referee", file.toString())).as(out.toString()).isZero();
    assertThat(out.toString()).contains("session 'Friday club' (deals 1 to 4): valid; scores: Anna ");
    // Every deal dealt by the same player is not a session.
    StringBuilder sameDealer = new StringBuilder();
    for (int i = 0; i < session.entries().size(); i++) {
      var again = Game.start(rules, Deal.random(Seat.SEAT_0,
          rules.procedure().dealPattern(), random));
      while (!again.isOver()) {
        again = again.apply(bot.choose(again.view(again.toAct().orElseThrow()), random));
      }
      sameDealer.append(GameRecords.write(again, Map.of("Session", "Friday club",
          "Table", "Anna, Béla, Csaba", "SessionDealer", "0"))).append('\n');
    }
    Files.writeString(file, sameDealer.toString());
    out.getBuffer().setLength(0);
    assertThat(run("referee", file.toString())).isEqualTo(1);
    assertThat(out.toString()).contains("INVALID session 'Friday club', deal 2: the deal passes to the right");
  }
}
