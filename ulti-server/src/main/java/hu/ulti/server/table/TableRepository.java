package hu.ulti.server.table;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.common.cache.CacheBuilder;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import hu.ulti.server.store.Database;
import hu.ulti.server.store.Rows.ChangeRow;
import hu.ulti.core.session.Player;
import hu.ulti.server.store.Rows.PlayerRow;
import hu.ulti.server.store.Rows.TableRow;
import hu.ulti.server.store.StoreException;
import hu.ulti.server.store.TableStore;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The tables in the database, as states: each loaded from its changes, cached by version, and
 * moved on by committing a change. A change is written only if the table is still at the version
 * it was judged on (one {@code UPDATE ... WHERE version = ?}, whose row lock and the change row's
 * key forbid a second writer of the same version), and, on PostgreSQL, announced to every
 * instance in the same transaction.
 *
 * <p>Thread-safe.
 */
final class TableRepository {
  private static final Logger LOG = LoggerFactory.getLogger(TableRepository.class);

  /** Work done in a change's transaction beside writing it, such as storing a player's token. */
  @FunctionalInterface
  interface Extra {
    void run(Connection connection) throws SQLException;
  }

  private final Database db;
  private final ChangeCodec codec;
  private final Clock clock;
  /** Table states by id; a state is used only while its version is the row's. Idle tables drop out. */
  private final Map<String, TableState> cache = CacheBuilder.newBuilder().maximumSize(20_000)
      .expireAfterAccess(Duration.ofMinutes(15)).<String, TableState>build().asMap();

  TableRepository(Database db, ObjectMapper json, Clock clock) {
    this.db = db;
    this.codec = new ChangeCodec(json);
    this.clock = clock;
  }

  /** The table now: from the cache if its version is current, else loaded from its changes. */
  TableState current(String tableId) {
    return read(c -> {
      TableRow row = TableStore.table(c, tableId).orElseThrow(() -> notFound(tableId));
      TableState cached = cache.get(tableId);
      if (cached != null && cached.version() == row.version()) {
        return cached;
      }
      TableState loaded = load(c, row, row.version());
      remember(loaded);
      return loaded;
    });
  }

  /** The SHA-256 of the table's host's token, if it has a host. */
  Optional<String> hostHash(String tableId) {
    return read(c -> {
      TableStore.table(c, tableId).orElseThrow(() -> notFound(tableId));
      return TableStore.hostHash(c, tableId);
    });
  }

  /** The table as it was at a version, loaded from its changes up to it. */
  TableState at(String tableId, long version) {
    return read(c -> load(c, TableStore.table(c, tableId).orElseThrow(() -> notFound(tableId)), version));
  }

  /** Every state after {@code from} up to {@code upTo}, in order: one per change. */
  List<TableState> after(TableState from, long upTo) {
    List<ChangeRow> rows = read(c -> TableStore.changes(c, from.id(), from.version(), upTo));
    List<TableState> states = new ArrayList<>(rows.size());
    TableState state = from;
    for (ChangeRow row : rows) {
      state = state.after(codec.read(row.version(), row.events()));
      states.add(state);
    }
    return states;
  }

  /** The versions of the tables, as the database has them now. */
  Map<String, Long> versions(Set<String> ids) {
    return read(c -> TableStore.versions(c, ids));
  }

  /** Every change of a table, in order, for its records. */
  List<Change> history(String tableId) {
    return read(c -> {
      TableStore.table(c, tableId).orElseThrow(() -> notFound(tableId));
      List<Change> changes = new ArrayList<>();
      for (ChangeRow row : TableStore.changes(c, tableId, 0, Long.MAX_VALUE)) {
        changes.add(codec.read(row.version(), row.events()));
      }
      return changes;
    });
  }

  private TableState load(Connection c, TableRow row, long version) throws SQLException {
    List<Change> changes = new ArrayList<>();
    for (ChangeRow change : TableStore.changes(c, row.id(), 0, version)) {
      changes.add(codec.read(change.version(), change.events()));
    }
    return TableState.of(row.id(), rules(row), row.players(), changes);
  }

  /** The rule set a row names; the server stored it, so it reads. */
  static RuleSet rules(TableRow row) {
    return RuleSets.byId(row.rules());
  }

