package hu.ulti.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;

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

  /** The value the parser is at, read to its end; the parser is left on the value's last token. */
  static JsonNode read(JsonParser p) throws IOException {
    JsonToken token = p.currentToken();
    if (token == null) {
      token = p.nextToken();
    }
    if (token == JsonToken.FIELD_NAME) {
      token = p.nextToken();
    }
    Deque<JsonNode> open = new ArrayDeque<>();
    Deque<String> names = new ArrayDeque<>();
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
}
