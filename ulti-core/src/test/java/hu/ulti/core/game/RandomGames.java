package hu.ulti.core.game;

import hu.ulti.core.conformance.RandomPlay;
import hu.ulti.core.rules.RuleSet;
import java.util.random.RandomGenerator;

/** Random legal games for the core's tests: {@link RandomPlay} under the name they use. */
public final class RandomGames {
  private RandomGames() {}

  /** The game played on with random legal actions to the end. */
  public static Game playFrom(Game game, RandomGenerator random) {
    return RandomPlay.playFrom(game, random);
  }

  /** A random legal game from the seed, played to the end or stopped at a random move. */
  public static Game game(RuleSet rules, long seed, boolean stopEarly) {
    return RandomPlay.game(rules, seed, stopEarly);
  }
}
