package hu.ulti.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Phase;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The sampling bot, given views only, plays every rule set legally to the end, repeats itself
 * from a seed, and samples in the play (it does not simply defer to the rule of thumb there).
 */
class SamplingBotTest {
  private static final Bot BOT = new SamplingBot(3);

  @Provide
  Arbitrary<String> ids() {
    return Arbitraries.of(RuleSets.ids());
  }

  @Property(tries = 25)
  void choosesOnlyLegalActionsAndRepeatsItself(@ForAll("ids") String id, @ForAll long seed) {
    List<Action> first = play(RuleSets.byId(id), seed);
    assertThat(play(RuleSets.byId(id), seed)).as("the same seed, the same play").isEqualTo(first);
  }

  /** Over some deals, its cards after the first trick differ from the rule of thumb's somewhere. */
  @Example
  void itsCardsAreItsOwnAfterTheFirstTrick() {
    Bot rule = new RuleOfThumbBot();
    int differ = 0;
    for (long seed = 1; seed <= 20 && differ == 0; seed++) {
      RandomGenerator random = SeededRandom.of(seed);
      Game game = Game.deal(RuleSet.standard(), Seat.THIRD, random);
      while (!game.isFinished()) {
        PlayerView view = game.view(game.toAct().orElseThrow());
        Action sampled = BOT.choose(view, SeededRandom.of(seed));
        if (view.phase() == Phase.PLAY && !view.completedTricks().isEmpty()
            && !sampled.equals(rule.choose(view, SeededRandom.of(seed)))) {
          differ++;
        }
        game = game.apply(sampled);
      }
    }
    assertThat(differ).isPositive();
  }

  @Example
  void samplesPerDecisionAreBounded() {
    assertThat(new SamplingBot(SamplingBot.MAX_SAMPLES).samples()).isEqualTo(SamplingBot.MAX_SAMPLES);
    assertThatThrownBy(() -> new SamplingBot(0)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("1 to 1000");
    assertThatThrownBy(() -> new SamplingBot(SamplingBot.MAX_SAMPLES + 1)).isInstanceOf(IllegalArgumentException.class);
  }

  /** Plays a deal with the bot in every seat, handing it views only, and checks each action. */
  private static List<Action> play(RuleSet rules, long seed) {
    RandomGenerator random = SeededRandom.of(seed);
    Game game = Game.deal(rules, Seat.of(Math.floorMod(seed, 3)), random);
    List<Action> chosen = new ArrayList<>();
    while (!game.isFinished()) {
      Action action = BOT.choose(game.view(game.toAct().orElseThrow()), random);
      assertThat(game.check(action)).as("%s in %s", action, game.phase()).isEmpty();
      chosen.add(action);
      game = game.apply(action);
    }
    return chosen;
  }
}
