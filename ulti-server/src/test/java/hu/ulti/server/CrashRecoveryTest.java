package hu.ulti.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import hu.ulti.bots.Bot;
import hu.ulti.bots.RuleOfThumbBot;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.external.Integration;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.record.GameRecord;
import hu.ulti.core.record.GameRecords;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * "A server killed mid-deal (kill -9) and restarted resumes every table exactly where it was,
 * with no lost or doubled action." The server runs in its own process on an H2 file; the test
 * kills it right after an action is acknowledged, while the bots are acting, restarts it on the
 * same file, and finishes the deal; deals are dealt (securely, so each run's differ) until the
 * server was killed three times, since a deal may end before a seat has acted often.
 */
@Integration
class CrashRecoveryTest {
  private static final Bot BOT = new RuleOfThumbBot();

  /** An action the server acknowledged: it must be in its deal, at its place, once. */
  private record Acknowledged(int deal, int seq, Action action) {}

  @Test
  void aKilledServerResumesTheDealWithNoActionLostOrDoubled(@TempDir Path dir) {
    // The default database, as a user gets it with no --db: an H2 file under ./ulti-data/.
    Path log = dir.resolve("server.log");
    String[] options = {"--bot-delay-ms", "5", "--max-requests-per-second", "100000"};
    RandomGenerator random = SeededRandom.of(7);
    List<Acknowledged> acknowledged = new ArrayList<>();
    ServerProcess server = ServerProcess.start(dir, log, options);
    String table;
    String token;
    int kills = 0;
    try {
      TestClient client = new TestClient(server.port);
      TestClient.Response created = client.create("standard", "Anna", 1, 2);
      table = created.body().path("table").path("id").asText();
      token = created.body().path("token").asText();
      JsonNode end = null;
      int deal = 0;
      while (end == null) {
        JsonNode state = client.get("/api/tables/" + table, token).body();
        if (!state.path("table").path("status").asText().equals("DEAL_IN_PROGRESS")) {
          if (kills == 3 || deal >= 20) {
            end = state;
          } else {
            assertThat(client.post("/api/tables/" + table + "/deals", "", token).status()).isEqualTo(200);
          }
          continue;
        }
        deal = state.path("table").path("dealNumber").asInt();
        if (state.path("session").path("toAct").asInt() != 0) {
          Players.sleep();
          continue;
        }
        PlayerView view = TestClient.playerView(state);
        Action action = BOT.choose(view, random);
        int seq = state.path("table").path("seq").asInt();
        TestClient.Response answer = client.act(table, token, action, seq);
        if (answer.status() == 409) {
          continue;
        }
        assertThat(answer.status()).as(answer.text()).isEqualTo(200);
        acknowledged.add(new Acknowledged(deal, seq, action));
        if (kills < 3 && acknowledged.size() % 2 == 1) {
          // Killed at once, while the bots answer the acknowledged action.
          server.kill();
          kills++;
          server = ServerProcess.start(dir, log, options);
          client = new TestClient(server.port);
          JsonNode resumed = client.get("/api/tables/" + table, token).body();
          assertThat(resumed.path("table").path("seq").asInt()).as("the acknowledged action survived")
              .isGreaterThan(seq);
          assertThat(TestClient.playerView(resumed).history().get(seq)).isEqualTo(action);
        }
      }
      assertThat(kills).as("the deals lasted through three kills").isEqualTo(3);
      assertThat(dir.resolve("ulti-data").resolve("ulti.mv.db")).exists();

      List<GameRecord> records = GameRecords.read(client.get("/api/tables/" + table + "/records", null).text());
      assertThat(records).hasSize(deal);
      for (int d = 1; d <= deal; d++) {
        GameRecord record = records.get(d - 1);
        Game uninterrupted = Game.replay(record.rules(), record.deal().orElseThrow(), record.replay().history());
        int number = d;
        List<Acknowledged> ours = acknowledged.stream().filter(ack -> ack.deal() == number).toList();
        for (Acknowledged ack : ours) {
          assertThat(uninterrupted.history().get(ack.seq())).as("deal %s, action %s", number, ack.seq())
              .isEqualTo(ack.action());
        }
        Seat anna = ours.isEmpty() ? null : ours.get(0).action().seat();
        long taken = uninterrupted.history().stream().filter(a -> a.seat() == anna).count();
        assertThat(taken).as("no action of ours lost or doubled in deal %s", number).isEqualTo(ours.size());
        if (d == deal) {
          PlayerView last = TestClient.playerView(end);
          assertThat(last).as("the server's last view is the uninterrupted replay's")
              .isEqualTo(uninterrupted.view(last.seat()));
          assertThat(last.settlement()).contains(uninterrupted.settlement());
        }
      }
    } finally {
      server.close();
    }
  }
}
