package hu.ulti.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.dialect.Dialects;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.external.Integration;
import hu.ulti.core.external.NodeJs;
import hu.ulti.core.external.Run;
import hu.ulti.json.UltiJson;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Clients in other languages: every state message a client receives is valid against the
 * published schema of the state message, and the JavaScript client of {@code docs/examples},
 * written from the documentation alone, plays against a running server under Node.js.
 */
class ForeignClientsTest extends OneServer {
  private static final String BASE = "https://ulti-sdk.github.io/ulti/schema/";
  private static final Path ROOT = Path.of(System.getProperty("ulti.root", ".."));
  private static final SchemaRegistry SCHEMAS = SchemaRegistry.withDefaultDialect(Dialects.getDraft202012(),
      builder -> builder.schemas(iri -> iri.startsWith(BASE) ? read(ROOT.resolve("docs/schema")
          .resolve(iri.substring(BASE.length()))) : null));

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Test
  void everyStateMessageIsValidAgainstItsSchema() {
    TestClient.Response created = client.create("standard", "Anna", 1, 2);
    String table = created.body().path("table").path("id").asText();
    String token = created.body().path("token").asText();
    List<JsonNode> messages = new ArrayList<>(List.of(created.body()));
    JsonNode end = Players.playDeal(client, table, Map.of(0, token), SeededRandom.of(4));
    messages.add(end);
    messages.add(client.get("/api/tables/" + table, null).body());
    TestClient.Response four = client.post("/api/tables", TestClient.JSON.createObjectNode().put("playerCount", 4)
        .put("name", "Béla").put("player", 1).set("bots", TestClient.JSON.valueToTree(List.of(0, 2, 3))), null);
    messages.add(four.body());
    String fourId = four.body().path("table").path("id").asText();
    messages.add(client.get("/api/tables/" + fourId, four.body().path("token").asText()).body());
    for (JsonNode message : messages) {
      List<Error> errors = SCHEMAS.getSchema(SchemaLocation.of(BASE + "server-state.schema.json")).validate(message);
      assertThat(errors).as("%s", message).isEmpty();
      assertThat(message.path("format").asText()).isEqualTo("ulti-server-state 1");
    }
    JsonNode vocabulary = client.get("/api/vocabulary", null).body();
    assertThat(TestClient.JSON.convertValue(vocabulary.path("formats"), String[].class))
        .containsAll(UltiJson.formats()).contains("ulti-server-state 1");
  }

  /** The JavaScript client of docs/examples, run as a user runs it, finds its legal actions in the JSON and acts. */
  @Test
  @Integration
  void theJavaScriptClientOfTheDocumentationPlays() throws Exception {
    Path script = ROOT.resolve("docs/examples/client.js").toAbsolutePath();
    Run run = NodeJs.run(ROOT, 60, script.toString(), "http://localhost:" + server.port());
    assertThat(run.exit()).as(run.output()).isZero();
    assertThat(run.output()).containsPattern("player 0, at seat 0, in the (AUCTION|HALF_HAND) phase: \\d+ legal actions \\(")
        .contains("accepted, the table is at version");
  }
}
