package hu.ulti.server.store;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The rows of the schema ({@code db/migration}), as read. */
public final class Rows {
  private Rows() {}

  /** A table's row. */
  public record TableRow(String id, String rules, String status, long version, Optional<Integer> toAct,
      String creator, Instant createdAt, Instant activeAt) {}

  /** A seat, taken by a person or a bot. */
  public record SeatRow(int seat, String kind, String name) {}

  /** A session; {@code endCalledAt} is the deal before whose recording its end was called. */
  public record SessionRow(int sessionNo, int firstDealer, Optional<Integer> endCalledAt) {}

  /** A deal: its cards in the wire format and, once over, its game record. */
  public record DealRow(int dealNo, int sessionNo, String cards, Optional<String> record) {}

  /** A seat found by its token. */
  public record SeatKey(String tableId, int seat) {}

  /**
   * What a table's state is built from: its row, its seats, its sessions, and the deals of its
   * latest session with their actions in order.
   */
  public record StoredTable(TableRow table, List<SeatRow> seats, List<SessionRow> sessions, List<DealRow> deals,
      Map<Integer, List<String>> actions) {}
}
