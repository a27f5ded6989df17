package hu.ulti.server.table;

import java.util.List;
import java.util.Optional;

/**
 * A table as the lobby lists it.
 *
 * @param id the table's id
 * @param rules its rule set id
 * @param status where it stands
 * @param seats each seat: taken, or empty
 */
public record TableSummary(String id, String rules, Status status, List<Optional<SeatInfo>> seats) {
  /**
   * Copies the seats.
   *
   * @param id the table's id
   * @param rules its rule set id
   * @param status where it stands
   * @param seats each seat
   */
  public TableSummary {
    seats = List.copyOf(seats);
  }
}
