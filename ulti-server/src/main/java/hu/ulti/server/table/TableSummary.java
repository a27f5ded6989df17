package hu.ulti.server.table;

import java.util.List;
import java.util.Optional;

/**
 * A table as the lobby lists it.
 *
 * @param id the table's id
 * @param rules its rule set id
 * @param status where it stands
 * @param players each player's place: taken, or empty
 */
public record TableSummary(String id, String rules, Status status, List<Optional<Occupant>> players) {
  /**
   * Copies the players.
   *
   * @param id the table's id
   * @param rules its rule set id
   * @param status where it stands
   * @param players each player's place
   */
  public TableSummary {
    players = List.copyOf(players);
  }
}
