package hu.ulti.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.conformance.RandomPlay;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.game.BiddingBox;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Phase;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * The rule sheet says what each rule set says: its ladder in the rule set's order with each bid's
 * step and values, pagat's numbers for the standard rules, and a valid document for every rule
 * set; and a program that knows only the sheet can tell which bids overcall which.
 */
class RuleSheetTest {
  @Test
  void everyRuleSetsSheetIsValidAndItsLadderIsTheRuleSets() {
    for (RuleSet rules : JsonRoundTripTest.ruleSets()) {
      ObjectNode sheet = UltiJson.ruleSheet(rules);
      SchemaValidationTest.valid("rule-sheet.schema.json", sheet);
      assertThat(sheet.path("rules").asText()).isEqualTo(rules.id());
      List<Bid> ladder = rules.ladder().bids();
      JsonNode entries = sheet.path("ladder");
      assertThat(entries.size()).as(rules.id()).isEqualTo(ladder.size());
      for (int i = 0; i < ladder.size(); i++) {
        Bid bid = ladder.get(i);
        JsonNode entry = entries.get(i);
        assertThat(entry.path("bid").asText()).isEqualTo(bid.code());
        assertThat(entry.path("step").asInt()).isEqualTo(rules.ladder().step(bid).orElseThrow());
        assertThat(entry.path("en").asText()).isEqualTo(rules.englishName(bid));
        int sum = 0;
        for (JsonNode value : entry.path("values")) {
          sum += value.asInt();
        }
        assertThat(sum).as("%s in %s", bid, rules.id()).isEqualTo(entry.path("total").asInt())
            .isEqualTo(rules.values().total(bid));
        assertThat(entry.has("givenUpPayment")).isEqualTo(rules.scoring().mayGiveUp(bid));
      }
    }
  }

  /**
   * pagat: "When there is a trump suit, the rank of cards in every suit from high to low is A, 10,
   * K, O, U, 9, 8, 7"; "When there are no trumps, the cards in each suit rank from high to low: A,
   * K, O, U, 10, 9, 8, 7"; "each ace and each ten being worth 10 card points. In addition, 10 card
   * points go to the side which wins the last trick"; "A player who has bid a simple game without
   * ulti in a minor suit (not hearts) is allowed to give up before leading to the first trick, and
   * lose just 2 game points" (to each opponent: 4 in all).
   */
  @Test
  void theStandardSheetHasPagatsNumbers() {
    ObjectNode sheet = UltiJson.ruleSheet(RuleSet.standard());
    assertThat(sheet.path("format").asText()).isEqualTo("ulti-rule-sheet 1");
        assertThat(sheet.path("rankOrder").path("withTrumps").toString()).isEqualTo("[\"A\",\"10\",\"K\",\"O\",\"U\",\"9\",\"8\",\"7\"]");
    assertThat(sheet.path("rankOrder").path("withoutTrumps").toString()).isEqualTo("[\"A\",\"K\",\"O\",\"U\",\"10\",\"9\",\"8\",\"7\"]");
    assertThat(sheet.path("cardPointsByRank").toString()).isEqualTo("{\"A\":10,\"10\":10}");
    assertThat(sheet.path("lastTrickBonus").asInt()).isEqualTo(10);
    assertThat(sheet.path("marriage").asInt()).isEqualTo(20);
    assertThat(sheet.path("trumpMarriage").asInt()).isEqualTo(40);
    JsonNode first = sheet.path("ladder").get(0);
    assertThat(first.toString()).isEqualTo("{\"bid\":\"minor game\",\"step\":1,\"en\":\"Simple game\",\"hu\":\"Parti\","
        + "\"trumps\":\"minor\",\"values\":{\"game\":1},\"total\":1,\"givenUpPayment\":-4}");
    Map<String, JsonNode> byBid = new HashMap<>();
    sheet.path("ladder").forEach(entry -> byBid.put(entry.path("bid").asText(), entry));
    assertThat(byBid.get("hearts game ulti").path("values").toString()).isEqualTo("{\"game\":2,\"ulti\":8}");
    assertThat(byBid.get("hearts game ulti").path("lostUltiPenalty").asInt()).isEqualTo(8);
    assertThat(byBid.get("no-trump betli").path("individualKontra").asBoolean()).isTrue();
    assertThat(byBid.get("no-trump open durchmars").path("values").toString()).isEqualTo("{\"durchmars\":24}");
    assertThat(sheet.path("ladder").size()).isEqualTo(38);
    assertThat(sheet.path("silentUltiWon").toString()).isEqualTo("{\"minor\":2,\"hearts\":4}");
    assertThat(sheet.path("silentUltiLost").toString()).isEqualTo("{\"minor\":4,\"hearts\":8}");
    assertThat(sheet.path("silentDurchmars").toString()).isEqualTo("{\"minor\":3,\"hearts\":6}");
    assertThat(sheet.path("silentFourAces").toString()).isEqualTo("{}");
    assertThat(sheet.path("passesToEndAuction").asInt()).isEqualTo(3);
    assertThat(sheet.path("highestKontraLevel").asInt()).isEqualTo(6);
  }

  /**
   * A program that knows the standard rules only from the sheet finds the bids a seat may make in
   * the auction exactly as the game offers them: every bid whose step is higher than the highest
   * bid's, lowest first (pagat: "name a contract, which must be higher than the one named by the
   * previous bidder").
   */
  @Test
  void theSheetsStepsGiveTheBidsTheAuctionOffers() {
    RuleSet rules = RuleSet.standard();
    JsonNode ladder = UltiJson.ruleSheet(rules).path("ladder");
    int checked = 0;
    for (int i = 0; i < 300; i++) {
      RandomGenerator random = SeededRandom.of(i);
      Game game = Game.deal(rules, Seat.of(i % 3), random);
      while (game.phase() == Phase.AUCTION) {
        BiddingBox box = game.biddingBox().orElseThrow();
        if (game.highestBid().isPresent()) {
          int step = -1;
          for (JsonNode entry : ladder) {
            if (entry.path("bid").asText().equals(game.highestBid().get().code())) {
              step = entry.path("step").asInt();
            }
          }
          List<String> higher = new ArrayList<>();
          for (JsonNode entry : ladder) {
            if (entry.path("step").asInt() > step) {
              higher.add(entry.path("bid").asText());
            }
          }
          assertThat(box.bids().stream().map(Bid::code).toList()).isEqualTo(higher);
          checked++;
        }
        game = game.apply(RandomPlay.choose(game, random));
      }
    }
    assertThat(checked).isGreaterThan(300);
  }

  @Test
  void theSheetIsOneOfTheFormats() {
    assertThat(UltiJson.formats()).contains("ulti-rule-sheet 1");
    assertThat(UltiJson.ruleSheet(RuleSets.byId("four-aces")).path("silentFourAces").size()).isPositive();
  }
}
