package hu.ulti.variants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Denomination;
import hu.ulti.core.contract.InvalidBidException;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import org.junit.jupiter.api.Test;

/** pagat: "the treatment and scoring of durchmars is different" at the Siófok and Kecskemét tournaments. */
class TournamentRulesTest {
  private static final RuleSet RULES = RuleSets.byId("tournament");

  /** "1. A minor suit open durchmars is worth only 12 rather than 24." */
  @Test
  void minorOpenDurchmarsIsTwelve() {
    assertThat(RULES.values().componentValues(RULES.parseBid("40-100 open durchmars"))).containsExactly(4, 12);
    assertThat(RULES.values().componentValues(RULES.parseBid("Heart 40-100 open durchmars"))).containsExactly(8, 24);
  }

  /** "2. A suit durchmars does not need to be combined with an ulti or 100, but can be played by itself." */
  @Test
  void aSuitDurchmarsMayBePlayedAlone() {
    Bid durchmars = RULES.parseBid("durchmars");
    assertThat(durchmars.denomination()).isEqualTo(Denomination.MINOR);
    assertThat(RULES.values().total(durchmars)).isEqualTo(6);
    assertThat(RULES.parseBid("heart durchmars").denomination()).isEqualTo(Denomination.HEARTS);
    assertThat(RULES.englishName(durchmars)).isEqualTo("Durchmars");
  }

  /** "3. There is no 6 point no trump durchmars - no trump durchmars is always worth 12 if played with concealed cards; 24 if played with open cards." ... "a player who wants to bid a no trump durchmars must expicitly say so in the bid". */
  @Test
  void noTrumpDurchmarsIsTwelveOrTwentyFourAndNamedExplicitly() {
    Bid concealed = RULES.parseBid("no trump heart durchmars");
    assertThat(concealed.hasTrumps()).isFalse();
    assertThat(RULES.values().total(concealed)).isEqualTo(12);
    assertThat(RULES.englishName(concealed)).isEqualTo("No trump heart durchmars");
    assertThat(RULES.hungarianName(concealed)).isEqualTo("Szín nélküli piros durchmars");
    assertThat(RULES.parseBid("szín nélküli piros durchmars")).isEqualTo(concealed);
    assertThat(RULES.values().total(RULES.parseBid("no trump open durchmars"))).isEqualTo(24);
    assertThatThrownBy(() -> RULES.parseBid("no trump durchmars"))
        .isInstanceOf(InvalidBidException.class)
        .hasMessageContaining("There is no 'No trump durchmars' in the tournament rules");
  }

  @Test
  void theStandardRulesAreUnchanged() {
    assertThat(RuleSet.standard().parseBid("durchmars").hasTrumps()).isFalse();
    assertThat(RuleSet.standard().ladder().bids()).hasSize(38);
    assertThat(RULES.ladder().bids().size()).isGreaterThan(38);
  }
}
