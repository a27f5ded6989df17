package hu.ulti.server.store;

import java.time.Instant;
import java.util.Optional;

/** The rows of the schema ({@code db/migration}), as read. */
public final class Rows {
  private Rows() {}

  /**
   * A table's row.
   *
   * @param id the table's id
   * @param rules the rule set id
   * @param players how many players: 3 or 4
   * @param status where it stands
   * @param version the number of its last change
   * @param toAct the player to act in the deal in progress
   * @param creator the creating client's address
   * @param createdAt when it was created
   * @param activeAt when it last changed
   */
  public record TableRow(String id, String rules, int players, String status, long version, Optional<Integer> toAct,
      String creator, Instant createdAt, Instant activeAt) {}

  /**
   * A player's place, taken by a person or a bot.
   *
   * @param player the player's number
   * @param kind {@code PERSON} or {@code BOT}
   * @param name the name shown
   */
  public record PlayerRow(int player, String kind, String name) {}

  /**
   * A player found by his token.
   *
   * @param tableId the table
   * @param player the player's number
   */
  public record PlayerKey(String tableId, int player) {}

  /**
   * A committed change: the events of one request, in the wire format.
   *
   * @param version the version it made
   * @param events its events, a JSON array
   */
  public record ChangeRow(long version, String events) {}
}
