package hu.ulti.core.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Component;
import hu.ulti.core.play.Side;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.ScoringRules;
import hu.ulti.core.scoring.LastTrick.TrumpSeven;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every scoring rule of pagat's main text, with its worked numbers. */
class ScorerTest {
  private static final RuleSet STANDARD = RuleSet.standard();
  private static final Trumps ACORNS = Trumps.of(Suit.ACORNS);
  private static final Trumps HEARTS = Trumps.of(Suit.HEARTS);

  private static HandSummary.Builder hand(String bid, Trumps trumps) {
    return HandSummary.builder(STANDARD, STANDARD.parseBid(bid)).trumps(trumps);
  }

  /** A played trump hand: declarer card points and tricks, last trick and seven. */
  private static HandSummary.Builder played(String bid, Trumps trumps, int declarerPoints, int declarerTricks,
      Side lastTrickBy, TrumpSeven seven) {
    return hand(bid, trumps)
        .declarer(SideTally.of(declarerPoints, declarerTricks))
        .defenders(SideTally.of(90 - declarerPoints, 10 - declarerTricks))
        .lastTrick(new LastTrick(lastTrickBy, seven));
  }

  private static Settlement settle(HandSummary.Builder hand) {
    Settlement settlement = Scorer.settle(hand.build());
    assertThat(settlement.payments().values().stream().mapToInt(Integer::intValue).sum()).isZero();
    return settlement;
  }

  private static int eachDefenderPays(Settlement settlement) {
    assertThat(settlement.payment(Party.FIRST_DEFENDER)).isEqualTo(settlement.payment(Party.SECOND_DEFENDER));
    return -settlement.payment(Party.FIRST_DEFENDER);
  }

  private static Kontra kontra(ScoreItem item, int level) {
    return new Kontra(item.component().orElseThrow(), level, Kontra.Defender.BOTH);
  }

  /** "if the declarer wins a contract which scores 4 game points, you must add 8 to the declarer's score and subtract 4 from each opponent's score." */
  @Test
  void theDeclarerIsPaidByEachDefender() {
    Settlement s = settle(played("40-100", ACORNS, 60, 6, Side.DECLARER, TrumpSeven.NONE)
        .declarer(SideTally.of(60, 6, 40)));
    assertThat(s.payment(Party.DECLARER)).isEqualTo(8);
    assertThat(eachDefenderPays(s)).isEqualTo(4);
  }

  /** "A player bids heart ulti; ... If the game is won but the ulti is lost the declarer will lose 14 - winning 2 for the game but losing 8 plus an additional 8 for the failed bid ulti." */
  @Test
  void heartUltiGameWonUltiLost() {
    Settlement s = settle(played("Heart ulti", HEARTS, 60, 6, Side.DEFENDERS, TrumpSeven.DECLARER_LOST));
    assertThat(eachDefenderPays(s)).isEqualTo(-14);
    assertThat(s.lines()).extracting(SettlementLine::perDefender).containsExactly(2, -16);
  }

  /** "If an opponent says kontra to the ulti, and the declarer wins everything, the score will be 2 for the game plus 16 for the ulti." */
  @Test
  void heartUltiKontraWonEverything() {
    Settlement s = settle(played("Heart ulti", HEARTS, 60, 7, Side.DECLARER, TrumpSeven.DECLARER_WON)
        .kontra(kontra(ScoreItem.ULTI, 1)));
    assertThat(eachDefenderPays(s)).isEqualTo(18);
  }

