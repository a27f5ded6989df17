package hu.ulti.core.solve;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.DealPattern;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.internal.TrickLogic;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.play.UltiSeven;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.solve.internal.FastPlay;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * The search's candidate cards (one of each run of equivalent cards) against the card-by-card
 * loop the search used before {@link Runs}, at every position of random deals and contracts: for
 * the card-points search, runs of cards worth the same; for the boolean goals, which tricks alone
 * decide, runs whatever the cards are worth.
 */
class CandidatesTest {
  private static final RuleSet RULES = RuleSet.standard();
  private static final List<String> BIDS = List.of("Simple game", "Ulti", "40-100 ulti", "Betli", "Durchmars",
      "Heart simple game", "Heart ulti durchmars");

  @Test
  void everyPositionKeepsTheCardsTheLoopKept() {
    int positions = 0;
    int pruned = 0;
    int prunedForGoals = 0;
    for (long seed = 1; seed <= 300; seed++) {
      RandomGenerator random = SeededRandom.of(seed);
      Contract contract = SolverProperties.contract(RULES.parseBid(BIDS.get(random.nextInt(BIDS.size()))), random);
      Deal deal = Deal.random(Seat.SEAT_2, DealPattern.CUT, random);
      List<Card> twelve = new ArrayList<>(deal.hand(Seat.SEAT_0).toList());
      CardSet talon = CardSet.of(twelve.remove(random.nextInt(12)), twelve.remove(random.nextInt(11)));
      boolean ulti = contract.isUltiBid() && twelve.contains(contract.trumps().card(Rank.SEVEN).get());
      TrickPlay play = TrickPlay.start(RULES.trickRules(), contract.trumps(), Seat.SEAT_0, UltiSeven.keptIf(ulti),
          List.of(CardSet.copyOf(twelve), deal.hand(Seat.SEAT_1), deal.hand(Seat.SEAT_2)), talon);
      while (!play.isOver()) {
        FastPlay fast = Solver.fast(RULES.trickRules(), play);
        int[] trumpRanks = RULES.trickRules().rankOrder(Trumps.of(Suit.HEARTS)).strengths();
        int[] noTrumpRanks = RULES.trickRules().rankOrder(Trumps.none()).strengths();
        Search search = new Search(fast, true, trumpRanks, noTrumpRanks);
        int kept = search.pointsCandidates();
        assertThat(kept).as("%s, %s", contract, play).isEqualTo(loop(fast, Strengths.of(trumpRanks, noTrumpRanks), true));
        int keptForGoals = search.goalCandidates();
        assertThat(keptForGoals).as("goals: %s, %s", contract, play)
            .isEqualTo(loop(fast, Strengths.of(trumpRanks, noTrumpRanks), false));
        positions++;
        pruned += Integer.bitCount(fast.legal()) - Integer.bitCount(kept);
        prunedForGoals += Integer.bitCount(fast.legal()) - Integer.bitCount(keptForGoals);
        List<Card> legal = play.legalCards().toList();
        play = play.play(legal.get(random.nextInt(legal.size())));
      }
    }
    assertThat(positions).isEqualTo(300 * 30);
    assertThat(pruned).as("cards that an equivalent card stood for").isGreaterThan(1000);
    assertThat(prunedForGoals).as("cards of other points that an equivalent card stood for in the goals")
        .isGreaterThan(pruned + 1000);
  }

  /**
   * The loop over the legal cards, in the cards' own layout, as the search had it; {@code points}
   * whether equivalent cards must also be worth the same card points.
   */
  private static int loop(FastPlay play, Strengths strengths, boolean points) {
    int legal = play.legal();
    if ((legal & legal - 1) == 0) {
      return legal;
    }
    int order = TrickLogic.order(play.trump());
    int inPlay = play.hand(0) | play.hand(1) | play.hand(2);
    for (int i = 0; i < play.trickSize(); i++) {
      inPlay |= 1 << play.trickCard(i);
    }
    int inPlayByStrength = strengths.toStrengthLayout(order, inPlay);
    int seven = play.trump() == TrickLogic.NO_TRUMP ? -1 : play.trump() * 8 + 7;
    int kept = legal;
    for (int bits = legal; bits != 0; bits &= bits - 1) {
      int card = Integer.numberOfTrailingZeros(bits);
      int position = (card & ~7) + 7 - strengths.of(order, card);
      int stronger = inPlayByStrength & ((1 << position) - 1) & (0xFF << (card & ~7));
      if (stronger == 0 || card == seven) {
        continue;
      }
      int next = strengths.card(card >>> 3, order, 7 - ((31 - Integer.numberOfLeadingZeros(stronger)) & 7));
      if ((legal & 1 << next) != 0 && next != seven && (!points || play.points(next) == play.points(card))) {
        kept &= ~(1 << card);
      }
    }
    return kept;
  }
}
