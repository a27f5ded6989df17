package hu.ulti.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import hu.ulti.bots.Bot;
import hu.ulti.bots.RuleOfThumbBot;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.PlayerView;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.h2.tools.Server;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two server instances share one database (H2 in server mode), with one client on each: they
 * play the same table, each hearing the other's actions by WebSocket from its own instance, every
 * version of the table in order, none skipped (the bot acts ten milliseconds after each change,
 * faster than the instances poll, so an instance that sent only the latest state would skip).
 */
class TwoInstancesTest {
  private static final Bot BOT = new RuleOfThumbBot();

  @Test
  void twoInstancesOnOneH2ServerServeOneTable(@TempDir Path dir) throws SQLException {
    Server h2 = Server.createTcpServer("-tcpPort", "0", "-baseDir", dir.toString(), "-ifNotExists").start();
    try {
      playOneTableOnTwoInstances(TestServers.config()
          .withDatabase("jdbc:h2:tcp://localhost:" + h2.getPort() + "/shared", "sa", ""));
    } finally {
      h2.stop();
    }
  }

  static void playOneTableOnTwoInstances(ServerConfig shared) {
    ServerConfig config = shared.withBotDelay(Duration.ofMillis(10));
    try (UltiServer first = UltiServer.start(config); UltiServer second = UltiServer.start(config)) {
      TestClient anna = new TestClient(first.port());
      TestClient bela = new TestClient(second.port());
      TestClient.Response created = anna.create("standard", "Anna", 2);
      String table = created.body().path("table").path("id").asText();
      String annaToken = created.body().path("token").asText();
      TestClient.Response claimed = bela.claim(table, 1, "Béla");
      assertThat(claimed.status()).as("the second instance finds the first one's table").isEqualTo(201);
      String belaToken = claimed.body().path("token").asText();

      TestClient.Socket annaSocket = anna.socket(table);
      annaSocket.hello(annaToken);
      TestClient.Socket belaSocket = bela.socket(table);
      belaSocket.hello(belaToken);
      RandomGenerator random = SeededRandom.of(3);
      List<Long> annaVersions = new ArrayList<>();
      List<Long> belaVersions = new ArrayList<>();
      JsonNode annaLast = annaSocket.next();
      JsonNode belaLast = belaSocket.next();
      annaVersions.add(annaLast.path("table").path("version").asLong());
      belaVersions.add(belaLast.path("table").path("version").asLong());
      int actions = 0;
      long deadline = System.nanoTime() + 60_000_000_000L;
      while (!over(annaLast) || !over(belaLast)) {
        assertThat(System.nanoTime()).as("the deal ends within a minute").isLessThan(deadline);
        annaLast = latest(annaSocket, annaLast, annaVersions);
        belaLast = latest(belaSocket, belaLast, belaVersions);
        if (act(anna, table, annaToken, annaLast, 0, random) || act(bela, table, belaToken, belaLast, 1, random)) {
          actions++;
        }
        Players.sleep();
      }
      // Every committed change reaches every socket, on either instance, in order: no version is skipped.
      assertThat(annaVersions).isEqualTo(consecutive(annaVersions.get(0), annaLast));
      assertThat(belaVersions).isEqualTo(consecutive(belaVersions.get(0), belaLast));
      assertThat(actions).isPositive();
      PlayerView annaView = TestClient.playerView(annaLast);
      PlayerView belaView = TestClient.playerView(belaLast);
      assertThat(annaView.settlement()).isPresent().isEqualTo(belaView.settlement());
      assertThat(annaView.history()).hasSameSizeAs(belaView.history());
      assertThat(anna.get("/api/tables/" + table + "/records", null).text())
          .isEqualTo(bela.get("/api/tables/" + table + "/records", null).text());
    }
  }

  /** The versions from the first a socket heard to the last, each once. */
  private static List<Long> consecutive(long first, JsonNode last) {
    List<Long> all = new ArrayList<>();
    for (long v = first; v <= last.path("table").path("version").asLong(); v++) {
      all.add(v);
    }
    return all;
  }

  private static boolean over(JsonNode state) {
    return state.path("table").path("status").asText().equals("BETWEEN_DEALS");
  }

  /** The newest frame the socket has received so far; each one's version is noted. */
  private static JsonNode latest(TestClient.Socket socket, JsonNode last, List<Long> versions) {
    JsonNode newest = last;
    for (JsonNode frame = socket.frames.poll(); frame != null; frame = socket.frames.poll()) {
      versions.add(frame.path("table").path("version").asLong());
      newest = frame;
    }
    return newest;
  }

  /** The seat acts if the latest state says it is to act, through its own instance; whether it did. */
  private static boolean act(TestClient client, String table, String token, JsonNode state, int seat,
      RandomGenerator random) {
    if (!state.path("table").path("status").asText().equals("DEAL_IN_PROGRESS") || state.path("session").path("toAct").asInt() != seat) {
      return false;
    }
    PlayerView view = TestClient.playerView(state);
    Action action = BOT.choose(view, random);
    TestClient.Response answer = client.act(table, token, action, state.path("table").path("seq").asInt());
    assertThat(answer.status()).as(answer.text()).isIn(200, 409);
    return answer.status() == 200;
  }
}
