package hu.ulti.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.card.Seat;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.BidFormatException;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.InvalidBidException;
import hu.ulti.core.play.Side;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.scoring.HandSummary;
import hu.ulti.core.scoring.InvalidHandSummaryException;
import hu.ulti.core.scoring.Kontra;
import hu.ulti.core.scoring.LastTrick;
import hu.ulti.core.scoring.Scorer;
import hu.ulti.core.scoring.Settlement;
import hu.ulti.core.scoring.SettlementLine;
import hu.ulti.core.scoring.SideTally;
import hu.ulti.core.scoring.TakenBy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Hand summaries and settlements. A summary is what scoring needs of one hand (the format of
 * {@code docs/json.md}, which people also write by hand to settle a hand played with real cards):
 * read strictly, every field checked, and the hand as a whole checked by {@link HandSummary}. A
 * settlement is its summary with the lines and payments the scorer derives from it; reading one
 * scores the summary again and refuses lines or payments that differ.
 */
final class SummaryCodec {
  static final String SUMMARY_FORMAT = "ulti-hand-summary 1";
  static final String SETTLEMENT_FORMAT = "ulti-settlement 1";
  private static final Set<String> SUMMARY = Set.of("format", "rules", "bid", "declarerSeat", "trumps", "kontras",
      "gaveUp", "declarer", "defenders", "lastTrick", "fourAces", "fourTens", "halfHand");
  private static final Set<String> HALF_HAND = Set.of("factors", "kontraLevels");
  private static final Set<String> SIDE = Set.of("cardPoints", "tricks", "marriages");
  private static final Set<String> KONTRA = Set.of("component", "level", "defender");
  private static final Set<String> LAST_TRICK = Set.of("wonBy", "trumpSeven");
  private static final Set<String> SETTLEMENT = Set.of("format", "summary", "lines", "payments");

  /** Fields renamed before 0.1.0 (docs/vocabulary.md), by the object they are in: old name to new. */
  private static final Map<String, String> OLD_SUMMARY = Map.of("trump", "trumps", "kontra", "kontras");
  private static final Map<String, String> OLD_KONTRA = Map.of("by", "defender");
  private static final Map<String, String> OLD_SETTLEMENT = Map.of("components", "lines");
  private static final Map<String, String> OLD_LINE = Map.of("component", "item");
  private static final Map<String, String> OLD_HALF_HAND = Map.of("kontras", "kontraLevels");

  private SummaryCodec() {}

  static ObjectNode write(HandSummary summary) {
    ObjectNode node = Codes.NODES.objectNode();
    node.put("format", SUMMARY_FORMAT);
    node.set("rules", Codes.rules(summary.rules()));
    node.set("bid", Codes.bid(summary.bid()));
    node.set("declarerSeat", Codes.seat(summary.declarerSeat()));
    summary.trumps().suit().ifPresent(suit -> node.set("trumps", Codes.suit(suit)));
    if (!summary.kontras().isEmpty()) {
      ArrayNode kontras = node.putArray("kontras");
      for (Kontra kontra : summary.kontras()) {
        kontras.addObject().put("component", kontra.component().code()).put("level", kontra.level())
            .put("defender", kontra.defender().code());
      }
    }
    node.put("gaveUp", summary.gaveUp());
    summary.declarer().ifPresent(tally -> node.set("declarer", side(tally)));
    summary.defenders().ifPresent(tally -> node.set("defenders", side(tally)));
    summary.lastTrick().ifPresent(last -> node.putObject("lastTrick").put("wonBy", last.wonBy().englishName())
        .put("trumpSeven", last.trumpSeven().code()));
    if (summary.rules().knows(Component.FOUR_ACES)) {
      node.put("fourAces", summary.fourAces().code());
    }
    if (summary.rules().knows(Component.FOUR_TENS)) {
      node.put("fourTens", summary.fourTens().code());
    }
    ObjectNode factors = Codes.NODES.objectNode();
    ObjectNode kontras = Codes.NODES.objectNode();
    for (Component component : summary.bid().components()) {
      if (summary.valueFactor(component) != 1) {
        factors.put(component.code(), summary.valueFactor(component));
      }
      if (summary.halfHandKontras(component) != 0) {
        kontras.put(component.code(), summary.halfHandKontras(component));
      }
    }
    if (!factors.isEmpty() || !kontras.isEmpty()) {
      ObjectNode halfHand = node.putObject("halfHand");
      halfHand.set("factors", factors);
      halfHand.set("kontraLevels", kontras);
    }
    return node;
  }

