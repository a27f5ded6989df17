package hu.ulti.core.solve;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.play.UltiSeven;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.Predicate;
import java.util.random.RandomGenerator;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The solver against plain minimax on endgames where betli or durchmars is still open: the
 * declarer has steered the play so that he has lost (betli) or won (durchmars) every trick so
 * far. Random play almost never reaches such positions, yet they are where the solver's
 * shortcuts (positions the cards alone decide, move ordering) do their work.
 */
class OpenGoalProperties {
  private static final RuleSet RULES = RuleSet.standard();
  private static final List<String> CONTRACTS = List.of("Betli", "Durchmars", "Heart durchmars", "Ulti durchmars");

  @Property(tries = 1000)
  void theSolverAgreesWithPlainMinimaxWhileTheGoalIsOpen(@ForAll long seed) {
    RandomGenerator random = SeededRandom.of(seed);
    Contract contract = SolverProperties.contract(RULES.parseBid(CONTRACTS.get(random.nextInt(CONTRACTS.size()))), random);
    Component goal = contract.has(Component.BETLI) ? Component.BETLI : Component.DURCHMARS;
    Optional<TrickPlay> open = Optional.empty();
    for (int attempt = 0; attempt < 500 && open.isEmpty(); attempt++) {
      open = steered(contract, goal, random);
    }
    assertThat(open).as("no open endgame found for %s", contract).isPresent();
    TrickPlay play = open.get();
    Solution fast = Solver.solve(RULES, play, contract, SolverProperties.declared(contract), true);
    Solution plain = Solver.solve(RULES, play, contract, SolverProperties.declared(contract), false);
    assertThat(fast).as("%s", play).isEqualTo(plain);
    assertThat(Solver.declarerMakes(RULES, play, goal)).isEqualTo(plain.made().get(goal));
  }

  /**
   * A deal played until at most five tricks are left, the declarer choosing at random among the
   * cards that keep the goal open when a trick ends with his card, the defenders at random;
   * empty if the goal was lost on the way.
   */
  private static Optional<TrickPlay> steered(Contract contract, Component goal, RandomGenerator random) {
    Deal deal = biased(contract, goal, random);
    List<Card> twelve = new ArrayList<>(deal.hand(Seat.SEAT_0).toList());
    Collections.shuffle(twelve, new Random(random.nextLong()));
    CardSet talon = CardSet.of(twelve.remove(0), twelve.remove(0));
    boolean ulti = contract.isUltiBid() && twelve.contains(contract.trumps().card(Rank.SEVEN).get());
    TrickPlay play = TrickPlay.start(RULES.trickRules(), contract.trumps(), Seat.SEAT_0, UltiSeven.keptIf(ulti),
        List.of(CardSet.copyOf(twelve), deal.hand(Seat.SEAT_1), deal.hand(Seat.SEAT_2)), talon);
    int stop = 15 + random.nextInt(13); // 15 to 27 cards played
    for (int i = 0; i < stop; i++) {
      List<Card> legal = new ArrayList<>(play.legalCards().toList());
      Collections.shuffle(legal, new Random(random.nextLong()));
      if (play.toPlay() == Seat.SEAT_0 && goal == Component.DURCHMARS && play.currentTrick().size() == 0) {
        // He leads every trick of an open durchmars: his strongest cards first.
        int[] strength = RULES.trickRules().rankOrder(contract.trumps()).strengths();
        legal.sort(Comparator.comparingInt((Card card) -> -strength[card.rank().ordinal()]));
      }
      TrickPlay next = play.play(legal.get(0));
      if (play.toPlay() == Seat.SEAT_0) {
        for (Card card : legal) {
          TrickPlay candidate = play.play(card);
          if (open(candidate, goal)) {
            next = candidate;
            break;
          }
        }
      }
      play = next;
      if (!open(play, goal)) {
        return Optional.empty();
      }
    }
    return Optional.of(play);
  }

  /**
   * Seat 0 gets ten cards drawn from those that suit the goal and two random ones; the rest is
   * dealt at random. For durchmars the strong cards: the trumps and the side aces, tens and
   * kings, or without trumps the aces, kings and overs. For betli the low ones: sevens, eights,
   * nines and tens.
   */
  private static Deal biased(Contract contract, Component goal, RandomGenerator random) {
    Predicate<Card> suits = goal == Component.BETLI
        ? card -> card.rank() == Rank.SEVEN || card.rank() == Rank.EIGHT || card.rank() == Rank.NINE || card.rank() == Rank.TEN
        : card -> contract.trumps().suit()
            .map(trump -> card.suit() == trump || card.rank() == Rank.ACE || card.rank() == Rank.TEN || card.rank() == Rank.KING)
            .orElse(card.rank() == Rank.ACE || card.rank() == Rank.KING || card.rank() == Rank.OVER);
    List<Card> pool = new ArrayList<>(CardSet.all().stream().filter(suits).toList());
    Collections.shuffle(pool, new Random(random.nextLong()));
    CardSet declarer = CardSet.copyOf(pool.subList(0, 10));
    List<Card> rest = new ArrayList<>(CardSet.all().minus(declarer).toList());
    Collections.shuffle(rest, new Random(random.nextLong()));
    return Deal.of(Seat.SEAT_2, declarer.union(CardSet.copyOf(rest.subList(0, 2))), CardSet.copyOf(rest.subList(2, 12)),
        CardSet.copyOf(rest.subList(12, 22)), CardSet.empty());
  }

  private static boolean open(TrickPlay play, Component goal) {
    return play.trickWinners().stream().allMatch(winner -> (winner == Seat.SEAT_0) == (goal == Component.DURCHMARS));
  }
}
