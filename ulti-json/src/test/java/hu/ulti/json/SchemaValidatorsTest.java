package hu.ulti.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.conformance.RandomPlay;
import hu.ulti.core.conformance.RandomSessions;
import hu.ulti.core.external.Integration;
import hu.ulti.core.external.NodeJs;
import hu.ulti.core.external.Python;
import hu.ulti.core.external.Run;
import hu.ulti.core.game.Game;
import hu.ulti.core.session.Player;
import hu.ulti.core.session.Session;
import hu.ulti.core.rules.RuleSet;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The schemas are accepted by the validators clients in other languages use. Ajv, the JavaScript
 * one: every schema
 * compiles in Ajv 8's strict mode (draft 2020-12), every {@code pattern} is a valid ECMAScript
 * regular expression in {@code u} mode, and the golden documents and documents written now
 * validate; Ajv runs for real under Node.js, from the WebJars of Maven Central. Python's jsonschema:
 * every pattern compiles in {@code re}, every schema passes its metaschema check, the same
 * documents validate.
 */
@Integration
class SchemaValidatorsTest {
  private static final ObjectMapper MAPPER = UltiJson.mapper();
  private static final List<String> AJV = List.of("ajv", "fast-deep-equal", "json-schema-traverse",
      "require-from-string", "uri-js", "punycode");

  private static final Path SCHEMAS = Path.of(System.getProperty("ulti.root", "..")).resolve("docs/schema")
      .toAbsolutePath();

  @TempDir Path work;

  @Test
  void ajvInStrictModeCompilesEverySchemaAndValidatesTheDocuments() throws Exception {
    Path modules = work.resolve("node_modules");
    for (String name : AJV) {
      unpack(name, modules.resolve(name));
    }
    Path script = resource("ajv-check.js");
    Run run = NodeJs.run(work, 120, script.toString(), SCHEMAS.toString(), documents().toString());
    assertThat(run.output()).as("Ajv's findings").doesNotContain("PROBLEM");
    assertThat(run.exit()).as(run.output()).isZero();
    long schemaCount = schemaCount();
    assertThat(run.output()).contains("schemas " + schemaCount + ", compiled " + schemaCount);
  }

  /**
   * "The player-name pattern uses \p{Cc}, which Python's re (and so jsonschema, the validator
   * Python clients use) cannot compile": every pattern compiles in Python's {@code re}, every schema
   * passes its metaschema check with the {@code regex} format checked, and the same documents
   * validate, under Python's {@code jsonschema} (Debian's python3-jsonschema; .ci/run installs it).
   */
  @Test
  void pythonsJsonschemaChecksEverySchemaAndValidatesTheDocuments() throws Exception {
    Path script = resource("jsonschema-check.py");
    Run run = Python.run(work, 300, script.toString(), SCHEMAS.toString(), documents().toString());
    assertThat(run.output()).as("Python's jsonschema (python3-jsonschema) is installed").doesNotContain(
        "No module named 'jsonschema'");
    assertThat(run.output()).as("jsonschema's findings").doesNotContain("PROBLEM");
    assertThat(run.exit()).as(run.output()).isZero();
    long schemaCount = schemaCount();
    assertThat(run.output()).contains("schemas " + schemaCount + ", checked " + schemaCount);
  }

  private Path resource(String name) throws IOException {
    Path script = work.resolve(name);
    try (InputStream in = SchemaValidatorsTest.class.getResourceAsStream(name)) {
      Files.copy(in, script);
    }
    return script;
  }

  private static long schemaCount() throws IOException {
    try (Stream<Path> files = Files.list(SCHEMAS)) {
      return files.filter(f -> f.toString().endsWith(".schema.json")).count();
    }
  }

  /** The golden documents, and documents of every kind written now from random games and sessions, as a list of schema and file. */
  private Path documents() throws IOException {
    StringBuilder list = new StringBuilder();
    for (Map.Entry<Path, String> golden : CompatibilityTest.golden().entrySet()) {
      list.append(golden.getValue()).append('\t').append(golden.getKey()).append('\n');
    }
    int written = 0;
    for (int i = 0; i < 24; i++) {
      RuleSet rules = JsonRoundTripTest.ruleSets().get(i % JsonRoundTripTest.ruleSets().size());
      RandomGenerator random = SeededRandom.of(i);
      Game game = Game.deal(rules, Seat.of(random.nextInt(3)), random);
      while (!game.isOver()) {
        if (random.nextInt(15) == 0) {
          list.append(document("player-view.schema.json", game.view(game.toAct().orElseThrow()), written++));
          list.append(document("public-view.schema.json", game.publicView(), written++));
          list.append(document("game.schema.json", game, written++));
        }
        game = game.apply(RandomPlay.choose(game, random));
      }
      list.append(document("settlement.schema.json", game.settlement(), written++));
      Session session = RandomSessions.play(rules, 3 + i % 2, 2, true, random);
      list.append(document("session-log.schema.json", session.log(), written++));
      list.append(document("session-view.schema.json", session.view(Player.of(i % 3)), written++));
      list.append(document("public-session-view.schema.json", session.publicView(), written++));
    }
    for (RuleSet rules : JsonRoundTripTest.ruleSets()) {
      list.append(document("rule-sheet.schema.json", UltiJson.ruleSheet(rules), written++));
    }
    Path file = work.resolve("documents.tsv");
    Files.writeString(file, list);
    return file;
  }

  private String document(String schema, Object value, int number) throws IOException {
    Path file = work.resolve("doc-" + number + ".json");
    Files.writeString(file, MAPPER.writeValueAsString(value));
    return schema + "\t" + file + "\n";
  }

  /** Copies a WebJar's package (META-INF/resources/webjars/NAME/VERSION/) to the folder, as npm would install it. */
  private static void unpack(String name, Path target) throws IOException {
    URL marker = SchemaValidatorsTest.class.getClassLoader().getResource("META-INF/resources/webjars/" + name);
    assertThat(marker).as("the WebJar of %s on the test class path", name).isNotNull();
    URI jar = URI.create(marker.toString().substring(0, marker.toString().indexOf("!/")));
    try (FileSystem zip = FileSystems.newFileSystem(URI.create(jar + "!/"), Map.of())) {
      Path root = zip.getPath("META-INF/resources/webjars", name);
      Path version;
      try (Stream<Path> versions = Files.list(root)) {
        version = versions.findFirst().orElseThrow();
      }
      try (Stream<Path> files = Files.walk(version)) {
        for (Path file : files.toList()) {
          Path to = target.resolve(version.relativize(file).toString());
          if (Files.isDirectory(file)) {
            Files.createDirectories(to);
          } else {
            Files.copy(file, to);
          }
        }
      }
    }
  }
}