  /** "If the declarer wins the game and loses the ulti, the payment is 22 to each opponent: the declarer wins 2 for the game but loses 16 for the kontra'd ulti plus an additional 8 for a failed bid ulti in hearts." */
  @Test
  void heartUltiKontraGameWonUltiLost() {
    Settlement s = settle(played("Heart ulti", HEARTS, 50, 5, Side.DEFENDERS, TrumpSeven.DECLARER_LOST)
        .declarer(SideTally.of(50, 5, 40))
        .defenders(SideTally.of(40, 5, 20))
        .kontra(kontra(ScoreItem.ULTI, 1)));
    assertThat(eachDefenderPays(s)).isEqualTo(-22);
    assertThat(s.payment(Party.DECLARER)).isEqualTo(-44);
    SettlementLine ulti = s.lines().get(1);
    assertThat(ulti.multiplier()).isEqualTo(2);
    assertThat(ulti.perDefender()).isEqualTo(-24);
    assertThat(ulti.note()).isEqualTo("lost bid ulti: 8 × 2, plus the 8 penalty that kontra does not double");
  }

  /** A bid ulti also fails "because it is forced out before the last trick": the declarer may still win the last trick with another card. */
  @Test
  void aBidUltiForcedOutEarlyIsLostThoughTheDeclarerTakesTheLastTrick() {
    Settlement s = settle(played("Ulti", ACORNS, 70, 7, Side.DECLARER, TrumpSeven.DECLARER_LOST));
    assertThat(s.lines()).extracting(SettlementLine::perDefender).containsExactly(1, -8);
  }

  /** Ulti "kontra'd ... and lost, the doubling applies to the basic score for the ulti but not to the additional 4 point penalty" (S4: "16+4 if redoubled"). */
  @Test
  void ultiPenaltyIsNeverDoubled() {
    Settlement s = settle(played("Ulti", ACORNS, 60, 6, Side.DEFENDERS, TrumpSeven.DECLARER_LOST)
        .kontra(kontra(ScoreItem.ULTI, 2)));
    assertThat(s.lines()).extracting(SettlementLine::perDefender).containsExactly(1, -20);
  }

  /** "In a simple game, the declarer's object is to take more card points than the opponents", declared marriages counted. */
  @Test
  void marriagesCountTowardsTheSimpleGame() {
    Settlement lost = settle(played("Simple game", ACORNS, 40, 4, Side.DEFENDERS, TrumpSeven.NONE));
    assertThat(eachDefenderPays(lost)).isEqualTo(-1);
    Settlement won = settle(played("Simple game", ACORNS, 40, 4, Side.DEFENDERS, TrumpSeven.NONE)
        .declarer(SideTally.of(40, 4, 20)));
    assertThat(eachDefenderPays(won)).isEqualTo(1);
  }

  /** "if one team declares a 40 and three 20's (100 points) but the other team wins all the tricks (90 points), the team that takes all the tricks wins the game (in fact they would also win a bonus for durchmars)". */
  @Test
  void aSideWithoutATrickCannotWinTheGame() {
    Settlement s = settle(played("Simple game", ACORNS, 0, 0, Side.DEFENDERS, TrumpSeven.NONE)
        .declarer(SideTally.of(0, 0, 40, 20, 20, 20)));
    assertThat(s.lines()).singleElement().satisfies(line -> {
      assertThat(line.item()).isEqualTo(ScoreItem.DURCHMARS);
      assertThat(line.bid()).isFalse();
      assertThat(line.perDefender()).isEqualTo(-3);
    });
  }

  /** "if you score 100 in a simple game in acorns it is worth 2 game points instead of 1." ... "more than one twenty or forty may be included". */
  @Test
  void unbidHundredDoublesTheGame() {
    Settlement s = settle(played("Simple game", ACORNS, 60, 6, Side.DECLARER, TrumpSeven.NONE)
        .declarer(SideTally.of(60, 6, 20, 20)));
    assertThat(eachDefenderPays(s)).isEqualTo(2);
    assertThat(s.lines()).extracting(SettlementLine::item).containsExactly(ScoreItem.GAME, ScoreItem.HUNDRED);
    // "If the game was kontra'd, rekontra'd, etc, any bonus for unbid 100 is also doubled".
    Settlement kontra = settle(played("Simple game", ACORNS, 60, 6, Side.DECLARER, TrumpSeven.NONE)
        .declarer(SideTally.of(60, 6, 20, 20)).kontra(kontra(ScoreItem.GAME, 1)));
    assertThat(eachDefenderPays(kontra)).isEqualTo(4);
    // The defenders' 100 doubles what the declarer pays.
    Settlement theirs = settle(played("Heart simple game", HEARTS, 30, 3, Side.DEFENDERS, TrumpSeven.NONE)
        .defenders(SideTally.of(60, 7, 40)));
    assertThat(eachDefenderPays(theirs)).isEqualTo(-4);
  }

