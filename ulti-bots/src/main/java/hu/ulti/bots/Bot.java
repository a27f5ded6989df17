package hu.ulti.bots;

import hu.ulti.core.game.Action;
import hu.ulti.core.game.PlayerView;
import java.util.Objects;
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
   * @throws IllegalArgumentException if the view's seat is not to act: another seat is, or the
   *     deal is over (the SDK's bots refuse such a view, never answer it)
   */
  Action choose(PlayerView view, RandomGenerator random);

  /**
   * Tells the bot that a deal begins in which it plays one seat, before its first decision in it,
   * with the referee's name for the game: for the bot's logs and for faults a referee reports
   * ("deal 18, seating sampling, Random, rule-of-thumb" in a match; the table and its deal at a
   * server). The SDK's own bots remember nothing between decisions and ignore it; a bot that speaks
   * to another process (an engine) begins the deal there. The SDK's referees ({@code Match},
   * {@code PlayMatch}, the table server) call it before every deal, once for each seat the bot
   * plays (a bot shared by several seats, as {@code Entrant.of} shares one, hears it once for each;
   * one that holds state is made for one seat); a bot must not rely on it being called, and tells
   * deals apart by their views when it is not.
   *
   * @param game the referee's name for the game, for logs; may be empty
   * @throws NullPointerException if the name is null, from every bot
   */
  default void newDeal(String game) {
    Objects.requireNonNull(game, "game");
  }

  /**
   * Tells the bot that a deal it played is over, with its seat's last view (its settlement in it).
   * The SDK's own bots remember nothing between decisions and ignore it; a bot that learns, or one
   * that speaks to another process (an engine), may use it. Referees call it once per finished
   * deal and seat; a bot must not rely on it being called.
   *
   * @param view the seat's view of the finished deal
   * @throws NullPointerException if the view is null, from every bot
   */
  default void dealOver(PlayerView view) {
    Objects.requireNonNull(view, "view");
  }
}
