package hu.ulti.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.card.Deal;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.session.PlayerSessionView;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.session.PublicSessionView;
import hu.ulti.core.game.PublicView;
import hu.ulti.core.session.SessionLog;
import hu.ulti.core.record.GameRecord;
import hu.ulti.core.scoring.HandSummary;
import hu.ulti.core.scoring.Settlement;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The compatibility policy of {@code docs/json.md}, kept: the version-1 documents of today
 * ({@code src/test/resources/golden/v1}, never edited) read forever and are valid against their
 * schemas; a reader ignores fields it does not know, anywhere in a document; a document without a
 * {@code format} is read as version 1; and a later version of a format is refused saying so.
 */
class CompatibilityTest {
  private static final ObjectMapper MAPPER = UltiJson.mapper();
  /** Each golden file's type and schema, by the start of its name (longest first). */
  private static final List<Object[]> KINDS = List.of(
      new Object[] {"public-session-view", PublicSessionView.class},
      new Object[] {"session-view", PlayerSessionView.class},
      new Object[] {"session-log", SessionLog.class},
      new Object[] {"public-view", PublicView.class},
      new Object[] {"player-view", PlayerView.class},
      new Object[] {"game-record", GameRecord.class},
      new Object[] {"game", Game.class},
      new Object[] {"hand-summary", HandSummary.class},
      new Object[] {"settlement", Settlement.class},
      new Object[] {"deal", Deal.class},
      new Object[] {"action", Action.class});

  /** The golden documents, each with its schema's file name. */
  static Map<Path, String> golden() throws IOException {
    Path folder;
    try {
      folder = Path.of(CompatibilityTest.class.getResource("/golden/v1").toURI());
    } catch (URISyntaxException e) {
      throw new IOException(e);
    }
    Map<Path, String> files = new LinkedHashMap<>();
    try (Stream<Path> list = Files.list(folder)) {
      for (Path file : list.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
        files.put(file, kind(file)[0] + ".schema.json");
      }
    }
    assertThat(files).hasSizeGreaterThanOrEqualTo(15);
    return files;
  }

  /** The type a golden file holds. */
  static Class<?> type(Path file) {
    return (Class<?>) kind(file)[1];
  }

  private static Object[] kind(Path file) {
    String name = file.getFileName().toString();
    return KINDS.stream().filter(k -> name.startsWith((String) k[0])).findFirst()
        .orElseThrow(() -> new AssertionError("no kind for golden file " + name));
  }

  @Test
  void everyVersionOneDocumentOfTodayReadsAndIsValid() throws IOException {
    for (Map.Entry<Path, String> golden : golden().entrySet()) {
      Class<?> type = (Class<?>) kind(golden.getKey())[1];
      JsonNode document = MAPPER.readTree(Files.readString(golden.getKey()));
      Object value = MAPPER.treeToValue(document, type);
      assertThat(value).as("%s", golden.getKey().getFileName()).isNotNull();
      SchemaValidationTest.valid(golden.getValue(), document);
      // A newer SDK of the same version may add fields anywhere: they are ignored.
      JsonNode extended = withUnknownFields(document.deepCopy());
      assertThat(rewritten(MAPPER.treeToValue(extended, type))).as("%s with fields added", golden.getKey().getFileName())
          .isEqualTo(rewritten(value));
      SchemaValidationTest.valid(golden.getValue(), extended);
    }
  }

  @Test
  void aDocumentWithoutItsFormatIsVersionOneAndALaterVersionIsRefusedSayingSo() throws IOException {
    for (Map.Entry<Path, String> golden : golden().entrySet()) {
      JsonNode document = MAPPER.readTree(Files.readString(golden.getKey()));
      if (!document.has("format")) {
        continue;
      }
      Class<?> type = (Class<?>) kind(golden.getKey())[1];
      String format = document.get("format").textValue();
      assertThat(format).endsWith(" 1");
      ObjectNode without = ((ObjectNode) document.deepCopy());
      without.remove("format");
      assertThat(rewritten(MAPPER.treeToValue(without, type))).isEqualTo(rewritten(MAPPER.treeToValue(document, type)));
      ObjectNode later = ((ObjectNode) document.deepCopy()).put("format", format.replace(" 1", " 2"));
      assertThatThrownBy(() -> MAPPER.treeToValue(later, type)).isInstanceOf(UltiJsonException.class)
          .hasMessageContaining("is a later version of the format than this reader reads (\"" + format + "\")");
      ObjectNode other = ((ObjectNode) document.deepCopy()).put("format", "something else 1");
      assertThatThrownBy(() -> MAPPER.treeToValue(other, type)).hasMessageContaining("expected \"" + format + "\"");
    }
  }

  /** Objects that are dictionaries (keyed by seat, component or tag name), not records of fields. */
  private static final Set<String> DICTIONARIES = Set.of("tags", "payments", "exposedHands",
      "declaredMarriages", "factors", "kontraLevels", "bidNames");

  /** The document with a field no reader knows added to it and to every object of fields inside it. */
  private static JsonNode withUnknownFields(JsonNode node) {
    if (node.isObject()) {
      for (Map.Entry<String, JsonNode> field : node.properties()) {
        if (!DICTIONARIES.contains(field.getKey())) {
          withUnknownFields(field.getValue());
        }
      }
      ((ObjectNode) node).put("addedInALaterRelease", "ignored").putObject("alsoAdded").put("x", 1);
    } else if (node.isArray()) {
      node.forEach(CompatibilityTest::withUnknownFields);
    }
    return node;
  }

  /** A value as this SDK writes it: two values are the same when they write the same. */
  private static String rewritten(Object value) {
    try {
      return MAPPER.writeValueAsString(value);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static JsonNode read(Path file) {
    try {
      return MAPPER.readTree(Files.readString(file));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
