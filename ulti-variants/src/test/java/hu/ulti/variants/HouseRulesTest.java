package hu.ulti.variants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.Deal;
import hu.ulti.core.card.DealPattern;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Component;
import hu.ulti.core.game.Game;
import hu.ulti.core.play.Side;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import hu.ulti.core.rules.UnknownRuleSetException;
import hu.ulti.core.scoring.HandSummary;
import hu.ulti.core.scoring.InvalidHandSummaryException;
import hu.ulti.core.scoring.Kontra;
import hu.ulti.core.scoring.LastTrick;
import hu.ulti.core.scoring.Party;
import hu.ulti.core.scoring.ScoreItem;
import hu.ulti.core.scoring.Scorer;
import hu.ulti.core.scoring.SideTally;
import java.util.List;
import org.junit.jupiter.api.Test;

/** House-rule options, each one of pagat's variations, and how ids compose. */
class HouseRulesTest {
  private static final RuleSet STANDARD = RuleSet.standard();

  /** "a minor suit 20-100 beats a minor suit 40-100 ulti and a heart betli beats a minor suit durchmars with ulti." */
  @Test
  void singleComponentWins() {
    RuleSet rules = RuleSets.byId("standard+single-component-wins");
    assertThat(rules.canOvercall(rules.parseBid("20-100"), rules.parseBid("40-100 ulti"))).isTrue();
    assertThat(rules.canOvercall(rules.parseBid("Heart betli"), rules.parseBid("Ulti durchmars"))).isTrue();
    assertThat(rules.canOvercall(rules.parseBid("40-100 ulti"), rules.parseBid("20-100"))).isFalse();
    assertThat(STANDARD.canOvercall(STANDARD.parseBid("20-100"), STANDARD.parseBid("40-100 ulti"))).isFalse();
  }

  /** "Some play that the extra score for unbid 100 (1 in a minor suit or 2 in hearts) is unaffected by kontras." */
  @Test
  void unbidHundredUnaffectedByKontra() {
    assertThat(hundredLine(STANDARD)).isEqualTo(2);
    assertThat(hundredLine(RuleSets.byId("unbid-100-no-kontra"))).isEqualTo(1);
  }

  private static int hundredLine(RuleSet rules) {
    HandSummary hand = HandSummary.builder(rules, rules.parseBid("Simple game")).trumps(Trumps.of(Suit.ACORNS))
        .declarer(SideTally.of(60, 6, 20, 20)).defenders(SideTally.of(30, 4))
        .lastTrick(new LastTrick(Side.DECLARER, LastTrick.TrumpSeven.NONE))
        .kontra(new Kontra(Component.SIMPLE_GAME, 1, Kontra.Defender.BOTH)).build();
    return Scorer.settle(hand).lines().stream().filter(l -> l.item() == ScoreItem.HUNDRED)
        .mapToInt(l -> l.perDefender()).sum();
  }

  /** "Some play that only betli is doubled individually. A kontra of a no trump durchmars applies to both partners." */
  @Test
  void onlyBetliIsDoubledIndividually() {
    RuleSet rules = RuleSets.byId("betli-only-individual");
    HandSummary.Builder durchmars = HandSummary.builder(rules, rules.parseBid("Durchmars"))
        .declarer(SideTally.tricksOnly(10)).defenders(SideTally.tricksOnly(0))
        .kontra(new Kontra(Component.DURCHMARS, 1, Kontra.Defender.FIRST));
    assertThatThrownBy(durchmars::build).isInstanceOf(InvalidHandSummaryException.class)
        .hasMessageStartingWith("kontra[0].by: a kontra binds both defenders here; a defender kontras for himself alone only in betli");
    HandSummary betli = HandSummary.builder(rules, rules.parseBid("Betli"))
        .declarer(SideTally.tricksOnly(0)).defenders(SideTally.tricksOnly(10))
        .kontra(new Kontra(Component.BETLI, 1, Kontra.Defender.FIRST)).build();
    assertThat(Scorer.settle(betli).payment(Party.FIRST_DEFENDER)).isEqualTo(-10);
  }

