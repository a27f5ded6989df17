package hu.ulti.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import hu.ulti.bots.Bot;
import hu.ulti.bots.RuleOfThumbBot;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.PlayerView;
import java.util.Map;
import java.util.Optional;
import java.util.random.RandomGenerator;

/** Seats a test holds, played by the rule-of-thumb bot from the views the server sends, over HTTP. */
final class Players {
  private static final Bot BOT = new RuleOfThumbBot();

  private Players() {}

  /**
   * Plays the deal in progress to its end: the held seats act when it is their turn; the server's
   * bots act for the others. Returns the last state, as seat {@code viewer} sees it.
   */
  static JsonNode playDeal(TestClient client, String table, Map<Integer, String> tokens, RandomGenerator random) {
    String anyToken = tokens.values().iterator().next();
    long deadline = System.nanoTime() + 60_000_000_000L;
    String last = "";
    while (true) {
      assertThat(System.nanoTime()).as("the deal ends within a minute; the table's last state: %s", last).isLessThan(deadline);
      TestClient.Response state = client.get("/api/tables/" + table, anyToken);
      last = state.text();
      assertThat(state.status()).as(state.text()).isEqualTo(200);
      if (!state.body().path("table").path("status").asText().equals("DEAL_IN_PROGRESS")) {
        return state.body();
      }
      int toAct = state.body().path("session").path("toAct").asInt();
      String token = tokens.get(toAct);
      if (token == null) {
        sleep();
        continue;
      }
      TestClient.Response mine = client.get("/api/tables/" + table, token);
      PlayerView view = TestClient.playerView(mine.body());
      if (view == null || !view.toAct().equals(Optional.of(view.seat()))) {
        continue; // a bot moved meanwhile (toAct is a player; the view's toAct a seat, which differ at a table of four)
      }
      Action action = BOT.choose(view, random);
      TestClient.Response answer = client.act(table, token, action, mine.body().path("table").path("seq").asInt());
      assertThat(answer.status()).as("%s answered %s", action, answer.text()).isEqualTo(200);
    }
  }

  static void sleep() {
    try {
      Thread.sleep(2);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
