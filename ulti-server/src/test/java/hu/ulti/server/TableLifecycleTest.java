package hu.ulti.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * Tables end: a seated person closes one, and a table no person sat down at closes by itself,
 * so a client that created its quota of tables is not locked out for hours. An open table is
 * one that is seating, playing or between deals.
 */
class TableLifecycleTest {
  @Test
  void closingATableFreesItsPlaceInTheCreatorsQuota() {
    try (UltiServer server = UltiServer.start(TestServers.config().withTables(2, Duration.ofHours(2)))) {
      TestClient client = new TestClient(server.port());
      TestClient.Response first = client.create("standard", "Anna", 1, 2);
      client.create("standard", "Anna", 1);
      ObjectNode body = TestClient.JSON.createObjectNode().put("rules", "standard");
      assertThat(client.post("/api/tables", body, null).status()).as("the third open table").isEqualTo(429);

      String table = first.body().path("table").path("id").asText();
      String token = first.body().path("token").asText();
      assertThat(client.post("/api/tables/" + table + "/close", "", null).status()).as("no token").isEqualTo(401);
      TestClient.Response closed = client.post("/api/tables/" + table + "/close", "", token);
      assertThat(closed.status()).as(closed.text()).isEqualTo(200);
      assertThat(closed.body().path("table").path("status").asText()).isEqualTo("CLOSED");
      assertThat(client.post("/api/tables/" + table + "/close", "", token).status()).as("closed once").isEqualTo(409);
      assertThat(client.post("/api/tables/" + table + "/deals", "", token).status()).isEqualTo(409);
      assertThat(client.get("/api/tables/" + table + "/records", null).status()).as("its records stay").isEqualTo(200);

      assertThat(client.post("/api/tables", body, null).status()).as("a place is free again").isEqualTo(201);
    }
  }

  @Test
  void aTableNoPersonSatDownAtClosesByItself() {
    try (UltiServer server = UltiServer.start(TestServers.config().withTables(1, Duration.ofHours(2))
        .withEmptyTableTimeout(Duration.ofMillis(1)))) {
      TestClient client = new TestClient(server.port());
      ObjectNode body = TestClient.JSON.createObjectNode().put("rules", "standard");
      TestClient.Response empty = client.post("/api/tables", body, null);
      assertThat(empty.status()).isEqualTo(201);
      assertThat(client.post("/api/tables", body, null).status()).isEqualTo(429);
      TestClient.Response seated = client.claim(empty.body().path("table").path("id").asText(), 0, "Anna");
      Players.sleep();
      assertThat(server.tables().closeStale()).as("a table with a person stays").isEmpty();
      assertThat(client.post("/api/tables/" + seated.body().path("table").path("id").asText() + "/close", "",
          seated.body().path("token").asText()).status()).isEqualTo(200);

      TestClient.Response nobody = client.post("/api/tables", body, null);
      assertThat(nobody.status()).isEqualTo(201);
      Players.sleep();
      assertThat(server.tables().closeStale()).extracting(state -> state.id())
          .containsExactly(nobody.body().path("table").path("id").asText());
      assertThat(client.get("/api/tables/" + nobody.body().path("table").path("id").asText(), null).body()
          .path("table").path("status").asText()).isEqualTo("CLOSED");
      assertThat(client.post("/api/tables", body, null).status()).isEqualTo(201);
    }
  }
}
