package hu.ulti.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.bots.Bot;
import hu.ulti.bots.RuleOfThumbBot;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.PlayerView;
import hu.ulti.json.UltiJson;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.random.RandomGenerator;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The load benchmark (a runnable, not a test): a server on a fresh H2 file, and N tables whose
 * three seats are bots playing over loopback HTTP as any client would (read the view, choose,
 * send the action with its sequence number; ask for the next deal). After a warm-up it plays
 * for a bounded time and reports accepted actions per second, the p50 and p99 latency of every
 * request, and the heap each table costs (its state in the server's cache, with its share of the
 * database's page cache, measured after a full collection). Client and server share the machine.
 *
 * <pre>java -cp ulti-server/target/ulti-server.jar hu.ulti.server.LoadBenchmark --tables 10,100,1000 --seconds 30</pre>
 */
@Command(name = "load-benchmark", mixinStandardHelpOptions = true,
    description = "N concurrent tables of bots over loopback HTTP against a fresh server.")
public final class LoadBenchmark implements Callable<Integer> {
  private static final ObjectMapper JSON = UltiJson.mapper();
  private static final Bot BOT = new RuleOfThumbBot();

  @Option(names = "--tables", split = ",", description = "Table counts to run, one after another (default 10,100,1000).",
      defaultValue = "10,100,1000")
  int[] tables;

  @Option(names = "--seconds", description = "How long each run plays (default ${DEFAULT-VALUE}).", defaultValue = "30")
  int seconds;

  @Option(names = "--warmup", description = "Seconds played before each measurement, unmeasured (default ${DEFAULT-VALUE}).",
      defaultValue = "10")
  int warmup;

  @Option(names = "--threads", description = "Client threads (default ${DEFAULT-VALUE}).", defaultValue = "32")
  int threads;

  /** Runs the command line. */
  public static void main(String[] args) {
    System.exit(new CommandLine(new LoadBenchmark()).execute(args));
  }

  @Override
  public Integer call() throws Exception {
    System.out.println("| tables | seconds | actions | actions/s | p50 ms | p99 ms | heap per table |");
    System.out.println("|---|---|---|---|---|---|---|");
    for (int n : tables) {
      System.out.println(run(n));
    }
    return 0;
  }

  private String run(int n) throws Exception {
    Path dir = Files.createTempDirectory("ulti-load");
    ServerConfig config = ServerConfig.defaults().withPort(0)
        .withDatabase(System.getProperty("ulti.load.db", "jdbc:h2:file:" + dir.resolve("ulti")), "sa", "")
        .withRates(1e9, 1_000_000_000, 1e9, 1_000_000_000)
        .withTables(1_000_000, Duration.ofHours(1));
    try (UltiServer server = UltiServer.start(config)) {
      Client client = new Client(server.port());
      long baseline = usedHeap();
      List<Table> all = new ArrayList<>();
      for (int t = 0; t < n; t++) {
        all.add(Table.create(client, t));
      }
      ExecutorService pool = Executors.newFixedThreadPool(threads);
      long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(warmup + seconds);
      AtomicLong actions = new AtomicLong();
      for (Table table : all) {
        pool.submit(() -> table.loop(client, end, actions, pool));
      }
      // Warm up (the JIT, the caches, the database), then count from zero.
      Thread.sleep(TimeUnit.SECONDS.toMillis(warmup));
      actions.set(0);
      client.measuring = true;
      long started = System.nanoTime();
      Thread.sleep(TimeUnit.SECONDS.toMillis(seconds));
      long elapsed = System.nanoTime() - started;
      long counted = actions.get();
      client.measuring = false;
      long heap = usedHeap() - baseline;
      pool.shutdown();
      pool.awaitTermination(30, TimeUnit.SECONDS);
      long[] latencies = client.latencies();
      return String.format("| %d | %d | %d | %.0f | %.1f | %.1f | %.0f KB |", n, seconds, counted,
          counted / (elapsed / 1e9), percentile(latencies, 0.5), percentile(latencies, 0.99),
          heap / 1024.0 / n);
    }
  }

  private static long usedHeap() throws InterruptedException {
    Runtime runtime = Runtime.getRuntime();
    for (int i = 0; i < 3; i++) {
      System.gc();
      Thread.sleep(100);
    }
    return runtime.totalMemory() - runtime.freeMemory();
  }

  private static double percentile(long[] sorted, double quantile) {
    return sorted.length == 0 ? 0 : sorted[Math.min(sorted.length - 1, (int) Math.ceil(quantile * sorted.length) - 1)] / 1e6;
  }

  /** One table: three players held by the benchmark; each step reads the player to act's view and acts. */
  private static final class Table {
    final String id;
    final String[] tokens = new String[3];
    final RandomGenerator random;

    private Table(String id, RandomGenerator random) {
      this.id = id;
      this.random = random;
    }

    static Table create(Client client, int number) throws IOException, InterruptedException {
      JsonNode created = client.send("POST", "/api/tables", "{\"rules\":\"standard\",\"name\":\"Bot A\",\"player\":0}",
          null);
      Table table = new Table(created.path("table").path("id").asText(), SeededRandom.of(number));
      table.tokens[0] = created.path("token").asText();
      for (int player = 1; player < 3; player++) {
        table.tokens[player] = client.send("POST", "/api/tables/" + table.id + "/players/" + player,
            "{\"name\":\"Bot " + player + "\"}", null).path("token").asText();
      }
      return table;
    }

    /** One step, then the table queues again behind the others. */
    void loop(Client client, long end, AtomicLong actions, ExecutorService pool) {
      if (System.nanoTime() > end) {
        return;
      }
      try {
        JsonNode state = client.send("GET", "/api/tables/" + id, null, tokens[0]);
        String status = state.path("table").path("status").asText();
        if (status.equals("BETWEEN_DEALS")) {
          client.send("POST", "/api/tables/" + id + "/deals", "", tokens[0]);
        } else if (status.equals("DEAL_IN_PROGRESS")) {
          int player = state.path("session").path("toAct").asInt();
          JsonNode mine = player == 0 ? state : client.send("GET", "/api/tables/" + id, null, tokens[player]);
          PlayerView view = JSON.treeToValue(mine.get("session").get("gameView"), PlayerView.class);
          Action action = BOT.choose(view, random);
          ObjectNode body = JSON.createObjectNode();
          body.set("action", JSON.valueToTree(action));
          body.put("seq", mine.path("table").path("seq").asInt());
          client.send("POST", "/api/tables/" + id + "/actions", JSON.writeValueAsString(body), tokens[player]);
          actions.incrementAndGet();
        }
        pool.submit(() -> loop(client, end, actions, pool));
      } catch (IOException | RuntimeException e) {
        System.err.println("table " + id + ": " + e);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /** Loopback HTTP, every request timed. */
  private static final class Client {
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private final URI base;
    private final long[] latencies = new long[1 << 22];
    private final AtomicLong count = new AtomicLong();
    volatile boolean measuring;

    Client(int port) {
      this.base = URI.create("http://localhost:" + port);
    }

    JsonNode send(String method, String path, String body, String token) throws IOException, InterruptedException {
      HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(path))
          .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body))
          .header("Content-Type", "application/json");
      if (token != null) {
        request.header("Authorization", "Bearer " + token);
      }
      long start = System.nanoTime();
      HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
      if (measuring) {
        long index = count.getAndIncrement();
        if (index < latencies.length) {
          latencies[(int) index] = System.nanoTime() - start;
        }
      }
      if (response.statusCode() >= 300) {
        throw new IOException(method + " " + path + " answered " + response.statusCode() + ": " + response.body());
      }
      return JSON.readTree(response.body());
    }

    long[] latencies() {
      long[] taken = Arrays.copyOf(latencies, (int) Math.min(count.get(), latencies.length));
      Arrays.sort(taken);
      return taken;
    }
  }
}
