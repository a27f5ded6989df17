package hu.ulti.server;

import hu.ulti.bots.Bot;
import hu.ulti.bots.RuleOfThumbBot;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Action;
import hu.ulti.core.session.Player;
import hu.ulti.core.session.Session;
import hu.ulti.engine.EngineBot;
import hu.ulti.engine.EngineException;
import hu.ulti.engine.EngineLaunch;
import hu.ulti.engine.Fault;
import hu.ulti.server.table.PlayerBots;
import hu.ulti.server.table.TableState;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.random.RandomGenerator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The bots of a server's tables: its own rule-of-thumb bot, and the operator's engines, one
 * process for each table and player an engine plays, started at its first turn (as its
 * {@link EngineLaunch} says: options, start-up limit, a minimal environment) and ended when it has
 * been idle for a while or the server stops. The process plays one player of the table's session,
 * whose seat changes from deal to deal: it is told of each deal it plays ({@code newDeal}, named
 * by the table, session, deal and player) at its first turn in it, and of its end
 * ({@code dealOver}) as soon as this instance finishes the deal, or at its next turn when another
 * instance did. An engine never stops a table: whatever it does wrong is logged as a fault and the
 * rule-of-thumb bot acts instead ({@link EngineBot}); an engine that cannot be started is tried
 * again after a minute, the rule-of-thumb bot playing meanwhile.
 */
final class EnginePlayers implements PlayerBots, AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(EnginePlayers.class);
  /** The most engine processes running at once; beyond it the rule-of-thumb bot plays. */
  static final int MAX_PROCESSES = 64;
  private static final long RETRY_NANOS = Duration.ofMinutes(1).toNanos();

  private final Map<String, EngineLaunch> launches;
  private final Bot fallback = new RuleOfThumbBot();
  private final Map<Key, Running> running = new ConcurrentHashMap<>();
  private final Map<Key, Long> failedAt = new ConcurrentHashMap<>();

  private record Key(String tableId, Player player, String engine) {}

  /** A deal of a table's sessions: which session, which deal in it. */
  private record DealKey(int sessionNumber, int dealNumber) {}

  /** A running engine: the deal it was last told of, and what was last logged of it. */
  private static final class Running {
    final Key key;
    final EngineBot engine;
    volatile long lastUsed = System.nanoTime();
    /** The deal the engine was told of and not yet of its end; null if none. */
    private DealKey open;
    private int faultsLogged;

    Running(Key key, EngineBot engine) {
      this.key = key;
      this.engine = engine;
    }

    synchronized Action choose(TableState table, RandomGenerator random) {
      lastUsed = System.nanoTime();
      DealKey now = new DealKey(table.sessionNumber(), table.dealNumber());
      if (open != null && !open.equals(now)) {
        over(table); // its last deal ended on another instance: tell it now, if the session still has it
        open = null;
      }
      if (open == null) {
        engine.newDeal("table " + key.tableId() + ", session " + now.sessionNumber() + ", deal " + now.dealNumber()
            + ", player " + key.player().index());
        open = now;
      }
      try {
        return engine.choose(PlayerBots.view(table, key.player()), random);
      } finally {
        logFaults();
      }
    }

    /** Tells the engine that its open deal is over, if the table's session holds it finished. */
    synchronized void over(TableState table) {
      if (open == null || open.sessionNumber() != table.sessionNumber()) {
        return;
      }
      Optional<Session> session = table.session();
      if (session.isEmpty() || session.get().entries().size() < open.dealNumber()) {
        return;
      }
      Session.Entry entry = session.get().entries().get(open.dealNumber() - 1);
      Optional<Seat> seat = entry.result().seating().seatOf(key.player());
      seat.ifPresent(s -> engine.dealOver(entry.game().view(s)));
      open = null;
    }

    private void logFaults() {
      List<Fault> faults = engine.faults();
      for (Fault fault : faults.subList(Math.min(faultsLogged, faults.size()), faults.size())) {
        LOG.info("{\"event\":\"engine-fault\",\"engine\":\"{}\",\"table\":\"{}\",\"player\":{},\"fault\":\"{}\"}",
            key.engine(), key.tableId(), key.player().index(), fault.toString().replace("\\", "\\\\").replace("\"", "\\\""));
      }
      faultsLogged = faults.size();
    }
  }

  EnginePlayers(Map<String, EngineLaunch> launches) {
    this.launches = Map.copyOf(launches);
  }

  @Override
  public Set<String> engines() {
    return launches.keySet();
  }

  @Override
  public Action choose(TableState table, Player player, Optional<String> engine, RandomGenerator random) {
    Optional<Running> bot = engine.flatMap(name -> running(table.id(), player, name));
    return bot.isPresent() ? bot.get().choose(table, random) : fallback.choose(PlayerBots.view(table, player), random);
  }

  @Override
  public void dealOver(TableState table) {
    running.values().forEach(engine -> {
      if (engine.key.tableId().equals(table.id())) {
        engine.over(table);
      }
    });
  }

  /** The engine's process for the table and player, started if it is not running; empty if it cannot play now. */
  private Optional<Running> running(String tableId, Player player, String engine) {
    EngineLaunch launch = launches.get(engine);
    if (launch == null) {
      LOG.warn("{\"event\":\"engine-unknown\",\"engine\":\"{}\",\"table\":\"{}\"}", engine, tableId);
      return Optional.empty(); // another instance's engine, not configured here
    }
    Key key = new Key(tableId, player, engine);
    Running current = running.get(key);
    if (current != null) {
      return Optional.of(current);
    }
    Long failed = failedAt.get(key);
    if (failed != null && System.nanoTime() - failed < RETRY_NANOS || running.size() >= MAX_PROCESSES) {
      return Optional.empty();
    }
    try {
      Running started = new Running(key, EngineBot.start(launch));
      Running raced = running.putIfAbsent(key, started);
      if (raced != null) {
        started.engine.close();
        return Optional.of(raced);
      }
      failedAt.remove(key);
      return Optional.of(started);
    } catch (EngineException e) {
      failedAt.put(key, System.nanoTime());
      LOG.warn("{\"event\":\"engine-start-failed\",\"engine\":\"{}\",\"table\":\"{}\",\"message\":\"{}\"}", engine,
          tableId, e.getMessage().replace("\\", "\\\\").replace("\"", "\\\""));
      return Optional.empty();
    }
  }

  /** Ends the engines that have not played for so long. */
  void closeIdle(Duration idle) {
    long now = System.nanoTime();
    running.values().removeIf(engine -> {
      if (now - engine.lastUsed > idle.toNanos()) {
        engine.engine.close();
        return true;
      }
      return false;
    });
  }

  /** {@return how many engine processes are running} */
  int processes() {
    return running.size();
  }

  @Override
  public void close() {
    running.values().forEach(engine -> engine.engine.close());
    running.clear();
  }
}
