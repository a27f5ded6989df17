package hu.ulti.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.rules.RuleSet;
import java.util.List;
import java.util.Objects;

/**
 * A mapper for the Ulti wire format that is safe for untrusted input, and the format's limits.
 *
 * <p>{@link #mapper()} registers {@link UltiModule} and refuses, before any value is built,
 * documents longer than {@link #MAX_DOCUMENT_LENGTH} characters, nesting deeper than
 * {@link #MAX_DEPTH}, a key given twice and anything after the value; every such problem, like
 * every problem the module finds, is an {@link UltiJsonException}. The module itself checks
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
   * {@return the format of every top-level document this SDK writes, such as {@code "ulti-view 1"}:
   * what a server can publish so that a client sees at once whether it reads them all} The number
   * is the format's version, which changes only when a reader of the old version could misread a
   * document of the new one ({@code docs/json.md}, "Compatibility").
   */
  public static List<String> formats() {
    return List.of(GameCodec.FORMAT, ViewCodec.FORMAT, ViewCodec.PUBLIC_FORMAT, SessionCodec.LOG_FORMAT,
        SessionCodec.VIEW_FORMAT, SessionCodec.PUBLIC_VIEW_FORMAT, SummaryCodec.SUMMARY_FORMAT,
        SummaryCodec.SETTLEMENT_FORMAT, MiscCodecs.RECORD_FORMAT, RuleSheetCodec.FORMAT);
  }

  /**
   * {@return the rule sheet of a rule set ({@code "ulti-rule-sheet 1"}, {@code docs/json.md}): its
   * ladder with each bid's step, names, trumps and component values, the rank orders with and
   * without trumps, what cards, the last trick and marriages are worth, and the silent bonuses}
   * What a program in another language needs to play a rule set sensibly without knowing it in
   * advance; the engine protocol sends it with the first deal of each rule set. Every number is
   * read from the rule set, and what a bid costs given up from the {@link hu.ulti.core.scoring.Scorer}.
   * A new tree each call; the format is written only (a Java program has the rule set).
   *
   * @param rules the rule set
   */
  public static ObjectNode ruleSheet(RuleSet rules) {
    return RuleSheetCodec.write(Objects.requireNonNull(rules, "rules"));
  }

  /**
   * {@return a new mapper with the module, bounded for untrusted input} It reads every value as
   * the compatibility policy says: a field it does not know is ignored, so documents from a
   * newer SDK of the same format version read. Every problem is an {@link UltiJsonException},
   * the text not being JSON included. Mappers are thread-safe once configured; keep one.
   */
  public static ObjectMapper mapper() {
    return mapper(new UltiModule());
  }

  /**
   * {@return a mapper like {@link #mapper()} that also refuses any field it does not know} For
   * documents people write by hand, such as a hand summary to settle, where a misspelt field
   * would otherwise be ignored.
   */
  public static ObjectMapper strictMapper() {
    return mapper(UltiModule.strict());
  }

  private static ObjectMapper mapper(UltiModule module) {
    JsonFactory factory = JsonFactory.builder()
        .streamReadConstraints(StreamReadConstraints.builder()
            .maxDocumentLength(MAX_DOCUMENT_LENGTH)
            .maxNestingDepth(MAX_DEPTH)
            .maxStringLength(MAX_STRING_LENGTH)
            .maxNumberLength(20)
            .build())
        .build();
    ObjectMapper mapper = new UltiMapper(factory);
    mapper.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
    mapper.enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    mapper.registerModule(module);
    return mapper;
  }

  /** The text as an error message quotes it: at most its first characters and its length. */
  static String quote(String text) {
    return text.length() <= QUOTED ? text : text.substring(0, QUOTED) + "... (" + text.length() + " characters)";
  }
}
