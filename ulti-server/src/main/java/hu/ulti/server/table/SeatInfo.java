package hu.ulti.server.table;

import java.util.Objects;
import java.util.Optional;

/**
 * A taken seat: a person's (who holds its token) or a bot's.
 *
 * @param seat the seat number: the player's number at the table
 * @param name the name shown at the table
 * @param bot whether a bot plays it
 * @param engine the engine that plays it, by the name the operator gave it; empty for the
 *     server's own bot and for a person
 */
public record SeatInfo(int seat, String name, boolean bot, Optional<String> engine) {
  /** Checks the name. */
  public SeatInfo {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(engine, "engine");
  }

  /** A person's seat, or the server's own bot's. */
  public SeatInfo(int seat, String name, boolean bot) {
    this(seat, name, bot, Optional.empty());
  }
}
