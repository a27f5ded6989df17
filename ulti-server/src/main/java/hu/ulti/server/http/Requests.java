package hu.ulti.server.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.game.Action;
import hu.ulti.json.UltiJsonException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Reads what clients send, by one rule at every level of a body: a JSON object with known fields
 * only (the action inside a request included), each either left out or given a value of its type
 * ({@code null} is no value: it is refused like a wrong type), or a 400 that names the field; a
 * body over the limit is a 413 before it is read in full.
 */
public final class Requests {
  /** What an optional field's refusal adds: null is not a way to leave it out. */
  static final String OR_LEAVE_OUT = ", or leave the field out (null is not a value here)";

  private final ObjectMapper json;
  private final int maxBytes;

  /**
   * Reads with this mapper, bodies up to so many bytes.
   *
   * @param json a strict and bounded mapper ({@code UltiJson.strictMapper()}): it refuses an unknown
   *     field inside an action as this class refuses one outside it
   * @param maxBytes the largest body
   */
  public Requests(ObjectMapper json, int maxBytes) {
    this.json = json;
    this.maxBytes = maxBytes;
  }

  /** The body, read up to the limit. */
  public String body(InputStream in) {
    try {
      byte[] bytes = in.readNBytes(maxBytes + 1);
      if (bytes.length > maxBytes) {
        throw ApiError.tooLarge("a request body is at most " + maxBytes + " bytes");
      }
      return new String(bytes, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw ApiError.badRequest("", "the body could not be read: " + e.getMessage());
    }
  }

  /** The text as a JSON object with no field but the allowed ones; an empty body is an empty object. */
  public ObjectNode object(String text, Set<String> allowed) {
    if (text.isBlank()) {
      return json.createObjectNode();
    }
    JsonNode node;
    try {
      node = json.readTree(text);
    } catch (JsonProcessingException e) {
      throw ApiError.badRequest("", "not JSON: " + e.getOriginalMessage());
    }
    if (node == null || !node.isObject()) {
      throw ApiError.badRequest("", "the body is a JSON object");
    }
    Set<String> unknown = new LinkedHashSet<>();
    for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
      String name = names.next();
      if (!allowed.contains(name)) {
        unknown.add(name.length() > 40 ? name.substring(0, 40) + "..." : name);
      }
    }
    if (!unknown.isEmpty()) {
      throw ApiError.badRequest(unknown.iterator().next(), "unknown field; the fields are " + allowed);
    }
    return (ObjectNode) node;
  }

  /** A string field, if present; {@code null} is refused. */
  public static Optional<String> string(ObjectNode node, String field) {
    JsonNode value = node.get(field);
    if (value == null) {
      return Optional.empty();
    }
    if (!value.isTextual()) {
      throw ApiError.badRequest(field, "a string" + OR_LEAVE_OUT);
    }
    return Optional.of(value.textValue());
  }

  /** An integer field, if present, within bounds; {@code null} is refused. */
  public static OptionalInt integer(ObjectNode node, String field, int min, int max) {
    JsonNode value = node.get(field);
    if (value == null) {
      return OptionalInt.empty();
    }
    if (!value.isIntegralNumber() || !value.canConvertToInt() || value.intValue() < min || value.intValue() > max) {
      throw ApiError.badRequest(field, "an integer from " + min + " to " + max + OR_LEAVE_OUT);
    }
    return OptionalInt.of(value.intValue());
  }

  /** The action in a field, read by the wire format; its errors name the field inside it. */
  public Action action(ObjectNode node, String field) {
    JsonNode value = node.get(field);
    if (value == null || !value.isObject()) {
      throw ApiError.badRequest(field, "the action, an object in the wire format (docs/json.md)");
    }
    try {
      return json.treeToValue(value, Action.class);
    } catch (UltiJsonException e) {
      String message = e.getOriginalMessage();
      if (!e.field().isEmpty() && message.startsWith(e.field() + ": ")) {
        message = message.substring(e.field().length() + 2);
      }
      throw ApiError.badRequest(e.field().isEmpty() ? field : field + "." + e.field(), message);
    } catch (JsonProcessingException e) {
      throw ApiError.badRequest(field, e.getOriginalMessage());
    }
  }
}
