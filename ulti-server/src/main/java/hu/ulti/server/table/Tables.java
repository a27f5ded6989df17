package hu.ulti.server.table;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import hu.ulti.bots.Bot;
import hu.ulti.bots.RuleOfThumbBot;
import hu.ulti.core.card.SecureShuffle;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.IllegalActionException;
import hu.ulti.core.game.Session;
import hu.ulti.core.record.GameRecords;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import hu.ulti.server.ApiError;
import hu.ulti.server.Metrics;
import hu.ulti.server.ServerConfig;
import hu.ulti.server.store.Database;
import hu.ulti.server.store.Rows.SeatKey;
import hu.ulti.server.store.Rows.TableRow;
import hu.ulti.server.store.StoreException;
import hu.ulti.server.store.TableStore;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import com.google.common.cache.CacheBuilder;
import java.time.Duration;
import java.util.function.Consumer;
import java.util.random.RandomGenerator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The tables: every change to one is a transaction that locks its row, rebuilds or reuses its
 * state, asks the SDK whether the change is legal, writes it and bumps the version, and commits
 * before anyone hears of it. Reads come from a cache keyed by version, so an instance that
 * shares the database with others never serves a stale table for long: every read checks the
 * version first.
 *
 * <p>Thread-safe. The Ulti rules are the SDK's: this class only stores, authorises and
 * sequences.
 */
public final class Tables {
  private static final Logger LOG = LoggerFactory.getLogger(Tables.class);

  /** A table just created, with the creator's seat and token if the creator sat down. */
  public record Created(TableState state, Optional<Seat> seat, Optional<String> token) {}

  /** A seat just claimed, and its token: the only copy there is. */
  public record Claimed(TableState state, Seat seat, String token) {}

  /** The seat a token opens at a table. */
  public record Seated(String tableId, Seat seat) {}

  private final Database db;
  private final ObjectMapper json;
  private final ServerConfig config;
  private final Metrics metrics;
  private final Clock clock;
  private final RandomGenerator shuffle = SecureShuffle.random();
  private final Bot bot = new RuleOfThumbBot();
  /** Table states by id; a state is used only while its version is the row's. Idle tables drop out. */
  private final Map<String, TableState> cache = CacheBuilder.newBuilder().maximumSize(20_000)
      .expireAfterAccess(Duration.ofMinutes(15)).<String, TableState>build().asMap();
  /** Seats by token hash: a seat's token never changes, so what the database said once stays true. */
  private final Map<String, SeatKey> seatsByToken = CacheBuilder.newBuilder().maximumSize(100_000)
      .expireAfterAccess(Duration.ofMinutes(30)).<String, SeatKey>build().asMap();
  private volatile Consumer<TableState> listener = state -> {};

  /** The tables in the database. */
  public Tables(Database db, ObjectMapper json, ServerConfig config, Metrics metrics, Clock clock) {
    this.db = db;
    this.json = json;
    this.config = config;
    this.metrics = metrics;
    this.clock = clock;
  }

  /** Who hears of every change this instance commits, after the commit. */
  public void onChange(Consumer<TableState> newListener) {
    this.listener = newListener;
  }

