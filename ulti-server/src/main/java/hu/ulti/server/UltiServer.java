package hu.ulti.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import hu.ulti.core.card.SecureShuffle;
import hu.ulti.json.UltiJson;
import hu.ulti.server.http.HttpApi;
import hu.ulti.server.http.Hub;
import hu.ulti.server.http.Messages;
import hu.ulti.server.store.ChangeNotifications;
import hu.ulti.server.store.Database;
import hu.ulti.server.table.Metrics;
import hu.ulti.server.table.Status;
import hu.ulti.server.table.TableService;
import hu.ulti.server.table.TableState;
import io.javalin.Javalin;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The reference table server, running: the database migrated, the HTTP and WebSocket endpoints
 * listening, the bots and the closing of stale tables scheduled, and the changes other instances
 * commit heard (from PostgreSQL's notifications, or by polling other databases). Several
 * instances may share one database.
 */
public final class UltiServer implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(UltiServer.class);

  private final ServerConfig config;
  private final Database db;
  private final TableService tables;
  private final Hub hub;
  private final Javalin app;
  private final HttpApi api;
  /** How often the requests refused for their rate are logged: one line per address per interval. */
  private static final long REFUSAL_SUMMARY_SECONDS = 10;
  private final ScheduledExecutorService scheduler;
  private final EnginePlayers engines;
  private Optional<ChangeNotifications> notifications = Optional.empty();

  private UltiServer(ServerConfig config) {
    this.config = config;
    ObjectMapper json = UltiJson.mapper();
    this.db = new Database(config.jdbcUrl(), config.dbUser(), config.dbPassword());
    Metrics metrics = new Metrics();
    this.engines = new EnginePlayers(config.engines());
    this.tables = new TableService(db, json, config.tableLimits(), metrics, Clock.systemUTC(), SecureShuffle.random(),
        engines);
    Messages messages = new Messages(json);
    this.hub = new Hub(tables, messages);
    this.scheduler = Executors.newScheduledThreadPool(4, runnable -> {
      Thread thread = new Thread(runnable, "ulti-scheduler");
      thread.setDaemon(true);
      return thread;
    });
    config.archive().ifPresent(folder -> {
      DealArchive archive = new DealArchive(folder, json);
      tables.onDealOver(state -> {
        try {
          archive.archive(state);
        } catch (RuntimeException e) {
          LOG.warn("{\"event\":\"archive-failed\",\"table\":\"{}\"}", state.id(), e);
        }
      });
    });
    tables.onChange(state -> {
      hub.publish(state);
      botIfDue(state, config.botDelay());
    });
    this.api = new HttpApi(tables, hub, messages, metrics, config.httpLimits(), json);
    this.app = Javalin.create(api::configure);
    api.install(app);
  }

  /**
   * Starts a server: migrates the database, listens, and resumes every table whose bot was to
   * act when the last server stopped.
   */
  public static UltiServer start(ServerConfig config) {
    UltiServer server = new UltiServer(config);
    try {
      if (server.db.isPostgres()) {
        server.notifications = Optional.of(ChangeNotifications.listen(config.jdbcUrl(), config.dbUser(),
            config.dbPassword(), server.hub::heard, server::pollQuietly));
      }
      server.app.start(config.host(), config.port());
    } catch (RuntimeException e) {
      server.close();
      throw e;
    }
    // PostgreSQL tells of every change; polling is then only a safety net. Other databases are polled.
    long poll = config.pollInterval().toMillis() * (server.notifications.isPresent() ? 10 : 1);
    server.scheduler.scheduleWithFixedDelay(server::pollQuietly, poll, poll, TimeUnit.MILLISECONDS);
    long resume = Math.max(config.pollInterval().toMillis() * 4, 1000);
    server.scheduler.scheduleWithFixedDelay(server::resumeBots, 0, resume, TimeUnit.MILLISECONDS);
    server.scheduler.scheduleWithFixedDelay(server::closeStale, 1, 1, TimeUnit.MINUTES);
    server.scheduler.scheduleWithFixedDelay(() -> server.api.summariseRefusals(REFUSAL_SUMMARY_SECONDS),
        REFUSAL_SUMMARY_SECONDS, REFUSAL_SUMMARY_SECONDS, TimeUnit.SECONDS);
    server.scheduler.scheduleWithFixedDelay(() -> server.engines.closeIdle(Duration.ofMinutes(10)), 1, 1,
        TimeUnit.MINUTES);
    LOG.info("{\"event\":\"started\",\"host\":\"{}\",\"port\":{},\"database\":\"{}\",\"notifications\":{}}", config.host(), server.port(),
        config.jdbcUrl().replaceAll("password=[^;&]*", "password=***"), server.notifications.isPresent());
    return server;
  }

  /** The port it listens on. */
  public int port() {
    return app.port();
  }

  /** The tables, for tests and tools in this process. */
  public TableService tables() {
    return tables;
  }

  private void botIfDue(TableState state, Duration delay) {
    if (state.status() == Status.DEAL_IN_PROGRESS && state.isBotToAct()) {
      scheduler.schedule(() -> {
        try {
          tables.botTurn(state.id(), state.version());
        } catch (RuntimeException e) {
          LOG.warn("{\"event\":\"bot-failed\",\"table\":\"{}\"}", state.id(), e);
        }
      }, delay.toMillis(), TimeUnit.MILLISECONDS);
    }
  }

  private void resumeBots() {
    try {
      for (String id : tables.overdueBotTurns(config.longestEngineDecision())) {
        botIfDue(tables.state(id), Duration.ZERO);
      }
    } catch (RuntimeException e) {
      LOG.warn("{\"event\":\"resume-bots-failed\"}", e);
    }
  }

  private void pollQuietly() {
    try {
      hub.poll();
    } catch (RuntimeException e) {
      LOG.warn("{\"event\":\"poll-failed\"}", e);
    }
  }

  private void closeStale() {
    try {
      tables.closeStale();
    } catch (RuntimeException e) {
      LOG.warn("{\"event\":\"close-stale-failed\"}", e);
    }
  }

  /** Stops listening, stops the scheduled work and closes the database pool. */
  @Override
  public void close() {
    scheduler.shutdownNow();
    notifications.ifPresent(ChangeNotifications::close);
    app.stop();
    engines.close();
    db.close();
  }
}
