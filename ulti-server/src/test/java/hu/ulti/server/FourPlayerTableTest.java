package hu.ulti.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import hu.ulti.bots.Bot;
import hu.ulti.bots.RuleOfThumbBot;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.game.PublicView;
import hu.ulti.core.session.Session;
import hu.ulti.core.record.GameRecords;
import hu.ulti.core.record.SessionRecords;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * "When four people play Ulti, the dealer gives cards to the other three players and sits out of
 * the play." A table of four over HTTP: four people take the seats, the dealer sits each deal out
 * and sees what a spectator sees, the deal passes to the right, and the records are a session of
 * four.
 */
class FourPlayerTableTest extends OneServer {
  private static final Bot BOT = new RuleOfThumbBot();

  @Test
  void fourPlayDealsInTurnAndTheDealerSitsOut() {
    TestClient.Response created = client.post("/api/tables", TestClient.JSON.createObjectNode()
        .put("rules", "standard").put("playerCount", 4).put("name", "Anna").put("player", 0), null);
    assertThat(created.status()).as(created.text()).isEqualTo(201);
    String table = created.body().path("table").path("id").asText();
    assertThat(created.body().path("table").path("players").size()).isEqualTo(4);
    Map<Integer, String> tokens = new HashMap<>(Map.of(0, created.body().path("token").asText()));
    String[] names = {"", "Béla", "Cili", "Dóra"};
    for (int seat = 1; seat < 4; seat++) {
      TestClient.Response claimed = client.claim(table, seat, names[seat]);
      assertThat(claimed.status()).as(claimed.text()).isEqualTo(201);
      tokens.put(seat, claimed.body().path("token").asText());
    }
    assertThat(client.claim(table, 4, "Ede").status()).as("a fifth seat").isEqualTo(400);
    RandomGenerator random = SeededRandom.of(5);
    int firstDealer = -1;
    for (int deal = 1; deal <= 4; deal++) {
      JsonNode state = client.get("/api/tables/" + table, tokens.get(0)).body();
      assertThat(state.path("table").path("status").asText()).isEqualTo("DEAL_IN_PROGRESS");
      JsonNode session = state.path("session");
      int dealer = session.path("dealer").asInt();
      firstDealer = deal == 1 ? dealer : firstDealer;
      assertThat(dealer).as("the deal passes to the right").isEqualTo((firstDealer + deal - 1) % 4);
      assertThat(session.path("sittingOut").asInt()).isEqualTo(dealer);
      List<Integer> seats = TestClient.JSON.convertValue(session.path("seating"), TestClient.JSON.getTypeFactory()
          .constructCollectionType(List.class, Integer.class));
      assertThat(seats).doesNotContain(dealer).containsExactly((dealer + 1) % 4, (dealer + 2) % 4, (dealer + 3) % 4);
      // The dealer's view of the deal is a spectator's: no hand, no legal actions; he cannot act.
      JsonNode out = client.get("/api/tables/" + table, tokens.get(dealer)).body();
      assertThat(out.path("player").asInt()).isEqualTo(dealer);
      assertThat(out.path("session").has("seat")).isFalse();
      assertThat(out.path("session").path("gameView").path("format").asText()).isEqualTo("ulti-public-view 1");
      assertThat(out.path("session").path("gameView").has("legalActions")).isFalse();
      assertThat(out.path("session").path("gameView").has("biddingBox")).isFalse();
      TestClient.read(out.path("session").path("gameView"), PublicView.class);
      PlayerView someone = TestClient.playerView(client.get("/api/tables/" + table, tokens.get(seats.get(0))).body());
      Action any = someone.toAct().map(seat -> new Action.Pass(seat)).orElseThrow();
      TestClient.Response refused = client.act(table, tokens.get(dealer), any, null);
      assertThat(refused.status()).isEqualTo(403);
      assertThat(refused.body().path("message").asText()).contains("sits it out");
      JsonNode end = play(table, tokens, random);
      assertThat(end.path("table").path("status").asText()).isIn("BETWEEN_DEALS", "SESSION_OVER");
      JsonNode result = end.path("session").path("results").get(deal - 1);
      assertThat(result.path("dealer").asInt()).isEqualTo(dealer);
      assertThat(result.path("payments").size()).isEqualTo(4);
      assertThat(result.path("payments").get(dealer).asInt()).as("the dealer takes no part by default").isZero();
      if (deal < 4) {
        assertThat(client.post("/api/tables/" + table + "/deals", "", tokens.get(dealer)).status()).isEqualTo(200);
      }
    }
    Session session = SessionRecords.replay(SessionRecords.group(GameRecords.read(
        client.get("/api/tables/" + table + "/records", null).text())).get(0));
    assertThat(session.players()).containsExactly("Anna", "Béla", "Cili", "Dóra");
    assertThat(session.entries()).hasSize(4);
  }

  /** Plays the deal in progress to its end, each seat acting through its own token; returns the last state. */
  private static JsonNode play(String table, Map<Integer, String> tokens, RandomGenerator random) {
    for (int step = 0; step < 500; step++) {
      JsonNode state = client.get("/api/tables/" + table, tokens.get(0)).body();
      if (!state.path("table").path("status").asText().equals("DEAL_IN_PROGRESS")) {
        return state;
      }
      int player = state.path("session").path("toAct").asInt();
      JsonNode mine = client.get("/api/tables/" + table, tokens.get(player)).body();
      PlayerView view = TestClient.playerView(mine);
      TestClient.Response answer = client.act(table, tokens.get(player), BOT.choose(view, random),
          mine.path("table").path("seq").asInt());
      assertThat(answer.status()).as(answer.text()).isEqualTo(200);
    }
    throw new AssertionError("the deal did not end");
  }
}
