package hu.ulti.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.dialect.Dialects;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The two results files are read as strictly as their schemas state them: every line that its
 * schema refuses (a field missing, unknown, of another type or below its minimum), the reader
 * refuses too, naming the file and the line, rather than reading it as zero or ignoring it.
 */
class ResultsFilesTest {
  private static final String SCHEMA_BASE = "https://ulti-sdk.github.io/ulti/schema/";
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private final Cli cli = new Cli();

  @Test
  void aFullMatchsSliceThatItsSchemaRefusesIsNotRead(@TempDir Path folder) throws IOException {
    Path file = folder.resolve("match.jsonl");
    assertThat(cli.run("match", "--entrant", "random", "--entrant", "rule-of-thumb", "--deals", "2", "--shard", "1/1",
        "--results", file.toString(), "-q")).as(cli.err()).isZero();
    int refused = everyRefusalOfTheSchemaIsTheReaders(file, schema("match-results"), MatchResultsFile::read);
    assertThat(refused).as("mutations the schema refuses").isGreaterThan(40);
  }

  /**
   * Lines each valid that do not make a slice: a game removed or given twice, a deal's games all
   * removed, a deal out of the match, a seat past the entrants. Each is refused in one line, not
   * merged into a crosstable of fewer games or stopped by an exception.
   */
  @Test
  void aSliceMustHoldEveryGameOfItsDealsOnce(@TempDir Path folder) throws IOException {
    List<String> files = new ArrayList<>(List.of("match", "--merge"));
    for (int k = 1; k <= 2; k++) {
      Path file = folder.resolve("slice-" + k + ".jsonl");
      assertThat(cli.run("match", "--entrant", "random", "--entrant", "rule-of-thumb", "--deals", "4", "--shard",
          k + "/2", "--results", file.toString(), "-q")).as(cli.err()).isZero();
      files.add(file.toString());
    }
    assertThat(cli.run(files.toArray(String[]::new))).as(cli.err()).isZero();
    cli.clear();
    Path second = folder.resolve("slice-2.jsonl");
    List<String> lines = Files.readAllLines(second);
    assertThat(lines).as("a header, then two deals in six seatings each").hasSize(13);
    Map<String, List<String>> edits = new LinkedHashMap<>();
    edits.put("deal 3 is played in 5 seatings, not in the same 6 as deal 2", without(lines, 8, 9));
    edits.put("the header's slicedDeals is 2, the games' deals 1", without(lines, 1, 7));
    List<String> twice = new ArrayList<>(lines);
    twice.set(2, lines.get(1));
    edits.put("line 3: deal 2 is played twice in seating", twice);
    edits.put("line 2: deal 4 is not one of the match's 4", edited(lines, 1, "\"deal\":2", "\"deal\":4"));
    edits.put("line 2: seating [2, ", edited(lines, 1, "\"seating\":\\[\\d", "\"seating\":[2"));
    for (Map.Entry<String, List<String>> edit : edits.entrySet()) {
      Files.write(second, edit.getValue());
      assertThat(cli.run(files.toArray(String[]::new))).as(edit.getKey()).isEqualTo(2);
      assertThat(cli.err().strip()).as(edit.getKey()).doesNotContain("\n").contains(edit.getKey());
      cli.clear();
    }
    // Both deals of the slice without one seating: the slice is whole in itself, not with the other.
    List<String> lessSeated = new ArrayList<>(lines);
    String seating = lines.get(1).replaceAll(".*(\"seating\":\\[[^]]*]).*", "$1");
    lessSeated.removeIf(line -> line.contains(seating));
    Files.write(second, lessSeated);
    assertThat(cli.run(files.toArray(String[]::new))).isEqualTo(2);
    assertThat(cli.err()).contains("slice 2/2 plays each deal in 5 seatings, not in the same 6 as slice 1/2");
  }

  private static List<String> without(List<String> lines, int from, int to) {
    List<String> kept = new ArrayList<>(lines);
    kept.subList(from, to).clear();
    return kept;
  }

  private static List<String> edited(List<String> lines, int at, String regex, String replacement) {
    List<String> changed = new ArrayList<>(lines);
    changed.set(at, lines.get(at).replaceFirst(regex, replacement));
    assertThat(changed.get(at)).as("the edit applies").isNotEqualTo(lines.get(at));
    return changed;
  }

