package hu.ulti.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import hu.ulti.bots.Bot;
import hu.ulti.bots.RuleOfThumbBot;
import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.game.PublicView;
import hu.ulti.core.game.GameView;
import hu.ulti.core.record.GameRecord;
import hu.ulti.core.record.GameRecords;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * Over {@code ulti.leak.deals} deals played by bots (80 in the default build, 1,000 with
 * {@code -Pthorough}), no message the server sends a seat or a
 * spectator names a card that receiver may not know at that moment: every WebSocket frame and
 * every HTTP answer is checked against the deal, known from its record once it is over.
 */
class LeakTest {
  private static final int DEALS = Integer.getInteger("ulti.leak.deals", 80);
  private static final int TABLES = 10;
  private static final Bot BOT = new RuleOfThumbBot();

  /** A frame someone received, with the deal and sequence number it shows. */
  private record Frame(String receiver, int deal, int seq, String text) {}

  @Test
  void noFrameToASeatOrASpectatorNamesACardItMayNotKnow() throws Exception {
    try (UltiServer server = TestServers.start()) {
      TestClient client = new TestClient(server.port());
      AtomicInteger checked = new AtomicInteger();
      ExecutorService pool = Executors.newFixedThreadPool(TABLES);
      List<Future<Integer>> tables = new ArrayList<>();
      for (int t = 0; t < TABLES; t++) {
        int number = t;
        int deals = DEALS / TABLES + (t < DEALS % TABLES ? 1 : 0);
        tables.add(pool.submit(() -> playTable(client, number, deals, checked)));
      }
      int played = 0;
      for (Future<Integer> table : tables) {
        played += table.get();
      }
      pool.shutdown();
      assertThat(played).isGreaterThanOrEqualTo(DEALS);
      assertThat(checked.get()).isGreaterThan(DEALS * 20);
      System.out.println("LeakTest: " + played + " deals, " + checked.get() + " frames checked");
    }
  }

  private int playTable(TestClient client, int number, int deals, AtomicInteger checked) {
    RandomGenerator random = SeededRandom.of(number);
    TestClient.Response created = client.create(number % 2 == 0 ? "standard" : "four-aces", "Tester", 1, 2);
    String table = created.body().path("table").path("id").asText();
    String token = created.body().path("token").asText();
    TestClient.Socket seat = client.socket(table);
    seat.hello(token);
    TestClient.Socket spectator = client.socket(table);
    spectator.hello(null);
    List<Frame> frames = new ArrayList<>();
    frames.add(frame("http", created.body()));
    int finished = 0;
    while (finished < deals) {
      JsonNode state = seat.next();
      frames.add(frame("seat", state));
      while (!seat.frames.isEmpty()) {
        state = seat.next();
        frames.add(frame("seat", state));
      }
      String status = state.path("table").path("status").asText();
      if (status.equals("BETWEEN_DEALS")) {
        finished++;
        drain(spectator, state.path("table").path("version").asLong(), frames);
        checked.addAndGet(check(client, table, state.path("table").path("dealNumber").asInt(), frames));
        frames.clear();
        if (finished < deals) {
          TestClient.Response next = client.post("/api/tables/" + table + "/deals", "", token);
          assertThat(next.status()).as(next.text()).isEqualTo(200);
          frames.add(frame("http", next.body()));
        }
      } else if (status.equals("DEAL_IN_PROGRESS") && state.path("session").path("toAct").asInt() == 0) {
        PlayerView view = TestClient.playerView(state);
        Action action = BOT.choose(view, random);
        TestClient.Response answer = client.act(table, token, action, state.path("table").path("seq").asInt());
        assertThat(answer.status()).as(answer.text()).isIn(200, 409);
        // A refusal answers the state it acted on, and is checked against it.
        frames.add(answer.status() == 200 ? frame("http", answer.body())
            : new Frame("http", state.path("table").path("dealNumber").asInt(), state.path("table").path("seq").asInt(),
                answer.text()));
      }
    }
    seat.close();
    spectator.close();
    return finished;
  }

  /** The spectator's frames up to the version the seat saw last: every frame of the deal. */
  private static void drain(TestClient.Socket socket, long version, List<Frame> frames) {
    while (true) {
      JsonNode state = socket.next();
      frames.add(frame("spectator", state));
      if (state.path("table").path("version").asLong() >= version) {
        return;
      }
    }
  }

  private static Frame frame(String receiver, JsonNode state) {
    assertThat(state.path("type").asText()).as("%s", state).isEqualTo("state");
    return new Frame(receiver, state.path("table").path("dealNumber").asInt(), state.path("table").path("seq").asInt(),
        TestClient.text(state));
  }

  /**
   * Checks the frames of one deal against its record: the seat may know what its view showed at
   * that point or before; a spectator only the played cards and the hands laid open. Frames of
   * the next deal wait for their turn.
   */
  private static int check(TestClient client, String table, int deal, List<Frame> frames) {
    String records = client.get("/api/tables/" + table + "/records", null).text();
    List<GameRecord> all = GameRecords.read(records);
    GameRecord record = all.get(all.size() - 1);
    Game game = record.replay();
    Map<Integer, CardSet> seat = new TreeMap<>();
    Map<Integer, CardSet> spectator = new TreeMap<>();
    Game step = Game.start(game.rules(), game.deal());
    CardSet seatSeen = CardSet.empty();
    CardSet publicSeen = CardSet.empty();
    for (int s = 0; ; s++) {
      seatSeen = seatSeen.union(seen(step.view(Seat.SEAT_0)));
      publicSeen = publicSeen.union(seen(step.publicView()));
      seat.put(s, seatSeen);
      spectator.put(s, publicSeen);
      if (s == game.history().size()) {
        break;
      }
      step = step.apply(game.history().get(s));
    }
    int count = 0;
    for (Frame frame : frames) {
      assertThat(frame.deal()).as("every frame is of this deal").isEqualTo(deal);
      boolean isSpectator = frame.receiver().equals("spectator");
      CardSet allowed = (isSpectator ? spectator : seat).get(frame.seq());
      assertThat(allowed).as("frame at seq %s of deal %s", frame.seq(), deal).isNotNull();
      assertThat(named(frame.text()).minus(allowed))
          .as("cards %s may not know in %s", frame.receiver(), frame.text()).isEmpty();
      if (isSpectator) {
        assertThat(frame.text()).doesNotContain("\"you\"").doesNotContain("\"legalActions\"")
            .doesNotContain("\"biddingBox\"").contains("ulti-public-view 1");
      }
      count++;
    }
    return count;
  }

  /** What a view shows now. */
  private static CardSet seen(GameView view) {
    CardSet seen = view.currentTrick().cardSet();
    for (var trick : view.completedTricks()) {
      seen = seen.union(trick.cardSet());
    }
    for (CardSet exposed : view.exposedHands().values()) {
      seen = seen.union(exposed);
    }
    if (view instanceof PlayerView player) {
      seen = seen.union(player.hand()).union(player.knownTalon().orElse(CardSet.empty()))
          .union(player.receivedHand().orElse(CardSet.empty())).union(player.dealtTalon().orElse(CardSet.empty()))
          .union(player.firstRound().orElse(CardSet.empty()));
    } else {
      assertThat(view).isInstanceOf(PublicView.class);
    }
    return seen;
  }

  private static CardSet named(String json) {
    CardSet named = CardSet.empty();
    for (Card card : Card.values()) {
      if (json.contains("\"" + card.code() + "\"")) {
        named = named.with(card);
      }
    }
    return named;
  }
}