  private static ObjectNode side(SideTally tally) {
    ObjectNode node = Codes.NODES.objectNode();
    tally.cardPoints().ifPresent(points -> node.put("cardPoints", points));
    node.put("tricks", tally.tricks());
    ArrayNode marriages = node.putArray("marriages");
    tally.marriages().forEach(marriages::add);
    return node;
  }

  static HandSummary readSummary(In given) {
    In in = given.renamed(OLD_SUMMARY).only(SUMMARY);
    GameCodec.format(in, SUMMARY_FORMAT);
    RuleSet rules = Codes.rules(in.field("rules"));
    HandSummary.Builder builder = HandSummary.builder(rules, bid(in.field("bid"), rules));
    in.optional("declarerSeat").map(Codes::seat).ifPresent(builder::declarerSeat);
    in.optional("trumps").map(Codes::suit).map(Trumps::of).ifPresent(builder::trumps);
    in.optional("kontras").ifPresent(kontras -> kontras.array(UltiJson.MAX_KONTRAS)
        .forEach(kontra -> builder.kontra(kontra(kontra))));
    in.optional("gaveUp").map(In::bool).ifPresent(builder::gaveUp);
    in.optional("declarer").map(SummaryCodec::side).ifPresent(builder::declarer);
    in.optional("defenders").map(SummaryCodec::side).ifPresent(builder::defenders);
    in.optional("lastTrick").map(SummaryCodec::lastTrick).ifPresent(builder::lastTrick);
    in.optional("fourAces").map(SummaryCodec::takenBy).ifPresent(builder::fourAces);
    in.optional("fourTens").map(SummaryCodec::takenBy).ifPresent(builder::fourTens);
    in.optional("halfHand").ifPresent(halfHand -> halfHand(halfHand, builder));
    try {
      return builder.build();
    } catch (InvalidHandSummaryException e) {
      // The summary names its own fields; place them under this value's path.
      throw new JsonError(in.path.isEmpty() ? e.field() : in.path + "." + e.field(),
          e.getMessage().substring(e.field().length() + 2));
    }
  }

  /** A bid by its code ("hearts ulti") or, as people write summaries by hand, by its name ("Piros ulti"). */
  private static Bid bid(In in, RuleSet rules) {
    String text = in.text();
    try {
      return Bid.parseCode(text);
    } catch (BidFormatException | InvalidBidException notACode) {
      return in.parse(rules::parseBid);
    }
  }

  private static Kontra kontra(In given) {
    In in = given.renamed(OLD_KONTRA).only(KONTRA);
    Component component = Codes.component(in.field("component"));
    int level = in.field("level").integer(1, Kontra.MAX_LEVEL);
    String defender = in.field("defender").text();
    for (Kontra.Defender binds : Kontra.Defender.values()) {
      if (binds.code().equals(defender)) {
        return new Kontra(component, level, binds);
      }
    }
    throw in.field("defender").fail("expected both, first or second; found \"" + UltiJson.quote(defender) + "\"");
  }

  private static SideTally side(In in) {
    in.only(SIDE);
    OptionalInt points = in.optional("cardPoints").map(p -> OptionalInt.of(p.integer(0, 90))).orElse(OptionalInt.empty());
    int tricks = in.field("tricks").integer(0, 10);
    List<Integer> marriages = new ArrayList<>();
    in.optional("marriages").ifPresent(list -> list.array(4).forEach(m -> marriages.add(m.integer(0, 100))));
    return new SideTally(points, tricks, marriages);
  }