  /** "If either side takes 100 card points in a trump contract without having bid 20-100 or 40-100" — not with a 100 bid. */
  @Test
  void noUnbidHundredWhenAHundredWasBid() {
    Settlement s = settle(played("40-100", ACORNS, 70, 7, Side.DECLARER, TrumpSeven.NONE)
        .declarer(SideTally.of(70, 7, 40)));
    assertThat(s.lines()).extracting(SettlementLine::item).containsExactly(ScoreItem.FORTY_HUNDRED);
  }

  /** "If a side wins all the tricks in a trump contract without having bid durchmars, it scores 3 points. This replaces the score for the simple game ... the doubles are applied to the unbid durchmars score." */
  @Test
  void unbidDurchmarsReplacesTheGameWithItsKontra() {
    Settlement s = settle(played("Simple game", ACORNS, 90, 10, Side.DECLARER, TrumpSeven.NONE)
        .defenders(SideTally.of(0, 0)).kontra(kontra(ScoreItem.GAME, 1)));
    assertThat(s.lines()).singleElement().satisfies(line -> {
      assertThat(line.item()).isEqualTo(ScoreItem.DURCHMARS);
      assertThat(line.perDefender()).isEqualTo(6);
    });
    Settlement hearts = settle(played("Heart simple game", HEARTS, 90, 10, Side.DECLARER, TrumpSeven.NONE));
    assertThat(eachDefenderPays(hearts)).isEqualTo(6);
  }

  /** Unbid durchmars where there is no simple game is added to the contract. */
  @Test
  void unbidDurchmarsAddsWithoutASimpleGame() {
    Settlement s = settle(played("40-100", ACORNS, 90, 10, Side.DECLARER, TrumpSeven.NONE)
        .declarer(SideTally.of(90, 10, 40)).defenders(SideTally.of(0, 0)));
    assertThat(s.lines()).extracting(SettlementLine::item, SettlementLine::perDefender)
        .containsExactly(org.assertj.core.groups.Tuple.tuple(ScoreItem.FORTY_HUNDRED, 4),
            org.assertj.core.groups.Tuple.tuple(ScoreItem.DURCHMARS, 3));
  }

  /** "A declarer who wins the last trick with the 7 of trumps without having bid Ulti receives a bonus of 2 ... if the declarer plays the 7 of trumps to the last trick and it does not win, the declarer loses 4 ... if an opponent ever plays the 7 of trumps to the last trick, then the opponents get a bonus of 2 game points if it wins, or are penalised 4 game points if it is beaten. This penalty applies even if the trick is won by the partner." */
  @Test
  void silentUlti() {
    assertThat(ultiLine(played("Simple game", ACORNS, 60, 6, Side.DECLARER, TrumpSeven.DECLARER_WON))).isEqualTo(2);
    assertThat(ultiLine(played("Simple game", ACORNS, 60, 6, Side.DEFENDERS, TrumpSeven.DECLARER_LOST))).isEqualTo(-4);
    assertThat(ultiLine(played("Simple game", ACORNS, 60, 6, Side.DEFENDERS, TrumpSeven.DEFENDER_WON))).isEqualTo(-2);
    assertThat(ultiLine(played("Simple game", ACORNS, 40, 4, Side.DEFENDERS, TrumpSeven.DEFENDER_LOST))).isEqualTo(4);
    assertThat(ultiLine(played("Heart simple game", HEARTS, 60, 6, Side.DECLARER, TrumpSeven.DECLARER_WON))).isEqualTo(4);
    assertThat(ultiLine(played("Heart simple game", HEARTS, 60, 6, Side.DECLARER, TrumpSeven.DEFENDER_LOST))).isEqualTo(8);
    // Silent bonuses other than 100 and durchmars are not doubled by a kontra on the game (D24).
    assertThat(ultiLine(played("Simple game", ACORNS, 60, 6, Side.DECLARER, TrumpSeven.DECLARER_WON)
        .kontra(kontra(ScoreItem.GAME, 1)))).isEqualTo(2);
  }

