package hu.ulti.server;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import hu.ulti.engine.EngineLaunch;
import hu.ulti.engine.TimeControl;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code java -jar ulti-server.jar [--port 8080] [--db JDBC_URL] [--engine NAME=COMMAND]...}: starts the
 * server and runs until stopped.
 */
@Command(name = "ulti-server", mixinStandardHelpOptions = true, versionProvider = ServerMain.Version.class,
    showDefaultValues = true, usageHelpWidth = 100,
    description = "The reference Ulti table server: open http://localhost:8080/ to play.")
public final class ServerMain implements Callable<Integer> {
  @Option(names = "--bind", paramLabel = "ADDRESS", defaultValue = "0.0.0.0",
      description = "The address to listen on: 0.0.0.0 for every interface, or one, such as 127.0.0.1 behind a proxy"
          + " on the same machine.")
  String bind;

  @Option(names = "--port", paramLabel = "N", description = "The HTTP port.", defaultValue = "8080")
  int port;

  @Option(names = "--db", paramLabel = "URL", description = "The database: jdbc:h2:... or jdbc:postgresql://host/db"
      + " (an H2 file under ./ulti-data/ by default).", defaultValue = ServerConfig.DEFAULT_JDBC_URL)
  String db;

  @Option(names = "--db-user", paramLabel = "NAME", description = "The database user.", defaultValue = "sa")
  String dbUser;

  @Option(names = "--db-password-env", paramLabel = "VARIABLE",
      description = "The environment variable holding the database password.",
      defaultValue = "ULTI_DB_PASSWORD")
  String dbPasswordEnv;

  @Option(names = "--bot-delay-ms", paramLabel = "MS", description = "How long a bot waits before it acts.",
      defaultValue = "800")
  long botDelayMs;

  @Option(names = "--engine", paramLabel = "NAME=COMMAND", showDefaultValue = CommandLine.Help.Visibility.NEVER,
      description = "An engine (docs/engine-protocol.md) that tables may seat, by NAME; COMMAND starts it (split at"
          + " spaces). Repeat for more. Clients name an engine; only the operator gives commands.")
  List<String> engines = List.of();

  @Option(names = "--engine-option", paramLabel = "NAME:OPTION=VALUE", showDefaultValue = CommandLine.Help.Visibility.NEVER,
      description = "Sets OPTION of the engine NAME to VALUE (digits for an integer, true or false, any text for a"
          + " string). Repeat for more.")
  List<String> engineOptions = List.of();

  @Option(names = "--engine-startup-ms", paramLabel = "MS", description = "How long an engine has to get ready.",
      defaultValue = "60000")
  long engineStartupMs;

  @Option(names = "--engine-decision-ms", paramLabel = "MS", description = "An engine's time per decision.",
      defaultValue = "5000")
  long engineDecisionMs;

  @Option(names = "--engine-deal-ms", paramLabel = "MS", description = "An engine's time for its decisions in a deal.",
      defaultValue = "120000")
  long engineDealMs;

  @Option(names = "--archive", paramLabel = "DIR",
      description = "Append every finished deal to an archive in DIR (JSON lines and game records, without the"
          + " players' names). Off unless given.")
  Path archive;

  @Option(names = "--max-requests-per-second", paramLabel = "N", description = "HTTP requests per second per client address.",
      defaultValue = "20")
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

  /** The engines given, by name, each with its time control, start-up limit and options. */
  private Map<String, EngineLaunch> engines() {
    TimeControl time = new TimeControl(Duration.ofMillis(engineDecisionMs), Duration.ofMillis(engineDealMs));
    if (engineStartupMs < 1 || engineStartupMs > TimeControl.MOST.toMillis()) {
      throw new IllegalArgumentException("--engine-startup-ms: from 1 millisecond to a day, not " + engineStartupMs);
    }
    Map<String, EngineLaunch> byName = new LinkedHashMap<>();
    for (String engine : engines) {
      int equals = engine.indexOf('=');
      if (equals < 1 || engine.substring(equals + 1).isBlank()) {
        throw new IllegalArgumentException("--engine: NAME=COMMAND, as random=python3 random_engine.py, not " + engine);
      }
      EngineLaunch launch = EngineLaunch.of(List.of(engine.substring(equals + 1).strip().split("\\s+")))
          .withTimeControl(time).withStartupLimit(Duration.ofMillis(engineStartupMs));
      if (byName.put(engine.substring(0, equals), launch) != null) {
        throw new IllegalArgumentException("--engine: two engines are named " + engine.substring(0, equals));
      }
    }
    for (String option : engineOptions) {
      int colon = option.indexOf(':');
      int equals = option.indexOf('=', colon + 1);
      if (colon < 1 || equals < colon + 2) {
        throw new IllegalArgumentException("--engine-option: NAME:OPTION=VALUE, as random:depth=3, not " + option);
      }
      String name = option.substring(0, colon);
      EngineLaunch launch = byName.get(name);
      if (launch == null) {
        throw new IllegalArgumentException("--engine-option: no engine is named " + name + "; the engines are "
            + byName.keySet());
      }
      byName.put(name, launch.withOption(option.substring(colon + 1, equals), option.substring(equals + 1)));
    }
    return byName;
  }

  /**
   * Makes the default database's folder with a {@code .gitignore} that ignores everything in it,
   * so that a server started in a git checkout never offers its database for a commit. A
   * {@code .gitignore} already there is left as it is.
   */
  static void keepOutOfGit(Path folder) throws IOException {
    Files.createDirectories(folder);
    Path ignore = folder.resolve(".gitignore");
    if (!Files.exists(ignore)) {
      Files.writeString(ignore, "# The Ulti server's database (H2): never committed.\n*\n");
    }
  }

  @Override
  public Integer call() throws InterruptedException {
    String password = System.getenv().getOrDefault(dbPasswordEnv, "");
    ServerConfig defaults = ServerConfig.defaults();
    ServerConfig config;
    try {
      config = defaults.withHost(bind).withPort(port).withDatabase(db, dbUser, password).withBotDelay(Duration.ofMillis(botDelayMs))
          .withRates(requestsPerSecond, (int) Math.max(10, requestsPerSecond * 3), defaults.messagesPerSecond(),
              defaults.messageBurst())
          .withEngineLaunches(engines());
      if (archive != null) {
        config = config.withArchive(archive);
      }
    } catch (IllegalArgumentException e) {
      System.err.println("ulti-server: " + e.getMessage());
      return 2;
    }
    if (db.equals(ServerConfig.DEFAULT_JDBC_URL)) {
      try {
        keepOutOfGit(Path.of("ulti-data"));
      } catch (IOException e) {
        System.err.println("ulti-server: ulti-data: " + e.getMessage());
        return 2;
      }
    }
    // Try the address first: Javalin logs a stack trace and says "port already in use" of any failure to bind.
    try (ServerSocket probe = new ServerSocket()) {
      probe.bind(new InetSocketAddress(bind, port));
    } catch (IOException | RuntimeException e) {
      System.err.println("ulti-server: cannot listen on " + bind + " port " + port + ": "
          + (e.getMessage() == null || e.getMessage().isBlank() ? "not an address" : e.getMessage()));
      return 2;
    }
    UltiServer server = UltiServer.start(config);
    System.out.println("Ulti server listening on http://localhost:" + server.port() + "/" + (bind.equals("0.0.0.0")
        ? " (every interface)" : " (bound to " + bind + ")"));
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      server.close();
      stopped.countDown();
    }));
    stopped.await();
    return 0;
  }
}
