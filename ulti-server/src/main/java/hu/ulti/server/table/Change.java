package hu.ulti.server.table;

import java.util.List;

/**
 * One committed change of a table: the version it made and its events, in order.
 *
 * @param version the table's version after it
 * @param events what it did
 */
public record Change(long version, List<Event> events) {
  /**
   * Copies the events.
   *
   * @param version the version
   * @param events the events
   */
  public Change {
    events = List.copyOf(events);
  }
}
