package hu.ulti.server.store;

import hu.ulti.server.store.Rows.ChangeRow;
import hu.ulti.server.store.Rows.PlayerKey;
import hu.ulti.server.store.Rows.PlayerRow;
import hu.ulti.server.store.Rows.TableRow;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The SQL of the server: plain JDBC over the schema of {@code db/migration}, one statement per method. */
public final class TableStore {
  private static final String TABLE_COLUMNS = "id, rules, players, status, version, to_act, creator, created_at, active_at";
  /** The channel on which PostgreSQL tells every instance of each committed change: {@code "<table id> <version>"}. */
  public static final String CHANNEL = "ulti_changes";

  private TableStore() {}

  /** A typed SQL NULL for {@link #update}: PostgreSQL wants the type of a null parameter. */
  private record Null(int sqlType) {}

  private static final Null NULL_TEXT = new Null(Types.VARCHAR);
  private static final Null NULL_INT = new Null(Types.INTEGER);

  /** Runs one INSERT or UPDATE with its parameters bound in order; returns the rows it changed. */
  private static int update(Connection c, String sql, Object... parameters) throws SQLException {
    try (PreparedStatement s = c.prepareStatement(sql)) {
      bind(s, parameters);
      return s.executeUpdate();
    }
  }

  private static void bind(PreparedStatement s, Object... parameters) throws SQLException {
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
  }

  /** Inserts a new table at version 0, with the SHA-256 of its host's token; its first change makes version 1. */
  public static void insertTable(Connection c, String id, String rules, int players, String creator, String hostHash,
      Instant now) throws SQLException {
    update(c, "INSERT INTO ulti_table (" + TABLE_COLUMNS + ", people, host_sha256)"
        + " VALUES (?, ?, ?, 'SEATING', 0, NULL, ?, ?, ?, 0, ?)", id, rules, players, creator, now, now, hostHash);
  }

  /** The SHA-256 of the table's host's token; empty for a table created before tables had hosts. */
  public static Optional<String> hostHash(Connection c, String tableId) throws SQLException {
    try (PreparedStatement s = c.prepareStatement("SELECT host_sha256 FROM ulti_table WHERE id = ?")) {
      s.setString(1, tableId);
      try (ResultSet r = s.executeQuery()) {
        return r.next() ? Optional.ofNullable(r.getString(1)) : Optional.empty();
      }
    }
  }

  /** A person's place handed to the server's bot: the person's token opens it no more. */
  public static void playerToBot(Connection c, String tableId, int player, String name) throws SQLException {
    update(c, "UPDATE ulti_player SET kind = 'BOT', name = ?, token_sha256 = NULL WHERE table_id = ? AND player = ?",
        name, tableId, player);
  }

  /** A player's place taken: by a person, with his token's hash, or by a bot. */
  public static void insertPlayer(Connection c, String tableId, int player, String kind, String name,
      Optional<String> tokenHash) throws SQLException {
    update(c, "INSERT INTO ulti_player (table_id, player, kind, name, token_sha256) VALUES (?, ?, ?, ?, ?)",
        tableId, player, kind, name, tokenHash.isPresent() ? tokenHash.get() : NULL_TEXT);
  }

  /** The table's row, locked until the transaction ends: the writers of one table queue here. */
  public static Optional<TableRow> lock(Connection c, String id) throws SQLException {
    return table(c, "SELECT " + TABLE_COLUMNS + " FROM ulti_table WHERE id = ? FOR UPDATE", id);
  }

