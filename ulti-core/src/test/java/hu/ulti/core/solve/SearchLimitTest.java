package hu.ulti.core.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.DealPattern;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.play.UltiSeven;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/** A solve within a limit: node counts reported, a budget and a stop signal honoured, answers unchanged. */
class SearchLimitTest {
  private static final RuleSet RULES = RuleSet.standard();

  private static TrickPlay opening(long seed) {
    RandomGenerator random = SeededRandom.of(seed);
    Deal deal = Deal.random(Seat.SEAT_2, DealPattern.CUT, random);
    List<Card> twelve = new ArrayList<>(deal.hand(Seat.SEAT_0).toList());
    CardSet talon = CardSet.of(twelve.remove(11), twelve.remove(10));
    return TrickPlay.start(RULES.trickRules(), Trumps.of(Suit.HEARTS), Seat.SEAT_0, UltiSeven.FREE,
        List.of(CardSet.copyOf(twelve), deal.hand(Seat.SEAT_1), deal.hand(Seat.SEAT_2)), talon);
  }

  @Test
  void aGenerousLimitGivesTheSameAnswerAndReportsTheNodes() {
    TrickPlay play = opening(3);
    AtomicLong nodes = new AtomicLong();
    int limited = Solver.guaranteedCardPoints(RULES, play, SearchLimit.none().withMaxNodes(100_000_000)
        .reportingTo(nodes::addAndGet));
    assertThat(limited).isEqualTo(Solver.guaranteedCardPoints(RULES, play));
    assertThat(nodes.get()).isPositive();
  }

  @Test
  void aSpentBudgetStopsTheSearchWithTheNodeCount() {
    TrickPlay play = opening(3);
    AtomicLong reported = new AtomicLong();
    assertThatThrownBy(() -> Solver.guaranteedCardPoints(RULES, play,
        SearchLimit.none().withMaxNodes(50).reportingTo(reported::set)))
        .isInstanceOf(SearchStoppedException.class)
        .hasMessageContaining("the budget of 50 positions is spent")
        .satisfies(e -> assertThat(((SearchStoppedException) e).nodes()).isEqualTo(50));
    assertThat(reported.get()).isEqualTo(50); // the receiver and the exception agree
  }

  @Test
  void anInterruptStopsASolveAndStaysSet() {
    TrickPlay play = opening(3);
    Thread.currentThread().interrupt();
    try {
      assertThatThrownBy(() -> Solver.guaranteedCardPoints(RULES, play))
          .isInstanceOf(SearchStoppedException.class).hasMessageContaining("interrupted");
      assertThat(Thread.currentThread().isInterrupted()).isTrue();
    } finally {
      Thread.interrupted();
    }
  }

  @Test
  void aClaimIsDecidedWithinABudget() {
    TrickPlay play = opening(3);
    AtomicLong nodes = new AtomicLong();
    boolean granted = Claims.granted(RULES, play, Claim.DEFENDERS_TAKE_A_TRICK,
        SearchLimit.none().reportingTo(nodes::set));
    assertThat(granted).isEqualTo(Claims.granted(RULES, play, Claim.DEFENDERS_TAKE_A_TRICK));
    assertThat(nodes.get()).isPositive();
    if (nodes.get() > 1) {
      assertThatThrownBy(() -> Claims.granted(RULES, play, Claim.DEFENDERS_TAKE_A_TRICK,
          SearchLimit.none().withMaxNodes(nodes.get() - 1)))
          .isInstanceOf(SearchStoppedException.class).hasMessageContaining("is spent");
    }
  }

  @Test
  void aStopSignalStopsEveryKindOfSolve() {
    TrickPlay play = opening(5);
    AtomicBoolean cancelled = new AtomicBoolean(true);
    SearchLimit stop = SearchLimit.none().stoppingWhen(cancelled::get);
    assertThatThrownBy(() -> Solver.guaranteedCardPoints(RULES, play, stop))
        .isInstanceOf(SearchStoppedException.class).hasMessageContaining("told to stop");
    assertThatThrownBy(() -> Solver.solve(RULES, play, Contract.of(
        RULES.parseBid("Heart simple game"), Trumps.of(Suit.HEARTS)), Map.of(), stop))
        .isInstanceOf(SearchStoppedException.class);
    cancelled.set(false);
    assertThat(Solver.declarerMakes(RULES, play, Component.DURCHMARS, stop))
        .isEqualTo(Solver.declarerMakes(RULES, play, Component.DURCHMARS));
  }

  @Test
  void aBudgetBelowOneIsRefused() {
    assertThatThrownBy(() -> SearchLimit.none().withMaxNodes(0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least one node");
  }
}
