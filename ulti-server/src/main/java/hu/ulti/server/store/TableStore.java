package hu.ulti.server.store;

import hu.ulti.server.store.Rows.DealRow;
import hu.ulti.server.store.Rows.SeatKey;
import hu.ulti.server.store.Rows.SeatRow;
import hu.ulti.server.store.Rows.SessionRow;
import hu.ulti.server.store.Rows.StoredTable;
import hu.ulti.server.store.Rows.TableRow;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The SQL of the server: plain JDBC over the schema of {@code db/migration}, one statement per method. */
public final class TableStore {
  private static final String TABLE_COLUMNS = "id, rules, status, version, to_act, creator, created_at, active_at";

  private TableStore() {}

  /** A typed SQL NULL for {@link #update}: PostgreSQL wants the type of a null parameter. */
  private record Null(int sqlType) {}

  private static final Null NULL_TEXT = new Null(java.sql.Types.VARCHAR);
  private static final Null NULL_INT = new Null(java.sql.Types.INTEGER);

  /** Runs one INSERT or UPDATE with its parameters bound in order; returns the rows it changed. */
  private static int update(Connection c, String sql, Object... parameters) throws SQLException {
    try (PreparedStatement s = c.prepareStatement(sql)) {
      for (int i = 0; i < parameters.length; i++) {
        int at = i + 1;
        Object value = parameters[i];
        if (value instanceof Null absent) {
          s.setNull(at, absent.sqlType());
        } else if (value instanceof String text) {
          s.setString(at, text);
        } else if (value instanceof Integer number) {
          s.setInt(at, number);
        } else if (value instanceof Long number) {
          s.setLong(at, number);
        } else if (value instanceof Instant time) {
          s.setTimestamp(at, Timestamp.from(time));
        } else {
          throw new IllegalArgumentException("No SQL binding for " + value.getClass().getName());
        }
      }
      return s.executeUpdate();
    }
  }

  public static void insertTable(Connection c, String id, String rules, String status, String creator, Instant now)
      throws SQLException {
    update(c, "INSERT INTO ulti_table (" + TABLE_COLUMNS + ") VALUES (?, ?, ?, 0, NULL, ?, ?, ?)",
        id, rules, status, creator, now, now);
  }

  public static void insertSeat(Connection c, String tableId, int seat, String kind, String name,
      Optional<String> tokenHash) throws SQLException {
    update(c, "INSERT INTO ulti_seat (table_id, seat, kind, name, token_sha256) VALUES (?, ?, ?, ?, ?)",
        tableId, seat, kind, name, tokenHash.isPresent() ? tokenHash.get() : NULL_TEXT);
  }

  /** The table's row, locked until the transaction ends: the writers of one table queue here. */
  public static Optional<TableRow> lock(Connection c, String id) throws SQLException {
    return table(c, "SELECT " + TABLE_COLUMNS + " FROM ulti_table WHERE id = ? FOR UPDATE", id);
  }

  public static Optional<TableRow> table(Connection c, String id) throws SQLException {
    return table(c, "SELECT " + TABLE_COLUMNS + " FROM ulti_table WHERE id = ?", id);
  }

  private static Optional<TableRow> table(Connection c, String sql, String id) throws SQLException {
    try (PreparedStatement s = c.prepareStatement(sql)) {
      s.setString(1, id);
      try (ResultSet r = s.executeQuery()) {
        return r.next() ? Optional.of(tableRow(r)) : Optional.empty();
      }
    }
  }

  private static TableRow tableRow(ResultSet r) throws SQLException {
    int toAct = r.getInt(5);
    Optional<Integer> seat = r.wasNull() ? Optional.empty() : Optional.of(toAct);
    return new TableRow(r.getString(1), r.getString(2), r.getString(3), r.getLong(4), seat, r.getString(6),
        r.getTimestamp(7).toInstant(), r.getTimestamp(8).toInstant());
  }

