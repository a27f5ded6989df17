package hu.ulti.server;

import java.time.Duration;
import java.util.UUID;

/** Servers for tests: real ones, on a free port, each on its own in-memory H2 database unless told otherwise. */
final class TestServers {
  private TestServers() {}

  /** The configuration of a test server: bots act at once, and limits that tests do not meet by accident. */
  static ServerConfig config() {
    return ServerConfig.defaults().withPort(0)
        .withDatabase("jdbc:h2:mem:ulti-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1", "sa", "")
        .withBotDelay(Duration.ZERO)
        .withRates(100_000, 100_000, 100_000, 100_000)
        .withTables(1000, Duration.ofHours(1))
        .withPollInterval(Duration.ofMillis(100));
  }

  static UltiServer start() {
    return UltiServer.start(config());
  }
}
