package hu.ulti.bots;

import hu.ulti.core.game.Action;
import hu.ulti.core.game.PlayerView;
import java.util.random.RandomGenerator;

/**
 * A player that chooses its next action from what its seat may see: a {@link PlayerView}, never
 * the game, so a bot cannot cheat. Servers use bots to fill empty seats; simulations use them
 * for every seat.
 */
@FunctionalInterface
public interface Bot {
  /**
   * {@return the bot's action, which is legal in the view: one of {@code view.legalActions()}}
   *
   * @param view what the bot's seat may know, with that seat to act
   * @param random the randomness the bot may use
   */
  Action choose(PlayerView view, RandomGenerator random);
}
