package hu.ulti.examples.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.play.Side;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import hu.ulti.core.scoring.HandSummary;
import hu.ulti.core.scoring.InvalidHandSummaryException;
import hu.ulti.core.scoring.Kontra;
import hu.ulti.core.scoring.LastTrick;
import hu.ulti.core.scoring.ScoreItem;
import hu.ulti.core.scoring.SideTally;
import hu.ulti.core.scoring.TakenBy;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Function;

/**
 * Reads the JSON hand summary of {@code shared/design/hand-summary.md}, strictly: unknown
 * fields, missing required fields, wrong types and facts that contradict each other or the rules
 * are refused with an {@link InvalidHandSummaryException} naming the field and the rule.
 */
public final class HandSummaryJson {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Set<String> ROOT = Set.of("rules", "bid", "trump", "kontra", "gaveUp",
      "declarer", "defenders", "lastTrick", "fourAces", "fourTens", "halfHand");
  private static final Set<String> HALF_HAND = Set.of("factors", "kontras");
  private static final Set<String> SIDE = Set.of("cardPoints", "tricks", "marriages");
  private static final Set<String> KONTRA = Set.of("component", "level", "by");
  private static final Set<String> LAST_TRICK = Set.of("wonBy", "trumpSeven");

  private HandSummaryJson() {}

  /**
   * Reads a hand summary from JSON text.
   *
   * @throws InvalidHandSummaryException naming the field and the rule, also for text that is not
   *     JSON (field "line L column C")
   */
  public static HandSummary read(String text) {
    JsonNode root;
    try {
      root = JSON.readTree(text);
    } catch (JsonProcessingException e) {
      var where = e.getLocation();
      throw new InvalidHandSummaryException(
          where == null ? "input" : "line " + where.getLineNr() + " column " + where.getColumnNr(),
          "not valid JSON: " + e.getOriginalMessage());
    }
    if (root == null || !root.isObject()) {
      throw new InvalidHandSummaryException("input", "a hand summary is one JSON object");
    }
    onlyKnownFields(root, "", ROOT);
    RuleSet rules = convert("rules", requiredText(root, "rules"), RuleSets::byId);
    Bid bid = convert("bid", requiredText(root, "bid"), rules::parseBid);
    HandSummary.Builder builder = HandSummary.builder(rules, bid);
    if (root.has("trump")) {
      builder.trumps(Trumps.of(enumValue(root.get("trump"), "trump",
          List.of("acorns", "leaves", "bells", "hearts"), Suit::parse)));
    }
    JsonNode kontras = root.get("kontra");
    if (kontras != null) {
      if (!kontras.isArray()) {
        throw fail("kontra", "expected an array of kontras, got " + kontras);
      }
      for (int i = 0; i < kontras.size(); i++) {
        builder.kontra(kontra(kontras.get(i), "kontra[" + i + "]"));
      }
    }
    if (root.has("gaveUp")) {
      JsonNode gaveUp = root.get("gaveUp");
      if (!gaveUp.isBoolean()) {
        throw fail("gaveUp", "expected true or false, got " + gaveUp);
      }
      builder.gaveUp(gaveUp.booleanValue());
    }
    if (root.has("declarer")) {
      builder.declarer(side(root.get("declarer"), "declarer"));
    }
    if (root.has("defenders")) {
      builder.defenders(side(root.get("defenders"), "defenders"));
    }
    if (root.has("lastTrick")) {
      builder.lastTrick(lastTrick(root.get("lastTrick")));
    }
    if (root.has("fourAces")) {
      builder.fourAces(takenBy(root.get("fourAces"), "fourAces"));
    }
    if (root.has("fourTens")) {
      builder.fourTens(takenBy(root.get("fourTens"), "fourTens"));
    }
    if (root.has("halfHand")) {
      halfHand(root.get("halfHand"), builder);
    }
    return builder.build();
  }

  /**
   * Half-hand ulti: {@code "halfHand": {"factors": {"ulti": 4, "game": 2}, "kontras": {"ulti": 1}}},
   * how many times its value each component counts and how many of its kontras were said with
   * five cards.
   */
  private static void halfHand(JsonNode node, HandSummary.Builder builder) {
    requireObject(node, "halfHand");
    onlyKnownFields(node, "halfHand.", HALF_HAND);
    for (String part : List.of("factors", "kontras")) {
      JsonNode map = node.get(part);
      if (map == null) {
        continue;
      }
      String field = "halfHand." + part;
      requireObject(map, field);
      for (java.util.Iterator<String> names = map.fieldNames(); names.hasNext(); ) {
        String code = names.next();
        Component component = ScoreItem.ofCode(code).flatMap(ScoreItem::component)
            .orElseThrow(() -> fail(field + "." + code, "'" + code + "' is not one of game, ulti, 40-100, 20-100,"
                + " betli, durchmars, four-aces, four-tens"));
        int number = wholeNumber(map.get(code), field + "." + code);
        if (part.equals("factors")) {
          builder.valueFactor(component, number);
        } else {
          builder.halfHandKontras(component, number);
        }
      }
    }
  }

