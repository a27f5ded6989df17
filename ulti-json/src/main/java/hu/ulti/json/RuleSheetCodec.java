package hu.ulti.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.card.Card;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.BidValues;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Denomination;
import hu.ulti.core.play.CardPoints;
import hu.ulti.core.play.RankOrder;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.ScoringRules;
import hu.ulti.core.scoring.HandSummary;
import hu.ulti.core.scoring.Scorer;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The rule sheet ({@code "ulti-rule-sheet 1"}, docs/json.md): what a program needs to play a rule
 * set sensibly without knowing it in advance, every number read from the {@link RuleSet} (and what
 * giving up costs from the {@link Scorer}), so that every variant and house rule is right by
 * construction. Written only: a Java program has the rule set itself.
 */
final class RuleSheetCodec {
  static final String FORMAT = "ulti-rule-sheet 1";

  private RuleSheetCodec() {}

  static ObjectNode write(RuleSet rules) {
    ObjectNode node = Codes.NODES.objectNode();
    node.put("format", FORMAT);
    node.put("rules", rules.id());
    node.put("description", rules.description());
    ObjectNode order = node.putObject("rankOrder");
    order.set("withTrumps", ranks(rules.trickRules().rankOrder(Trumps.of(Suit.HEARTS))));
    order.set("withoutTrumps", ranks(rules.trickRules().rankOrder(Trumps.none())));
    CardPoints points = rules.trickRules().cardPoints();
    ObjectNode byRank = node.putObject("cardPointsByRank");
    for (Rank rank : Rank.values()) {
      int value = points.of(Card.of(Suit.ACORNS, rank));
      if (value != 0) {
        byRank.put(rank.code(), value);
      }
    }
    node.put("lastTrickBonus", points.lastTrickBonus());
    node.put("marriage", points.marriage(Suit.ACORNS, Trumps.of(Suit.HEARTS)));
    node.put("trumpMarriage", points.marriage(Suit.HEARTS, Trumps.of(Suit.HEARTS)));
    node.set("ladder", ladder(rules));
    silentBonuses(rules, node);
    node.put("passesToEndAuction", rules.passesToEndAuction());
    node.put("highestKontraLevel", rules.procedure().highestKontraLevel());
    return node;
  }

  private static ArrayNode ranks(RankOrder order) {
    ArrayNode ranks = Codes.NODES.arrayNode();
    order.strongestFirst().forEach(rank -> ranks.add(rank.code()));
    return ranks;
  }

  /** Every bid lowest first, with its step, names, trumps, component values and what it costs given up. */
  private static ArrayNode ladder(RuleSet rules) {
    ArrayNode ladder = Codes.NODES.arrayNode();
    BidValues values = rules.values();
    List<List<Bid>> steps = rules.ladder().steps();
    for (int step = 0; step < steps.size(); step++) {
      for (Bid bid : steps.get(step)) {
        ObjectNode entry = ladder.addObject().put("bid", bid.code()).put("step", step + 1)
            .put("en", rules.englishName(bid)).put("hu", rules.hungarianName(bid))
            .put("trumps", bid.denomination().trumpKind());
        ObjectNode byComponent = entry.putObject("values");
        List<Integer> componentValues = values.componentValues(bid);
        for (int i = 0; i < bid.components().size(); i++) {
          byComponent.put(bid.components().get(i).code(), componentValues.get(i));
        }
        entry.put("total", values.total(bid));
        if (bid.has(Component.ULTI)) {
          values.lostUltiPenalty(bid.denomination()).ifPresent(penalty -> entry.put("lostUltiPenalty", penalty));
        }
        if (rules.scoring().individualKontra(bid)) {
          entry.put("individualKontra", true);
        }
        if (rules.scoring().mayGiveUp(bid)) {
          entry.put("givenUpPayment", givenUpPayment(rules, bid));
        }
      }
    }
    return ladder;
  }

  /** What the declarer is paid, in all, for giving the bid up unkontra'd: the scorer's answer. */
  private static int givenUpPayment(RuleSet rules, Bid bid) {
    HandSummary.Builder summary = HandSummary.builder(rules, bid).gaveUp(true);
    if (bid.hasTrumps()) {
      summary.trumps(Trumps.of(bid.denomination().fixedSuit().orElse(Suit.ACORNS)));
    }
    return Scorer.settle(summary.build()).payments().get(Seat.SEAT_0);
  }

  /**
   * The unbid bonuses each defender pays or is paid, keyed by the denomination code of each trump
   * contract the ladder holds (the first word of its bids): the values the scorer uses for them.
   */
  private static void silentBonuses(RuleSet rules, ObjectNode node) {
    ScoringRules scoring = rules.scoring();
    ObjectNode ultiWon = node.putObject("silentUltiWon");
    ObjectNode ultiLost = node.putObject("silentUltiLost");
    ObjectNode durchmars = node.putObject("silentDurchmars");
    ObjectNode fourAces = node.putObject("silentFourAces");
    Set<Denomination> withTrumps = new TreeSet<>();
    rules.ladder().bids().stream().map(Bid::denomination).filter(Denomination::hasTrumps).forEach(withTrumps::add);
    for (Denomination denomination : withTrumps) {
      ultiWon.put(denomination.code(), scoring.silentUltiWon(denomination));
      ultiLost.put(denomination.code(), scoring.silentUltiLost(denomination));
      durchmars.put(denomination.code(), scoring.silentDurchmars(denomination));
      scoring.silentFourAces(denomination).ifPresent(value -> fourAces.put(denomination.code(), value));
    }
  }
}
