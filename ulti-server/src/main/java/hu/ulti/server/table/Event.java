package hu.ulti.server.table;

import hu.ulti.core.card.Deal;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.SessionLog;
import java.util.Optional;

/**
 * What one change did to a table. A table's state is the fold of its events: seats taken,
 * sessions started, and within each session the deals, actions and the end called, which the SDK
 * replays ({@link hu.ulti.core.game.Session#replay}).
 */
public sealed interface Event {
  /**
   * A seat taken.
   *
   * @param seat the seat: the player's number at the table
   * @param name the name shown
   * @param bot whether a bot plays it
   * @param engine the engine that plays it, by its name in the operator's configuration
   */
  record Seated(int seat, String name, boolean bot, Optional<String> engine) implements Event {
    /** A person's seat, or the server's own bot's. */
    Seated(int seat, String name, boolean bot) {
      this(seat, name, bot, Optional.empty());
    }
  }

  /**
   * A new session, with the player who deals first.
   *
   * @param firstDealer the first dealer
   */
  record SessionStarted(int firstDealer) implements Event {}

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
