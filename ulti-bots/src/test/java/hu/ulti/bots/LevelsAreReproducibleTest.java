package hu.ulti.bots;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.card.Deal;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.bots.match.EvaluationSet;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.random.RandomGenerator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A level is a quantity of work, so the same seed gives the same games for every level on one
 * thread or two, with the machine idle or busy: each level plays a whole deal of the frozen set
 * in every seat alone, then twice at once on two threads while two more threads keep both cores
 * busy, and all three games are move for move the same.
 */
class LevelsAreReproducibleTest {
  @ParameterizedTest
  @ValueSource(strings = {"fast", "strong"})
  void theSameSeedGivesTheSameGameOnOneOrTwoThreadsIdleOrBusy(String level) throws Exception {
    Deal deal = EvaluationSet.named("standard-v1").cards().get(3);
    List<Action> alone = play(level, deal);
    AtomicBoolean busy = new AtomicBoolean(true);
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      for (int i = 0; i < 2; i++) {
        pool.submit(() -> {
          long spin = 0;
          while (busy.get()) {
            spin++;
          }
          return spin;
        });
      }
      Future<List<Action>> first = pool.submit(() -> play(level, deal));
      Future<List<Action>> second = pool.submit(() -> play(level, deal));
      assertThat(first.get()).as("on a busy machine, thread 1").isEqualTo(alone);
      assertThat(second.get()).as("on a busy machine, thread 2").isEqualTo(alone);
    } finally {
      busy.set(false);
      pool.shutdown();
    }
  }

  /** The level plays every seat of the deal; the actions in order. */
  private static List<Action> play(String level, Deal deal) {
    SamplingBot bot = level.equals("fast") ? SamplingBot.fast() : SamplingBot.strong();
    RandomGenerator random = SeededRandom.of(11);
    Game game = Game.start(RuleSet.standard(), deal);
    List<Action> actions = new ArrayList<>();
    while (!game.isOver()) {
      Action action = bot.choose(game.view(game.toAct().orElseThrow()), random);
      actions.add(action);
      game = game.apply(action);
    }
    return actions;
  }
}