  private static int ultiLine(HandSummary.Builder hand) {
    return settle(hand).lines().stream().filter(l -> l.item() == ScoreItem.ULTI)
        .mapToInt(SettlementLine::perDefender).sum();
  }

  /** 40-100: "the declarer can only afford to let the opponents take at most three aces or tens (two if they win the last trick)"; "If a player who bids 40-100 does not hold the king and over of trumps, the 40-100 is automatically lost". */
  @Test
  void fortyHundredCountsOnlyTheForty() {
    assertThat(eachDefenderPays(settle(played("40-100", ACORNS, 60, 6, Side.DEFENDERS, TrumpSeven.NONE)
        .declarer(SideTally.of(60, 6, 40))))).isEqualTo(4);
    assertThat(eachDefenderPays(settle(played("40-100", ACORNS, 50, 6, Side.DECLARER, TrumpSeven.NONE)
        .declarer(SideTally.of(50, 6, 40))))).isEqualTo(-4);
    Settlement without = settle(played("40-100 ulti", ACORNS, 80, 7, Side.DECLARER, TrumpSeven.DECLARER_WON));
    assertThat(without.lines().get(0).perDefender()).isEqualTo(-4);
    assertThat(without.lines().get(0).note()).contains("did not declare the 40");
    assertThat(without.lines().get(1).perDefender()).isEqualTo(4);
  }

  /** 20-100: "the declarer can only afford to lose a single ace or ten, or the last trick." */
  @Test
  void twentyHundredCountsOneTwenty() {
    assertThat(eachDefenderPays(settle(played("20-100", ACORNS, 80, 8, Side.DEFENDERS, TrumpSeven.NONE)
        .declarer(SideTally.of(80, 8, 20))))).isEqualTo(8);
    assertThat(eachDefenderPays(settle(played("Heart 20-100", HEARTS, 70, 8, Side.DEFENDERS, TrumpSeven.NONE)
        .declarer(SideTally.of(70, 8, 20))))).isEqualTo(-16);
  }

  /** "Open Durchmars (terített durchmars) scores 24 ... If hearts are trumps, the score remains 24, though the scores of the other contract components are doubled." */
  @Test
  void openDurchmarsInHeartsStays24() {
    Settlement s = settle(played("Heart 40-100 open durchmars", HEARTS, 90, 10, Side.DECLARER, TrumpSeven.NONE)
        .declarer(SideTally.of(90, 10, 40)).defenders(SideTally.of(0, 0)));
    assertThat(s.lines()).extracting(SettlementLine::perDefender).containsExactly(8, 24);
    Settlement lost = settle(played("Ulti durchmars", ACORNS, 80, 9, Side.DECLARER, TrumpSeven.DECLARER_WON));
    assertThat(lost.lines()).extracting(SettlementLine::perDefender).containsExactly(4, -6);
  }

  /** Betli "scores 5", heart betli 10, open betli 20; "If only one opponent kontras when betli or durchmars has been bid, that player pays or receives double while his partner pays or receives singly." */
  @Test
  void betliAndIndividualKontras() {
    HandSummary.Builder betli = hand("Betli", Trumps.none())
        .declarer(SideTally.tricksOnly(0)).defenders(SideTally.tricksOnly(10))
        .kontra(new Kontra(Component.BETLI, 1, Kontra.Defender.FIRST));
    Settlement s = settle(betli);
    assertThat(s.payment(Party.FIRST_DEFENDER)).isEqualTo(-10);
    assertThat(s.payment(Party.SECOND_DEFENDER)).isEqualTo(-5);
    assertThat(s.payment(Party.DECLARER)).isEqualTo(15);
    assertThat(s.lines().get(0).perDefender()).isEqualTo(5);
    assertThat(s.lines().get(0).note()).contains("first defender pays 10, the second 5");
    // The declarer's rekontra answers only the defender who kontra'd.
    Settlement rekontra = settle(hand("Open betli", Trumps.none())
        .declarer(SideTally.tricksOnly(1)).defenders(SideTally.tricksOnly(0))
        .kontra(new Kontra(Component.BETLI, 2, Kontra.Defender.SECOND)));
    assertThat(rekontra.payment(Party.FIRST_DEFENDER)).isEqualTo(20);
    assertThat(rekontra.payment(Party.SECOND_DEFENDER)).isEqualTo(80);
    assertThat(rekontra.payment(Party.DECLARER)).isEqualTo(-100);
  }

