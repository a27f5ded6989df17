package hu.ulti.bots;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** The bot plays every rule set to the end from its view alone, always legally, and repeats itself from a seed. */
class RuleOfThumbBotTest {
  private static final Bot BOT = new RuleOfThumbBot();

  @Provide
  Arbitrary<String> ids() {
    return Arbitraries.of(RuleSets.ids());
  }

  @Property(tries = 300)
  void choosesOnlyLegalActionsAndFinishesEveryDeal(@ForAll("ids") String id, @ForAll long seed) {
    List<Action> first = play(RuleSets.byId(id), seed);
    assertThat(play(RuleSets.byId(id), seed)).as("the same seed, the same play").isEqualTo(first);
  }

  private static List<Action> play(RuleSet rules, long seed) {
    RandomGenerator random = SeededRandom.of(seed);
    Game game = Game.deal(rules, Seat.of(Math.floorMod(seed, 3)), random);
    List<Action> chosen = new ArrayList<>();
    while (!game.isFinished()) {
      assertThat(chosen.size()).isLessThan(500);
      PlayerView view = game.view(game.toAct().orElseThrow());
      Action action = BOT.choose(view, random);
      assertThat(view.legalActions()).as("%s in %s", action, view).contains(action);
      game = game.apply(action);
      chosen.add(action);
    }
    return chosen;
  }
}
