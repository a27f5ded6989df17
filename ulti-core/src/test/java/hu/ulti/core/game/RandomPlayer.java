package hu.ulti.core.game;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

/** Picks a legal action: first a kind of action at random, then one of that kind, so rare kinds come up. */
final class RandomPlayer {
  private RandomPlayer() {}

  static Action choose(Game game, RandomGenerator random) {
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

  /** Every position of one random game, from the deal to the end. */
  static List<Game> playout(hu.ulti.core.rules.RuleSet rules, long seed) {
    RandomGenerator random = hu.ulti.core.card.SeededRandom.of(seed);
    Game game = Game.deal(rules, hu.ulti.core.card.Seat.of(random.nextInt(3)), random);
    List<Game> positions = new ArrayList<>();
    positions.add(game);
    for (int step = 0; !game.isFinished(); step++) {
      if (step > 1000) {
        throw new AssertionError("The game did not finish: " + game.history());
      }
      game = game.apply(choose(game, random));
      positions.add(game);
    }
    return positions;
  }
}
