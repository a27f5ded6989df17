package hu.ulti.server.table;

import java.util.Objects;

/**
 * A taken seat: a person's (who holds its token) or a bot's.
 *
 * @param seat the seat number: the player's number at the table
 * @param name the name shown at the table
 * @param bot whether a bot plays it
 */
public record SeatInfo(int seat, String name, boolean bot) {
  /** Checks the name. */
  public SeatInfo {
    Objects.requireNonNull(name, "name");
  }
}
