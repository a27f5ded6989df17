package hu.ulti.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.PlayerView;
import hu.ulti.server.table.Tokens;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CyclicBarrier;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * A client that tries everything it should not, over HTTP and WebSocket: every attempt is
 * refused with the right status and a JSON reason, and the table is exactly as before.
 */
class HostileClientTest extends ThreePeopleAtATable {
  private PlayerView view(int seat) {
    return TestClient.playerView(client.get("/api/tables/" + table, tokens.get(seat)).body());
  }

  private int seq() {
    return client.get("/api/tables/" + table, null).body().path("table").path("seq").asInt();
  }

  /** Runs the attack and checks its answer, and that the table did not change at all. */
  private TestClient.Response refused(int status, String error, Supplier<TestClient.Response> attack) {
    String before = client.get("/api/tables/" + table, null).text();
    TestClient.Response answer = attack.get();
    assertThat(answer.status()).as(answer.text()).isEqualTo(status);
    assertThat(answer.body().path("error").asText()).isEqualTo(error);
    assertThat(answer.body().path("message").asText()).isNotBlank();
    assertThat(answer.text()).doesNotContain("Exception").doesNotContain("\tat ");
    assertThat(client.get("/api/tables/" + table, null).text()).as("the table is unchanged").isEqualTo(before);
    return answer;
  }

  @Test
  void actingForAnotherSeatIsForbidden() {
    int seat = toAct();
    Action legal = view(seat).legalActions().get(0);
    int other = (seat + 1) % 3;
    TestClient.Response answer = refused(403, "forbidden", () -> client.act(table, tokens.get(other), legal, null));
    // At a table of three, player i sits at seat i.
    assertThat(answer.body().path("message").asText())
        .contains("acts for player " + other + ", at seat " + other + " of this deal, not for seat " + seat);
  }

  @Test
  void aWrongMissingMalformedOrForeignTokenIsUnauthorized() {
    int seat = toAct();
    Action legal = view(seat).legalActions().get(0);
    refused(401, "unauthorized", () -> client.act(table, null, legal, null));
    refused(401, "unauthorized", () -> client.act(table, Tokens.newToken(), legal, null));
    refused(401, "unauthorized", () -> client.act(table, "not-a-token", legal, null));
    refused(401, "unauthorized", () -> client.act(table, tokens.get(seat) + "x", legal, null));
    String foreign = client.create("standard", "Zoé").body().path("token").asText();
    refused(401, "unauthorized", () -> client.act(table, foreign, legal, null));
    refused(401, "unauthorized", () -> client.get("/api/tables/" + table, foreign));
    refused(401, "unauthorized", () -> client.post("/api/tables/" + table + "/deals", "", null));
  }

  @Test
  void outOfTurnIsRefusedWithTheViolation() {
    int other = (toAct() + 1) % 3;
    TestClient.Response answer = refused(422, "refused",
        () -> client.act(table, tokens.get(other), new Action.Pass(Seat.of(other)), null));
    assertThat(answer.body().path("violation").asText()).isEqualTo("NOT_YOUR_TURN");
  }

  @Test
  void replayingAnOldActionIsRefused() {
    int seat = toAct();
    int seq = seq();
    Action first = view(seat).legalActions().get(0);
    assertThat(client.act(table, tokens.get(seat), first, seq).status()).isEqualTo(200);
    TestClient.Response stale = refused(409, "conflict", () -> client.act(table, tokens.get(seat), first, seq));
    assertThat(stale.body().path("message").asText()).contains("old state");
    refused(422, "refused", () -> client.act(table, tokens.get(seat), first, null));
  }

