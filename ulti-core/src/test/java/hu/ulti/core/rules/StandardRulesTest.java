package hu.ulti.core.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.BidFormatException;
import hu.ulti.core.contract.BidRule;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Denomination;
import hu.ulti.core.contract.InvalidBidException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Values, ranking and names of the standard rules, quoting pagat. */
class StandardRulesTest {
  private static final RuleSet STANDARD = RuleSet.standard();

  private static Bid bid(String name) {
    return STANDARD.parseBid(name);
  }

  /** "a Heart Betli (10) beats a Heart Ulti (2 + 8) which beats a Heart 40-100 (8)." */
  @Test
  void simpleGameOnlyBreaksTies() {
    assertThat(STANDARD.canOvercall(bid("Heart betli"), bid("Heart ulti"))).isTrue();
    assertThat(STANDARD.canOvercall(bid("Heart ulti"), bid("Heart 40-100"))).isTrue();
    assertThat(STANDARD.canOvercall(bid("Heart 40-100"), bid("Heart ulti"))).isFalse();
    assertThat(STANDARD.canOvercall(bid("Ulti"), bid("40-100"))).isTrue();
  }

  /** "Certain bids have the same rank - for example Acorn 20-100 Ulti (8 + 4) and Heart Durchmars (12). ... each of these "equal" bids shuts out the other." */
  @Test
  void equalBidsShutEachOtherOut() {
    Bid twentyUlti = bid("20-100 ulti");
    Bid heartDurchmars = bid("Heart durchmars");
    assertThat(STANDARD.compare(twentyUlti, heartDurchmars)).isZero();
    assertThat(STANDARD.canOvercall(twentyUlti, heartDurchmars)).isFalse();
    assertThat(STANDARD.canOvercall(heartDurchmars, twentyUlti)).isFalse();
    assertThat(STANDARD.ladder().step(twentyUlti)).isEqualTo(STANDARD.ladder().step(heartDurchmars));
  }

  /** "If hearts are trumps, all scores are doubled." ... "If hearts are trumps, the score [of open durchmars] remains 24, though the scores of the other contract components are doubled." */
  @Test
  void heartsDoubleExceptOpenDurchmars() {
    assertThat(STANDARD.values().componentValues(bid("Heart 40-100 ulti open durchmars"))).containsExactly(8, 8, 24);
    assertThat(STANDARD.values().componentValues(bid("40-100 ulti open durchmars"))).containsExactly(4, 4, 24);
    assertThat(STANDARD.values().componentValues(bid("Heart ulti durchmars"))).containsExactly(8, 12);
    assertThat(STANDARD.values().total(bid("Betli"))).isEqualTo(5);
    assertThat(STANDARD.values().total(bid("Heart betli"))).isEqualTo(10);
    assertThat(STANDARD.values().total(bid("Open betli"))).isEqualTo(20);
    assertThat(STANDARD.values().total(bid("Durchmars"))).isEqualTo(6);
    assertThat(STANDARD.values().total(bid("Heart durchmars"))).isEqualTo(12);
    assertThat(STANDARD.values().total(bid("Open durchmars"))).isEqualTo(24);
  }

  /** "the declarer loses 4 game points plus an additional penalty of 4 game points." (8 + 8 in hearts) */
  @Test
  void lostUltiCarriesAnExtraPenalty() {
    assertThat(STANDARD.values().lostUltiPenalty(Denomination.MINOR)).hasValue(4);
    assertThat(STANDARD.values().lostUltiPenalty(Denomination.HEARTS)).hasValue(8);
  }

  /** "durchmars with trumps must be combined with at least one of ulti, 40-100 and 20-100." */
  @Test
  void trumpDurchmarsNeedsAPartner() {
    Bid alone = Bid.of(Denomination.MINOR, Component.DURCHMARS);
    assertThatThrownBy(() -> STANDARD.requireBiddable(alone))
        .isInstanceOf(InvalidBidException.class)
        .satisfies(e -> assertThat(((InvalidBidException) e).rule()).isEqualTo(BidRule.TRUMP_DURCHMARS_NEEDS_PARTNER));
    // Said alone, "durchmars" is the no-trump bid.
    assertThat(bid("durchmars").hasTrumps()).isFalse();
    assertThat(bid("40-100 durchmars").denomination()).isEqualTo(Denomination.MINOR);
  }

  @Test
  void variantComponentsAndFormsAreNotPlayed() {
    assertThatThrownBy(() -> bid("four aces"))
        .isInstanceOf(InvalidBidException.class)
        .hasMessageContaining("There is no 'Four aces' in the standard rules");
    assertThatThrownBy(() -> bid("heart open betli"))
        .satisfies(e -> assertThat(((InvalidBidException) e).rule()).isEqualTo(BidRule.NOT_PLAYED));
    assertThatThrownBy(() -> bid("open ulti"))
        .satisfies(e -> assertThat(((InvalidBidException) e).rule()).isEqualTo(BidRule.OPEN_ONLY_BETLI_OR_DURCHMARS));
    assertThatThrownBy(() -> bid("betli ulti"))
        .satisfies(e -> assertThat(((InvalidBidException) e).rule()).isEqualTo(BidRule.BETLI_STANDS_ALONE));
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "rebetli | Heart betli",
    "piros betli | Heart betli",
    "redurchmars | Heart durchmars",
    "negyven-száz | 40-100",
    "NEGYVEN SZAZ ulti | 40-100 ulti",
    "húsz-száz piros | Heart 20-100",
    "husz-szaz | 20-100",
    "20/100 ulti durchmars teritett | 20-100 ulti open durchmars",
    "hearts pass | Heart simple game",
    "passz piros | Heart simple game",
    "parti | Simple game",
    "pass | Simple game",
    "game simple | Simple game",
    "ulti | Ulti",
    "ulti, 40-100 | 40-100 ulti",
    "durchmars terített | Open durchmars",
    "Terített Betli | Open betli",
    "durchmars ulti heart | Heart ulti durchmars",
  })
  void commonAlternativesAndAnyWordOrder(String text, String canonical) {
    assertThat(STANDARD.englishName(bid(text))).isEqualTo(canonical);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "ulti spades | spades",
    "grand | grand",
    "ulti ulti | ulti",
    "piros rebetli | rebetli",
    "open open durchmars | open",
    "heart | heart",
  })
  void unknownOrConflictingWordsAreRefusedQuotingThem(String text, String word) {
    assertThatThrownBy(() -> bid(text))
        .isInstanceOf(BidFormatException.class)
        .hasMessageContaining("'" + word + "'");
  }

  @Test
  void ruleSetsAreFoundById() {
    assertThat(RuleSets.byId("STANDARD")).isSameAs(STANDARD);
    assertThat(RuleSets.all()).first().isSameAs(STANDARD);
    assertThatThrownBy(() -> RuleSets.byId("klaverjas"))
        .isInstanceOf(UnknownRuleSetException.class)
        .hasMessageContaining("'klaverjas'")
        .hasMessageContaining("only the standard rules are here");
    assertThatThrownBy(() -> RuleSet.standard().toBuilder("Bad Id", "x"))
        .hasMessageContaining("'Bad Id'");
  }
}
