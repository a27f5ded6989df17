package hu.ulti.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;

/**
 * Reads one JSON value into a tree, strictly and within bounds, whatever mapper the module is
 * registered in: a key given twice is refused, and so are values nested deeper than
 * {@link UltiJson#MAX_DEPTH}, more than {@link UltiJson#MAX_NODES} values in all, and strings
 * longer than {@link UltiJson#MAX_STRING_LENGTH}. It works with an explicit stack, so no input
 * makes it recurse.
 */
final class Tree {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private Tree() {}

  /**
   * The value the parser is at, read to its end; the parser is left on the value's last token.
   * Whatever the parser meets (malformed JSON, a key given twice, input beyond the parser's
   * limits, a number no type holds) is a {@link JsonError} at the field where it stands.
   */
  static JsonNode read(JsonParser p) throws IOException {
    Deque<String> names = new ArrayDeque<>();
    try {
      return read(p, names);
    } catch (JsonProcessingException e) {
      throw new JsonError(path(names), notJson(e));
    } catch (NumberFormatException | ArithmeticException e) {
      throw new JsonError(path(names), "a number this format cannot hold: " + UltiJson.quote(p.getText()));
    }
  }

  private static JsonNode read(JsonParser p, Deque<String> names) throws IOException {
    JsonToken token = p.currentToken();
    if (token == null) {
      token = p.nextToken();
    }
    if (token == JsonToken.FIELD_NAME) {
      token = p.nextToken();
    }
    Deque<JsonNode> open = new ArrayDeque<>();
    JsonNode root = null;
    int count = 0;
    while (true) {
      if (++count > UltiJson.MAX_NODES) {
        throw new JsonError("", "more than " + UltiJson.MAX_NODES + " JSON values; no Ulti value needs so many");
      }
      JsonNode value;
      switch (token) {
        case START_OBJECT -> value = NODES.objectNode();
        case START_ARRAY -> value = NODES.arrayNode();
        case VALUE_STRING -> {
          String text = p.getText();
          if (text.length() > UltiJson.MAX_STRING_LENGTH) {
            throw new JsonError(path(names), "a string of " + text.length() + " characters; at most "
                + UltiJson.MAX_STRING_LENGTH + " are read");
          }
          value = NODES.textNode(text);
        }
        case VALUE_NUMBER_INT -> value = p.getNumberType() == JsonParser.NumberType.INT
            ? NODES.numberNode(p.getIntValue()) : NODES.numberNode(p.getBigIntegerValue());
        case VALUE_NUMBER_FLOAT -> value = NODES.numberNode(p.getDecimalValue());
        case VALUE_TRUE -> value = NODES.booleanNode(true);
        case VALUE_FALSE -> value = NODES.booleanNode(false);
        case VALUE_NULL -> value = NODES.nullNode();
        default -> throw new JsonError(path(names), "unexpected " + token);
      }
      if (root == null) {
        root = value;
      } else {
        attach(open.peek(), names, value);
        if (!value.isContainerNode() && open.peek().isObject()) {
          names.pop();
        }
      }
      if (value.isContainerNode()) {
        if (open.size() == UltiJson.MAX_DEPTH) {
          throw new JsonError(path(names), "nested deeper than " + UltiJson.MAX_DEPTH + " levels");
        }
        open.push(value);
      }
      // Close every container that ends here, then read the next value (after its name).
      while (true) {
        if (open.isEmpty()) {
          return root;
        }
        token = p.nextToken();
        if (token == null) {
          throw new JsonError(path(names), "the JSON text ends inside a value");
        }
        if (token == JsonToken.END_OBJECT || token == JsonToken.END_ARRAY) {
          open.pop();
          if (!open.isEmpty() && open.peek().isObject()) {
            names.pop();
          }
          continue;
        }
        if (token == JsonToken.FIELD_NAME) {
          String name = p.currentName();
          if (open.peek().has(name)) {
            throw new JsonError(path(names), "the key '" + UltiJson.quote(name) + "' is given twice");
          }
          names.push(name);
          token = p.nextToken();
        }
        break;
      }
    }
  }

  /** What the parser met, and where: {@code line 1 column 10: not valid JSON: ...}. */
  static String notJson(JsonProcessingException e) {
    var where = e.getLocation();
    String message = e.getOriginalMessage();
    // Jackson skips a byte-order mark at the start of bytes, but in text it is a character.
    if (message != null && message.contains("(code 65279 / 0xfeff)")) {
      message = "a byte-order mark (U+FEFF) is not part of JSON text; read the bytes, or drop it";
    }
    return (where == null || where.getLineNr() < 0 ? "" : "line " + where.getLineNr() + " column " + where.getColumnNr()
        + ": ") + "not valid JSON: " + message;
  }

  /** Puts a value into the container being read; an object's value replaces the name on the stack. */
  private static void attach(JsonNode container, Deque<String> names, JsonNode value) {
    if (container.isObject()) {
      ((ObjectNode) container).set(names.peek(), value);
    } else {
      ((ArrayNode) container).add(value);
    }
  }

  private static String path(Deque<String> names) {
    StringBuilder out = new StringBuilder();
    names.descendingIterator().forEachRemaining(name -> out.append(out.length() == 0 ? "" : ".")
        .append(UltiJson.quote(name)));
    return out.toString();
  }

  /**
   * Whether the given array holds the derived array's elements, each matched once, in any order:
   * for lists whose order a reader does not hold a writer to (the legal actions, whose order
   * changed before 0.1.0).
   */
  static boolean matchesInAnyOrder(JsonNode given, JsonNode derived) {
    if (derived == null || !derived.isArray() || !given.isArray() || given.size() != derived.size()) {
      return false;
    }
    boolean[] used = new boolean[derived.size()];
    for (JsonNode element : given) {
      int found = -1;
      for (int i = 0; i < derived.size() && found < 0; i++) {
        if (!used[i] && matches(element, derived.get(i))) {
          found = i;
        }
      }
      if (found < 0) {
        return false;
      }
      used[found] = true;
    }
    return true;
  }

  /**
   * Whether a value given in a document is the one this reader derives, fields the reader does
   * not know aside: every field of {@code derived} must be in {@code given} with a matching value,
   * arrays element by element; a field only {@code given} has is ignored (the compatibility
   * policy). A missing {@code derived} matches nothing.
   */
  static boolean matches(JsonNode given, JsonNode derived) {
    if (derived == null) {
      return false;
    }
    if (derived.isObject()) {
      if (!given.isObject()) {
        return false;
      }
      for (Map.Entry<String, JsonNode> field : derived.properties()) {
        JsonNode value = given.get(field.getKey());
        if (value == null || !matches(value, field.getValue())) {
          return false;
        }
      }
      return true;
    }
    if (derived.isArray()) {
      if (!given.isArray() || given.size() != derived.size()) {
        return false;
      }
      for (int i = 0; i < derived.size(); i++) {
        if (!matches(given.get(i), derived.get(i))) {
          return false;
        }
      }
      return true;
    }
    return given.equals(derived);
  }
}