  /**
   * A new table. The creator may sit down at once; bots may take other seats; at least one seat
   * is left to a person. The first deal is dealt when the third seat is taken.
   */
  public Created create(String rulesId, String creator, Optional<String> name, Optional<Integer> seat,
      Set<Integer> bots) {
    RuleSet rules;
    try {
      rules = RuleSets.byId(rulesId);
    } catch (IllegalArgumentException e) {
      throw ApiError.badRequest("rules", e.getMessage());
    }
    if (seat.isPresent() != name.isPresent()) {
      throw ApiError.badRequest(seat.isPresent() ? "name" : "seat", "to sit down at once, give both a seat and a name");
    }
    seat.ifPresent(Tables::checkSeat);
    name.ifPresent(Tables::checkName);
    bots.forEach(Tables::checkSeat);
    if (seat.isPresent() && bots.contains(seat.get())) {
      throw ApiError.badRequest("bots", "seat " + seat.get() + " is the creator's; a bot cannot take it too");
    }
    if (bots.size() == 3) {
      throw ApiError.badRequest("bots", "a table needs at least one person: leave a seat for someone");
    }
    String id = Tokens.newTableId();
    Optional<String> token = seat.map(s -> Tokens.newToken());
    TableState state = write(c -> {
      if (TableStore.openTablesBy(c, creator) >= config.maxOpenTablesPerClient()) {
        throw ApiError.tooMany("this client has " + config.maxOpenTablesPerClient() + " open tables already;"
            + " finish one or let it close");
      }
      Instant now = clock.instant();
      TableStore.insertTable(c, id, rules.id(), Status.SEATING.name(), creator, now);
      if (seat.isPresent()) {
        TableStore.insertSeat(c, id, seat.get(), "PERSON", name.get(), token.map(Tokens::hash));
      }
      for (int b : bots) {
        TableStore.insertSeat(c, id, b, "BOT", "Bot " + b, Optional.empty());
      }
      TableRow row = TableStore.lock(c, id).orElseThrow();
      return startIfSeated(c, row, load(c, row));
    });
    return new Created(state, seat.map(Seat::of), token);
  }

  /** A person takes an empty seat, and gets its token. */
  public Claimed claim(String tableId, int seat, String name) {
    checkSeat(seat);
    checkName(name);
    String token = Tokens.newToken();
    TableState state = write(c -> {
      TableRow row = locked(c, tableId);
      TableState before = current(c, row);
      requireOpen(before);
      if (before.seat(seat).isPresent()) {
        throw ApiError.conflict("seat " + seat + " is taken by " + before.seat(seat).get().name());
      }
      TableStore.insertSeat(c, tableId, seat, "PERSON", name, Optional.of(Tokens.hash(token)));
      return startIfSeated(c, row, load(c, row));
    });
    return new Claimed(state, Seat.of(seat), token);
  }

  /** A seated person puts a bot in an empty seat. */
  public TableState seatBot(Seated who, int seat) {
    checkSeat(seat);
    return write(c -> {
      TableRow row = locked(c, who.tableId());
      TableState before = current(c, row);
      requireOpen(before);
      if (before.seat(seat).isPresent()) {
        throw ApiError.conflict("seat " + seat + " is taken by " + before.seat(seat).get().name());
      }
      TableStore.insertSeat(c, who.tableId(), seat, "BOT", "Bot " + seat, Optional.empty());
      return startIfSeated(c, row, load(c, row));
    });
  }

  /**
   * A seat's action. The token's seat must be the action's; the sequence number, when given,
   * must be the deal's number of actions so far (so a replayed or raced action is refused); and
   * the SDK must accept the action.
   */
  public TableState act(Seated who, Action action, OptionalInt seq) {
    if (action.seat() != who.seat()) {
      throw ApiError.forbidden("this token acts for seat " + who.seat().index() + " only, not for seat "
          + action.seat().index());
    }
    return applyAction(who.tableId(), action, seq);
  }

  /**
   * The bot to act, if the table is still at the version the caller saw; empty if it moved on
   * (another instance's bot, or a person, got there first).
   */
  public Optional<TableState> botTurn(String tableId, long version) {
    TableState before = state(tableId);
    if (before.version() != version || before.status() != Status.PLAYING || !before.isBotToAct()) {
      return Optional.empty();
    }
    Seat seat = before.toAct().orElseThrow();
    Action action = bot.choose(before.game().orElseThrow().view(seat), shuffle);
    try {
      return Optional.of(applyAction(tableId, action, OptionalInt.of(before.seq())));
    } catch (ApiError e) {
      return Optional.empty(); // the table moved on meanwhile
    }
  }

  /**
   * Applies the action optimistically: judged on the cached state, written only if the row is
   * still at that version (one UPDATE, which also takes the row's lock, and the action's INSERT,
   * whose key forbids a doubled action). A refusal, or a write that lost the race, is judged again
   * on the table as the database has it now, so a stale cache never refuses a legal action.
   */
  private TableState applyAction(String tableId, Action action, OptionalInt seq) {
    TableState before = cache.get(tableId);
    boolean fresh = before == null;
    if (fresh) {
      before = state(tableId);
    }
    for (int attempt = 0; attempt < 4; attempt++) {
      TableState after;
      try {
        after = judge(before, action, seq, fresh);
      } catch (ApiError e) {
        if (fresh) {
          throw e;
        }
        before = state(tableId);
        fresh = true;
        continue;
      }
      if (commit(before, after, action)) {
        return after;
      }
      before = state(tableId);
      fresh = true;
    }
    throw ApiError.conflict("another request changed the table at the same moment; look again and retry");
  }