  /** No-trump durchmars 6, heart durchmars 12; lost as soon as the defenders take a trick. */
  @Test
  void noTrumpDurchmars() {
    assertThat(eachDefenderPays(settle(hand("Heart durchmars", Trumps.none())
        .declarer(SideTally.tricksOnly(10)).defenders(SideTally.tricksOnly(0))))).isEqualTo(12);
    assertThat(eachDefenderPays(settle(hand("Durchmars", Trumps.none())
        .declarer(SideTally.tricksOnly(3)).defenders(SideTally.tricksOnly(1))))).isEqualTo(-6);
  }

  /** Kontra, rekontra, szubkontra, hirskontra, mordkontra, fedáksári: ×2 to ×64. */
  @Test
  void kontraLevelsDouble() {
    for (int level = 1; level <= 6; level++) {
      Settlement s = settle(played("Simple game", ACORNS, 60, 6, Side.DECLARER, TrumpSeven.NONE)
          .kontra(kontra(ScoreItem.GAME, level)));
      assertThat(eachDefenderPays(s)).isEqualTo(1 << level);
    }
    assertThat(kontra(ScoreItem.GAME, 6).levelName()).isEqualTo("fedáksári");
  }

  /** "A player who has bid a simple game without ulti in a minor suit (not hearts) is allowed to give up before leading to the first trick, and lose just 2 game points." */
  @Test
  void givingUpCostsTwo() {
    Settlement s = settle(hand("Simple game", Trumps.of(Suit.BELLS)).gaveUp(true));
    assertThat(eachDefenderPays(s)).isEqualTo(-2);
  }

  /** Variation: "any contract may be given up ... if you give up a heart ulti you must pay 2x2 pts for the hearts game, and 3x8 (2x8 + 8) pts for the hearts ulti, for a total of 28 pts to each of the opponents." */
  @Test
  void givingUpAnyContractUnderTheVariation() {
    RuleSet anyGiveUp = STANDARD.toBuilder("give-up-any", "test")
        .scoring(ScoringRules.standard().toBuilder()
            .giveUp(ScoringRules.GiveUp.ANY_CONTRACT_KONTRAD_VALUE, 0).build())
        .build();
    Settlement s = Scorer.settle(HandSummary.builder(anyGiveUp, anyGiveUp.parseBid("Heart ulti"))
        .trumps(HEARTS).gaveUp(true).build());
    assertThat(s.payment(Party.FIRST_DEFENDER)).isEqualTo(28);
    assertThat(s.lines()).extracting(SettlementLine::perDefender).containsExactly(-4, -24);
  }

  @Test
  void settlementLinesFollowCanonicalOrder() {
    Settlement s = settle(played("20-100 ulti durchmars", ACORNS, 90, 10, Side.DECLARER, TrumpSeven.DECLARER_WON)
        .declarer(SideTally.of(90, 10, 20)).defenders(SideTally.of(0, 0)));
    assertThat(s.lines()).extracting(SettlementLine::item)
        .isEqualTo(List.of(ScoreItem.TWENTY_HUNDRED, ScoreItem.ULTI, ScoreItem.DURCHMARS));
    assertThat(eachDefenderPays(s)).isEqualTo(18);
  }
}
