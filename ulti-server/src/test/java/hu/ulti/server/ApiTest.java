package hu.ulti.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.session.Session;
import hu.ulti.core.record.GameRecord;
import hu.ulti.core.record.GameRecords;
import hu.ulti.core.record.SessionRecords;
import hu.ulti.server.table.TableState;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The endpoints of docs/server.md, used as a client would: whole deals, sessions, records. */
class ApiTest extends OneServer {

  @Test
  void threePeoplePlayADealToItsSettlementAndTheRecordReplaysToIt() {
    TestClient.Response created = client.create("standard", "Anna");
    String table = created.body().path("table").path("id").asText();
    assertThat(created.body().path("table").path("status").asText()).isEqualTo("SEATING");
    assertThat(created.body().has("session")).as("no session before the seats are taken").isFalse();
    TestClient.Response bela = client.claim(table, 1, "Béla");
    assertThat(bela.status()).isEqualTo(201);
    TestClient.Response cili = client.claim(table, 2, "Cili");
    assertThat(cili.status()).isEqualTo(201);
    assertThat(cili.body().path("table").path("status").asText()).isEqualTo("DEAL_IN_PROGRESS");
    Map<Integer, String> tokens = Map.of(0, created.body().path("token").asText(),
        1, bela.body().path("token").asText(), 2, cili.body().path("token").asText());

    JsonNode end = Players.playDeal(client, table, tokens, SeededRandom.of(1));

    assertThat(end.path("table").path("status").asText()).isEqualTo("BETWEEN_DEALS");
    PlayerView view = TestClient.playerView(end);
    assertThat(view.settlement()).isPresent();
    String records = client.get("/api/tables/" + table + "/records", null).text();
    List<List<GameRecord>> sessions = SessionRecords.group(GameRecords.read(records));
    assertThat(sessions).hasSize(1);
    Session session = SessionRecords.replay(sessions.get(0));
    Game replayed = session.entries().get(0).game();
    assertThat(replayed.settlement()).isEqualTo(view.settlement().get());
    assertThat(session.players()).containsExactly("Anna", "Béla", "Cili");
    assertThat(TestClient.JSON.convertValue(end.path("session").path("scores"), int[].class))
        .containsExactly(session.scores().stream().mapToInt(Integer::intValue).toArray());
  }

  @Test
  void theSessionRotatesTheDealerEndsWhenTheAceOfHeartsHasDealtAndANewOneStarts() {
    TestClient.Response created = client.create("standard", "Anna", 1, 2);
    String table = created.body().path("table").path("id").asText();
    String token = created.body().path("token").asText();
    Map<Integer, String> tokens = Map.of(0, token);
    assertThat(client.post("/api/tables/" + table + "/end", "", token).status()).isEqualTo(200);
    assertThat(client.post("/api/tables/" + table + "/end", "", token).status())
        .as("the end is called once").isEqualTo(409);
    int deals = 0;
    JsonNode end;
    do {
      end = Players.playDeal(client, table, tokens, SeededRandom.of(deals));
      deals++;
      assertThat(deals).isLessThan(12);
      if (end.path("table").path("status").asText().equals("BETWEEN_DEALS")) {
        assertThat(client.post("/api/tables/" + table + "/deals", "", token).status()).isEqualTo(200);
      }
    } while (!end.path("table").path("status").asText().equals("SESSION_OVER"));
    JsonNode session = end.path("session");
    assertThat(session.path("over").asBoolean()).isTrue();
    assertThat(session.path("results").size()).isEqualTo(deals);
    TestClient.Response again = client.post("/api/tables/" + table + "/deals", "", token);
    assertThat(again.status()).isEqualTo(409);
    assertThat(again.body().path("message").asText()).contains("session is over");

    TestClient.Response next = client.post("/api/tables/" + table + "/sessions", "", token);
    assertThat(next.status()).as(next.text()).isEqualTo(200);
    assertThat(next.body().path("table").path("sessionNumber").asInt()).isEqualTo(2);
    Players.playDeal(client, table, tokens, SeededRandom.of(99));

    // The state this instance built change by change is the state its changes replay to.
    TableState live = server.tables().state(table);
    TableState loaded = server.tables().state(table, live.version());
    assertThat(loaded.session().orElseThrow().log()).isEqualTo(live.session().orElseThrow().log());
    assertThat(loaded.players()).isEqualTo(live.players());
    assertThat(loaded.status()).isEqualTo(live.status());
    assertThat(loaded.sessionNumber()).isEqualTo(live.sessionNumber()).isEqualTo(2);

    List<List<GameRecord>> all = SessionRecords.group(GameRecords.read(
        client.get("/api/tables/" + table + "/records", null).text()));
    assertThat(all).hasSize(2);
    assertThat(SessionRecords.replay(all.get(0)).isOver()).isTrue();
    assertThat(all.get(0)).hasSize(deals);
    String second = client.get("/api/tables/" + table + "/sessions/2/records", null).text();
    assertThat(SessionRecords.group(GameRecords.read(second))).hasSize(1);
    assertThat(client.get("/api/tables/" + table + "/sessions/3/records", null).status()).isEqualTo(404);
  }

  @Test
  void healthMetricsVocabularyAndTheLobbyAnswer() {
    TestClient.Response health = client.get("/api/health", null);
    assertThat(health.status()).isEqualTo(200);
    assertThat(health.body().path("status").asText()).isEqualTo("ok");
    client.create("four-aces", "Dóra", 1);
    TestClient.Response metrics = client.get("/api/metrics", null);
    assertThat(metrics.body().path("requests").asLong()).isPositive();
    assertThat(metrics.body().has("latencyP99Millis")).isTrue();
    TestClient.Response vocabulary = client.get("/api/vocabulary", null);
    assertThat(vocabulary.body().path("cards").path("HA").path("hu").asText()).isEqualTo("piros ász");
    assertThat(vocabulary.body().path("rules").size()).isGreaterThan(5);
    TestClient.Response lobby = client.get("/api/tables", null);
    assertThat(lobby.body().path("tables").findValuesAsText("rules")).contains("four-aces");
    assertThat(client.get("/", null).text()).contains("<title>Ulti</title>");
    assertThat(client.get("/api/nothing", null).status()).isEqualTo(404);
  }
}
