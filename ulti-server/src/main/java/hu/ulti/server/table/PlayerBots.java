package hu.ulti.server.table;

import hu.ulti.bots.Bot;
import hu.ulti.core.session.Player;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Who plays the bots' places at the tables: the server's own bot, or an engine the operator
 * configured (by the name the operator gave it). The tables ask for a player's bot at each of its
 * turns; an implementation may keep one engine process per table and player.
 */
public interface PlayerBots {
  /** {@return the names of the engines a table may seat; never their commands} */
  Set<String> engines();

  /**
   * {@return the bot to play the seat's turn}
   *
   * @param tableId the table
   * @param player the player whose turn it is
   * @param engine the engine that plays it, or empty for the server's own bot
   */
  Bot bot(String tableId, Player player, Optional<String> engine);

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
      public Bot bot(String tableId, Player player, Optional<String> engine) {
        return bot;
      }
    };
  }
}
