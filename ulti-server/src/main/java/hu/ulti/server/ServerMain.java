package hu.ulti.server;

import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.Properties;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code java -jar ulti-server.jar [--port 8080] [--db JDBC_URL]}: starts the server and runs until stopped. */
@Command(name = "ulti-server", mixinStandardHelpOptions = true, versionProvider = ServerMain.Version.class,
    description = "The reference Ulti table server: open http://localhost:8080/ to play.")
public final class ServerMain implements Callable<Integer> {
  @Option(names = "--port", description = "The HTTP port (default ${DEFAULT-VALUE}).", defaultValue = "8080")
  int port;

  @Option(names = "--db", description = "The database: jdbc:h2:... or jdbc:postgresql://host/db"
      + " (default: an H2 file under ./ulti-data/).", defaultValue = ServerConfig.DEFAULT_JDBC_URL)
  String db;

  @Option(names = "--db-user", description = "The database user (default ${DEFAULT-VALUE}).", defaultValue = "sa")
  String dbUser;

  @Option(names = "--db-password-env", paramLabel = "VARIABLE",
      description = "The environment variable holding the database password (default ${DEFAULT-VALUE}).",
      defaultValue = "ULTI_DB_PASSWORD")
  String dbPasswordEnv;

  @Option(names = "--bot-delay-ms", description = "How long a bot waits before it acts (default ${DEFAULT-VALUE}).",
      defaultValue = "800")
  long botDelayMs;

  @Option(names = "--max-requests-per-second", description = "HTTP requests per second per client address"
      + " (default ${DEFAULT-VALUE}).", defaultValue = "20")
  double requestsPerSecond;

  /** The version the build wrote beside the classes. */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() throws IOException {
      return new String[] {"ulti-server " + version()};
    }
  }

  /** The server's version, as the build wrote it. */
  static String version() throws IOException {
    Properties properties = new Properties();
    try (InputStream in = ServerMain.class.getResourceAsStream("version.properties")) {
      if (in == null) {
        throw new IOException("version.properties is missing beside the classes");
      }
      properties.load(in);
    }
    return properties.getProperty("version");
  }

  /** Runs the command line. */
  public static void main(String[] args) {
    System.exit(new CommandLine(new ServerMain()).execute(args));
  }

  @Override
  public Integer call() throws InterruptedException {
    String password = System.getenv().getOrDefault(dbPasswordEnv, "");
    ServerConfig defaults = ServerConfig.defaults();
    ServerConfig config;
    try {
      config = defaults.withPort(port).withDatabase(db, dbUser, password).withBotDelay(Duration.ofMillis(botDelayMs))
          .withRates(requestsPerSecond, (int) Math.max(10, requestsPerSecond * 3), defaults.messagesPerSecond(),
              defaults.messageBurst());
    } catch (IllegalArgumentException e) {
      System.err.println("ulti-server: " + e.getMessage());
      return 2;
    }
    UltiServer server = UltiServer.start(config);
    System.out.println("Ulti server listening on http://localhost:" + server.port() + "/");
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      server.close();
      stopped.countDown();
    }));
    stopped.await();
    return 0;
  }
}