  /** The versions of those tables that exist. */
  public static Map<String, Long> versions(Connection c, Collection<String> ids) throws SQLException {
    Map<String, Long> versions = new HashMap<>();
    if (ids.isEmpty()) {
      return versions;
    }
    String marks = String.join(", ", java.util.Collections.nCopies(ids.size(), "?"));
    try (PreparedStatement s = c.prepareStatement("SELECT id, version FROM ulti_table WHERE id IN (" + marks + ")")) {
      int i = 1;
      for (String id : ids) {
        s.setString(i++, id);
      }
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          versions.put(r.getString(1), r.getLong(2));
        }
      }
    }
    return versions;
  }

  /** Everything the table's state is built from (see {@link StoredTable}). */
  public static StoredTable load(Connection c, TableRow row) throws SQLException {
    List<SeatRow> seats = new ArrayList<>();
    try (PreparedStatement s = c.prepareStatement("SELECT seat, kind, name FROM ulti_seat WHERE table_id = ? ORDER BY seat")) {
      s.setString(1, row.id());
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          seats.add(new SeatRow(r.getInt(1), r.getString(2), r.getString(3)));
        }
      }
    }
    List<SessionRow> sessions = sessions(c, row.id());
    List<DealRow> deals = new ArrayList<>();
    Map<Integer, List<String>> actions = new LinkedHashMap<>();
    if (!sessions.isEmpty()) {
      int latest = sessions.get(sessions.size() - 1).sessionNo();
      deals.addAll(deals(c, row.id(), Optional.of(latest)));
      if (!deals.isEmpty()) {
        try (PreparedStatement s = c.prepareStatement("SELECT deal_no, action FROM ulti_action WHERE table_id = ?"
            + " AND deal_no >= ? ORDER BY deal_no, seq")) {
          s.setString(1, row.id());
          s.setInt(2, deals.get(0).dealNo());
          try (ResultSet r = s.executeQuery()) {
            while (r.next()) {
              actions.computeIfAbsent(r.getInt(1), no -> new ArrayList<>()).add(r.getString(2));
            }
          }
        }
      }
    }
    return new StoredTable(row, seats, sessions, deals, actions);
  }

  public static List<SessionRow> sessions(Connection c, String tableId) throws SQLException {
    List<SessionRow> sessions = new ArrayList<>();
    try (PreparedStatement s = c.prepareStatement("SELECT session_no, first_dealer, end_called_at FROM ulti_session"
        + " WHERE table_id = ? ORDER BY session_no")) {
      s.setString(1, tableId);
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          int called = r.getInt(3);
          Optional<Integer> calledAt = r.wasNull() ? Optional.empty() : Optional.of(called);
          sessions.add(new SessionRow(r.getInt(1), r.getInt(2), calledAt));
        }
      }
    }
    return sessions;
  }

  /** The deals of one session, or of every session, in order. */
  public static List<DealRow> deals(Connection c, String tableId, Optional<Integer> sessionNo) throws SQLException {
    List<DealRow> deals = new ArrayList<>();
    try (PreparedStatement s = c.prepareStatement("SELECT deal_no, session_no, cards, record FROM ulti_deal"
        + " WHERE table_id = ?" + (sessionNo.isPresent() ? " AND session_no = ?" : "") + " ORDER BY deal_no")) {
      s.setString(1, tableId);
      if (sessionNo.isPresent()) {
        s.setInt(2, sessionNo.get());
      }
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          deals.add(new DealRow(r.getInt(1), r.getInt(2), r.getString(3), Optional.ofNullable(r.getString(4))));
        }
      }
    }
    return deals;
  }

  public static void insertSession(Connection c, String tableId, int sessionNo, int firstDealer) throws SQLException {
    update(c, "INSERT INTO ulti_session (table_id, session_no, first_dealer, end_called_at) VALUES (?, ?, ?, NULL)",
        tableId, sessionNo, firstDealer);
  }

  public static void endCalled(Connection c, String tableId, int sessionNo, int dealNo) throws SQLException {
    update(c, "UPDATE ulti_session SET end_called_at = ? WHERE table_id = ? AND session_no = ?",
        dealNo, tableId, sessionNo);
  }

  public static void insertDeal(Connection c, String tableId, int dealNo, int sessionNo, String cards)
      throws SQLException {
    update(c, "INSERT INTO ulti_deal (table_id, deal_no, session_no, cards, record) VALUES (?, ?, ?, ?, NULL)",
        tableId, dealNo, sessionNo, cards);
  }

  public static void insertAction(Connection c, String tableId, int dealNo, int seq, String action)
      throws SQLException {
    update(c, "INSERT INTO ulti_action (table_id, deal_no, seq, action) VALUES (?, ?, ?, ?)",
        tableId, dealNo, seq, action);
  }

  public static void finishDeal(Connection c, String tableId, int dealNo, String record) throws SQLException {
    update(c, "UPDATE ulti_deal SET record = ? WHERE table_id = ? AND deal_no = ?", record, tableId, dealNo);
  }

  /** Records a change under the row's lock: the new status and seat to act, the version one higher, the table active now. */
  public static void changed(Connection c, TableRow row, String status, Optional<Integer> toAct, Instant now)
      throws SQLException {
    if (!advance(c, row.id(), row.version(), status, toAct, now)) {
      throw new SQLException("The table changed under its lock", "40001");
    }
  }

  /**
   * Records a change if the table is still at the version the change was judged on; false if
   * another writer got there first. The update holds the row until the transaction ends, so two
   * writers of one version cannot both succeed.
   */
  public static boolean advance(Connection c, String id, long version, String status, Optional<Integer> toAct,
      Instant now) throws SQLException {
    return update(c, "UPDATE ulti_table SET status = ?, to_act = ?, version = ?, active_at = ? WHERE id = ? AND version = ?",
        status, toAct.isPresent() ? toAct.get() : NULL_INT, version + 1, now, id, version) == 1;
  }

  public static Optional<SeatKey> seatByToken(Connection c, String tokenHash) throws SQLException {
    try (PreparedStatement s = c.prepareStatement("SELECT table_id, seat FROM ulti_seat WHERE token_sha256 = ?")) {
      s.setString(1, tokenHash);
      try (ResultSet r = s.executeQuery()) {
        return r.next() ? Optional.of(new SeatKey(r.getString(1), r.getInt(2))) : Optional.empty();
      }
    }
  }

  /** How many tables the client created that are not over or closed. */
  public static int openTablesBy(Connection c, String creator) throws SQLException {
    try (PreparedStatement s = c.prepareStatement(
        "SELECT COUNT(*) FROM ulti_table WHERE creator = ? AND status NOT IN ('OVER', 'CLOSED')")) {
      s.setString(1, creator);
      try (ResultSet r = s.executeQuery()) {
        r.next();
        return r.getInt(1);
      }
    }
  }

  /** The latest tables that are not closed, newest first. */
  public static List<TableRow> recentTables(Connection c, int limit) throws SQLException {
    List<TableRow> rows = new ArrayList<>();
    try (PreparedStatement s = c.prepareStatement("SELECT " + TABLE_COLUMNS + " FROM ulti_table"
        + " WHERE status <> 'CLOSED' ORDER BY active_at DESC, id FETCH FIRST " + limit + " ROWS ONLY")) {
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          rows.add(tableRow(r));
        }
      }
    }
    return rows;
  }

  /** The names of each listed table's seats. */
  public static Map<String, List<SeatRow>> seats(Connection c, Collection<String> ids) throws SQLException {
    Map<String, List<SeatRow>> seats = new HashMap<>();
    if (ids.isEmpty()) {
      return seats;
    }
    String marks = String.join(", ", java.util.Collections.nCopies(ids.size(), "?"));
    try (PreparedStatement s = c.prepareStatement("SELECT table_id, seat, kind, name FROM ulti_seat"
        + " WHERE table_id IN (" + marks + ") ORDER BY table_id, seat")) {
      int i = 1;
      for (String id : ids) {
        s.setString(i++, id);
      }
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          seats.computeIfAbsent(r.getString(1), id -> new ArrayList<>())
              .add(new SeatRow(r.getInt(2), r.getString(3), r.getString(4)));
        }
      }
    }
    return seats;
  }

  /** The tables no one has changed since the moment, that are not yet closed. */
  public static List<String> idleTables(Connection c, Instant before) throws SQLException {
    return ids(c, "SELECT id FROM ulti_table WHERE status <> 'CLOSED' AND active_at < ?", before);
  }

  /** The tables in play whose seat to act is a bot's, unchanged since the moment. */
  public static List<String> botTurns(Connection c, Instant before) throws SQLException {
    return ids(c, "SELECT t.id FROM ulti_table t JOIN ulti_seat s ON s.table_id = t.id AND s.seat = t.to_act"
        + " WHERE t.status = 'PLAYING' AND s.kind = 'BOT' AND t.active_at < ?", before);
  }

  private static List<String> ids(Connection c, String sql, Instant before) throws SQLException {
    List<String> ids = new ArrayList<>();
    try (PreparedStatement s = c.prepareStatement(sql)) {
      s.setTimestamp(1, Timestamp.from(before));
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          ids.add(r.getString(1));
        }
      }
    }
    return ids;
  }
}
