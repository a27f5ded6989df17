package hu.ulti.core.game;

import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.rules.RuleSet;
import java.util.random.RandomGenerator;

/** Random legal games for tests outside this package. */
public final class RandomGames {
  private RandomGames() {}

  /** The game played on with random legal actions to the end. */
  public static Game playFrom(Game game, RandomGenerator random) {
    while (!game.isFinished()) {
      game = game.apply(RandomPlayer.choose(game, random));
    }
    return game;
  }

  /** A random legal game from the seed, played to the end or stopped at a random move. */
  public static Game game(RuleSet rules, long seed, boolean stopEarly) {
    RandomGenerator random = SeededRandom.of(seed);
    Game game = Game.deal(rules, Seat.of(random.nextInt(3)), random);
    int stop = stopEarly ? random.nextInt(60) : Integer.MAX_VALUE;
    for (int step = 0; !game.isFinished() && step < stop; step++) {
      game = game.apply(RandomPlayer.choose(game, random));
    }
    return game;
  }
}