  /** The table's row. */
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
    int toAct = r.getInt(6);
    Optional<Integer> player = r.wasNull() ? Optional.empty() : Optional.of(toAct);
    return new TableRow(r.getString(1), r.getString(2), r.getInt(3), r.getString(4), r.getLong(5), player,
        r.getString(7), r.getTimestamp(8).toInstant(), r.getTimestamp(9).toInstant());
  }

  /** The versions of those tables that exist. */
  public static Map<String, Long> versions(Connection c, Collection<String> ids) throws SQLException {
    Map<String, Long> versions = new HashMap<>();
    if (ids.isEmpty()) {
      return versions;
    }
    String marks = String.join(", ", Collections.nCopies(ids.size(), "?"));
    try (PreparedStatement s = c.prepareStatement("SELECT id, version FROM ulti_table WHERE id IN (" + marks + ")")) {
      bind(s, ids.toArray());
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          versions.put(r.getString(1), r.getLong(2));
        }
      }
    }
    return versions;
  }

  /** The changes of a table after one version and up to another, in order. */
  public static List<ChangeRow> changes(Connection c, String tableId, long after, long upTo) throws SQLException {
    List<ChangeRow> changes = new ArrayList<>();
    try (PreparedStatement s = c.prepareStatement("SELECT version, events FROM ulti_change WHERE table_id = ?"
        + " AND version > ? AND version <= ? ORDER BY version")) {
      bind(s, tableId, after, upTo);
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          changes.add(new ChangeRow(r.getLong(1), r.getString(2)));
        }
      }
    }
    return changes;
  }

  /** A change, at the version it makes. */
  public static void insertChange(Connection c, String tableId, long version, String events) throws SQLException {
    update(c, "INSERT INTO ulti_change (table_id, version, events) VALUES (?, ?, ?)", tableId, version, events);
  }

  /**
   * Records a change if the table is still at the version the change was judged on; false if
   * another writer got there first. The update holds the row until the transaction ends, so two
   * writers of one version cannot both succeed.
   */
  public static boolean advance(Connection c, String id, long version, String status, Optional<Integer> toAct,
      int people, Instant now) throws SQLException {
    return update(c, "UPDATE ulti_table SET status = ?, to_act = ?, people = ?, version = ?, active_at = ?"
        + " WHERE id = ? AND version = ?", status, toAct.isPresent() ? toAct.get() : NULL_INT, people, version + 1,
        now, id, version) == 1;
  }

  /** Tells every instance listening on PostgreSQL of the change, when the transaction commits (in commit order). */
  public static void notifyChange(Connection c, String tableId, long version) throws SQLException {
    try (PreparedStatement s = c.prepareStatement("SELECT pg_notify(?, ?)")) {
      bind(s, CHANNEL, tableId + " " + version);
      s.execute();
    }
  }

  /** The player a token's hash opens. */
  public static Optional<PlayerKey> playerByToken(Connection c, String tokenHash) throws SQLException {
    try (PreparedStatement s = c.prepareStatement("SELECT table_id, player FROM ulti_player WHERE token_sha256 = ?")) {
      s.setString(1, tokenHash);
      try (ResultSet r = s.executeQuery()) {
        return r.next() ? Optional.of(new PlayerKey(r.getString(1), r.getInt(2))) : Optional.empty();
      }
    }
  }

  /** How many open tables the client created: seating, with a deal in progress or between deals. */
  public static int openTablesBy(Connection c, String creator) throws SQLException {
    try (PreparedStatement s = c.prepareStatement(
        "SELECT COUNT(*) FROM ulti_table WHERE creator = ? AND status NOT IN ('SESSION_OVER', 'CLOSED')")) {
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

  /** The players' places taken at each listed table. */
  public static Map<String, List<PlayerRow>> players(Connection c, Collection<String> ids) throws SQLException {
    Map<String, List<PlayerRow>> players = new HashMap<>();
    if (ids.isEmpty()) {
      return players;
    }
    String marks = String.join(", ", Collections.nCopies(ids.size(), "?"));
    try (PreparedStatement s = c.prepareStatement("SELECT table_id, player, kind, name FROM ulti_player"
        + " WHERE table_id IN (" + marks + ") ORDER BY table_id, player")) {
      bind(s, ids.toArray());
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          players.computeIfAbsent(r.getString(1), id -> new ArrayList<>())
              .add(new PlayerRow(r.getInt(2), r.getString(3), r.getString(4)));
        }
      }
    }
    return players;
  }

  /** The open tables no one has changed since the moment. */
  public static List<String> idleTables(Connection c, Instant before) throws SQLException {
    return ids(c, "SELECT id FROM ulti_table WHERE status <> 'CLOSED' AND active_at < ?", before);
  }

  /** The tables created before the moment at which no person has taken a place. */
  public static List<String> emptyTables(Connection c, Instant before) throws SQLException {
    return ids(c, "SELECT id FROM ulti_table WHERE status <> 'CLOSED' AND people = 0 AND created_at < ?", before);
  }

  /** The tables in play whose player to act is a bot, unchanged since the moment. */
  public static List<String> botTurns(Connection c, Instant before) throws SQLException {
    return ids(c, "SELECT t.id FROM ulti_table t JOIN ulti_player p ON p.table_id = t.id AND p.player = t.to_act"
        + " WHERE t.status = 'DEAL_IN_PROGRESS' AND p.kind = 'BOT' AND t.active_at < ?", before);
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
