package hu.ulti.variants;

import hu.ulti.core.session.Player;
import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.session.Session;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import java.util.List;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/** "the dealer either does not take part in the payments or scores equally with the opponents of the declarer. There also a version, rarely played, in which the dealer scores equally with the declarer." */
class FourPlayerDealerTest {

  private static Session.Entry oneDeal(RuleSet rules, long seed) {
    RandomGenerator random = SeededRandom.of(seed);
    Session session = Session.start(rules, List.of("A", "B", "C", "D"), Player.PLAYER_0).deal(random);
    while (session.isDealInProgress()) {
      List<Action> legal = session.game().orElseThrow().legalActions();
      session = session.apply(legal.get(random.nextInt(legal.size())));
    }
    return session.entries().get(0);
  }

  @Test
  void theDealerTakesNoPartByDefault() {
    for (long seed = 0; seed < 20; seed++) {
      Session.Entry entry = oneDeal(RuleSet.standard(), seed);
      assertThat(entry.result().payments().get(0)).isZero();
      assertThat(entry.result().payments().stream().mapToInt(Integer::intValue).sum()).isZero();
    }
  }

  @Test
  void theDealerScoresWithTheDefendersOrWithTheDeclarer() {
    for (long seed = 0; seed < 20; seed++) {
      Session.Entry plain = oneDeal(RuleSet.standard(), seed);
      Session.Entry defenders = oneDeal(RuleSets.byId("dealer-with-defenders"), seed);
      Session.Entry declarer = oneDeal(RuleSets.byId("dealer-with-declarer"), seed);
      int declarerPlayer = 1 + defendersSeat(plain.game());
      assertThat(defenders.result().payments().stream().mapToInt(Integer::intValue).sum()).isZero();
      assertThat(declarer.result().payments().stream().mapToInt(Integer::intValue).sum()).isZero();
      // With the declarer: the dealer gets what the declarer gets.
      assertThat(declarer.result().payments().get(0)).isEqualTo(declarer.result().payments().get(declarerPlayer));
      assertThat(declarer.result().payments().get(declarerPlayer)).isEqualTo(plain.result().payments().get(declarerPlayer));
      // With the defenders: the declarer gets the dealer's payment on top.
      assertThat(defenders.result().payments().get(declarerPlayer) - plain.result().payments().get(declarerPlayer))
          .isEqualTo(-defenders.result().payments().get(0));
    }
  }

  private static int defendersSeat(Game game) {
    return game.declarer().map(Seat::index).orElseThrow();
  }
}
