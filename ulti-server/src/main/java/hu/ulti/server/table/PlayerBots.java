package hu.ulti.server.table;

import hu.ulti.bots.Bot;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.session.Player;
import hu.ulti.core.session.Session;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.random.RandomGenerator;

/**
 * Who plays the bots' places at the tables: the server's own bot, or an engine the operator
 * configured (by the name the operator gave it). The tables ask for a bot's action at each of its
 * turns, with the table as it stands, so that an implementation that keeps one engine process per
 * table and player can tell that process where it is (the table, the session, the deal) and when a
 * deal it played is over.
 */
public interface PlayerBots {
  /** {@return the names of the engines a table may seat; never their commands} */
  Set<String> engines();

  /**
   * {@return the action of the bot that holds the player's place, for the player's turn in the deal
   * in progress: one of the legal actions of the player's seat}
   *
   * @param table the table as it stands, the player to act
   * @param player the player whose turn it is
   * @param engine the engine that plays the place, or empty for the server's own bot
   * @param random the randomness the bot may use
   */
  Action choose(TableState table, Player player, Optional<String> engine, RandomGenerator random);

  /**
   * A deal at the table is over; the bots that played it may hear of it. Called by the instance
   * that committed the deal's last action; an implementation must not rely on it (another instance
   * may have finished the deal).
   *
   * @param table the table just after the deal ended: the session's latest entry is the deal
   */
  default void dealOver(TableState table) {
    Objects.requireNonNull(table, "table");
  }

  /**
   * {@return bots that are all the one bot, with no engines}
   *
   * @param bot the server's own bot
   */
  static PlayerBots of(Bot bot) {
    Objects.requireNonNull(bot, "bot");
    return new PlayerBots() {
      @Override
      public Set<String> engines() {
        return Set.of();
      }

      @Override
      public Action choose(TableState table, Player player, Optional<String> engine, RandomGenerator random) {
        return bot.choose(view(table, player), random);
      }
    };
  }

  /**
   * {@return the player's view of the deal in progress at the table}
   *
   * @param table the table
   * @param player a player who holds a seat of the deal in progress
   * @throws IllegalStateException if no deal is in progress or the player sits it out
   */
  static PlayerView view(TableState table, Player player) {
    Session session = table.session().orElseThrow(() -> new IllegalStateException("no session at table " + table.id()));
    return session.game().orElseThrow(() -> new IllegalStateException("no deal at table " + table.id()))
        .view(session.seatOf(player).orElseThrow(() -> new IllegalStateException(player + " sits the deal out")));
  }
}
