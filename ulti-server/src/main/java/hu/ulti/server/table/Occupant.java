package hu.ulti.server.table;

import hu.ulti.core.session.Player;
import java.util.Objects;
import java.util.Optional;

/**
 * Who holds a player's place at a table: a person (who holds its token) or a bot.
 *
 * @param player the player whose place it is
 * @param name the name shown at the table
 * @param bot whether a bot plays it
 * @param engine the engine that plays it, by the name the operator gave it; empty for the
 *     server's own bot and for a person
 */
public record Occupant(Player player, String name, boolean bot, Optional<String> engine) {
  /** Checks the parts. */
  public Occupant {
    Objects.requireNonNull(player, "player");
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(engine, "engine");
  }

  /** A person, or the server's own bot. */
  public Occupant(Player player, String name, boolean bot) {
    this(player, name, bot, Optional.empty());
  }

  /** {@return how the state message names the occupant: {@code person}, {@code bot}} */
  public String kind() {
    return bot ? "bot" : "person";
  }
}
