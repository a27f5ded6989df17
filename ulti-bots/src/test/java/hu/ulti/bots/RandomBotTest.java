package hu.ulti.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.rules.RuleSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/** The random bot: always a legal action, any of them. */
class RandomBotTest {
  private final Bot bot = new RandomBot();

  @Property(tries = 12)
  void alwaysChoosesALegalActionAndFinishesTheGame(@ForAll long seed) {
    RandomGenerator random = SeededRandom.of(seed);
    Game game = Game.deal(RuleSet.standard(), Seat.SEAT_0, random);
    while (!game.isOver()) {
      Seat seat = game.toAct().orElseThrow();
      Action action = bot.choose(game.view(seat), random);
      assertThat(game.legalActions()).contains(action);
      game = game.apply(action);
    }
  }

  @Test
  void choosesEachLegalActionSometimes() {
    Game game = Game.deal(RuleSet.standard(), Seat.SEAT_0, SeededRandom.of(3));
    Seat seat = game.toAct().orElseThrow();
    List<Action> legal = game.legalActions();
    Set<Action> chosen = new HashSet<>();
    RandomGenerator random = SeededRandom.of(4);
    for (int i = 0; i < 20 * legal.size(); i++) {
      chosen.add(bot.choose(game.view(seat), random));
    }
    assertThat(chosen).containsExactlyInAnyOrderElementsOf(legal);
  }

  @Test
  void refusesAViewWhoseSeatIsNotToAct() {
    Game game = Game.deal(RuleSet.standard(), Seat.SEAT_0, SeededRandom.of(3));
    Seat other = game.toAct().orElseThrow().next();
    assertThatThrownBy(() -> bot.choose(game.view(other), SeededRandom.of(1))).hasMessageContaining("is not to act");
  }
}