  @Test
  void aPlayOnlySliceThatItsSchemaRefusesIsNotRead(@TempDir Path folder) throws IOException {
    Path file = folder.resolve("plays.jsonl");
    assertThat(cli.run("match", "--play-only", "--entrant", "rule-of-thumb", "--entrant", "random", "--deals", "2",
        "--family", "ulti", "--family", "game", "--shard", "1/1", "--results", file.toString(), "-q"))
        .as(cli.err()).isZero();
    assertThat(Files.readAllLines(file)).as("a header and a deal's line at least").hasSizeGreaterThan(1);
    int refused = everyRefusalOfTheSchemaIsTheReaders(file, schema("play-results"), PlayResultsFile::read);
    assertThat(refused).as("mutations the schema refuses").isGreaterThan(50);
  }

  private interface Reader {
    Object read(Path file) throws IOException;
  }

  /**
   * Mutates each field of each line of the file in turn; for every mutated line its schema
   * refuses, the reader must refuse the file. {@return how many mutations the schema refused}
   */
  private static int everyRefusalOfTheSchemaIsTheReaders(Path file, Schema schema, Reader reader) throws IOException {
    assertThatCode(() -> reader.read(file)).as("the file as written").doesNotThrowAnyException();
    List<String> lines = Files.readAllLines(file);
    Path mutated = file.resolveSibling("mutated.jsonl");
    int refused = 0;
    for (int at = 0; at < lines.size(); at++) {
      ObjectNode line = (ObjectNode) TestJson.read(lines.get(at));
      for (Consumer<ObjectNode> mutation : mutations(line)) {
        ObjectNode changed = line.deepCopy();
        mutation.accept(changed);
        if (schema.validate(changed).isEmpty()) {
          continue;
        }
        refused++;
        List<String> copy = new ArrayList<>(lines);
        copy.set(at, changed.toString());
        Files.write(mutated, copy);
        try {
          reader.read(mutated);
          fail("read although its schema refuses line %s: %s", at + 1, changed);
        } catch (IllegalArgumentException refusal) {
          assertThat(refusal).hasMessageStartingWith(mutated.toString());
        }
      }
    }
    return refused;
  }

  /**
   * Each field removed, given another type or a value below any minimum; an array's first item
   * changed or repeated; an unknown field added.
   */
  private static List<Consumer<ObjectNode>> mutations(ObjectNode line) {
    List<Consumer<ObjectNode>> mutations = new ArrayList<>();
    mutations.add(changed -> changed.put("unknownField", 1));
    for (Iterator<String> names = line.fieldNames(); names.hasNext(); ) {
      String field = names.next();
      JsonNode value = line.get(field);
      mutations.add(changed -> changed.remove(field));
      mutations.add(changed -> changed.put(field, "text"));
      mutations.add(changed -> changed.put(field, 1.5));
      mutations.add(changed -> changed.put(field, -1));
      mutations.add(changed -> changed.set(field, NODES.nullNode()));
      mutations.add(changed -> changed.set(field, NODES.objectNode()));
      mutations.add(changed -> changed.set(field, NODES.arrayNode().add(1)));
      if (value.isArray() && !value.isEmpty()) {
        mutations.add(changed -> ((ArrayNode) changed.get(field)).set(0, NODES.numberNode(1.5)));
        mutations.add(changed -> ((ArrayNode) changed.get(field)).set(0, NODES.booleanNode(true)));
        mutations.add(changed -> ((ArrayNode) changed.get(field)).set(0, NODES.textNode("text")));
        mutations.add(changed -> ((ArrayNode) changed.get(field)).add(value.get(0)));
        mutations.add(changed -> ((ArrayNode) changed.get(field)).removeAll());
      }
    }
    return mutations;
  }

  private static Schema schema(String name) {
    return SchemaRegistry.withDefaultDialect(Dialects.getDraft202012(),
        builder -> builder.schemas(iri -> iri.startsWith(SCHEMA_BASE) ? TestJson.text(Path.of("..", "docs", "schema",
            iri.substring(SCHEMA_BASE.length()))) : null))
        .getSchema(SchemaLocation.of(SCHEMA_BASE + name + ".schema.json"));
  }
}
