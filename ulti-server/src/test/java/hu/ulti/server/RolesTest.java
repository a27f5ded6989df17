package hu.ulti.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

/**
 * docs/server.md, "Who may do what": the host (the table's creator) may close the table at any
 * time; a guest (anyone else who took a place) may only leave his place, which the server's bot
 * then takes; a person alone at a table may close it; the last person to leave closes it; a
 * spectator may only watch.
 */
class RolesTest extends OneServer {

  private record Table(String id, String host, String guest1, String guest2) {}

  /** Anna creates and sits at 0 (the host); Béla and Cili take 1 and 2 (guests): the first deal is dealt. */
  private static Table threePeopleMidDeal() {
    TestClient.ThreePeople seated = client.threePeople();
    Table table = new Table(seated.id(), seated.tokens().get(0), seated.tokens().get(1), seated.tokens().get(2));
    assertThat(status(table.id())).isEqualTo("DEAL_IN_PROGRESS");
    return table;
  }

  private static String status(String table) {
    return client.get("/api/tables/" + table, null).body().path("table").path("status").asText();
  }

  private static TestClient.Response post(String table, String command, String token) {
    return client.post("/api/tables/" + table + "/" + command, "", token);
  }

  @Test
  void aGuestsCloseInTheMiddleOfADealIsRefusedAndTheHostsWorks() {
    Table table = threePeopleMidDeal();
    TestClient.Response guest = post(table.id(), "close", table.guest1());
    assertThat(guest.status()).as(guest.text()).isEqualTo(403);
    assertThat(guest.body().path("error").asText()).isEqualTo("forbidden");
    assertThat(guest.body().path("message").asText()).contains("host").contains("/leave");
    assertThat(status(table.id())).isEqualTo("DEAL_IN_PROGRESS");
    assertThat(post(table.id(), "close", null).status()).as("a spectator").isEqualTo(401);

    TestClient.Response host = post(table.id(), "close", table.host());
    assertThat(host.status()).as(host.text()).isEqualTo(200);
    assertThat(host.body().path("host").asBoolean()).isTrue();
    assertThat(status(table.id())).isEqualTo("CLOSED");
  }

  @Test
  void theCreatorOfATableWithNobodySeatedGetsAHostTokenThatClosesIt() {
    TestClient.Response created = client.post("/api/tables", "{\"rules\": \"standard\"}", null);
    assertThat(created.status()).isEqualTo(201);
    String id = created.body().path("table").path("id").asText();
    String host = created.body().path("token").asText();
    assertThat(host).as("the host's token").hasSize(43);
    assertThat(created.body().has("player")).isFalse();

    JsonNode seen = client.get("/api/tables/" + id, host).body();
    assertThat(seen.path("host").asBoolean()).isTrue();
    assertThat(seen.has("player")).as("the host holds no place").isFalse();
    assertThat(client.get("/api/tables/" + id, null).body().has("host")).isFalse();
    assertThat(post(id, "deals", host).status()).as("the host's token opens no place").isEqualTo(401);

    client.claim(id, 0, "Dóra");
    TestClient.Response closed = post(id, "close", host);
    assertThat(closed.status()).as(closed.text()).isEqualTo(200);
    assertThat(status(id)).isEqualTo("CLOSED");
  }

  @Test
  void aGuestWhoLeavesIsReplacedByTheBotAndHisTokenOpensNothing() {
    Table table = threePeopleMidDeal();
    TestClient.Socket socket = client.socket(table.id());
    socket.hello(table.guest1());
    assertThat(socket.next().path("player").asInt()).isEqualTo(1);

    TestClient.Response left = post(table.id(), "leave", table.guest1());
    assertThat(left.status()).as(left.text()).isEqualTo(200);
    assertThat(left.body().has("player")).as("answered as a spectator").isFalse();
    JsonNode players = client.get("/api/tables/" + table.id(), null).body().path("table").path("players");
    assertThat(players.get(1).path("kind").asText()).isEqualTo("bot");
    assertThat(status(table.id())).as("the deal goes on").isIn("DEAL_IN_PROGRESS", "BETWEEN_DEALS");

    assertThat(client.get("/api/tables/" + table.id(), table.guest1()).status()).isEqualTo(401);
    assertThat(post(table.id(), "leave", table.guest1()).status()).isEqualTo(401);
    assertThat(post(table.id(), "end", table.guest1()).status()).isEqualTo(401);
    JsonNode after = socket.next();
    while (after.path("table").path("players").get(1).path("kind").asText().equals("person")) {
      after = socket.next();
    }
    assertThat(after.has("player")).as("his socket sees what a spectator sees").isFalse();
    assertThat(after.path("session").path("format").asText()).isEqualTo("ulti-public-session-view 1");
  }

  @Test
  void aPersonAloneAtATableClosesItAndTheLastToLeaveClosesIt() {
    TestClient.Response created = client.post("/api/tables", "{\"rules\": \"standard\", \"bots\": [1, 2]}", null);
    String id = created.body().path("table").path("id").asText();
    String guest = client.claim(id, 0, "Emese").body().path("token").asText();
    TestClient.Response closed = post(id, "close", guest);
    assertThat(closed.status()).as(closed.text()).isEqualTo(200);
    assertThat(status(id)).isEqualTo("CLOSED");

    Table table = threePeopleMidDeal();
    assertThat(post(table.id(), "leave", table.guest1()).status()).isEqualTo(200);
    assertThat(post(table.id(), "leave", table.host()).status()).isEqualTo(200);
    assertThat(status(table.id())).isEqualTo("DEAL_IN_PROGRESS");
    TestClient.Response last = post(table.id(), "leave", table.guest2());
    assertThat(last.status()).as(last.text()).isEqualTo(200);
    assertThat(status(table.id())).isEqualTo("CLOSED");
  }

  @Test
  void aHostsTokenOpensNothingAtAnotherTable() {
    Table one = threePeopleMidDeal();
    Table other = threePeopleMidDeal();
    assertThat(post(other.id(), "close", one.host()).status()).isEqualTo(401);
    assertThat(client.get("/api/tables/" + other.id(), one.host()).status()).isEqualTo(401);
    assertThat(post(other.id(), "leave", one.host()).status()).isEqualTo(401);
    assertThat(status(other.id())).isEqualTo("DEAL_IN_PROGRESS");
    assertThat(post(one.id(), "close", "not-a-token").status()).isEqualTo(401);
    assertThat(status(one.id())).isEqualTo("DEAL_IN_PROGRESS");
  }

  @Test
  void aGuestWhoLeavesWhileSeatingLeavesTheBotInHisPlace() {
    ObjectNode body = TestClient.JSON.createObjectNode().put("rules", "standard").put("playerCount", 4);
    TestClient.Response created = client.post("/api/tables", body, null);
    String id = created.body().path("table").path("id").asText();
    String guest = client.claim(id, 1, "Feri").body().path("token").asText();
    client.claim(id, 2, "Gizi");
    assertThat(post(id, "leave", guest).status()).isEqualTo(200);
    JsonNode players = client.get("/api/tables/" + id, null).body().path("table").path("players");
    assertThat(players.get(1).path("kind").asText()).isEqualTo("bot");
    assertThat(status(id)).isEqualTo("SEATING");
  }
}
