package hu.ulti.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import hu.ulti.core.vocabulary.Vocabulary;
import hu.ulti.core.vocabulary.Vocabulary.Column;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The table server speaks the vocabulary of docs/vocabulary.md: every field of its messages (the
 * state message, the lobby, the vocabulary, health and metrics, errors, the WebSocket's messages)
 * and every field a request may carry is a name of the table's server or JSON column; and every
 * Java name the table gives, over all the SDK's modules, is a public type or member that exists.
 */
class ServerVocabularyTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  /** Objects whose keys are data (card codes, bid codes, suit and component names), not fields. */
  private static final Set<String> DICTIONARIES = Set.of("cards", "suits", "components", "violations", "bidNames",
      "session");
  private static final Pattern ALLOWED = Pattern.compile("the fields are \\[([^\\]]*)\\]");

  private static void fields(JsonNode node, Set<String> into) {
    if (node.isObject()) {
      node.properties().forEach(field -> {
        into.add(field.getKey());
        if (!DICTIONARIES.contains(field.getKey())) {
          fields(field.getValue(), into);
        }
      });
    } else if (node.isArray()) {
      node.forEach(element -> fields(element, into));
    }
  }

  /** The fields a request to the path may carry, as the server's refusal of an unknown one lists them. */
  private static Set<String> allowed(TestClient client, String path, String token) {
    TestClient.Response refused = client.post(path, "{\"zzUnknown\": 1}", token);
    assertThat(refused.status()).as(path).isEqualTo(400);
    Matcher m = ALLOWED.matcher(refused.body().path("message").asText());
    Set<String> names = new TreeSet<>();
    if (m.find() && !m.group(1).isBlank()) {
      for (String name : m.group(1).split(",\\s*")) {
        names.add(name.strip());
      }
    }
    return names;
  }

  @Test
  void everyFieldTheServerSendsOrTakesIsInTheTable() throws IOException {
    Set<String> used = new TreeSet<>();
    JsonNode schema = JSON.readTree(Path.of(System.getProperty("ulti.root", ".."))
        .resolve("docs/schema/server-state.schema.json").toFile());
    schema.findValues("properties").forEach(properties -> properties.fieldNames().forEachRemaining(used::add));
    try (UltiServer server = TestServers.start()) {
      TestClient client = new TestClient(server.port());
      TestClient.Response created = client.create("standard", "Anna", 1, 2);
      String table = created.body().path("table").path("id").asText();
      String token = created.body().path("token").asText();
      fields(created.body(), used);
      for (String path : new String[] {"/api/tables", "/api/vocabulary", "/api/metrics", "/api/health"}) {
        fields(client.get(path, null).body(), used);
      }
      fields(client.get("/api/tables/nosuchtable", null).body(), used); // an error
      TestClient.Socket socket = client.socket(table);
      socket.hello(token);
      fields(socket.next(), used);
      socket.send("{\"type\": \"ping\", \"id\": \"p\"}");
      fields(socket.next(), used);
      used.addAll(Set.of("hello", "ping", "pong", "accepted", "state", "error"));
      used.addAll(allowed(client, "/api/tables", null));
      used.addAll(allowed(client, "/api/tables/" + table + "/players/0", null));
      used.addAll(allowed(client, "/api/tables/" + table + "/actions", token));
    }
    Vocabulary vocabulary = Vocabulary.read();
    Set<String> table = new HashSet<>(vocabulary.names(Column.SERVER));
    table.addAll(vocabulary.names(Column.JSON));
    Set<String> missing = new TreeSet<>(used);
    missing.removeAll(table);
    missing.remove("format");
    assertThat(missing).as("fields of the server that docs/vocabulary.md does not list").isEmpty();
  }

  @Test
  void everyJavaNameOfTheTableExists() {
    JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        .importPackages("hu.ulti.core", "hu.ulti.json", "hu.ulti.bots", "hu.ulti.engine");
    Set<String> types = new HashSet<>();
    Set<String> members = new HashSet<>();
    for (JavaClass type : classes) {
      if (!type.getModifiers().contains(JavaModifier.PUBLIC) || type.getPackageName().contains("internal")) {
        continue;
      }
      String name = type.getName().substring(type.getPackageName().length() + 1).replace('$', '.');
      types.add(name);
      type.getMethods().stream().filter(m -> m.getModifiers().contains(JavaModifier.PUBLIC))
          .forEach(m -> {
            members.add(m.getName());
            members.add(name + "." + m.getName());
          });
      type.getFields().stream().filter(f -> f.getModifiers().contains(JavaModifier.PUBLIC))
          .forEach(f -> {
            members.add(f.getName());
            members.add(name + "." + f.getName());
          });
    }
    Set<String> unknown = new TreeSet<>();
    for (String name : Vocabulary.read().names(Column.JAVA)) {
      String bare = name.endsWith("()") ? name.substring(0, name.length() - 2) : name;
      if (!types.contains(bare) && !members.contains(bare)) {
        unknown.add(name);
      }
    }
    assertThat(unknown).as("Java names of docs/vocabulary.md that no public type or member has").isEmpty();
  }

  /** The page that lists the vocabulary is the one the documentation links to. */
  @Test
  void theDocumentationIndexLinksTheVocabulary() throws IOException {
    assertThat(Files.readString(Path.of(System.getProperty("ulti.root", "..")).resolve("docs/README.md")))
        .contains("(vocabulary.md)");
  }
}