  /** Inserts a new table, with no change yet, and the SHA-256 of its host's token. */
  TableState create(String id, RuleSet rules, int players, String creator, String hostHash, int maxOpen,
      String whenTheyClose) {
    write(c -> {
      if (TableStore.openTablesBy(c, creator) >= maxOpen) {
        throw TableException.tooMany("this client has " + maxOpen + " open tables already: close one with the token"
            + " its creation gave (POST /api/tables/{id}/close), or wait until one closes by itself (" + whenTheyClose
            + ")");
      }
      TableStore.insertTable(c, id, rules.id(), players, creator, hostHash, clock.instant());
      return null;
    });
    return TableState.empty(id, rules, players);
  }

  /**
   * Commits a change if the table is still at the version the change was judged on.
   *
   * @return the new state, or empty if another writer got there first
   */
  Optional<TableState> commit(TableState before, List<Event> events, Extra extra) {
    TableState after = before.after(new Change(before.version() + 1, events));
    boolean written = this.<Boolean>write(c -> {
      if (!TableStore.advance(c, before.id(), before.version(), after.status().name(), after.toAct().map(Player::index), after.people(),
          clock.instant())) {
        return false;
      }
      TableStore.insertChange(c, before.id(), after.version(), codec.write(events));
      extra.run(c);
      if (db.isPostgres()) {
        TableStore.notifyChange(c, after.id(), after.version());
      }
      return true;
    }, true).orElse(false);
    if (!written) {
      return Optional.empty();
    }
    remember(after);
    return Optional.of(after);
  }

  private void remember(TableState state) {
    cache.merge(state.id(), state, (old, fresh) -> fresh.version() >= old.version() ? fresh : old);
  }

  /** The open tables unchanged since the moment. */
  List<String> idleTables(Instant before) {
    return read(c -> TableStore.idleTables(c, before));
  }

  /** The open tables created before the moment at which no person sits. */
  List<String> emptyTables(Instant before) {
    return read(c -> TableStore.emptyTables(c, before));
  }

  /** The tables whose bot has waited since the moment. */
  List<String> botTurns(Instant before) {
    return read(c -> TableStore.botTurns(c, before));
  }

  /** The latest tables that are not closed, newest first, with their players. */
  List<TableSummary> recent(int limit) {
    return read(c -> {
      List<TableRow> rows = TableStore.recentTables(c, limit);
      Map<String, List<PlayerRow>> players = TableStore.players(c, rows.stream().map(TableRow::id).toList());
      List<TableSummary> tables = new ArrayList<>();
      for (TableRow row : rows) {
        List<Optional<Occupant>> list = new ArrayList<>(Collections.nCopies(row.players(), Optional.empty()));
        for (PlayerRow place : players.getOrDefault(row.id(), List.of())) {
          list.set(place.player(), Optional.of(new Occupant(Player.of(place.player()), place.name(),
              place.kind().equals("BOT"))));
        }
        tables.add(new TableSummary(row.id(), row.rules(), Status.valueOf(row.status()), list));
      }
      return tables;
    });
  }

  /** How many table states are held in memory. */
  int cached() {
    return cache.size();
  }

  <T> T read(Database.Work<T> work) {
    try {
      return db.transaction(work);
    } catch (StoreException e) {
      throw unavailable(e);
    }
  }

  private <T> T write(Database.Work<T> work) {
    return write(work, false).orElse(null);
  }

  /** A write; with {@code raceable}, a lost race is empty rather than a conflict. */
  private <T> Optional<T> write(Database.Work<T> work, boolean raceable) {
    try {
      return Optional.ofNullable(db.transaction(work));
    } catch (StoreException e) {
      if (e.isConflict()) {
        if (raceable) {
          return Optional.empty();
        }
        throw TableException.conflict("another request changed the table at the same moment; look again and retry");
      }
      throw unavailable(e);
    }
  }

  private static TableException unavailable(StoreException e) {
    LOG.error("{\"event\":\"database-error\",\"message\":{}}", Logs.quote(String.valueOf(e.getMessage())), e);
    return TableException.unavailable("the database did not answer; retry");
  }

  static TableException notFound(String tableId) {
    return TableException.notFound("no table " + Logs.shown(tableId));
  }
}
