package hu.ulti.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import hu.ulti.json.UltiJson;
import hu.ulti.server.store.Database;
import hu.ulti.server.table.Status;
import hu.ulti.server.table.TableState;
import hu.ulti.server.table.Tables;
import io.javalin.Javalin;
import io.javalin.http.staticfiles.Location;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The reference table server, running: the database migrated, the HTTP and WebSocket endpoints
 * listening, the bots and the pollers scheduled. Several instances may share one database.
 */
public final class UltiServer implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(UltiServer.class);

  private final ServerConfig config;
  private final Database db;
  private final Tables tables;
  private final Hub hub;
  private final Javalin app;
  private final ScheduledExecutorService scheduler;

  private UltiServer(ServerConfig config) {
    this.config = config;
    ObjectMapper json = UltiJson.mapper();
    this.db = new Database(config.jdbcUrl(), config.dbUser(), config.dbPassword());
    Metrics metrics = new Metrics();
    this.tables = new Tables(db, json, config, metrics, Clock.systemUTC());
    Messages messages = new Messages(json);
    this.hub = new Hub(tables, messages);
    this.scheduler = Executors.newScheduledThreadPool(2, runnable -> {
      Thread thread = new Thread(runnable, "ulti-scheduler");
      thread.setDaemon(true);
      return thread;
    });
    tables.onChange(state -> {
      hub.publish(state);
      botIfDue(state, config.botDelay());
    });
    this.app = Javalin.create(javalin -> {
      javalin.showJavalinBanner = false;
      javalin.http.maxRequestSize = config.maxBodyBytes();
      javalin.staticFiles.add(files -> {
        files.hostedPath = "/";
        files.directory = "/public";
        files.location = Location.CLASSPATH;
        // The page runs its own script only, talks only to this server, and is never framed.
        files.headers = java.util.Map.of(
            "Content-Security-Policy", "default-src 'self'; connect-src 'self' ws: wss:; frame-ancestors 'none'",
            "X-Content-Type-Options", "nosniff",
            "Referrer-Policy", "no-referrer");
      });
      javalin.jetty.modifyWebSocketServletFactory(factory -> {
        factory.setMaxTextMessageSize(config.maxMessageBytes());
        factory.setMaxBinaryMessageSize(1024);
        factory.setIdleTimeout(Duration.ofMinutes(10));
      });
    });
    new Api(tables, hub, messages, metrics, config, json).routes(app);
  }

  /**
   * Starts a server: migrates the database, listens, and resumes every table whose bot was to
   * act when the last server stopped.
   */
  public static UltiServer start(ServerConfig config) {
    UltiServer server = new UltiServer(config);
    try {
      server.app.start(config.port());
    } catch (RuntimeException e) {
      server.close();
      throw e;
    }
    long poll = server.config.pollInterval().toMillis();
    server.scheduler.scheduleWithFixedDelay(server::pollQuietly, poll, poll, TimeUnit.MILLISECONDS);
    server.scheduler.scheduleWithFixedDelay(server::resumeBots, 0, Math.max(poll * 4, 1000), TimeUnit.MILLISECONDS);
    server.scheduler.scheduleWithFixedDelay(server::closeIdle, 1, 1, TimeUnit.MINUTES);
    LOG.info("{\"event\":\"started\",\"port\":{},\"database\":\"{}\"}", server.port(),
        config.jdbcUrl().replaceAll("password=[^;&]*", "password=***"));
    return server;
  }

  /** The port it listens on. */
  public int port() {
    return app.port();
  }

  /** The tables, for tests and tools in this process. */
  public Tables tables() {
    return tables;
  }

  private void botIfDue(TableState state, Duration delay) {
    if (state.status() == Status.PLAYING && state.isBotToAct()) {
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
      for (String id : tables.overdueBotTurns()) {
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

  private void closeIdle() {
    try {
      tables.closeIdle();
    } catch (RuntimeException e) {
      LOG.warn("{\"event\":\"close-idle-failed\"}", e);
    }
  }

  /** Stops listening, stops the scheduled work and closes the database pool. */
  @Override
  public void close() {
    scheduler.shutdownNow();
    app.stop();
    db.close();
  }
}
