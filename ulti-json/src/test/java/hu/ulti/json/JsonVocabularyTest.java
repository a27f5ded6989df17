package hu.ulti.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import hu.ulti.core.game.Action;
import hu.ulti.core.vocabulary.Vocabulary;
import hu.ulti.core.vocabulary.Vocabulary.Column;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The wire format speaks the vocabulary of docs/vocabulary.md: every field of its schemas is a
 * name of the table's JSON column, every name in that column is a field or a value of the schemas,
 * and every action's JSON tag follows the one rule for tags, the same in the table.
 */
class JsonVocabularyTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final Path SCHEMAS = Path.of(System.getProperty("ulti.root", "..")).resolve("docs/schema");

  /** The schemas of the wire format: all but the reference server's own message. */
  private static Stream<Path> schemas() throws IOException {
    return Files.list(SCHEMAS).filter(file -> file.toString().endsWith(".schema.json"))
        .filter(file -> !file.getFileName().toString().startsWith("server-"));
  }

  /** Every property name in a schema, and every string a schema names as a constant or in an enum. */
  private static void collect(JsonNode node, Set<String> fields, Set<String> values) {
    if (node.isObject()) {
      JsonNode properties = node.get("properties");
      if (properties != null && properties.isObject()) {
        properties.fieldNames().forEachRemaining(fields::add);
      }
      if (node.has("const") && node.get("const").isTextual()) {
        values.add(node.get("const").textValue());
      }
      if (node.has("enum")) {
        node.get("enum").forEach(value -> values.add(value.asText()));
      }
      node.properties().forEach(e -> collect(e.getValue(), fields, values));
    } else if (node.isArray()) {
      node.forEach(child -> collect(child, fields, values));
    }
  }

  @Test
  void everyFieldOfTheSchemasIsInTheTableAndEveryNameOfTheTableIsInTheSchemas() throws IOException {
    Set<String> fields = new TreeSet<>();
    Set<String> values = new TreeSet<>();
    for (Path schema : schemas().toList()) {
      collect(MAPPER.readTree(schema.toFile()), fields, values);
    }
    Set<String> table = Vocabulary.read().names(Column.JSON);
    Set<String> missing = new TreeSet<>(fields);
    missing.removeAll(table);
    missing.removeIf(field -> field.matches("\\d")); // a seat's number, as a key of payments
    assertThat(missing).as("fields of docs/schema that docs/vocabulary.md does not list").isEmpty();
    Set<String> unknown = new TreeSet<>(table);
    unknown.removeAll(fields);
    unknown.removeAll(values);
    assertThat(unknown).as("names of the table's JSON column that no schema has").isEmpty();
  }

  /** The one rule for tags: Action.TakeTalon is "takeTalon" in JSON and "take talon" in a record. */
  @Test
  void everyActionsTagFollowsTheOneRuleInTheCodecAndInTheTable() {
    Vocabulary vocabulary = Vocabulary.read();
    for (Class<?> kind : Action.class.getPermittedSubclasses()) {
      @SuppressWarnings("unchecked")
      String tag = ActionCodec.type((Class<? extends Action>) kind);
      String name = kind.getSimpleName();
      assertThat(tag).isEqualTo(Character.toLowerCase(name.charAt(0)) + name.substring(1));
      String words = name.replaceAll("([a-z])([A-Z])", "$1 $2").toLowerCase(Locale.ROOT);
      Vocabulary.Row row = vocabulary.rows().stream()
          .filter(r -> r.names(Column.JAVA).contains("Action." + name)).findFirst()
          .orElseThrow(() -> new AssertionError("no row of docs/vocabulary.md names Action." + name));
      assertThat(row.names(Column.JSON)).as(name).contains(tag);
      assertThat(row.names(Column.RECORD)).as(name).contains(words);
    }
  }
}
