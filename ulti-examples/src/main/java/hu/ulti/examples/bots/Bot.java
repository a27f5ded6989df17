package hu.ulti.examples.bots;

import hu.ulti.core.game.Action;
import hu.ulti.core.game.PlayerView;
import java.util.random.RandomGenerator;

/** A player that chooses its next action from what its seat may see. */
@FunctionalInterface
public interface Bot {
  /**
   * The bot's action; it must be legal in the view.
   *
   * @param view what the bot's seat may know, with that seat to act
   * @param random the randomness the bot may use
   */
  Action choose(PlayerView view, RandomGenerator random);
}
