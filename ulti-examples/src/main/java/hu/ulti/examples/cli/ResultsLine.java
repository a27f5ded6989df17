package hu.ulti.examples.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * One JSON line of a results file, read as strictly as its schema ({@code
 * docs/schema/match-results.schema.json}, {@code play-results.schema.json}) states it: every field
 * the schema requires, of its type, and no other. A field missing, mistyped or unknown is refused
 * with its name, rather than read as zero or ignored: a slice edited by hand or written by another
 * program must not change a merged match's result without a word.
 */
final class ResultsLine {
  private final JsonNode line;

  /**
   * Checks the line's fields by name.
   *
   * @param line the parsed line
   * @param required the fields the line must have
   * @param optional the fields it may have besides
   * @throws IllegalArgumentException if it is not an object, lacks a required field or has another
   */
  ResultsLine(JsonNode line, Set<String> required, Set<String> optional) {
    if (!line.isObject()) {
      throw new IllegalArgumentException("a JSON object, not " + line.getNodeType().name().toLowerCase(Locale.ROOT));
    }
    for (String field : required) {
      if (!line.has(field)) {
        throw new IllegalArgumentException("the field " + field + " is missing");
      }
    }
    for (Iterator<String> names = line.fieldNames(); names.hasNext(); ) {
      String field = names.next();
      if (!required.contains(field) && !optional.contains(field)) {
        throw new IllegalArgumentException("unknown field " + field);
      }
    }
    this.line = line;
  }

  boolean has(String field) {
    return line.has(field);
  }

  JsonNode node(String field) {
    return line.get(field);
  }

  String text(String field) {
    JsonNode value = line.get(field);
    if (!value.isTextual()) {
      throw new IllegalArgumentException(field + ": a string, not " + value);
    }
    return value.textValue();
  }

  long wholeNumber(String field) {
    JsonNode value = line.get(field);
    if (!value.isIntegralNumber() || !value.canConvertToLong()) {
      throw new IllegalArgumentException(field + ": a whole number, not " + value);
    }
    return value.longValue();
  }

  /** {@return the field's whole number of game points, in an int} */
  int points(String field) {
    JsonNode value = line.get(field);
    if (!value.isIntegralNumber() || !value.canConvertToInt()) {
      throw new IllegalArgumentException(field + ": a whole number of game points, not " + value);
    }
    return value.intValue();
  }

  /** {@return the field's whole number, at least {@code minimum}} */
  int wholeNumber(String field, int minimum) {
    JsonNode value = line.get(field);
    if (!value.isIntegralNumber() || !value.canConvertToInt() || value.intValue() < minimum) {
      throw new IllegalArgumentException(field + ": a whole number from " + minimum + ", not " + value);
    }
    return value.intValue();
  }

  List<String> texts(String field) {
    List<String> texts = new ArrayList<>();
    for (JsonNode item : array(field)) {
      if (!item.isTextual()) {
        throw new IllegalArgumentException(field + ": strings, not " + item);
      }
      texts.add(item.textValue());
    }
    return texts;
  }

  List<Integer> wholeNumbers(String field) {
    List<Integer> numbers = new ArrayList<>();
    for (JsonNode item : array(field)) {
      if (!item.isIntegralNumber() || !item.canConvertToInt()) {
        throw new IllegalArgumentException(field + ": whole numbers, not " + item);
      }
      numbers.add(item.intValue());
    }
    return numbers;
  }

  private JsonNode array(String field) {
    JsonNode value = line.get(field);
    if (!value.isArray()) {
      throw new IllegalArgumentException(field + ": an array, not " + value);
    }
    return value;
  }
}
