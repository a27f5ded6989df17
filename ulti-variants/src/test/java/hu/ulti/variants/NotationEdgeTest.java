package hu.ulti.variants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Deck;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.record.Notation;
import hu.ulti.core.record.NotationFormatException;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * The position notation under every rule set: a deal line names what the rules deal, a rule set
 * that cannot be composed is the line's problem, and no refusal quotes more than a short part of
 * its input ("quoting at most a short part of the input", docs/notation.md).
 */
class NotationEdgeTest {
  /** pagat, Half-hand Ulti: "each player is dealt five cards first, and bids on these". */
  @Test
  void aHalfHandDealLineGivesItsFirstRound() {
    RuleSet rules = RuleSets.byId("half-hand");
    Deal deal = Deck.shuffled(SeededRandom.of(42)).deal(Seat.SEAT_2, DealPatterns.FIVES_THEN_SEVEN);
    String line = Notation.deal(rules, deal);
    assertThat(Notation.parseDeal(line).deal()).isEqualTo(deal);
    String withoutFirstRound = line.substring(0, line.lastIndexOf(' '));
    assertThatThrownBy(() -> Notation.parseDeal(withoutFirstRound)).isInstanceOf(NotationFormatException.class)
        .hasMessageStartingWith("the first round is required: the half-hand rules bid on a first round");
  }

  @Test
  void aCompositionThatCannotBeMadeIsTheRuleSetFieldsProblem() {
    assertThatThrownBy(() -> Notation.parseDeal("historical+wikipedia 0 -/-/- -"))
        .isInstanceOf(NotationFormatException.class)
        .hasMessageStartingWith("the rule set Cannot compose 'historical+wikipedia'");
  }

  /** Long rule set compositions, bid words and card fields, each refused in under 300 characters. */
  @Test
  void everyRefusalQuotesAShortPart() {
    RandomGenerator random = SeededRandom.of(29);
    List<String> ids = RuleSets.ids();
    int refused = 0;
    for (int run = 0; run < 2_000; run++) {
      List<String> parts = new ArrayList<>();
      int length = 0;
      int target = 60 + random.nextInt(300);
      while (length < target) {
        String part = random.nextInt(4) == 0 ? "unknown-" + random.nextInt(1000) : ids.get(random.nextInt(ids.size()));
        parts.add(part);
        length += part.length() + 1;
      }
      String id = String.join("+", parts);
      String junk = id.replace('+', random.nextBoolean() ? '_' : '.');
      for (String line : List.of(id + " 0:minor_game -/-/- - -", id.replace('+', '-') + " 0:minor_game -/-/- - -",
          "standard 0:" + junk + " -/-/- - -", "standard 0 " + junk + "/-/- -", "standard 0 -/-/- " + junk)) {
        String cut = line.substring(0, Math.min(line.length(), Notation.MAX_LENGTH));
        try {
          Notation.parsePosition(cut);
        } catch (NotationFormatException e) {
          assertThat(e.getMessage()).as(cut).hasSizeLessThan(300).doesNotContain("\n");
          refused++;
        }
        try {
          Notation.parseDeal(cut);
        } catch (NotationFormatException e) {
          assertThat(e.getMessage()).as(cut).hasSizeLessThan(300).doesNotContain("\n");
          refused++;
        }
      }
    }
    assertThat(refused).isGreaterThan(19_000);
  }
}
