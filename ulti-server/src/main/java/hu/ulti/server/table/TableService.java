package hu.ulti.server.table;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.IllegalActionException;
import hu.ulti.core.game.Refusal;
import hu.ulti.core.session.Player;
import hu.ulti.core.session.Session;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import hu.ulti.server.store.Database;
import hu.ulti.server.store.TableStore;
import hu.ulti.server.table.TableAccess.Authorized;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.random.RandomGenerator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What people and bots may do at the tables: create one, take a player's place, act, deal the next deal,
 * call the end, start a new session, close it. Each command is judged on the table's current
 * state by asking its {@link Session}, and committed as one change if the table is still at that
 * version; a command that lost a race is judged again. Everyone who listens ({@link #onChange})
 * hears of each change after it is committed.
 *
 * <p>Who a token opens, the host or a player's place, is {@link TableAccess}'s to say; this class
 * asks it and decides what that person may do now. Thread-safe. The rules of Ulti are the SDK's:
 * this class authorises, sequences and stores.
 */
public final class TableService {
  private static final Logger LOG = LoggerFactory.getLogger(TableService.class);
  private static final int ATTEMPTS = 4;

  /**
   * A table just created, with the creator's token: the host's, which also opens the creator's
   * player's place if he sat down.
   *
   * @param state the table
   * @param player the creator's player, if he sat down
   * @param token the host's token: the only copy there is
   */
  public record Created(TableState state, Optional<Player> player, String token) {}

  /**
   * A player's place just claimed, and its token: the only copy there is.
   *
   * @param state the table
   * @param player the player
   * @param token its token
   */
  public record Claimed(TableState state, Player player, String token) {}

  /** What a command decided: its events, and the work beside them in the same transaction. */
  private record Decision(List<Event> events, TableRepository.Extra extra) {
    Decision(List<Event> events) {
      this(events, c -> {});
    }
  }

  private final Database db;
  private final ObjectMapper json;
  private final TableRepository tables;
  private final TableAccess access;
  private final Limits limits;
  private final Metrics metrics;
  private final Clock clock;
  private final RandomGenerator shuffle;
  private final PlayerBots bots;
  private volatile Consumer<TableState> listener = state -> {};
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
    this.limits = limits;
    this.metrics = metrics;
    this.clock = clock;
    this.shuffle = shuffle;
    this.bots = bots;
  }

  /** {@return who each token opens at the tables, asked before every command of a person} */
  public TableAccess access() {
    return access;
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
    this.listener = newListener;
  }

  /**
   * A new table. The creator may sit down at once; the server's bot and the operator's engines
   * may take other players' places; at least one place is left to a person. The first deal is
   * dealt when the last place is taken.
   *
   * @param rulesId the rule set id
   * @param players how many players: {@link Session#playerCounts()}
   * @param creator the creating client's address
   * @param name the creator's name, if he sits down
   * @param player the creator's player, if he sits down
   * @param bots the players the server's bot plays, by number
   * @param engines the players engines play, by number, with the engine's name
   */
  public Created create(String rulesId, int players, String creator, Optional<String> name, Optional<Integer> player,
      Set<Integer> bots, Map<Integer, String> engines) {
    RuleSet rules;
    try {
      rules = RuleSets.byId(rulesId);
    } catch (IllegalArgumentException e) {
      throw TableException.invalid("rules", e.getMessage());
    }
    if (!Session.playerCounts().contains(players)) {
      throw TableException.invalid("playerCount", "Ulti is played by " + Session.playerCounts() + ", not " + players);
    }
    if (player.isPresent() != name.isPresent()) {
      throw TableException.invalid(player.isPresent() ? "name" : "player",
          "to sit down at once, give both a player's number and a name");
    }
    player.ifPresent(p -> checkPlayer("player", p, players));
    name.ifPresent(TableService::checkName);
    bots.forEach(b -> checkPlayer("bots", b, players));
    engines.forEach((p, engine) -> {
      checkPlayer("engines", p, players);
      checkEngine(engine);
      if (bots.contains(p)) {
        throw TableException.invalid("engines", "player " + p + " is a bot already");
      }
    });
    if (player.isPresent() && (bots.contains(player.get()) || engines.containsKey(player.get()))) {
      throw TableException.invalid(bots.contains(player.get()) ? "bots" : "engines", "player " + player.get()
          + " is the creator; a bot cannot play him too");
    }
    if (bots.size() + engines.size() == players) {
      throw TableException.invalid("bots", "a table needs at least one person: leave a player's place for someone");
    }
    String id = Tokens.newTableId();
    Optional<Player> creatorPlayer = player.map(Player::of);
    String token = Tokens.newToken();
    TableState empty = tables.create(id, rules, players, creator, Tokens.hash(token), limits.maxOpenTablesPerClient(),
        "after " + limits.idleTimeout().toMinutes() + " minutes without a change, or "
            + limits.emptyTableTimeout().toMinutes() + " minutes after its creation while no person sits at it");
    List<Event> events = new ArrayList<>();
    creatorPlayer.ifPresent(p -> events.add(new Event.Joined(p, name.get(), false)));
    Map<Integer, Optional<String>> botPlayers = new TreeMap<>();
    bots.forEach(b -> botPlayers.put(b, Optional.empty()));
    engines.forEach((p, engine) -> botPlayers.put(p, Optional.of(engine)));
    botPlayers.forEach((b, engine) -> events.add(new Event.Joined(Player.of(b), botName(Player.of(b), engine), true,
        engine)));
    if (events.isEmpty()) {
      return new Created(empty, creatorPlayer, token);
    }
    TableState state = change(id, before -> joinDecision(before, events, c -> {
      if (creatorPlayer.isPresent()) {
        TableStore.insertPlayer(c, id, creatorPlayer.get().index(), "PERSON", name.get(),
            Optional.of(Tokens.hash(token)));
      }
      for (Map.Entry<Integer, Optional<String>> b : botPlayers.entrySet()) {
        TableStore.insertPlayer(c, id, b.getKey(), "BOT", botName(Player.of(b.getKey()), b.getValue()),
            Optional.empty());
      }
    }));
    return new Created(state, creatorPlayer, token);
  }

  /**
   * A person takes a player's empty place, and gets its token.
   *
   * @param tableId the table
   * @param player the player's number
   * @param name the name shown
   */
  public Claimed claim(String tableId, int player, String name) {
    checkName(name);
    String token = Tokens.newToken();
    TableState state = change(tableId, before -> {
      Player free = requireFree(before, player);
      return joinDecision(before, List.of(new Event.Joined(free, name, false)),
          c -> TableStore.insertPlayer(c, tableId, player, "PERSON", name, Optional.of(Tokens.hash(token))));
    });
    return new Claimed(state, Player.of(player), token);
  }

  /**
   * A person at the table puts a bot in a player's empty place: the server's own, or one of the
   * operator's engines.
   *
   * @param who the person
   * @param player the player's number
   * @param engine the engine's name, or empty for the server's bot
   */
  public TableState addBot(Authorized who, int player, Optional<String> engine) {
    engine.ifPresent(this::checkEngine);
    return change(who.tableId(), before -> {
      Player free = requireFree(before, player);
      return joinDecision(before, List.of(new Event.Joined(free, botName(free, engine), true, engine)),
          c -> TableStore.insertPlayer(c, who.tableId(), player, "BOT", botName(free, engine), Optional.empty()));
    });
  }

  private static String botName(Player player, Optional<String> engine) {
    return engine.map(name -> name + " " + player.index()).orElse("Bot " + player.index());
  }

  private void checkEngine(String engine) {
    if (!bots.engines().contains(engine)) {
      throw TableException.invalid("engine", "no engine is named '" + (engine.length() > 40 ? engine.substring(0, 40) + "..." : engine) + "'; this server's engines are "
          + new TreeSet<>(bots.engines()));
    }
  }

  /** {@return the names of the engines that may play at the tables} */
  public Set<String> engines() {
    return bots.engines();
  }

  private static Player requireFree(TableState state, int number) {
    requireOpen(state);
    checkPlayer("player", number, state.players().size());
    Player player = Player.of(number);
    state.occupant(player).ifPresent(taken -> {
      throw TableException.conflict(player + "'s place is taken by " + taken.name());
    });
    return player;
  }

  /** Players' places taken, and when that fills the table, its first session started and dealt. */
  private Decision joinDecision(TableState before, List<Event> joined, TableRepository.Extra extra) {
    List<Event> events = new ArrayList<>(joined);
    boolean full = true;
    for (int p = 0; p < before.players().size(); p++) {
      Player player = Player.of(p);
      full &= before.occupant(player).isPresent()
          || joined.stream().anyMatch(e -> e instanceof Event.Joined taken && taken.player() == player);
    }
    if (full && before.session().isEmpty()) {
      List<String> names = new ArrayList<>();
      for (int p = 0; p < before.players().size(); p++) {
        Player player = Player.of(p);
        names.add(before.occupant(player).map(Occupant::name).orElseGet(() -> joined.stream()
            .map(Event.Joined.class::cast).filter(e -> e.player() == player).findFirst().orElseThrow().name()));
      }
      events.addAll(newSession(Session.start(before.rules(), names, Session.drawFirstDealer(names.size(), shuffle))));
    }
    return new Decision(events, extra);
  }

  /** A new session's events: started, and its first deal dealt. */
  private List<Event> newSession(Session session) {
    return List.of(new Event.SessionStarted(session.firstDealer()), dealt(session));
  }

  /** The next deal of the session, shuffled here and dealt by the session's rules. */
  private Event dealt(Session session) {
    return new Event.Dealt(session.deal(shuffle).game().orElseThrow().deal());
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
    return change(who.tableId(), before -> {
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
      Action action = bots.choose(before, player, engine, shuffle);
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
    return change(who.tableId(), before -> {
      if (before.status() != Status.BETWEEN_DEALS) {
        throw TableException.conflict(switch (before.status()) {
          case DEAL_IN_PROGRESS -> "deal " + before.dealNumber() + " is still in progress";
          case SESSION_OVER -> "the session is over: start a new one";
          case CLOSED -> "the table is closed";
          default -> "the table is waiting for its players";
        });
      }
      return new Decision(List.of(dealt(before.session().orElseThrow())));
    });
  }

  /**
   * Starts a new session once the last is over: scores from zero, the first dealer drawn for.
   *
   * @param who a person at the table
   */
  public TableState newSession(Authorized who) {
    return change(who.tableId(), before -> {
      if (before.status() != Status.SESSION_OVER) {
        throw TableException.conflict("a new session starts once this one is over; the table is " + before.status());
      }
      Session last = before.session().orElseThrow();
      return new Decision(newSession(Session.start(last.rules(), last.players(),
          Session.drawFirstDealer(last.players().size(), shuffle))));
    });
  }

  /**
   * Someone says "the ace of hearts deals and does not deal"; the session says where.
   *
   * @param who a person at the table
   */
  public TableState callEnd(Authorized who) {
    return change(who.tableId(), before -> {
      requireOpen(before);
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
   * else seated may only leave his place ({@link #leave}): closing a table at which others sit,
   * in the middle of a deal or between deals, is the host's alone.
   *
   * @param tableId the table
   * @param token the token the request carried
   */
  public TableState close(String tableId, Optional<String> token) {
    if (access.isHost(tableId, token)) {
      return change(tableId, before -> {
        requireOpen(before);
        return new Decision(List.of(new Event.Closed("by the host")));
      });
    }
    Authorized who = access.authenticate(tableId, token);
    return change(tableId, before -> {
      requireOpen(before);
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
   * A person leaves his place: the server's bot takes it, at once and for the rest of the table's
   * life, and his token opens it no more. When the last person leaves, the table closes.
   *
   * @param who a person at the table
   */
  public TableState leave(Authorized who) {
    return change(who.tableId(), before -> {
      requireOpen(before);
      TableAccess.requirePerson(before, who.player());
      String bot = botName(who.player(), Optional.empty());
      List<Event> events = new ArrayList<>(List.of(new Event.Left(who.player(), bot)));
      if (before.people() == 1) {
        events.add(new Event.Closed("the last person left"));
        return new Decision(events, c -> TableStore.playerToBot(c, who.tableId(), who.player().index(), bot));
      }
      Decision seated = joinDecision(before, List.of(new Event.Joined(who.player(), bot, true)),
          c -> TableStore.playerToBot(c, who.tableId(), who.player().index(), bot));
      events.addAll(seated.events().subList(1, seated.events().size()));
      return new Decision(events, seated.extra());
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
      TableState state = change(id, before -> {
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

  /**
   * Judges a command on the table's current state and commits its events if the table is still
   * at that version; judged again, on the state the database has then, if it lost a race.
   */
  private TableState change(String tableId, Function<TableState, Decision> decide) {
    return change(tableId, decide, state -> {});
  }

  private TableState change(String tableId, Function<TableState, Decision> decide, Consumer<TableState> committed) {
    for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
      TableState before = tables.current(tableId);
      Decision decision = decide.apply(before);
      Optional<TableState> after;
      try {
        after = tables.commit(before, decision.events(), decision.extra());
      } catch (IllegalActionException | IllegalStateException e) {
        throw TableException.conflict(e.getMessage());
      }
      if (after.isPresent()) {
        committed.accept(after.get());
        listener.accept(after.get());
        return after.get();
      }
    }
    throw TableException.conflict("another request changed the table at the same moment; look again and retry");
  }

  /** The action in the wire format, for a log line. */
  private String actionJson(Action action) {
    try {
      return json.writeValueAsString(action);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  private static void requireOpen(TableState state) {
    if (state.status() == Status.CLOSED) {
      throw TableException.conflict("the table is closed");
    }
  }

  private static void checkPlayer(String field, int player, int players) {
    if (player < 0 || player >= players) {
      throw TableException.invalid(field, "a player is a number from 0 to " + (players - 1) + ", not " + player);
    }
  }

  private static void checkName(String name) {
    if (!Names.isValid(name)) {
      throw TableException.invalid("name", "a name is " + Names.rule());
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
