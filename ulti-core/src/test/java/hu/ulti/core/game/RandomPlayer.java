package hu.ulti.core.game;

import hu.ulti.core.conformance.RandomPlay;
import hu.ulti.core.rules.RuleSet;
import java.util.List;
import java.util.random.RandomGenerator;

/** {@link RandomPlay} for the tests of this package. */
final class RandomPlayer {
  private RandomPlayer() {}

  static Action choose(Game game, RandomGenerator random) {
    return RandomPlay.choose(game, random);
  }

  static List<Game> playout(RuleSet rules, long seed) {
    return RandomPlay.playout(rules, seed);
  }
}