  /** The state after the action, or the refusal; a refusal is logged only when judged on a fresh state. */
  private TableState judge(TableState before, Action action, OptionalInt seq, boolean fresh) {
    if (before.status() != Status.PLAYING) {
      throw ApiError.conflict(before.status() == Status.CLOSED ? "the table is closed"
          : "no deal is in progress (the table is " + before.status() + ")");
    }
    if (seq.isPresent() && seq.getAsInt() != before.seq()) {
      throw ApiError.conflict("the deal has " + before.seq() + " actions, not " + seq.getAsInt()
          + ": this action answers an old state");
    }
    try {
      return before.after(before.game().orElseThrow().apply(action));
    } catch (IllegalActionException e) {
      if (fresh) {
        metrics.refused();
        LOG.info("{\"event\":\"refusal\",\"table\":\"{}\",\"seat\":{},\"action\":{},\"violation\":\"{}\","
            + "\"message\":{}}", before.id(), action.seat().index(), write(action), e.refusal().violation(),
            quote(e.refusal().message()));
      }
      throw ApiError.refused(e.refusal().violation().name(), e.refusal().message());
    }
  }

  /** Writes the action if the table is still at the version it was judged on; whether it was. */
  private boolean commit(TableState before, TableState after, Action action) {
    Game next = after.game().orElseThrow();
    Boolean written;
    try {
      written = db.transaction(c -> {
        if (!TableStore.advance(c, before.id(), before.version(), after.status().name(),
            after.toAct().map(Seat::index), clock.instant())) {
          return false;
        }
        TableStore.insertAction(c, before.id(), before.dealNo(), before.seq(), write(action));
        if (next.isFinished()) {
          TableStore.finishDeal(c, before.id(), before.dealNo(), GameRecords.write(next, recordTags(before)));
        }
        return true;
      });
    } catch (StoreException e) {
      if (e.isConflict()) {
        return false;
      }
      LOG.error("{\"event\":\"database-error\",\"message\":{}}", quote(String.valueOf(e.getMessage())), e);
      throw ApiError.unavailable("the database did not answer; retry");
    }
    if (written) {
      metrics.accepted();
      cache.merge(after.id(), after, (old, fresh) -> fresh.version() >= old.version() ? fresh : old);
      listener.accept(after);
    }
    return written;
  }

  /** Deals the next deal of the session, once the last is over. */
  public TableState nextDeal(Seated who) {
    return write(c -> {
      TableRow row = locked(c, who.tableId());
      TableState before = current(c, row);
      if (before.status() != Status.BETWEEN_DEALS) {
        throw ApiError.conflict(switch (before.status()) {
          case PLAYING -> "deal " + before.dealNo() + " is still in progress";
          case OVER -> "the session is over: start a new one";
          case CLOSED -> "the table is closed";
          default -> "the table is waiting for its seats";
        });
      }
      return deal(c, row, before.session().orElseThrow(), before.sessionNo(), before.dealNo() + 1);
    });
  }

  /** Starts a new session once the last is over: scores from zero, a random first dealer. */
  public TableState newSession(Seated who) {
    return write(c -> {
      TableRow row = locked(c, who.tableId());
      TableState before = current(c, row);
      if (before.status() != Status.OVER) {
        throw ApiError.conflict("a new session starts once this one is over; it is " + before.status());
      }
      return startSession(c, row, before, before.sessionNo() + 1);
    });
  }

