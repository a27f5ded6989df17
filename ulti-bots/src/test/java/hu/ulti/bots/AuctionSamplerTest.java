package hu.ulti.bots;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.card.CardSet;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.rules.RuleSet;
import java.util.List;
import net.jqwik.api.Example;

/**
 * The auction's estimate of a bid: the samples' mean with one imagined sample in which every
 * component is lost, so that a bid seen made in a handful of samples is not taken at face value.
 */
class AuctionSamplerTest {
  private static final RuleSet RULES = RuleSet.standard();
  private static final double NOT_SOLVED = Double.NaN;

  /** A row of results for one bid: the first option (acorns as trumps) solved, the rest not. */
  private static double[][] firstOption(double result) {
    return new double[][] {{result, NOT_SOLVED, NOT_SOLVED, NOT_SOLVED, NOT_SOLVED, NOT_SOLVED}};
  }

  @Example
  void aLostBidCostsEveryComponentFromBothDefenders() {
    // Simple game 1, ulti 4 and its loss 4 more; 40-100 4: all paid by each defender.
    assertThat(BidEstimates.lost(RULES, RULES.parseBid("Simple game"))).isEqualTo(-2);
    assertThat(BidEstimates.lost(RULES, RULES.parseBid("ulti"))).isEqualTo(-2 * (1 + 4 + 4));
    assertThat(BidEstimates.lost(RULES, RULES.parseBid("40-100 ulti"))).isEqualTo(-2 * (4 + 4 + 4));
  }

  @Example
  void aBidMadeInItsOnlySampleIsWorthNothingYet() {
    Bid simple = RULES.parseBid("Simple game");
    BidEstimates estimate = new BidEstimates(RULES, List.of(simple), CardSet.empty());
    estimate.add(firstOption(+2));
    assertThat(estimate.value(0)).as("(+2 - 2) / 2").isEqualTo(0);
    estimate.add(firstOption(+2));
    estimate.add(firstOption(+2));
    assertThat(estimate.value(0)).as("(3 * 2 - 2) / 4").isEqualTo(1);
  }

  @Example
  void moreSamplesOfTheSameRecordAreWorthMore() {
    Bid ulti = RULES.parseBid("ulti");
    BidEstimates few = new BidEstimates(RULES, List.of(ulti), CardSet.empty());
    BidEstimates many = new BidEstimates(RULES, List.of(ulti), CardSet.empty());
    for (int i = 0; i < 3; i++) {
      few.add(firstOption(+10));
    }
    for (int i = 0; i < 12; i++) {
      many.add(firstOption(+10));
    }
    assertThat(few.value(0)).isLessThan(many.value(0)).isLessThan(10);
    assertThat(few.value(0)).isEqualTo((30 - 18) / 4.0);
  }
}
