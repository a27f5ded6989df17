package hu.ulti.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import hu.ulti.core.record.GameRecords;
import hu.ulti.core.record.SessionRecords;
import hu.ulti.core.session.Session;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A database that the reference server of 2026-11-26 wrote, before the words of 0.1.0
 * (src/test/resources/legacy/2026-11-26/ulti.mv.db: a table of four and one of three played
 * through the API, with the end called), opened by today's server: Flyway migrates it (version 3
 * names a table's places for its players and the statuses as the API names them), and every table
 * reads back from its stored changes, whose events keep the words they were written with.
 */
class LegacyDatabaseTest {
  @TempDir Path folder;

  @Test
  void theTablesOfTheOldServerReadAsTheyWere() throws IOException {
    try (InputStream in = LegacyDatabaseTest.class.getResourceAsStream("/legacy/2026-11-26/ulti.mv.db")) {
      Files.copy(in, folder.resolve("ulti.mv.db"));
    }
    ServerConfig config = TestServers.config().withDatabase("jdbc:h2:file:" + folder.resolve("ulti"), "sa", "");
    try (UltiServer server = UltiServer.start(config)) {
      TestClient client = new TestClient(server.port());
      // A table of four, between deals, after the end was called: its players, its session, its records.
      JsonNode four = client.get("/api/tables/HkgYMzj74sUWiCvV", null).body();
      assertThat(four.path("table").path("status").asText()).isEqualTo("BETWEEN_DEALS");
      assertThat(four.path("table").path("version").asInt()).isEqualTo(120);
      assertThat(four.path("table").path("players").findValuesAsText("name"))
          .containsExactly("Anna", "Bot 1", "Bot 2", "Bot 3");
      JsonNode session = four.path("session");
      assertThat(session.path("results").size()).isEqualTo(4);
      assertThat(session.path("endCall").path("dealNumber").asInt()).isEqualTo(3);
      assertThat(session.path("seating").size()).isEqualTo(3);
      Session refereed = SessionRecords.replay(GameRecords.read(
          client.get("/api/tables/HkgYMzj74sUWiCvV/records", null).text()));
      assertThat(refereed.scores()).isEqualTo(List.of(session.path("scores").get(0).asInt(),
          session.path("scores").get(1).asInt(), session.path("scores").get(2).asInt(),
          session.path("scores").get(3).asInt()));
      // A table of three, and one waiting in the middle of a deal, whose status was PLAYING.
      JsonNode three = client.get("/api/tables/ULl0enIkIgRs4oC4", null).body();
      assertThat(three.path("table").path("status").asText()).isEqualTo("BETWEEN_DEALS");
      assertThat(three.path("session").path("results").size()).isEqualTo(3);
      JsonNode waiting = client.get("/api/tables/JTh0PKeEsFRLQd_m", null).body();
      assertThat(waiting.path("table").path("status").asText()).isEqualTo("DEAL_IN_PROGRESS");
      // The lobby reads the migrated table of players.
      assertThat(client.get("/api/tables", null).body().path("tables").findValues("players")).isNotEmpty();
    }
  }
}