  /** Someone says "the ace of hearts deals and does not deal": the session will end (see {@link Session#callEnd()}). */
  public TableState callEnd(Seated who) {
    return write(c -> {
      TableRow row = locked(c, who.tableId());
      TableState before = current(c, row);
      if (before.status() != Status.PLAYING && before.status() != Status.BETWEEN_DEALS) {
        throw ApiError.conflict("the end is called during a session; the table is " + before.status());
      }
      if (before.session().orElseThrow().isEndCalled()) {
        throw ApiError.conflict("the end of this session has been called already");
      }
      // Noted at the end of the deal in progress, or of the next deal if none is.
      int calledAt = before.status() == Status.PLAYING ? before.dealNo() : before.dealNo() + 1;
      TableStore.endCalled(c, row.id(), before.sessionNo(), calledAt);
      TableStore.changed(c, row, row.status(), row.toAct(), clock.instant());
      return load(c, TableStore.table(c, row.id()).orElseThrow());
    });
  }

  /** The table now: from the cache if its version is current. */
  public TableState state(String tableId) {
    return read(c -> current(c, TableStore.table(c, tableId)
        .orElseThrow(() -> ApiError.notFound("no table " + shown(tableId)))));
  }

  /** The seat the token opens at the table; 401 for a missing, malformed or foreign token. */
  public Seated authenticate(String tableId, Optional<String> token) {
    Optional<SeatKey> key = token.filter(Tokens::isWellFormed).map(Tokens::hash).flatMap(hash -> {
      SeatKey known = seatsByToken.get(hash);
      if (known != null) {
        return Optional.of(known);
      }
      Optional<SeatKey> found = read(c -> TableStore.seatByToken(c, hash));
      found.ifPresent(seat -> seatsByToken.put(hash, seat));
      return found;
    });
    if (key.isEmpty() || !key.get().tableId().equals(tableId)) {
      state(tableId); // a table that does not exist is a 404 whatever the token
      throw ApiError.unauthorized(token.isEmpty() ? "this needs the seat's token: Authorization: Bearer <token>"
          : !Tokens.isWellFormed(token.get()) ? "that is not a seat token" : "that token opens no seat at this table");
    }
    return new Seated(tableId, Seat.of(key.get().seat()));
  }

  /** The game records of the table's sessions, or of one, in the session record format. */
  public String records(String tableId, Optional<Integer> sessionNo) {
    return read(c -> Records.of(c, TableStore.table(c, tableId)
        .orElseThrow(() -> ApiError.notFound("no table " + shown(tableId))), sessionNo, json));
  }

  /** The latest tables, for the lobby. */
  public List<TableRow> recent(int limit) {
    return read(c -> TableStore.recentTables(c, limit));
  }

  /** The seats of those tables. */
  public Map<String, List<hu.ulti.server.store.Rows.SeatRow>> seatsOf(List<String> ids) {
    return read(c -> TableStore.seats(c, ids));
  }

  /** The versions of the tables, as the database has them now. */
  public Map<String, Long> versions(Set<String> ids) {
    return read(c -> TableStore.versions(c, ids));
  }

  /** Closes the tables idle for longer than the configured timeout; returns their new states. */
  public List<TableState> closeIdle() {
    List<String> idle = read(c -> TableStore.idleTables(c, clock.instant().minus(config.idleTimeout())));
    List<TableState> closed = new java.util.ArrayList<>();
    for (String id : idle) {
      TableState state = write(c -> {
        TableRow row = locked(c, id);
        if (row.status().equals(Status.CLOSED.name()) || !row.activeAt().isBefore(clock.instant().minus(config.idleTimeout()))) {
          return null;
        }
        TableStore.changed(c, row, Status.CLOSED.name(), Optional.empty(), clock.instant());
        LOG.info("{\"event\":\"closed-idle\",\"table\":\"{}\"}", id);
        return load(c, TableStore.table(c, id).orElseThrow());
      });
      if (state != null) {
        closed.add(state);
      }
    }
    return closed;
  }

  /** The tables whose bot has waited longer than it should: after a restart, or when another instance stopped. */
  public List<String> overdueBotTurns() {
    return read(c -> TableStore.botTurns(c, clock.instant().minus(config.botDelay()).minusSeconds(2)));
  }

  /** Whether the database answers. */
  public boolean isHealthy() {
    return db.isHealthy();
  }

  /** How many table states this instance holds in memory. */
  public int cached() {
    return cache.size();
  }

