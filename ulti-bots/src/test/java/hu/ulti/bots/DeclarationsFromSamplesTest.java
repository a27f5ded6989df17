package hu.ulti.bots;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import hu.ulti.core.solve.Resampling;
import hu.ulti.core.solve.Solution;
import hu.ulti.core.solve.Solver;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * Why the sampling bot declares every marriage it may: over every sampled deal, declaring one
 * never lowers the declaring side's value of any card, as the sampling bot values cards. Sampling
 * the choice would spend two solves per deal to find the same answer. (pagat: "It is possible for
 * more than one player to declare - all declared combinations score"; a declaration adds card
 * points to the declaring side only.) What hiding a marriage could gain, not telling the others
 * of a king and over, is invisible to samples that see every hand.
 */
class DeclarationsFromSamplesTest {
  @Test
  void aDeclaredMarriageNeverLowersTheDeclaringSidesValueInAnySample() {
    Bot rule = new RuleOfThumbBot();
    int compared = 0;
    int gained = 0;
    List<RuleSet> ruleSets = RuleSets.all();
    for (long seed = 1; seed <= 60; seed++) {
      RuleSet rules = ruleSets.get((int) (seed % ruleSets.size()));
      Game game = Game.deal(rules, Seat.of((int) (seed % 3)), SeededRandom.of(seed));
      RandomGenerator random = SeededRandom.of(seed);
      while (!game.isOver()) {
        PlayerView view = game.view(game.toAct().orElseThrow());
        Optional<Suit> open = view.legalActions().stream().filter(Action.Declare.class::isInstance)
            .map(action -> ((Action.Declare) action).suit()).findFirst();
        if (open.isPresent() && view.contract().isPresent() && view.declarer().isPresent()) {
          Contract contract = view.contract().get();
          boolean declaring = view.seat() == view.declarer().get();
          Map<Seat, List<Suit>> without = view.declaredMarriages();
          Map<Seat, List<Suit>> with = new HashMap<>(without);
          List<Suit> mine = new ArrayList<>(with.getOrDefault(view.seat(), List.of()));
          mine.add(open.get());
          with.put(view.seat(), mine);
          for (int sample = 0; sample < 2; sample++) {
            TrickPlay deal = Resampling.deal(view, random).orElseThrow();
            Map<Card, Double> before = values(rules, contract, Solver.solve(rules, deal, contract, without), declaring);
            Map<Card, Double> after = values(rules, contract, Solver.solve(rules, deal, contract, with), declaring);
            for (Map.Entry<Card, Double> card : before.entrySet()) {
              assertThat(after.get(card.getKey())).as("%s, %s declaring %s: the value of %s", rules.id(), view.seat(),
                  open.get(), card.getKey()).isGreaterThanOrEqualTo(card.getValue());
              compared++;
              gained += after.get(card.getKey()) > card.getValue() ? 1 : 0;
            }
          }
        }
        game = game.apply(rule.choose(view, random));
      }
    }
    assertThat(compared).as("cards compared with and without a declaration").isGreaterThan(500);
    assertThat(gained).as("cards a declaration made worth more").isPositive();
  }

  /** Each card's value for the side of the seat that declares, as the sampling bot values it. */
  private static Map<Card, Double> values(RuleSet rules, Contract contract, Solution solution, boolean declaring) {
    Map<Card, Double> values = new EnumMap<>(Card.class);
    for (Solution.CardValue card : solution.cards()) {
      double forDeclarer = SamplingBot.value(rules, contract, card);
      values.put(card.card(), declaring ? forDeclarer : -forDeclarer);
    }
    return values;
  }
}