  /** "if you give up a heart ulti you must pay 2x2 pts for the hearts game, and 3x8 (2x8 + 8) pts for the hearts ulti, for a total of 28 pts to each of the opponents." */
  @Test
  void anyContractMayBeGivenUp() {
    RuleSet rules = RuleSets.byId("give-up-any");
    HandSummary hand = HandSummary.builder(rules, rules.parseBid("Heart ulti")).trumps(Trumps.of(Suit.HEARTS))
        .gaveUp(true).build();
    assertThat(Scorer.settle(hand).payment(Party.SECOND_DEFENDER)).isEqualTo(28);
  }

  @Test
  void idsComposeAndConflictsAreRefused() {
    RuleSet both = RuleSets.byId("Four-Aces+Tournament");
    assertThat(both.id()).isEqualTo("four-aces+tournament");
    assertThat(both.values().componentValues(both.parseBid("ulti four aces"))).containsExactly(1, 4, 4);
    assertThat(both.values().componentValues(both.parseBid("40-100 open durchmars"))).containsExactly(4, 12);
    assertThat(RuleSets.byId("tournament+four-aces").ladder().bids()).isEqualTo(both.ladder().bids());
    assertThat(HouseRules.on(STANDARD, HouseRules.GIVE_UP_ANY).id()).isEqualTo("give-up-any");
    assertThatThrownBy(() -> RuleSets.byId("four-aces+four-aces-ultinet"))
        .hasMessage("Cannot compose 'four-aces+four-aces-ultinet': four-aces and four-aces-ultinet both change the four aces rules");
    assertThatThrownBy(() -> RuleSets.byId("four-aces+grand"))
        .isInstanceOf(UnknownRuleSetException.class)
        .hasMessageStartingWith("Cannot compose 'four-aces+grand': 'grand' is not a variant or house rule; the closest known:");
    // With the variants present, an unknown id names the closest known ones.
    assertThatThrownBy(() -> RuleSets.byId("four-ace"))
        .isInstanceOf(UnknownRuleSetException.class)
        .hasMessageStartingWith("Unknown rule set 'four-ace'; the closest known: four-aces");
    // Each composition is built once: a text of many records naming it costs one build.
    assertThat(RuleSets.byId("four-aces+tournament")).isSameAs(RuleSets.byId(" Four-Aces+TOURNAMENT "));
    assertThat(HouseRules.ids()).containsExactly("single-component-wins", "unbid-100-no-kontra",
        "betli-only-individual", "give-up-any", "deal-fives-then-seven", "deal-six-twice", "dealer-with-defenders",
        "dealer-with-declarer");
    assertThatThrownBy(() -> RuleSets.byId("dealer-with-defenders+dealer-with-declarer"))
        .hasMessageContaining("both change the four-player dealer rules");
  }

  /** D14: "An popular alternative method of dealing is: 5 cards to each player in the first round, then 7 to the first player and 5 each to the other players. Unusually, some people deal 6 to the first player in both rounds." */
  @Test
  void dealPatternOptionsDealTheGame() {
    for (String option : List.of(HouseRules.DEAL_FIVES_THEN_SEVEN, HouseRules.DEAL_SIX_TWICE)) {
      RuleSet rules = RuleSets.byId("standard+" + option);
      DealPattern pattern = rules.procedure().dealPattern();
      assertThat(pattern.name()).isEqualTo(option.substring("deal-".length()));
      Game game = Game.deal(rules, Seat.SEAT_0,
          SeededRandom.of(11));
      assertThat(game.deal()).isEqualTo(Deal.random(Seat.SEAT_0, pattern,
          SeededRandom.of(11)));
      assertThat(game.deal()).isNotEqualTo(Deal.random(Seat.SEAT_0,
          DealPattern.CUT, SeededRandom.of(11)));
    }
    assertThatThrownBy(() -> RuleSets.byId("historical+deal-six-twice"))
        .hasMessageContaining("both change the deal pattern rules");
  }
}
