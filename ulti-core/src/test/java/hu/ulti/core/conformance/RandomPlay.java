package hu.ulti.core.conformance;

import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Phase;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

/**
 * Random legal games for the tests of every module: a legal action chosen by first picking a
 * kind of action at random, then one of that kind, so that rare kinds come up.
 */
public final class RandomPlay {
  private RandomPlay() {}

  /** A random legal action of the game. */
  public static Action choose(Game game, RandomGenerator random) {
    Map<Class<?>, List<Action>> byKind = new LinkedHashMap<>();
    for (Action action : game.legalActions()) {
      byKind.computeIfAbsent(action.getClass(), k -> new ArrayList<>()).add(action);
    }
    List<List<Action>> kinds = new ArrayList<>(byKind.values());
    List<Action> kind = kinds.get(random.nextInt(kinds.size()));
    // Favour passing in the auction a little, so auctions end at every height.
    if (game.phase() == Phase.AUCTION && byKind.containsKey(Action.Pass.class) && random.nextInt(3) > 0) {
      kind = byKind.get(Action.Pass.class);
    }
    return kind.get(random.nextInt(kind.size()));
  }

  /** The game played on with random legal actions to the end. */
  public static Game playFrom(Game game, RandomGenerator random) {
    while (!game.isOver()) {
      game = game.apply(choose(game, random));
    }
    return game;
  }

  /** A random legal game from the seed, played to the end or stopped at a random move. */
  public static Game game(RuleSet rules, long seed, boolean stopEarly) {
    RandomGenerator random = SeededRandom.of(seed);
    Game game = Game.deal(rules, Seat.of(random.nextInt(3)), random);
    int stop = stopEarly ? random.nextInt(60) : Integer.MAX_VALUE;
    for (int step = 0; !game.isOver() && step < stop; step++) {
      game = game.apply(choose(game, random));
    }
    return game;
  }

  /** Every position of one random game, from the deal to the end. */
  public static List<Game> playout(RuleSet rules, long seed) {
    RandomGenerator random = SeededRandom.of(seed);
    Game game = Game.deal(rules, Seat.of(random.nextInt(3)), random);
    List<Game> positions = new ArrayList<>();
    positions.add(game);
    for (int step = 0; !game.isOver(); step++) {
      if (step > 1000) {
        throw new AssertionError("The game did not finish: " + game.history());
      }
      game = game.apply(choose(game, random));
      positions.add(game);
    }
    return positions;
  }
}
