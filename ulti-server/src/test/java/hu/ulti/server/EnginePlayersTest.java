package hu.ulti.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.external.Integration;
import hu.ulti.core.external.Python;
import hu.ulti.engine.TimeControl;
import hu.ulti.core.game.Game;
import hu.ulti.core.record.GameRecords;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Engines at server tables: the operator names them and gives their commands; a client seats one
 * by name; the documentation's Python engine plays whole deals; hostile engines (that sleep past
 * their time, exit mid-deal, answer garbage or illegal actions) never stop a table.
 */
@Timeout(180)
@Integration
class EnginePlayersTest {
  private static UltiServer server;
  private static TestClient client;
  @TempDir static Path archive;

  @BeforeAll
  static void start() {
    String python = Python.require().toString();
    String hostile = "../ulti-engine/src/test/resources/engines/hostile.py";
    server = UltiServer.start(TestServers.config().withEngines(Map.of(
        "random", List.of(python, "../docs/examples/random_engine.py"),
        "sleeper", List.of(python, hostile, "sleeper"),
        "quitter", List.of(python, hostile, "quitter"),
        "garbage", List.of(python, hostile, "garbage"),
        "illegal", List.of(python, hostile, "illegal")),
        new TimeControl(Duration.ofMillis(100), Duration.ofMillis(500))).withArchive(archive));
    client = new TestClient(server.port());
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static TestClient.Response create(Map<String, String> engines) {
    ObjectNode body = TestClient.JSON.createObjectNode().put("rules", "standard").put("name", "Anna").put("player", 0);
    ObjectNode seats = body.putObject("engines");
    engines.forEach(seats::put);
    return client.post("/api/tables", body, null);
  }

  /** Plays deals to the end of the table's first {@code deals} deals; returns the last state. */
  private static JsonNode play(String table, String token, int deals) {
    JsonNode end = null;
    for (int d = 0; d < deals; d++) {
      end = Players.playDeal(client, table, Map.of(0, token), SeededRandom.of(d));
      if (d + 1 < deals && end.path("table").path("status").asText().equals("BETWEEN_DEALS")) {
        assertThat(client.post("/api/tables/" + table + "/deals", "", token).status()).isEqualTo(200);
      }
    }
    return end;
  }

  @Test
  void thePythonEngineTakesASeatByNameAndPlaysWholeDeals() {
    TestClient.Response created = create(Map.of("1", "random"));
    assertThat(created.status()).as(created.text()).isEqualTo(201);
    String table = created.body().path("table").path("id").asText();
    String token = created.body().path("token").asText();
    JsonNode seats = created.body().path("table").path("players");
    assertThat(seats.get(1).path("kind").asText()).isEqualTo("bot");
    assertThat(seats.get(1).path("engine").asText()).isEqualTo("random");
    assertThat(seats.get(1).path("name").asText()).isEqualTo("random 1");
    TestClient.Response seated = client.post("/api/tables/" + table + "/players/2/bot", "{\"engine\":\"random\"}", token);
    assertThat(seated.status()).as(seated.text()).isEqualTo(200);
    JsonNode end = play(table, token, 3);
    assertThat(end.path("session").path("results").size()).isEqualTo(3);
    assertThat(server.tables().state(table).players().get(2).orElseThrow().engine()).hasValue("random");
  }

  @Test
  void finishedDealsAreArchivedWithoutThePlayersNames() throws IOException {
    TestClient.Response created = create(Map.of("2", "random"));
    String table = created.body().path("table").path("id").asText();
    String token = created.body().path("token").asText();
    assertThat(client.post("/api/tables/" + table + "/players/1/bot", "", token).status()).isEqualTo(200);
    play(table, token, 2);
    // The archive is written as each deal ends, beside the table's own bookkeeping: wait for both.
    String lines = "";
    String records = "";
    for (int waited = 0; waited < 10_000; waited += 50) {
      lines = read(archive.resolve(DealArchive.JSON_LINES));
      records = read(archive.resolve(DealArchive.RECORDS));
      if (lines.lines().filter(line -> line.contains("\"bot\"")).count() >= 2
          && recordCount(records) == lines.lines().count()) {
        break;
      }
      sleep(50);
    }
    assertThat(lines + records).doesNotContain("Anna").doesNotContain(table);
    List<String> archived = lines.lines().filter(line -> line.contains("\"bot\"")).toList();
    assertThat(archived).hasSizeGreaterThanOrEqualTo(2);
    for (String line : archived) {
      JsonNode node = TestClient.JSON.readTree(line);
      assertThat(node.path("format").asText()).isEqualTo("ulti-dataset-deal 1");
      assertThat(TestClient.JSON.convertValue(node.path("players"), String[].class))
          .containsExactlyInAnyOrder("person", "bot", "engine:random");
      assertThat(TestClient.JSON.treeToValue(node.path("game"), Game.class).isOver()).isTrue();
    }
    assertThat(GameRecords.read(records)).hasSize(lines.lines().toList().size());
  }

  @Test
  void hostileEnginesNeverStopATable() {
    for (Map<String, String> engines : List.of(Map.of("1", "sleeper", "2", "quitter"), Map.of("1", "garbage", "2", "illegal"))) {
      TestClient.Response created = create(engines);
      assertThat(created.status()).as(created.text()).isEqualTo(201);
      String table = created.body().path("table").path("id").asText();
      JsonNode end = play(table, created.body().path("token").asText(), 3);
      assertThat(end.path("session").path("results").size()).as(engines.toString()).isEqualTo(3);
    }
  }

  @Test
  void aClientNamesAnEngineAndNeverGivesACommand() {
    TestClient.Response unknown = create(Map.of("1", "python3 evil.py"));
    assertThat(unknown.status()).isEqualTo(400);
    assertThat(unknown.body().path("message").asText())
        .contains("no engine is named 'python3 evil.py'; this server's engines are [garbage, illegal, quitter, random, sleeper]");
    TestClient.Response badShape = client.post("/api/tables", "{\"name\":\"Anna\",\"player\":0,\"engines\":[\"random\"]}", null);
    assertThat(badShape.status()).isEqualTo(400);
    assertThat(badShape.body().path("field").asText()).isEqualTo("engines");
    TestClient.Response taken = create(Map.of("0", "random"));
    assertThat(taken.status()).isEqualTo(400);
    assertThat(taken.body().path("message").asText()).contains("is the creator");
    TestClient.Response vocabulary = client.get("/api/vocabulary", null);
    assertThat(vocabulary.body().path("engines").toString())
        .isEqualTo("[\"garbage\",\"illegal\",\"quitter\",\"random\",\"sleeper\"]");
    assertThat(vocabulary.text()).doesNotContain("python").doesNotContain("hostile.py");
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  private static String read(Path file) throws IOException {
    return Files.exists(file) ? Files.readString(file) : "";
  }

  /** The records in the text, or -1 while a record is still half written. */
  private static long recordCount(String records) {
    try {
      return GameRecords.read(records).size();
    } catch (RuntimeException halfWritten) {
      return -1;
    }
  }
}
