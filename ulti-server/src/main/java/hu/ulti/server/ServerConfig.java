package hu.ulti.server;

import hu.ulti.server.http.HttpLimits;
import hu.ulti.server.table.TableService;
import java.time.Duration;
import hu.ulti.engine.EngineLaunch;
import hu.ulti.engine.TimeControl;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * How a server runs: where it listens, which database it keeps its tables in, how its bots pace
 * themselves, which engines may take seats, and its limits against abuse. Every instance that shares one database should run
 * with the same limits.
 *
 * @param host the address it listens on: {@code 0.0.0.0} (every interface, the default), or one
 *     address such as {@code 127.0.0.1} to serve behind a proxy on the same machine
 * @param port the HTTP port; 0 picks a free one
 * @param jdbcUrl the database: an H2 file by default, or PostgreSQL ({@code jdbc:postgresql://...})
 * @param dbUser the database user
 * @param dbPassword the database password
 * @param botDelay how long a bot waits before it acts, so people can follow the play
 * @param maxOpenTablesPerClient how many tables one client address may have open at once
 * @param idleTimeout how long a table may go without a change before it is closed
 * @param emptyTableTimeout how long a table may wait for its first person before it is closed
 * @param requestsPerSecond HTTP requests per second allowed to one client address, on average
 * @param requestBurst how many HTTP requests one client address may make at once
 * @param messagesPerSecond WebSocket messages per second allowed on one connection, on average
 * @param messageBurst how many WebSocket messages one connection may send at once
 * @param maxBodyBytes the largest HTTP request body
 * @param maxMessageBytes the largest WebSocket message
 * @param pollInterval how often an instance looks for changes other instances made to the tables
 *     its clients watch (on PostgreSQL, which tells each instance of every change, only as a
 *     safety net, ten times less often), and for bots whose turn another instance did not take
 * @param engines the engines a table may seat, by name: each how to start it (its command, time
 *     control, options and start-up limit). Only the operator sets them; a client names one, never a
 *     command. Every instance that shares a database should have the same engines.
 * @param archive the folder where every finished deal is appended, without the players' names
 *     ({@code docs/server.md}); empty: no archive (the default)
 */
public record ServerConfig(String host, int port, String jdbcUrl, String dbUser, String dbPassword, Duration botDelay,
    int maxOpenTablesPerClient, Duration idleTimeout, Duration emptyTableTimeout, double requestsPerSecond, int requestBurst,
    double messagesPerSecond, int messageBurst, int maxBodyBytes, int maxMessageBytes, Duration pollInterval,
    Map<String, EngineLaunch> engines, Optional<Path> archive) {

  /** The default database: an H2 file under {@code ./ulti-data/} (every commit is written at once: see {@code Database}). */
  public static final String DEFAULT_JDBC_URL = "jdbc:h2:file:./ulti-data/ulti";

  /** Checks the values. */
  public ServerConfig {
    Objects.requireNonNull(jdbcUrl, "jdbcUrl");
    Objects.requireNonNull(dbUser, "dbUser");
    Objects.requireNonNull(dbPassword, "dbPassword");
    Objects.requireNonNull(botDelay, "botDelay");
    Objects.requireNonNull(idleTimeout, "idleTimeout");
    Objects.requireNonNull(emptyTableTimeout, "emptyTableTimeout");
    Objects.requireNonNull(pollInterval, "pollInterval");
    Objects.requireNonNull(host, "host");
    Objects.requireNonNull(archive, "archive");
    engines = Map.copyOf(engines);
    for (String name : engines.keySet()) {
      if (!name.matches("[A-Za-z0-9_.-]{1,32}")) {
        throw new IllegalArgumentException("An engine's name is 1 to 32 letters, digits, '_', '.' or '-', not " + name);
      }
    }
    if (host.isBlank()) {
      throw new IllegalArgumentException("The address to listen on is an address, such as 0.0.0.0 or 127.0.0.1");
    }
    if (port < 0 || port > 65535) {
      throw new IllegalArgumentException("A port is from 0 to 65535, not " + port);
    }
    if (!jdbcUrl.startsWith("jdbc:h2:") && !jdbcUrl.startsWith("jdbc:postgresql:")) {
      throw new IllegalArgumentException("The database is H2 (jdbc:h2:...) or PostgreSQL (jdbc:postgresql:...), not "
          + jdbcUrl.substring(0, Math.min(jdbcUrl.length(), 40)));
    }
    if (botDelay.isNegative() || idleTimeout.isNegative() || idleTimeout.isZero() || emptyTableTimeout.isNegative()
        || emptyTableTimeout.isZero() || pollInterval.isNegative() || pollInterval.isZero()) {
      throw new IllegalArgumentException("Delays and timeouts are positive");
    }
    if (maxOpenTablesPerClient < 1 || requestsPerSecond <= 0 || requestBurst < 1 || messagesPerSecond <= 0
        || messageBurst < 1 || maxBodyBytes < 1024 || maxMessageBytes < 1024) {
      throw new IllegalArgumentException("Limits are positive, and bodies and messages at least 1024 bytes");
    }
  }

  /**
   * The defaults: every interface, port 8080, the H2 file, bots that wait 0.8 s, and limits fit for people
   * playing: ten open tables per address, closed after two idle hours or ten minutes without a
   * person.
   */
  public static ServerConfig defaults() {
    return new ServerConfig("0.0.0.0", 8080, DEFAULT_JDBC_URL, "sa", "", Duration.ofMillis(800), 10, Duration.ofHours(2),
        Duration.ofMinutes(10), 20, 60, 10, 30, 16 * 1024, 8 * 1024, Duration.ofMillis(500), Map.of(), Optional.empty());
  }

  /** The tables' limits. */
  public TableService.Limits tableLimits() {
    return new TableService.Limits(maxOpenTablesPerClient, idleTimeout, emptyTableTimeout, botDelay);
  }

  /** The HTTP and WebSocket limits. */
  public HttpLimits httpLimits() {
    return new HttpLimits(requestsPerSecond, requestBurst, messagesPerSecond, messageBurst, maxBodyBytes,
        maxMessageBytes);
  }

  /** This configuration on another port. */
  public ServerConfig withPort(int newPort) {
    return new ServerConfig(host, newPort, jdbcUrl, dbUser, dbPassword, botDelay, maxOpenTablesPerClient, idleTimeout,
        emptyTableTimeout, requestsPerSecond, requestBurst, messagesPerSecond, messageBurst, maxBodyBytes, maxMessageBytes, pollInterval, engines, archive);
  }

  /** This configuration on another database. */
  public ServerConfig withDatabase(String url, String user, String password) {
    return new ServerConfig(host, port, url, user, password, botDelay, maxOpenTablesPerClient, idleTimeout,
        emptyTableTimeout, requestsPerSecond, requestBurst, messagesPerSecond, messageBurst, maxBodyBytes, maxMessageBytes, pollInterval, engines, archive);
  }

  /** This configuration with bots that wait so long. */
  public ServerConfig withBotDelay(Duration delay) {
    return new ServerConfig(host, port, jdbcUrl, dbUser, dbPassword, delay, maxOpenTablesPerClient, idleTimeout,
        emptyTableTimeout, requestsPerSecond, requestBurst, messagesPerSecond, messageBurst, maxBodyBytes, maxMessageBytes, pollInterval, engines, archive);
  }

  /** This configuration with other limits on requests per client and messages per connection. */
  public ServerConfig withRates(double requests, int requestsAtOnce, double messages, int messagesAtOnce) {
    return new ServerConfig(host, port, jdbcUrl, dbUser, dbPassword, botDelay, maxOpenTablesPerClient, idleTimeout,
        emptyTableTimeout, requests, requestsAtOnce, messages, messagesAtOnce, maxBodyBytes, maxMessageBytes, pollInterval, engines, archive);
  }

  /** This configuration with another limit on open tables per client, and another idle timeout. */
  public ServerConfig withTables(int maxOpenPerClient, Duration idle) {
    return new ServerConfig(host, port, jdbcUrl, dbUser, dbPassword, botDelay, maxOpenPerClient, idle, emptyTableTimeout,
        requestsPerSecond, requestBurst, messagesPerSecond, messageBurst, maxBodyBytes, maxMessageBytes, pollInterval, engines, archive);
  }

  /** This configuration closing a table that no person has sat down at after so long. */
  public ServerConfig withEmptyTableTimeout(Duration timeout) {
    return new ServerConfig(host, port, jdbcUrl, dbUser, dbPassword, botDelay, maxOpenTablesPerClient, idleTimeout, timeout,
        requestsPerSecond, requestBurst, messagesPerSecond, messageBurst, maxBodyBytes, maxMessageBytes, pollInterval, engines, archive);
  }

  /** This configuration polling the database so often. */
  public ServerConfig withPollInterval(Duration interval) {
    return new ServerConfig(host, port, jdbcUrl, dbUser, dbPassword, botDelay, maxOpenTablesPerClient, idleTimeout,
        emptyTableTimeout, requestsPerSecond, requestBurst, messagesPerSecond, messageBurst, maxBodyBytes, maxMessageBytes, interval, engines, archive);
  }

  /**
   * This configuration with engines that tables may seat, each started with its command, the time
   * control given, no options and the default start-up limit.
   *
   * @param commands each engine's command, by the name clients know it by
   * @param time the time control of their decisions
   */
  public ServerConfig withEngines(Map<String, List<String>> commands, TimeControl time) {
    Map<String, EngineLaunch> launches = new LinkedHashMap<>();
    commands.forEach((name, command) -> launches.put(name, EngineLaunch.of(command).withTimeControl(time)));
    return withEngineLaunches(launches);
  }

  /**
   * This configuration with engines that tables may seat.
   *
   * @param launches how to start each engine, by the name clients know it by
   */
  public ServerConfig withEngineLaunches(Map<String, EngineLaunch> launches) {
    return new ServerConfig(host, port, jdbcUrl, dbUser, dbPassword, botDelay, maxOpenTablesPerClient, idleTimeout,
        emptyTableTimeout, requestsPerSecond, requestBurst, messagesPerSecond, messageBurst, maxBodyBytes, maxMessageBytes,
        pollInterval, launches, archive);
  }

  /**
   * This configuration listening on another address.
   *
   * @param address {@code 0.0.0.0} for every interface, or one address
   */
  public ServerConfig withHost(String address) {
    return new ServerConfig(address, port, jdbcUrl, dbUser, dbPassword, botDelay, maxOpenTablesPerClient, idleTimeout,
        emptyTableTimeout, requestsPerSecond, requestBurst, messagesPerSecond, messageBurst, maxBodyBytes, maxMessageBytes,
        pollInterval, engines, archive);
  }

  /** The longest an engine's decision may take: the most a bot's turn may last beyond its delay. */
  Duration longestEngineDecision() {
    return engines.values().stream().map(launch -> launch.timeControl().perDecision()).max(Duration::compareTo)
        .orElse(Duration.ZERO);
  }

  /**
   * This configuration appending every finished deal to an archive in the folder.
   *
   * @param folder the folder, created if missing
   */
  public ServerConfig withArchive(Path folder) {
    return new ServerConfig(host, port, jdbcUrl, dbUser, dbPassword, botDelay, maxOpenTablesPerClient, idleTimeout,
        emptyTableTimeout, requestsPerSecond, requestBurst, messagesPerSecond, messageBurst, maxBodyBytes, maxMessageBytes,
        pollInterval, engines, Optional.of(folder));
  }
}