  private static LastTrick lastTrick(In in) {
    in.only(LAST_TRICK);
    In wonBy = in.field("wonBy");
    Side side = switch (wonBy.text()) {
      case "declarer" -> Side.DECLARER;
      case "defenders" -> Side.DEFENDERS;
      default -> throw wonBy.fail("expected declarer or defenders; found \"" + UltiJson.quote(wonBy.text()) + "\"");
    };
    In seven = in.field("trumpSeven");
    for (LastTrick.TrumpSeven value : LastTrick.TrumpSeven.values()) {
      if (value.code().equals(seven.text())) {
        return new LastTrick(side, value);
      }
    }
    throw seven.fail("expected declarer-won, declarer-lost, defender-won, defender-lost or none; found \""
        + UltiJson.quote(seven.text()) + "\"");
  }

  private static TakenBy takenBy(In in) {
    for (TakenBy value : TakenBy.values()) {
      if (value.code().equals(in.text())) {
        return value;
      }
    }
    throw in.fail("expected declarer, defender, defenders or none; found \"" + UltiJson.quote(in.text()) + "\"");
  }

  /** {@code "halfHand": {"factors": {"ulti": 4}, "kontraLevels": {"ulti": 1}}}: value factors and five-card kontras. */
  private static void halfHand(In given, HandSummary.Builder builder) {
    In in = given.renamed(OLD_HALF_HAND).only(HALF_HAND);
    in.optional("factors").ifPresent(factors -> factors.entries(Component.values().length)
        .forEach((code, factor) -> builder.valueFactor(component(code, factor), factor.integer(1, 4))));
    in.optional("kontraLevels").ifPresent(kontras -> kontras.entries(Component.values().length)
        .forEach((code, levels) -> builder.halfHandKontras(component(code, levels), levels.integer(0, Kontra.MAX_LEVEL))));
  }

  private static Component component(String code, In at) {
    for (Component component : Component.values()) {
      if (component.code().equals(code)) {
        return component;
      }
    }
    throw at.fail("not a component code: \"" + UltiJson.quote(code) + "\"");
  }

  static ObjectNode write(Settlement settlement) {
    ObjectNode node = Codes.NODES.objectNode();
    node.put("format", SETTLEMENT_FORMAT);
    node.set("summary", write(settlement.summary()));
    ArrayNode lines = node.putArray("lines");
    for (SettlementLine line : settlement.lines()) {
      ObjectNode item = lines.addObject();
      item.put("item", line.item().code());
      item.put("bid", line.bid());
      item.put("won", line.won());
      item.put("value", line.value());
      item.put("multiplier", line.multiplier());
      item.put("perDefender", line.perDefender());
      item.put("firstDefenderPays", line.firstDefenderPays());
      item.put("secondDefenderPays", line.secondDefenderPays());
      if (!line.note().isEmpty()) {
        item.put("note", line.note());
      }
    }
    node.set("payments", GameCodec.payments(settlement.payments()));
    return node;
  }

  static Settlement readSettlement(In given) {
    In in = given.renamed(OLD_SETTLEMENT).only(SETTLEMENT);
    GameCodec.format(in, SETTLEMENT_FORMAT);
    Settlement settlement = Scorer.settle(readSummary(in.field("summary")));
    in.optional("lines").ifPresent(lines -> {
      ArrayNode expected = (ArrayNode) write(settlement).get("lines");
      ArrayNode read = Codes.NODES.arrayNode();
      lines.array(expected.size() + 1).forEach(line -> read.add(line.renamed(OLD_LINE).json));
      if (!Tree.matches(read, expected)) {
        throw lines.fail("the summary settles with other lines: " + UltiJson.quote(expected.toString()));
      }
    });
    in.optional("payments").ifPresent(payments -> {
      Map<Seat, Integer> read = GameCodec.payments(payments);
      if (!read.equals(settlement.payments())) {
        throw payments.fail("the summary settles as " + settlement.payments());
      }
    });
    return settlement;
  }

}
