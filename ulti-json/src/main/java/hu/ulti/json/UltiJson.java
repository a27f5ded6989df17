package hu.ulti.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

/**
 * A mapper for the Ulti wire format that is safe for untrusted input, and the format's limits.
 *
 * <p>{@link #mapper()} registers {@link UltiModule} and refuses, before any value is built,
 * documents longer than {@link #MAX_DOCUMENT_LENGTH} characters, nesting deeper than
 * {@link #MAX_DEPTH}, a key given twice and anything after the value. The module itself checks
 * every value it reads against the other limits, in any mapper.
 */
public final class UltiJson {
  /** The longest document {@link #mapper()} reads; a whole game is a few kilobytes. */
  public static final int MAX_DOCUMENT_LENGTH = 1_000_000;
  /** How deep values may nest. */
  public static final int MAX_DEPTH = 16;
  /** The most JSON values (objects, arrays, strings, numbers, ...) one Ulti value may hold. */
  public static final int MAX_NODES = 50_000;
  /** The longest string read. */
  public static final int MAX_STRING_LENGTH = 10_000;
  /** The most actions of a game or entries of a view's history. */
  public static final int MAX_ACTIONS = 1_000;
  /** The most kontras of a hand summary. */
  public static final int MAX_KONTRAS = 32;
  /** How much of an input an error message quotes. */
  static final int QUOTED = 40;

  private UltiJson() {}

  /**
   * {@return a new mapper with the module, strict and bounded for untrusted input} Mappers are
   * thread-safe once configured; keep one.
   */
  public static ObjectMapper mapper() {
    JsonFactory factory = JsonFactory.builder()
        .streamReadConstraints(StreamReadConstraints.builder()
            .maxDocumentLength(MAX_DOCUMENT_LENGTH)
            .maxNestingDepth(MAX_DEPTH)
            .maxStringLength(MAX_STRING_LENGTH)
            .maxNumberLength(20)
            .build())
        .build();
    return JsonMapper.builder(factory)
        .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
        .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
        .addModule(new UltiModule())
        .build();
  }

  /** The text as an error message quotes it: at most its first characters and its length. */
  static String quote(String text) {
    return text.length() <= QUOTED ? text : text.substring(0, QUOTED) + "... (" + text.length() + " characters)";
  }
}
