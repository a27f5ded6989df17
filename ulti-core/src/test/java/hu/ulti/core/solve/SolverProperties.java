package hu.ulti.core.solve;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.DealPattern;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/** The solver against plain minimax (no alpha-beta, no table, no equivalent cards) on endgames. */
class SolverProperties {
  private static final RuleSet RULES = RuleSet.standard();
  private static final List<String> CONTRACTS = List.of(
      "Ulti", "Heart ulti durchmars", "40-100 ulti", "20-100 durchmars", "Betli", "Durchmars", "Pass hearts");

  /** A random endgame: a random deal and contract played at random until at most five tricks are left. */
  static Object[] endgame(long seed) {
    RandomGenerator random = SeededRandom.of(seed);
    Contract contract = contract(RULES.parseBid(CONTRACTS.get(random.nextInt(CONTRACTS.size()))), random);
    Deal deal = Deal.random(Seat.THIRD, DealPattern.CUT, random);
    Seat declarer = Seat.FIRST;
    List<Card> twelve = new ArrayList<>(deal.hand(declarer).toList());
    CardSet talon = CardSet.of(twelve.remove(random.nextInt(12)), twelve.remove(random.nextInt(11)));
    boolean ulti = contract.isUltiBid() && twelve.contains(contract.trumps().card(hu.ulti.core.card.Rank.SEVEN).get());
    List<CardSet> hands = List.of(CardSet.copyOf(twelve), deal.hand(Seat.SECOND), deal.hand(Seat.THIRD));
    TrickPlay play = TrickPlay.start(RULES.trickRules(), contract.trumps(), declarer, ulti, hands, talon);
    int stop = 15 + random.nextInt(14); // 15 to 28 cards played: 5 tricks or fewer left
    for (int i = 0; i < stop; i++) {
      List<Card> legal = play.legalCards().toList();
      play = play.play(legal.get(random.nextInt(legal.size())));
    }
    return new Object[] {play, contract};
  }

  private static Contract contract(hu.ulti.core.contract.Bid bid, RandomGenerator random) {
    if (!bid.hasTrumps()) {
      return Contract.of(bid, Trumps.none());
    }
    if (bid.isHearts()) {
      return Contract.of(bid, Trumps.of(Suit.HEARTS));
    }
    return Contract.of(bid, Trumps.of(List.of(Suit.ACORNS, Suit.LEAVES, Suit.BELLS).get(random.nextInt(3))));
  }

  @Property(tries = 2000)
  void theSolverAgreesWithPlainMinimax(@ForAll long seed) {
    Object[] position = endgame(seed);
    TrickPlay play = (TrickPlay) position[0];
    Contract contract = (Contract) position[1];
    Solution fast = Solver.solve(RULES, play, contract, 0, 0, true, true, true);
    Solution plain = Solver.solve(RULES, play, contract, 0, 0, true, true, false);
    assertThat(fast).isEqualTo(plain);
    assertThat(fast.cards()).extracting(Solution.CardValue::card).containsExactlyElementsOf(play.legalCards());
    // Minimax: for each component, and for the card points, some card keeps the best result.
    for (var component : fast.made().keySet()) {
      assertThat(fast.cards()).anyMatch(value -> value.keeps().contains(component));
    }
    assertThat(fast.cards()).anyMatch(Solution.CardValue::keepsCardPoints);
  }

  /** The single-question entry points give what the whole plain-minimax solve gives. */
  @Property(tries = 500)
  void singleQuestionsAgreeWithPlainMinimax(@ForAll long seed) {
    Object[] position = endgame(seed);
    TrickPlay play = (TrickPlay) position[0];
    Contract contract = (Contract) position[1];
    Solution plain = Solver.solve(RULES, play, contract, 0, 0, true, true, false);
    if (contract.trumps().hasTrumps()) {
      assertThat(Solver.guaranteedCardPoints(RULES, play)).isEqualTo(plain.declarerCardPoints());
    }
    for (var component : List.of(hu.ulti.core.contract.Component.BETLI, hu.ulti.core.contract.Component.DURCHMARS,
        hu.ulti.core.contract.Component.ULTI)) {
      if (plain.made().containsKey(component)) {
        assertThat(Solver.declarerMakes(RULES, play, component)).as("%s", component).isEqualTo(plain.made().get(component));
      }
    }
  }
}
