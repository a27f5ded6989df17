package hu.ulti.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.record.ReplayBudget;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * A JSON value being read, with its path, so that every problem names the field it is in
 * ({@code history[4].card}). Each accessor checks the type it expects. A field given as
 * {@code null} is refused, since the format has no nulls; a field the reader does not know is
 * ignored (the compatibility policy of {@code docs/json.md}) unless the reading is strict.
 */
final class In {
  final JsonNode json;
  final String path;
  /** Whether a field the reader does not know is refused rather than ignored. */
  private final boolean strict;
  /** The bound on choosing unknown discards that every game record of one document shares. */
  final ReplayBudget replayBudget;

  private In(JsonNode json, String path, boolean strict, ReplayBudget replayBudget) {
    this.json = json;
    this.path = path;
    this.strict = strict;
    this.replayBudget = replayBudget;
  }

  static In root(JsonNode json, boolean strict, ReplayBudget replayBudget) {
    return new In(json, "", strict, replayBudget);
  }

  private String child(String name) {
    return path.isEmpty() ? name : path + "." + name;
  }

  JsonError fail(String problem) {
    return new JsonError(path, problem);
  }

  /** The object's field, which must be present and not null. */
  In field(String name) {
    requireObject();
    JsonNode value = json.get(name);
    if (value == null) {
      throw new JsonError(child(name), "required");
    }
    if (value.isNull()) {
      throw new JsonError(child(name), "required, and never null");
    }
    return new In(value, child(name), strict, replayBudget);
  }

  /** The object's field if present; a field given as null is refused: leave it out instead. */
  Optional<In> optional(String name) {
    requireObject();
    JsonNode value = json.get(name);
    if (value != null && value.isNull()) {
      throw new JsonError(child(name), "null is not a value in this format: leave the field out");
    }
    return value == null ? Optional.empty() : Optional.of(new In(value, child(name), strict, replayBudget));
  }

  /**
   * This object with the fields that were renamed before 0.1.0 under their current names, so that
   * documents written then read as they were meant ({@code docs/vocabulary.md}); an object that
   * gives a field under both names is refused.
   *
   * @param renamed each old name, to its current name
   */
  In renamed(Map<String, String> renamed) {
    if (!json.isObject() || renamed.keySet().stream().noneMatch(json::has)) {
      return this;
    }
    ObjectNode copy = ((ObjectNode) json)
        .objectNode();
    for (Map.Entry<String, JsonNode> field : json.properties()) {
      String name = renamed.getOrDefault(field.getKey(), field.getKey());
      if (copy.has(name)) {
        throw new JsonError(child(name), "given twice: as " + name + " and under its old name "
            + (renamed.containsKey(field.getKey()) ? field.getKey() : oldName(renamed, name)));
      }
      copy.set(name, field.getValue());
    }
    return new In(copy, path, strict, replayBudget);
  }

  private static String oldName(Map<String, String> renamed, String name) {
    return renamed.entrySet().stream().filter(e -> e.getValue().equals(name)).map(Map.Entry::getKey).findFirst()
        .orElse(name);
  }

  /** The fields this reader knows; in a strict reading any other is refused, otherwise ignored. */
  In only(Set<String> names) {
    requireObject();
    if (!strict) {
      return this;
    }
    for (Iterator<String> fields = json.fieldNames(); fields.hasNext(); ) {
      String name = fields.next();
      if (!names.contains(name)) {
        throw new JsonError(child(UltiJson.quote(name)), "unknown field; the fields are "
            + String.join(", ", new TreeSet<>(names)));
      }
    }
    return this;
  }

  In requireObject() {
    if (!json.isObject()) {
      throw fail("expected an object, found " + shown());
    }
    return this;
  }

  String text() {
    if (!json.isTextual()) {
      throw fail("expected a string, found " + shown());
    }
    return json.textValue();
  }

  boolean bool() {
    if (!json.isBoolean()) {
      throw fail("expected true or false, found " + shown());
    }
    return json.booleanValue();
  }

  int integer(int min, int max) {
    if (!json.isIntegralNumber() || !json.canConvertToInt() || json.intValue() < min || json.intValue() > max) {
      throw fail("expected a whole number from " + min + " to " + max + ", found " + shown());
    }
    return json.intValue();
  }

  /** The array's elements, at most {@code max} of them. */
  List<In> array(int max) {
    if (!json.isArray()) {
      throw fail("expected an array, found " + shown());
    }
    if (json.size() > max) {
      throw fail("an array of at most " + max + " elements, not " + json.size());
    }
    List<In> items = new ArrayList<>(json.size());
    for (int i = 0; i < json.size(); i++) {
      items.add(new In(json.get(i), path + "[" + i + "]", strict, replayBudget));
    }
    return items;
  }

  /** The object's fields in order, at most {@code max} of them. */
  Map<String, In> entries(int max) {
    requireObject();
    if (json.size() > max) {
      throw fail("an object of at most " + max + " fields, not " + json.size());
    }
    Map<String, In> entries = new LinkedHashMap<>();
    json.properties().forEach(e -> entries.put(e.getKey(), new In(e.getValue(), child(UltiJson.quote(e.getKey())),
        strict, replayBudget)));
    return entries;
  }

  /** The string read by {@code parse}; its {@link IllegalArgumentException} becomes an error at this field. */
  <T> T parse(Function<String, T> parse) {
    String text = text();
    try {
      return parse.apply(text);
    } catch (IllegalArgumentException e) {
      throw fail(e.getMessage());
    }
  }

  /** The value as JSON, quoted short. */
  String shown() {
    return UltiJson.quote(json.toString());
  }
}