  private TableState startIfSeated(Connection c, TableRow row, TableState state) throws SQLException {
    if (state.seats().stream().allMatch(Optional::isPresent) && state.session().isEmpty()) {
      return startSession(c, row, state, 1);
    }
    TableStore.changed(c, row, state.status().name(), Optional.empty(), clock.instant());
    return load(c, TableStore.table(c, row.id()).orElseThrow());
  }

  private TableState startSession(Connection c, TableRow row, TableState state, int sessionNo) throws SQLException {
    int firstDealer = shuffle.nextInt(3);
    TableStore.insertSession(c, row.id(), sessionNo, firstDealer);
    Session session = Session.start(state.rules(), TableState.names(state.seats()), firstDealer);
    return deal(c, row, session, sessionNo, state.dealNo() + 1);
  }

  private TableState deal(Connection c, TableRow row, Session session, int sessionNo, int dealNo)
      throws SQLException {
    Game game = session.nextGame(shuffle);
    TableStore.insertDeal(c, row.id(), dealNo, sessionNo, write(game.deal()));
    TableStore.changed(c, row, Status.PLAYING.name(), game.toAct().map(Seat::index), clock.instant());
    return load(c, TableStore.table(c, row.id()).orElseThrow());
  }

  private Map<String, String> recordTags(TableState state) {
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Event", "ulti-server table " + state.id());
    tags.put("Deal", String.valueOf(state.dealNo()));
    tags.put("Players", String.join(", ", TableState.names(state.seats())));
    return tags;
  }

  private static TableRow locked(Connection c, String tableId) throws SQLException {
    return TableStore.lock(c, tableId).orElseThrow(() -> ApiError.notFound("no table " + shown(tableId)));
  }

  private static void requireOpen(TableState state) {
    if (state.status() == Status.CLOSED) {
      throw ApiError.conflict("the table is closed");
    }
  }

  /** The cached state if it is of the row's version; else the state loaded from the rows. */
  private TableState current(Connection c, TableRow row) throws SQLException {
    TableState cached = cache.get(row.id());
    if (cached != null && cached.version() == row.version()) {
      return cached;
    }
    return load(c, row);
  }

  private TableState load(Connection c, TableRow row) throws SQLException {
    return TableState.of(TableStore.load(c, row), json);
  }

  /** A change in one transaction; the new state is cached and announced after the commit. */
  private TableState write(Database.Work<TableState> work) {
    TableState state;
    try {
      state = db.transaction(work);
    } catch (StoreException e) {
      if (e.isConflict()) {
        throw ApiError.conflict("another request changed the table at the same moment; look again and retry");
      }
      LOG.error("{\"event\":\"database-error\",\"message\":{}}", quote(String.valueOf(e.getMessage())), e);
      throw ApiError.unavailable("the database did not answer; retry");
    }
    if (state != null) {
      cache.merge(state.id(), state, (old, fresh) -> fresh.version() >= old.version() ? fresh : old);
      listener.accept(state);
    }
    return state;
  }

  private <T> T read(Database.Work<T> work) {
    try {
      return db.transaction(work);
    } catch (StoreException e) {
      LOG.error("{\"event\":\"database-error\",\"message\":{}}", quote(String.valueOf(e.getMessage())), e);
      throw ApiError.unavailable("the database did not answer; retry");
    }
  }

  private String write(Object value) {
    try {
      return json.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The text as a JSON string, for a log line; at most 200 characters of it. */
  static String quote(String text) {
    String shown = text.length() > 200 ? text.substring(0, 200) + "..." : text;
    return "\"" + new String(com.fasterxml.jackson.core.io.JsonStringEncoder.getInstance().quoteAsString(shown)) + "\"";
  }

  /** A client's input as a message quotes it: at most 40 characters, in single quotes. */
  static String shown(String text) {
    return "'" + (text.length() > 40 ? text.substring(0, 40) + "..." : text) + "'";
  }

  private static void checkSeat(int seat) {
    if (seat < 0 || seat > 2) {
      throw ApiError.badRequest("seat", "a seat is 0, 1 or 2, not " + seat);
    }
  }

  private static void checkName(String name) {
    if (!Names.isValid(name)) {
      throw ApiError.badRequest("name", "a name is " + Names.rule());
    }
  }
}