  @Test
  void malformedRequestsAreRefusedNamingTheField() {
    int seat = toAct();
    String token = tokens.get(seat);
    String path = "/api/tables/" + table + "/actions";
    refused(400, "bad-request", () -> client.post(path, "{not json", token));
    refused(400, "bad-request", () -> client.post(path, "[1, 2]", token));
    refused(400, "bad-request", () -> client.post(path, "{\"action\": {\"type\": \"pass\", \"seat\": 0}, \"x\": 1}", token));
    TestClient.Response card = refused(400, "bad-request", () -> client.post(path,
        "{\"action\": {\"type\": \"play\", \"seat\": " + seat + ", \"card\": \"ZZ\"}}", token));
    assertThat(card.body().path("field").asText()).isEqualTo("action.card");
    TestClient.Response seq = refused(400, "bad-request", () -> client.post(path,
        "{\"action\": {\"type\": \"pass\", \"seat\": " + seat + "}, \"seq\": \"7\"}", token));
    assertThat(seq.body().path("field").asText()).isEqualTo("seq");
    refused(400, "bad-request", () -> client.post(path, "{\"action\": {\"type\": \"pass\", \"seat\": "
        + seat + "}, \"seq\": 99999999999}", token));
    refused(400, "bad-request", () -> client.post(path, "{\"action\": {\"type\": \"pass\", \"seat\": "
        + seat + ", \"seat\": 1}}", token));
    refused(400, "bad-request", () -> client.post("/api/tables", "{\"rules\": \"no-such-rules\"}", null));
    refused(400, "bad-request", () -> client.post("/api/tables", "{\"seat\": 0, \"name\": \"a,b\"}", null));
    refused(400, "bad-request", () -> client.post("/api/tables", "{\"bots\": [0, 1, 2]}", null));
    refused(400, "bad-request", () -> client.post("/api/tables/" + table + "/players/7", "{\"name\": \"Dani\"}", null));
    refused(409, "conflict", () -> client.post("/api/tables/" + table + "/players/1", "{\"name\": \"Dani\"}", null));
    refused(404, "not-found", () -> client.get("/api/tables/nosuchtable", null));
    refused(404, "not-found", () -> client.act("nosuchtable", token, new Action.Pass(Seat.of(seat)), null));
  }

  @Test
  void anOversizedBodyIsRefusedBeforeItIsRead() {
    String huge = "{\"action\": {\"type\": \"pass\", \"seat\": 0}, \"pad\": \"" + "x".repeat(40_000) + "\"}";
    refused(413, "too-large", () -> client.post("/api/tables/" + table + "/actions", huge, tokens.get(0)));
  }

  @Test
  void twoActionsRacingForOneTableAreSerialisedExactlyOneWins() throws Exception {
    for (int round = 0; round < 5; round++) {
      int seat = toAct();
      int seq = seq();
      PlayerView view = view(seat);
      List<Action> legal = view.legalActions();
      Action a = legal.get(0);
      Action b = legal.get(legal.size() - 1);
      CyclicBarrier start = new CyclicBarrier(2);
      List<CompletableFuture<TestClient.Response>> racing = new ArrayList<>();
      for (Action action : List.of(a, b)) {
        racing.add(CompletableFuture.supplyAsync(() -> {
          await(start);
          return client.act(table, tokens.get(seat), action, seq);
        }));
      }
      List<Integer> statuses = racing.stream().map(CompletableFuture::join).map(TestClient.Response::status).sorted().toList();
      assertThat(statuses).as("round %s", round).containsExactly(200, 409);
      assertThat(seq()).isEqualTo(seq + 1);
    }
  }