  private static Kontra kontra(JsonNode node, String field) {
    requireObject(node, field);
    onlyKnownFields(node, field + ".", KONTRA);
    String code = requiredText(node, "component", field);
    ScoreItem item = ScoreItem.ofCode(code)
        .filter(i -> i != ScoreItem.HUNDRED)
        .orElseThrow(() -> fail(field + ".component", "'" + code + "' is not one of game, ulti,"
            + " 40-100, 20-100, betli, durchmars, four-aces, four-tens"));
    int level = wholeNumber(required(node, "level", field), field + ".level");
    if (level < 1 || level > Kontra.LEVEL_NAMES.size()) {
      throw fail(field + ".level", "1 (kontra ×2) to 6 (fedáksári ×64), not " + level);
    }
    String by = requiredText(node, "by", field);
    Kontra.By binds = null;
    for (Kontra.By candidate : Kontra.By.values()) {
      if (candidate.code().equals(by)) {
        binds = candidate;
      }
    }
    if (binds == null) {
      throw fail(field + ".by", "'" + by + "' is not one of both, first, second");
    }
    return new Kontra(item, level, binds);
  }

  private static SideTally side(JsonNode node, String field) {
    requireObject(node, field);
    onlyKnownFields(node, field + ".", SIDE);
    OptionalInt cardPoints = node.has("cardPoints")
        ? OptionalInt.of(wholeNumber(node.get("cardPoints"), field + ".cardPoints"))
        : OptionalInt.empty();
    int tricks = wholeNumber(required(node, "tricks", field), field + ".tricks");
    List<Integer> marriages = new ArrayList<>();
    JsonNode list = node.get("marriages");
    if (list != null) {
      if (!list.isArray()) {
        throw fail(field + ".marriages", "expected an array of 20s and 40s, got " + list);
      }
      for (int i = 0; i < list.size(); i++) {
        marriages.add(wholeNumber(list.get(i), field + ".marriages[" + i + "]"));
      }
    }
    return new SideTally(cardPoints, tricks, marriages);
  }

  private static LastTrick lastTrick(JsonNode node) {
    requireObject(node, "lastTrick");
    onlyKnownFields(node, "lastTrick.", LAST_TRICK);
    Side wonBy = enumValue(required(node, "wonBy", "lastTrick"), "lastTrick.wonBy",
        List.of("declarer", "defenders"), text -> text.equals("declarer") ? Side.DECLARER : Side.DEFENDERS);
    List<String> sevens = new ArrayList<>();
    for (LastTrick.TrumpSeven seven : LastTrick.TrumpSeven.values()) {
      sevens.add(seven.code());
    }
    LastTrick.TrumpSeven seven = enumValue(required(node, "trumpSeven", "lastTrick"), "lastTrick.trumpSeven",
        sevens, text -> LastTrick.TrumpSeven.values()[sevens.indexOf(text)]);
    return new LastTrick(wonBy, seven);
  }

  private static TakenBy takenBy(JsonNode node, String field) {
    List<String> codes = new ArrayList<>();
    for (TakenBy value : TakenBy.values()) {
      codes.add(value.code());
    }
    return enumValue(node, field, codes, text -> TakenBy.values()[codes.indexOf(text)]);
  }

  private static <T> T enumValue(JsonNode node, String field, List<String> allowed, Function<String, T> convert) {
    if (!node.isTextual() || !allowed.contains(node.textValue())) {
      throw fail(field, "expected one of " + String.join(", ", allowed) + ", got " + node);
    }
    return convert.apply(node.textValue());
  }

  private static <T> T convert(String field, String text, Function<String, T> convert) {
    try {
      return convert.apply(text);
    } catch (IllegalArgumentException e) {
      throw fail(field, e.getMessage());
    }
  }

  private static void onlyKnownFields(JsonNode node, String prefix, Set<String> known) {
    for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
      String name = names.next();
      if (!known.contains(name)) {
        throw fail(prefix + name, "unknown field; the fields are " + String.join(", ", known.stream().sorted().toList()));
      }
    }
  }

  private static void requireObject(JsonNode node, String field) {
    if (!node.isObject()) {
      throw fail(field, "expected an object, got " + node);
    }
  }

  private static JsonNode required(JsonNode node, String name, String parent) {
    JsonNode value = node.get(name);
    if (value == null || value.isNull()) {
      throw fail(parent + "." + name, "required");
    }
    return value;
  }

  private static String requiredText(JsonNode node, String name) {
    JsonNode value = node.get(name);
    if (value == null || value.isNull()) {
      throw fail(name, "required");
    }
    if (!value.isTextual()) {
      throw fail(name, "expected a string, got " + value);
    }
    return value.textValue();
  }

  private static String requiredText(JsonNode node, String name, String parent) {
    JsonNode value = required(node, name, parent);
    if (!value.isTextual()) {
      throw fail(parent + "." + name, "expected a string, got " + value);
    }
    return value.textValue();
  }

  private static int wholeNumber(JsonNode node, String field) {
    if (!node.isIntegralNumber() || !node.canConvertToInt()) {
      throw fail(field, "expected a whole number, got " + node);
    }
    return node.intValue();
  }

  private static InvalidHandSummaryException fail(String field, String rule) {
    return new InvalidHandSummaryException(field, rule);
  }
}
