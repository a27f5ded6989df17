package hu.ulti.variants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.Suit;
import hu.ulti.core.play.Side;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import hu.ulti.core.scoring.SettlementLine;
import hu.ulti.core.scoring.HandSummary;
import hu.ulti.core.scoring.LastTrick;
import hu.ulti.core.scoring.ScoreItem;
import hu.ulti.core.scoring.Scorer;
import hu.ulti.core.scoring.SideTally;
import hu.ulti.core.scoring.TakenBy;
import org.junit.jupiter.api.Test;

/** pagat's four-aces variation and the UltiNet reading. */
class FourAcesRulesTest {
  private static final RuleSet RULES = RuleSets.byId("four-aces");

  private static HandSummary.Builder hand(RuleSet rules, String bid, Trumps trumps, int declarerPoints, int declarerTricks) {
    return HandSummary.builder(rules, rules.parseBid(bid)).trumps(trumps)
        .declarer(SideTally.of(declarerPoints, declarerTricks))
        .defenders(SideTally.of(90 - declarerPoints, 10 - declarerTricks))
        .lastTrick(new LastTrick(Side.DECLARER, LastTrick.TrumpSeven.NONE));
  }

  private static int fourAces(HandSummary.Builder hand) {
    return Scorer.settle(hand.build()).lines().stream().filter(l -> l.item() == ScoreItem.FOUR_ACES)
        .mapToInt(SettlementLine::perDefender).sum();
  }

  /** "an ulti with four aces in a minor suit is worth 1+4+4 (9); 40-100 with four aces in hearts is worth 8+8 (16)." */
  @Test
  void pagatsWorkedValues() {
    assertThat(RULES.values().componentValues(RULES.parseBid("ulti four aces"))).containsExactly(1, 4, 4);
    assertThat(RULES.values().componentValues(RULES.parseBid("heart 40-100 four aces"))).containsExactly(8, 8);
    // Its bids take their places by the standard ranking: ulti four aces (4 + 4, game 1) is above heart ulti's step.
    assertThat(RULES.canOvercall(RULES.parseBid("ulti four aces"), RULES.parseBid("40-100 ulti"))).isTrue();
    assertThat(RULES.compare(RULES.parseBid("four aces"), RULES.parseBid("ulti"))).isZero();
  }

  /** "it scores 2 points unbid or 4 points if bid; these scores are doubled if hearts are trumps ... a bid of four aces does not incur an extra penalty if it is defeated". */
  @Test
  void bidAndSilentFourAces() {
    Trumps acorns = Trumps.of(Suit.ACORNS);
    assertThat(fourAces(hand(RULES, "ulti four aces", acorns, 60, 6).fourAces(TakenBy.DECLARER))).isEqualTo(4);
    assertThat(fourAces(hand(RULES, "ulti four aces", acorns, 60, 6).fourAces(TakenBy.NONE))).isEqualTo(-4);
    assertThat(fourAces(hand(RULES, "Simple game", acorns, 60, 6).fourAces(TakenBy.DECLARER))).isEqualTo(2);
    assertThat(fourAces(hand(RULES, "Heart simple game", Trumps.of(Suit.HEARTS), 60, 6).fourAces(TakenBy.DECLARER))).isEqualTo(4);
    // Either side scores it, when one player took all four (D29).
    assertThat(fourAces(hand(RULES, "Simple game", acorns, 40, 4).fourAces(TakenBy.DEFENDER))).isEqualTo(-2);
    // Aces left in the talon defeat it: nobody took all four.
    assertThat(fourAces(hand(RULES, "Simple game", acorns, 60, 6))).isZero();
    // Any durchmars annuls a silent four aces (D06).
    assertThat(fourAces(hand(RULES, "Simple game", acorns, 90, 10).defenders(SideTally.of(0, 0)).fourAces(TakenBy.DECLARER))).isZero();
    assertThatThrownBy(() -> RULES.parseBid("ulti four aces durchmars")).hasMessageContaining("not combined with durchmars");
  }

  /** "many play that four aces can only be bid along with another bonus - so a simple game with four aces cannot be bid." */
  @Test
  void fourAcesOnlyWithAnotherBonus() {
    RuleSet withBonus = RuleSets.byId("four-aces-with-bonus");
    assertThatThrownBy(() -> withBonus.parseBid("four aces")).hasMessageContaining("only be bid along with another bonus");
    assertThat(withBonus.isBiddable(withBonus.parseBid("ulti four aces"))).isTrue();
  }

  /** "At the former UltiNet on line server, four aces scored only if bid and was worth 3. If was also possible to bid four tens (négy tíz), undertaking to win all four tens in tricks, for 9 points." */
  @Test
  void ultiNet() {
    RuleSet ultiNet = RuleSets.byId("four-aces-ultinet");
    assertThat(ultiNet.values().componentValues(ultiNet.parseBid("pass four tens"))).containsExactly(1, 9);
    assertThat(ultiNet.values().componentValues(ultiNet.parseBid("négy ász"))).containsExactly(1, 3);
    Trumps acorns = Trumps.of(Suit.ACORNS);
    assertThat(fourAces(hand(ultiNet, "Simple game", acorns, 60, 6).fourAces(TakenBy.DECLARER))).isZero();
    assertThat(Scorer.settle(hand(ultiNet, "four tens", acorns, 60, 6).fourTens(TakenBy.DECLARER).build())
        .lines().stream().filter(l -> l.item() == ScoreItem.FOUR_TENS).mapToInt(SettlementLine::perDefender).sum())
        .isEqualTo(9);
  }

  /**
   * A summary must describe a hand that could have happened: four aces are 40 card points in at
   * least two tricks, so a side that took one trick, or fewer points, cannot hold them.
   */
  @Test
  void fourAcesOrTensCreditedToASideThatCannotHoldThemAreRefused() {
    Trumps acorns = Trumps.of(Suit.ACORNS);
    assertThatThrownBy(() -> hand(RULES, "Simple game", acorns, 30, 1).fourAces(TakenBy.DECLARER).build())
        .hasMessage("fourAces: all four aces are 40 card points in at least 2 tricks, and the declarer took 1 trick and"
            + " 30 points");
    assertThatThrownBy(() -> hand(RULES, "Simple game", acorns, 60, 9).fourAces(TakenBy.DEFENDER).build())
        .hasMessageStartingWith("fourAces: all four aces are 40 card points in at least 2 tricks, and the defenders took");
    RuleSet ultinet = RuleSets.byId("four-aces-ultinet");
    assertThatThrownBy(() -> hand(ultinet, "Simple game", acorns, 70, 2).fourAces(TakenBy.DECLARER).fourTens(TakenBy.DECLARER)
        .build())
        .hasMessageStartingWith("fourAces: all four aces and all four tens are 80 card points in at least 3 tricks");
    // Possible hands still pass.
    assertThat(hand(RULES, "Simple game", acorns, 40, 2).fourAces(TakenBy.DECLARER).build().fourAces()).isEqualTo(TakenBy.DECLARER);
  }
}
