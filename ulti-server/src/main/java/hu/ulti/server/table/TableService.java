package hu.ulti.server.table;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Refusal;
import hu.ulti.core.session.Player;
import hu.ulti.core.session.Session;
import hu.ulti.server.store.Database;
import hu.ulti.server.table.TableAccess.Authorized;
import hu.ulti.server.table.TableChanges.Decision;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.random.RandomGenerator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What people and bots may do at the tables once seated: act, deal the next deal, call the end,
 * start a new session, close it; and what the tables are now. Who holds each player's place is
 * {@link Occupancy}'s ({@link #occupancy}). Each command is judged on the table's current state
 * by asking its {@link Session}, and committed as one change if the table is still at that
 * version; a command that lost a race is judged again ({@code TableChanges}). Everyone who
 * listens ({@link #onChange}) hears of each change after it is committed.
 *
 * <p>Who a token opens, the host or a player's place, is {@link TableAccess}'s to say; this class
 * asks it and decides what that person may do now. Thread-safe. The rules of Ulti are the SDK's:
 * this class authorises, sequences and stores.
 */
public final class TableService {
  private static final Logger LOG = LoggerFactory.getLogger(TableService.class);

  private final Database db;
  private final ObjectMapper json;
  private final TableRepository tables;
  private final TableAccess access;
  private final TableChanges changes;
  private final Occupancy occupancy;
  private final Limits limits;
  private final Metrics metrics;
  private final Clock clock;
  private final PlayerBots bots;
  private volatile Consumer<TableState> dealOver = state -> {};
  /** The bot turns (a table at a version) this instance is taking now. */
  private final Set<TurnKey> botTurns = ConcurrentHashMap.newKeySet();

  private record TurnKey(String tableId, long version) {}

  /**
   * The tables in the database.
   *
   * @param db the database
   * @param json the wire format's mapper
   * @param limits the limits against abuse
   * @param metrics where actions and refusals are counted
   * @param clock the clock
   * @param shuffle the source of every deal and first dealer: {@code SecureRandom} at a real table
   * @param bots who plays the bots' places
   */
  public TableService(Database db, ObjectMapper json, Limits limits, Metrics metrics, Clock clock,
      RandomGenerator shuffle, PlayerBots bots) {
    this.db = db;
    this.json = json;
    this.tables = new TableRepository(db, json, clock);
    this.access = new TableAccess(tables);
    this.changes = new TableChanges(tables, shuffle);
    this.occupancy = new Occupancy(tables, changes, limits, bots);
    this.limits = limits;
    this.metrics = metrics;
    this.clock = clock;
    this.bots = bots;
  }

  /** {@return who each token opens at the tables, asked before every command of a person} */
  public TableAccess access() {
    return access;
  }

  /** {@return who holds each player's place: creating a table, taking, filling and leaving places} */
  public Occupancy occupancy() {
    return occupancy;
  }

  /**
   * Who hears of every deal that an action this instance commits finishes, after the commit and
   * before the change listener; the session's latest game is the finished deal, and its last
   * entry the deal's result.
   *
   * @param newListener the listener
   */
  public void onDealOver(Consumer<TableState> newListener) {
    this.dealOver = newListener;
  }

  /** Who hears of every change this instance commits, after the commit. */
  public void onChange(Consumer<TableState> newListener) {
    changes.onChange(newListener);
  }

  /**
   * A player's action. The token's player must sit at the action's seat in the deal in progress;
   * the sequence number, when given, must be the deal's number of actions so far (so a replayed
   * or raced action is refused); and the session must accept the action.
   *
   * @param who the player
   * @param action the action
   * @param seq the number of actions the deal had when the client chose it
   */
  public TableState act(Authorized who, Action action, OptionalInt seq) {
    return changes.change(who.tableId(), before -> {
      if (before.status() != Status.DEAL_IN_PROGRESS) {
        throw TableException.conflict(before.status() == Status.CLOSED ? "the table is closed"
            : "no deal is in progress (the table is " + before.status() + ")");
      }
      Session session = before.session().orElseThrow();
      Optional<Seat> seat = session.seatOf(who.player());
      if (seat.isEmpty()) {
        throw TableException.forbidden(who.player() + " deals this deal and sits it out");
      }
      if (seat.get() != action.seat()) {
        throw TableException.forbidden("this token acts for " + who.player() + ", at seat " + seat.get().index()
            + " of this deal, not for seat " + action.seat().index());
      }
      if (seq.isPresent() && seq.getAsInt() != before.seq()) {
        throw TableException.conflict("the deal has " + before.seq() + " actions, not " + seq.getAsInt()
            + ": this action answers an old state");
      }
      Optional<Refusal> refusal = session.check(action);
      if (refusal.isPresent()) {
        metrics.refused();
        LOG.info("{\"event\":\"refusal\",\"table\":\"{}\",\"seat\":{},\"action\":{},\"violation\":\"{}\","
            + "\"message\":{}}", before.id(), action.seat().index(), actionJson(action),
            refusal.get().violation(), Logs.quote(refusal.get().message()));
        throw TableException.refused(refusal.get().violation().name(), refusal.get().message());
      }
      return new Decision(List.of(new Event.Acted(action)));
    }, state -> {
      metrics.accepted();
      if (state.session().map(session -> !session.isDealInProgress()).orElse(false)) {
        bots.dealOver(state); // an action that leaves no deal in progress finished it
        dealOver.accept(state);
      }
    });
  }

  /**
   * The bot to act, if the table is still at the version the caller saw; empty if it moved on
   * (another instance's bot, or a person, got there first).
   *
   * @param tableId the table
   * @param version the version at which the bot became due
   */
  public Optional<TableState> botTurn(String tableId, long version) {
    // A turn asked for twice (when it became due, and again when it looked overdue) is taken once,
    // so a bot never sees a view twice or an old one. (The next version's turn, which the commit of
    // this one schedules, may begin before this call returns: it is another key.)
    TurnKey turn = new TurnKey(tableId, version);
    if (!botTurns.add(turn)) {
      return Optional.empty();
    }
    try {
      TableState before = tables.current(tableId);
      if (before.version() != version || !before.isBotToAct()) {
        return Optional.empty();
      }
      Player player = before.toAct().orElseThrow();
      Optional<String> engine = before.occupant(player).flatMap(Occupant::engine);
      Action action = bots.choose(before, player, engine, changes.shuffle());
      try {
        return Optional.of(act(new Authorized(tableId, player), action, OptionalInt.of(before.seq())));
      } catch (TableException e) {
        return Optional.empty(); // the table moved on meanwhile
      }
    } finally {
      botTurns.remove(turn);
    }
  }

  /**
   * Deals the next deal of the session, once the last is over.
   *
   * @param who a person at the table
   */
  public TableState nextDeal(Authorized who) {
    return changes.change(who.tableId(), before -> {
      if (before.status() != Status.BETWEEN_DEALS) {
        throw TableException.conflict(switch (before.status()) {
          case DEAL_IN_PROGRESS -> "deal " + before.dealNumber() + " is still in progress";
          case SESSION_OVER -> "the session is over: start a new one";
          case CLOSED -> "the table is closed";
          default -> "the table is waiting for its players";
        });
      }
      return new Decision(List.of(changes.dealt(before.session().orElseThrow())));
    });
  }

  /**
   * Starts a new session once the last is over: scores from zero, the first dealer drawn for.
   *
   * @param who a person at the table
   */
  public TableState newSession(Authorized who) {
    return changes.change(who.tableId(), before -> {
      if (before.status() != Status.SESSION_OVER) {
        throw TableException.conflict("a new session starts once this one is over; the table is " + before.status());
      }
      Session last = before.session().orElseThrow();
      return new Decision(changes.newSession(last.rules(), last.players()));
    });
  }

  /**
   * Someone says "the ace of hearts deals and does not deal"; the session says where.
   *
   * @param who a person at the table
   */
  public TableState callEnd(Authorized who) {
    return changes.change(who.tableId(), before -> {
      TableChanges.requireOpen(before);
      Session session = before.session().orElseThrow(() -> TableException.conflict(
          "the end is called during a session; the table is still seating"));
      try {
        return new Decision(List.of(new Event.EndCalled(session.callEnd().endCall().orElseThrow())));
      } catch (IllegalStateException e) {
        throw TableException.conflict(e.getMessage());
      }
    });
  }

  /**
   * The host, or a person alone at the table, closes it: no more deals; its records stay. Anyone
   * else seated may only leave his place ({@link Occupancy#leave}): closing a table at which others sit,
   * in the middle of a deal or between deals, is the host's alone.
   *
   * @param tableId the table
   * @param token the token the request carried
   */
  public TableState close(String tableId, Optional<String> token) {
    if (access.isHost(tableId, token)) {
      return changes.change(tableId, before -> {
        TableChanges.requireOpen(before);
        return new Decision(List.of(new Event.Closed("by the host")));
      });
    }
    Authorized who = access.authenticate(tableId, token);
    return changes.change(tableId, before -> {
      TableChanges.requireOpen(before);
      TableAccess.requirePerson(before, who.player());
      if (before.people() > 1) {
        throw TableException.forbidden("only the table's host closes a table at which other people sit;"
            + " you may leave your place (POST /api/tables/{id}/leave): the server's bot takes it, and the table"
            + " closes when its last person leaves");
      }
      return new Decision(List.of(new Event.Closed("by " + who.player() + ", the last person at it")));
    });
  }

  /**
   * Closes the tables idle for longer than the idle timeout, and those at which no person has
   * taken a place for longer than the empty-table timeout.
   *
   * @return their new states
   */
  public List<TableState> closeStale() {
    List<TableState> closed = new ArrayList<>();
    for (String id : tables.idleTables(clock.instant().minus(limits.idleTimeout()))) {
      closeQuietly(id, "idle", state -> state.status() != Status.CLOSED).ifPresent(closed::add);
    }
    for (String id : tables.emptyTables(clock.instant().minus(limits.emptyTableTimeout()))) {
      closeQuietly(id, "no one took a place", state -> state.status() != Status.CLOSED && state.people() == 0)
          .ifPresent(closed::add);
    }
    return closed;
  }

  private Optional<TableState> closeQuietly(String id, String reason, Predicate<TableState> still) {
    try {
      TableState state = changes.change(id, before -> {
        if (!still.test(before)) {
          throw TableException.conflict("no longer " + reason);
        }
        return new Decision(List.of(new Event.Closed(reason)));
      });
      LOG.info("{\"event\":\"closed\",\"table\":\"{}\",\"reason\":\"{}\"}", id, reason);
      return Optional.of(state);
    } catch (TableException e) {
      return Optional.empty();
    }
  }

  /**
   * The tables whose bot has waited longer than it should (after a restart, or when another
   * instance stopped): longer than its delay, the longest a bot's decision may take (an engine's
   * time per decision) and two seconds more, so that a bot still thinking is not asked again.
   *
   * @param longestDecision the longest a bot's decision may take
   */
  public List<String> overdueBotTurns(Duration longestDecision) {
    return tables.botTurns(clock.instant().minus(limits.botDelay()).minus(longestDecision).minusSeconds(2));
  }

  /** The table now. */
  public TableState state(String tableId) {
    return tables.current(tableId);
  }

  /** The table at an earlier version. */
  public TableState state(String tableId, long version) {
    return tables.at(tableId, version);
  }

  /** Each state after this one, up to a version, in order: what other instances committed meanwhile. */
  public List<TableState> after(TableState from, long upTo) {
    return tables.after(from, upTo);
  }

  /** The versions of the tables, as the database has them now. */
  public Map<String, Long> versions(Set<String> ids) {
    return tables.versions(ids);
  }

  /**
   * The game records of the table's sessions, or of one, in the session record format; a deal in
   * progress is left out, its cards being secret until it ends.
   */
  public String records(String tableId, Optional<Integer> sessionNo) {
    TableState state = tables.current(tableId);
    return Archive.records(state, tables.history(tableId), sessionNo);
  }

  /** The latest tables that are not closed, newest first, for the lobby. */
  public List<TableSummary> recent(int limit) {
    return tables.recent(limit);
  }

  /** Whether the database answers. */
  public boolean isHealthy() {
    return db.isHealthy();
  }

  /** How many table states this instance holds in memory. */
  public int cached() {
    return tables.cached();
  }

  /** The action in the wire format, for a log line. */
  private String actionJson(Action action) {
    try {
      return json.writeValueAsString(action);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * The limits of the tables.
   *
   * @param maxOpenTablesPerClient how many open tables (seating, with a deal in progress or between deals) one
   *     client address may have created
   * @param idleTimeout how long a table may go without a change before it is closed
   * @param emptyTableTimeout how long a table may wait for its first person before it is closed
   * @param botDelay how long a bot waits before it acts
   */
  public record Limits(int maxOpenTablesPerClient, Duration idleTimeout, Duration emptyTableTimeout,
      Duration botDelay) {}
}
