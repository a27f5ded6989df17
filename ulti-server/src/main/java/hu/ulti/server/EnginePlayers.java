package hu.ulti.server;

import hu.ulti.bots.Bot;
import hu.ulti.bots.RuleOfThumbBot;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.PlayerView;
import hu.ulti.engine.EngineBot;
import hu.ulti.engine.EngineException;
import hu.ulti.engine.Fault;
import hu.ulti.engine.TimeControl;
import hu.ulti.core.session.Player;
import hu.ulti.server.table.PlayerBots;
import java.nio.file.Path;
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
 * process for each table and player an engine plays, started at its first turn and ended when it
 * has been idle for a while or the server stops. An engine never stops a table: whatever it does
 * wrong is logged as a fault and the rule-of-thumb bot acts instead ({@link EngineBot}); an
 * engine that cannot be started is tried again after a minute, the rule-of-thumb bot playing
 * meanwhile.
 */
final class EnginePlayers implements PlayerBots, AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(EnginePlayers.class);
  /** The most engine processes running at once; beyond it the rule-of-thumb bot plays. */
  static final int MAX_PROCESSES = 64;
  private static final long RETRY_NANOS = Duration.ofMinutes(1).toNanos();

  private final Map<String, List<String>> commands;
  private final TimeControl time;
  private final Bot fallback = new RuleOfThumbBot();
  private final Map<Key, Running> running = new ConcurrentHashMap<>();
  private final Map<Key, Long> failedAt = new ConcurrentHashMap<>();

  private record Key(String tableId, Player player, String engine) {}

  /** A running engine, with what was last logged of it. */
  private static final class Running implements Bot {
    final Key key;
    final EngineBot engine;
    volatile long lastUsed = System.nanoTime();
    private int faultsLogged;

    Running(Key key, EngineBot engine) {
      this.key = key;
      this.engine = engine;
    }

    @Override
    public Action choose(PlayerView view, RandomGenerator random) {
      lastUsed = System.nanoTime();
      Action action = engine.choose(view, random);
      List<Fault> faults = engine.faults();
      synchronized (this) {
        for (Fault fault : faults.subList(Math.min(faultsLogged, faults.size()), faults.size())) {
          LOG.info("{\"event\":\"engine-fault\",\"engine\":\"{}\",\"table\":\"{}\",\"player\":{},\"fault\":\"{}\"}",
              key.engine(), key.tableId(), key.player().index(), fault.toString().replace("\\", "\\\\").replace("\"", "\\\""));
        }
        faultsLogged = faults.size();
      }
      return action;
    }
  }

  EnginePlayers(Map<String, List<String>> commands, TimeControl time) {
    this.commands = Map.copyOf(commands);
    this.time = time;
  }

  @Override
  public Set<String> engines() {
    return commands.keySet();
  }

  @Override
  public Bot bot(String tableId, Player player, Optional<String> engine) {
    if (engine.isEmpty()) {
      return fallback;
    }
    List<String> command = commands.get(engine.get());
    if (command == null) {
      LOG.warn("{\"event\":\"engine-unknown\",\"engine\":\"{}\",\"table\":\"{}\"}", engine.get(), tableId);
      return fallback; // another instance's engine, not configured here
    }
    Key key = new Key(tableId, player, engine.get());
    Running current = running.get(key);
    if (current != null) {
      return current;
    }
    Long failed = failedAt.get(key);
    if (failed != null && System.nanoTime() - failed < RETRY_NANOS || running.size() >= MAX_PROCESSES) {
      return fallback;
    }
    try {
      Running started = new Running(key, EngineBot.start(command, Path.of("."), time, Map.of()));
      Running raced = running.putIfAbsent(key, started);
      if (raced != null) {
        started.engine.close();
        return raced;
      }
      failedAt.remove(key);
      return started;
    } catch (EngineException e) {
      failedAt.put(key, System.nanoTime());
      LOG.warn("{\"event\":\"engine-start-failed\",\"engine\":\"{}\",\"table\":\"{}\",\"message\":\"{}\"}", engine.get(),
          tableId, e.getMessage().replace("\\", "\\\\").replace("\"", "\\\""));
      return fallback;
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
