package hu.ulti.examples.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import hu.ulti.json.UltiJson;
import hu.ulti.json.UltiJsonException;
import java.io.UncheckedIOException;

/** The command line's JSON: the wire format of {@code ulti-json}, pretty-printed for people. */
final class Json {
  /**
   * Bounded, and strict for what the commands read: people write these files by hand, and a
   * misspelt field must be refused, not ignored.
   */
  static final ObjectMapper MAPPER = UltiJson.strictMapper();

  private Json() {}

  /** A value as indented JSON. */
  static String pretty(Object value) {
    try {
      return MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** One line for a person: the field and the rule, or where the text stops being JSON. */
  static String problem(JsonProcessingException e) {
    if (e instanceof UltiJsonException) {
      return e.getOriginalMessage();
    }
    var where = e.getLocation();
    return (where == null ? "input" : "line " + where.getLineNr() + " column " + where.getColumnNr())
        + ": not valid JSON: " + quote(e.getOriginalMessage());
  }

  private static String quote(String text) {
    return text.length() <= 160 ? text : text.substring(0, 160) + "... (" + text.length() + " characters)";
  }
}
