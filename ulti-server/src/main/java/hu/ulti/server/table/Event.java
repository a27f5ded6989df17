package hu.ulti.server.table;

import hu.ulti.core.card.Deal;
import hu.ulti.core.game.Action;
import hu.ulti.core.session.Player;
import hu.ulti.core.session.SessionLog;
import java.util.Optional;

/**
 * What one change did to a table. A table's state is the fold of its events: places taken and left,
 * sessions started, and within each session the deals, actions and the end called, which the SDK
 * replays ({@link hu.ulti.core.session.Session#replay}).
 */
public sealed interface Event {
  /**
   * A player's place taken, by a person or a bot.
   *
   * @param player the player
   * @param name the name shown
   * @param bot whether a bot plays it
   * @param engine the engine that plays it, by its name in the operator's configuration
   */
  record Joined(Player player, String name, boolean bot, Optional<String> engine) implements Event {
    /** A person, or the server's own bot. */
    Joined(Player player, String name, boolean bot) {
      this(player, name, bot, Optional.empty());
    }
  }

  /**
   * A person left his place, and the server's bot took it: his token opens it no more.
   *
   * @param player the player whose place it is
   * @param botName the bot's name at the table
   */
  record Left(Player player, String botName) implements Event {}

  /**
   * A new session, with the player who deals first.
   *
   * @param firstDealer the first dealer
   */
  record SessionStarted(Player firstDealer) implements Event {}

  /**
   * The next deal of the session, with its cards (secret until the deal is over).
   *
   * @param deal the cards as dealt
   */
  record Dealt(Deal deal) implements Event {}

  /**
   * An action of the deal in progress.
   *
   * @param action the action
   */
  record Acted(Action action) implements Event {}

  /**
   * "The ace of hearts deals and does not deal", where the session says it was said.
   *
   * @param at where: the deal and how many of its actions had been taken
   */
  record EndCalled(SessionLog.EndCall at) implements Event {}

  /**
   * The table closed.
   *
   * @param reason why: by a player, idle, or never taken by a person
   */
  record Closed(String reason) implements Event {}
}