  private static void await(CyclicBarrier barrier) {
    try {
      barrier.await();
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  @Test
  void webSocketAttacksAreRefusedOnTheSocket() {
    int seat = toAct();
    Action legal = view(seat).legalActions().get(0);
    String before = client.get("/api/tables/" + table, null).text();

    TestClient.Socket early = client.socket(table);
    early.send(action(legal));
    assertThat(early.next().path("status").asInt()).as("acting before hello").isEqualTo(401);
    early.send("{not json");
    assertThat(early.next().path("status").asInt()).isEqualTo(400);
    early.send("{\"type\": \"dance\"}");
    JsonNode unknown = early.next();
    assertThat(unknown.path("status").asInt()).isEqualTo(400);
    assertThat(unknown.path("field").asText()).isEqualTo("type");
    early.hello(Tokens.newToken());
    assertThat(early.next().path("status").asInt()).as("a wrong token").isEqualTo(401);

    TestClient.Socket spectator = client.socket(table);
    spectator.hello(null);
    JsonNode state = spectator.next();
    assertThat(state.path("type").asText()).isEqualTo("state");
    assertThat(state.has("player")).isFalse();
    spectator.send(action(legal));
    assertThat(spectator.next().path("status").asInt()).as("a spectator acting").isEqualTo(403);

    TestClient.Socket other = client.socket(table);
    other.hello(tokens.get((seat + 1) % 3));
    other.next();
    other.send(action(legal));
    assertThat(other.next().path("status").asInt()).as("acting for another seat").isEqualTo(403);

    TestClient.Socket big = client.socket(table);
    big.send("{\"type\": \"ping\", \"id\": \"" + "x".repeat(20_000) + "\"}");
    waitForClose(big);
    // The server reads the whole oversized message, drops it, then closes with 1009 (RequestRulesTest).
    assertThat(big.closeCode).as("an oversized message closes the socket").isEqualTo(1009);
    assertThat(client.get("/api/tables/" + table, null).text()).isEqualTo(before);
  }

  @Test
  void floodingIsThrottledOverHttpAndWebSocket() {
    UltiServer strict = UltiServer.start(TestServers.config().withRates(5, 10, 5, 10));
    try {
      TestClient limited = new TestClient(strict.port());
      List<Integer> statuses = new ArrayList<>();
      for (int i = 0; i < 40; i++) {
        statuses.add(limited.get("/api/health", null).status());
      }
      assertThat(statuses).contains(200, 429);
      TestClient.Response tooMany = limited.get("/api/health", null);
      assertThat(tooMany.status()).isEqualTo(429);
      assertThat(tooMany.body().path("error").asText()).isEqualTo("too-many-requests");

      TestClient.Socket socket = limited.socket("nosuchtable");
      waitForClose(socket);
      assertThat(socket.closeCode).as("a socket to no table is closed").isEqualTo(4404);
      sleep(2500); // the address's HTTP budget refills
      String id = limited.create("standard", "Flóra").body().path("table").path("id").asText();
      TestClient.Socket flood = limited.socket(id);
      // One message at a time, each answered before the next, so that nothing is in flight when
      // the server closes: a close frame overtaken by unread messages reaches the client as 1006.
      List<Integer> answers = new ArrayList<>();
      for (int i = 0; i < 100 && flood.closeCode < 0; i++) {
        flood.send("{\"type\": \"ping\"}");
        JsonNode answer = pollFrame(flood);
        if (answer != null) {
          answers.add(answer.path("status").asInt());
        }
      }
      waitForClose(flood);
      assertThat(answers).contains(429);
      assertThat(flood.closeCode).as("a flood closes the socket").isEqualTo(1008);
    } finally {
      strict.close();
    }
  }

  /** The socket's next frame, or null once it is closed (or after two seconds without one). */
  private static JsonNode pollFrame(TestClient.Socket socket) {
    try {
      for (int waited = 0; waited < 2000 && socket.closeCode < 0; waited += 10) {
        JsonNode frame = socket.frames.poll(10, TimeUnit.MILLISECONDS);
        if (frame != null) {
          return frame;
        }
      }
      return socket.frames.poll();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  @Test
  void aTooManyTablesClientIsRefused() {
    UltiServer strict = UltiServer.start(TestServers.config().withTables(2, Duration.ofHours(1)));
    try {
      TestClient limited = new TestClient(strict.port());
      limited.create("standard", "Gábor");
      limited.create("standard", "Gábor");
      ObjectNode body = TestClient.JSON.createObjectNode();
      body.put("rules", "standard");
      TestClient.Response third = limited.post("/api/tables", body, null);
      assertThat(third.status()).isEqualTo(429);
      assertThat(third.body().path("message").asText()).contains("2 open tables").contains("close one with the token its creation gave")
          .contains("60 minutes without a change");
    } finally {
      strict.close();
    }
  }

  private static String action(Action action) {
    ObjectNode message = TestClient.JSON.createObjectNode();
    message.put("type", "action");
    message.set("action", TestClient.JSON.valueToTree(action));
    return TestClient.text(message);
  }

  private static void waitForClose(TestClient.Socket socket) {
    for (int i = 0; i < 500 && socket.closeCode < 0; i++) {
      sleep(10);
    }
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

}
