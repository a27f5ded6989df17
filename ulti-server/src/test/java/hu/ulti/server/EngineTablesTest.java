package hu.ulti.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.external.Integration;
import hu.ulti.core.external.Python;
import hu.ulti.engine.TimeControl;
import hu.ulti.server.table.TableState;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * What an engine hears at a server table, written down by the engine itself: one newDeal for each
 * deal it plays, named by the table, session, deal and player, with the seat it plays in that
 * deal; a go for each of its turns, each view carrying on from the last (never an old one again);
 * and a dealOver for each deal it played. At a table of four the engine's player sits out the
 * deals he deals and changes seat from deal to deal.
 */
@Timeout(180)
@Integration
class EngineTablesTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String RECORDER = "../ulti-engine/src/test/resources/engines/recorder.py";
  @TempDir static Path logs;
  private static UltiServer server;
  private static TestClient client;

  @BeforeAll
  static void start() {
    String python = Python.require().toString();
    server = UltiServer.start(TestServers.config().withEngines(Map.of(
        "three", List.of(python, RECORDER, logs.resolve("three.jsonl").toString()),
        "four", List.of(python, RECORDER, logs.resolve("four.jsonl").toString()),
        "slow", List.of(python, RECORDER, logs.resolve("slow.jsonl").toString(), "0.2")),
        new TimeControl(Duration.ofSeconds(5), Duration.ofMinutes(1))));
    client = new TestClient(server.port());
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  /** Creates a table: Anna at player 0, the engine at player 1, the server's bot in the other places. */
  private static TestClient.Response create(int playerCount, String engine) {
    ObjectNode body = JSON.createObjectNode().put("rules", "standard").put("playerCount", playerCount)
        .put("name", "Anna").put("player", 0);
    body.putObject("engines").put("1", engine);
    ArrayNode bots = body.putArray("bots");
    for (int p = 2; p < playerCount; p++) {
      bots.add(p);
    }
    TestClient.Response created = client.post("/api/tables", body, null);
    assertThat(created.status()).as(created.text()).isEqualTo(201);
    return created;
  }

  /** Plays the table's deals; returns, for each, the seat of player 1 (or -1 when he dealt and sat out). */
  private static List<Integer> play(String table, String token, int deals) {
    List<Integer> seats = new ArrayList<>();
    for (int d = 0; d < deals; d++) {
      JsonNode session = client.get("/api/tables/" + table, token).body().path("session");
      List<Integer> seating = new ArrayList<>();
      session.path("seating").forEach(player -> seating.add(player.asInt()));
      seats.add(seating.indexOf(1));
      JsonNode end = Players.playDeal(client, table, Map.of(0, token), SeededRandom.of(d));
      if (d + 1 < deals) {
        assertThat(end.path("table").path("status").asText()).isEqualTo("BETWEEN_DEALS");
        assertThat(client.post("/api/tables/" + table + "/deals", "", token).status()).isEqualTo(200);
      }
    }
    return seats;
  }

  /** The lines the engine wrote down, once it has written the dealOver of each deal it played. */
  private static List<JsonNode> heard(Path log, int dealsPlayed) throws IOException, InterruptedException {
    for (int waited = 0; ; waited += 20) {
      List<JsonNode> lines = new ArrayList<>();
      if (Files.exists(log)) {
        for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
          lines.add(JSON.readTree(line));
        }
      }
      if (lines.stream().filter(line -> line.path("type").asText().equals("dealOver")).count() >= dealsPlayed
          || waited > 10_000) {
        return lines;
      }
      Thread.sleep(20);
    }
  }

  /** Checks the conversation of each deal: one newDeal, then goes whose views carry on, then one dealOver. */
  private static void eachDealIsBegunContinuedAndEnded(List<JsonNode> lines, String table, List<Integer> seats) {
    List<Integer> played = seats.stream().filter(seat -> seat >= 0).toList();
    List<JsonNode> deals = lines.stream().filter(line -> line.path("type").asText().equals("newDeal")).toList();
    assertThat(deals).hasSize(played.size());
    int dealIndex = -1;
    int lastHistory = -1;
    int over = 0;
    int deal = 0;
    for (JsonNode line : lines) {
      switch (line.path("type").asText()) {
        case "newDeal" -> {
          dealIndex++;
          do {
            deal++;
          } while (seats.get(deal - 1) < 0);
          assertThat(line.path("game").asText()).isEqualTo("table " + table + ", session 1, deal " + deal + ", player 1");
          assertThat(line.path("seat").asInt()).isEqualTo(played.get(dealIndex));
          assertThat(line.has("ruleSheet")).isEqualTo(dealIndex == 0);
          lastHistory = -1;
        }
        case "go" -> {
          JsonNode view = line.path("view");
          assertThat(view.path("seat").asInt()).isEqualTo(played.get(dealIndex));
          assertThat(view.path("history").size()).as("each view carries on from the last").isGreaterThan(lastHistory);
          lastHistory = view.path("history").size();
        }
        case "dealOver" -> {
          over++;
          assertThat(line.path("view").path("seat").asInt()).isEqualTo(played.get(dealIndex));
          assertThat(line.path("view").has("settlement")).isTrue();
        }
        default -> { }
      }
    }
    assertThat(over).isEqualTo(played.size());
  }

  @Test
  void atATableOfThreeTheEngineHearsEachDealBegunCarriedOnAndEnded() throws Exception {
    TestClient.Response created = create(3, "three");
    String table = created.body().path("table").path("id").asText();
    List<Integer> seats = play(table, created.body().path("token").asText(), 3);
    assertThat(seats).containsOnly(1);
    eachDealIsBegunContinuedAndEnded(heard(logs.resolve("three.jsonl"), 3), table, seats);
  }

  @Test
  void atATableOfFourTheEnginesPlayerChangesSeatAndSitsOutTheDealHeDeals() throws Exception {
    TestClient.Response created = create(4, "four");
    String table = created.body().path("table").path("id").asText();
    List<Integer> seats = play(table, created.body().path("token").asText(), 4);
    assertThat(seats).as("player 1 deals one deal of four and sits it out").containsOnlyOnce(-1);
    assertThat(seats.stream().filter(seat -> seat >= 0).distinct().count()).as("his seat changes").isGreaterThan(1);
    eachDealIsBegunContinuedAndEnded(heard(logs.resolve("four.jsonl"), 3), table, seats);
  }

  /**
   * A bot's turn asked for again while the bot thinks (as the overdue sweep and another instance
   * may) is taken once: the engine hears one go for it, never a second newDeal or an old view.
   */
  @Test
  void aTurnAskedForAgainWhileTheEngineThinksIsTakenOnce() throws Exception {
    TestClient.Response created = create(3, "slow");
    String table = created.body().path("table").path("id").asText();
    String token = created.body().path("token").asText();
    ExecutorService pool = Executors.newFixedThreadPool(3);
    AtomicInteger asked = new AtomicInteger();
    Thread asking = new Thread(() -> {
      long until = System.nanoTime() + 20_000_000_000L;
      while (System.nanoTime() < until && !Thread.currentThread().isInterrupted()) {
        TableState state = server.tables().state(table);
        if (state.isBotToAct() && state.toAct().map(player -> player.index() == 1).orElse(false)) {
          for (int i = 0; i < 3; i++) {
            pool.submit(() -> server.tables().botTurn(table, state.version()));
          }
          asked.incrementAndGet();
        }
        try {
          Thread.sleep(2);
        } catch (InterruptedException e) {
          return;
        }
      }
    });
    asking.start();
    try {
      List<Integer> seats = play(table, token, 1);
      assertThat(asked.get()).as("turns asked for again").isPositive();
      eachDealIsBegunContinuedAndEnded(heard(logs.resolve("slow.jsonl"), 1), table, seats);
    } finally {
      asking.interrupt();
      asking.join();
      pool.shutdownNow();
    }
  }
}
