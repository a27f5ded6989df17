package hu.ulti.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.game.PublicView;
import hu.ulti.json.UltiJson;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/** A client of a running server over real HTTP and WebSocket, as a third party would write one. */
final class TestClient {
  static final ObjectMapper JSON = UltiJson.mapper();

  /** An answer: its status, and its body as JSON (or as text when it is not JSON). */
  record Response(int status, JsonNode body, String text) {
    String error() {
      return body.path("error").asText();
    }
  }

  private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
  final URI base;

  TestClient(int port) {
    this("localhost", port);
  }

  TestClient(String host, int port) {
    this.base = URI.create("http://" + host + ":" + port);
  }

  Response get(String path, String token) {
    return send(HttpRequest.newBuilder(base.resolve(path)).GET(), token);
  }

  Response post(String path, String body, String token) {
    return send(HttpRequest.newBuilder(base.resolve(path)).header("Content-Type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString(body)), token);
  }

  Response post(String path, JsonNode body, String token) {
    return post(path, text(body), token);
  }

  private Response send(HttpRequest.Builder request, String token) {
    if (token != null) {
      request.header("Authorization", "Bearer " + token);
    }
    try {
      HttpResponse<String> response = http.send(request.timeout(Duration.ofSeconds(30)).build(),
          HttpResponse.BodyHandlers.ofString());
      JsonNode body;
      try {
        body = JSON.readTree(response.body());
      } catch (IOException e) {
        body = JSON.createObjectNode();
      }
      return new Response(response.statusCode(), body == null ? JSON.createObjectNode() : body, response.body());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /** Creates a table with the creator at seat 0 and bots where asked; returns the answer. */
  Response create(String rules, String name, int... bots) {
    ObjectNode body = JSON.createObjectNode();
    body.put("rules", rules);
    body.put("name", name);
    body.put("player", 0);
    var list = body.putArray("bots");
    for (int bot : bots) {
      list.add(bot);
    }
    Response created = post("/api/tables", body, null);
    assertThat(created.status()).as(created.text()).isEqualTo(201);
    return created;
  }

  /**
   * A table of three people, its first deal dealt: Anna creates it and sits at player 0 (its host),
   * Béla and Cili take players 1 and 2.
   *
   * @param id the table
   * @param tokens each player's token, by player number (Anna's is also the host's)
   */
  record ThreePeople(String id, Map<Integer, String> tokens) {}

  ThreePeople threePeople() {
    Response created = create("standard", "Anna");
    String id = created.body().path("table").path("id").asText();
    return new ThreePeople(id, Map.of(0, created.body().path("token").asText(),
        1, claim(id, 1, "Béla").body().path("token").asText(),
        2, claim(id, 2, "Cili").body().path("token").asText()));
  }

  /** The player to act at the table, as a spectator sees it. */
  int toAct(String table) {
    return get("/api/tables/" + table, null).body().path("session").path("toAct").asInt();
  }

  Response claim(String table, int seat, String name) {
    ObjectNode body = JSON.createObjectNode();
    body.put("name", name);
    return post("/api/tables/" + table + "/players/" + seat, body, null);
  }

  Response act(String table, String token, Action action, Integer seq) {
    ObjectNode body = JSON.createObjectNode();
    body.set("action", JSON.valueToTree(action));
    if (seq != null) {
      body.put("seq", seq);
    }
    return post("/api/tables/" + table + "/actions", body, token);
  }

  static PlayerView playerView(JsonNode state) {
    return read(state.path("session").get("gameView"), PlayerView.class);
  }

  static PublicView publicView(JsonNode state) {
    return read(state.path("session").get("gameView"), PublicView.class);
  }

  static <T> T read(JsonNode node, Class<T> type) {
    try {
      return JSON.treeToValue(node, type);
    } catch (IOException e) {
      throw new UncheckedIOException(e.getMessage() + " in " + node, e);
    }
  }

  static String text(JsonNode node) {
    try {
      return JSON.writeValueAsString(node);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A WebSocket to a table that keeps every frame it receives. */
  Socket socket(String table) {
    Socket socket = new Socket();
    URI uri = URI.create("ws://localhost:" + base.getPort() + "/api/tables/" + table + "/ws");
    socket.ws = http.newWebSocketBuilder().connectTimeout(Duration.ofSeconds(5)).buildAsync(uri, socket).join();
    return socket;
  }

  /** The client side of one WebSocket: frames in order, the close code once closed. */
  static final class Socket implements WebSocket.Listener {
    WebSocket ws;
    final BlockingQueue<JsonNode> frames = new LinkedBlockingQueue<>();
    final List<String> texts = new CopyOnWriteArrayList<>();
    volatile int closeCode = -1;
    private final StringBuilder partial = new StringBuilder();

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
      partial.append(data);
      if (last) {
        String text = partial.toString();
        partial.setLength(0);
        texts.add(text);
        try {
          frames.add(JSON.readTree(text));
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
      webSocket.request(1);
      return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
      closeCode = statusCode;
      return null;
    }

    @Override
    public void onError(WebSocket webSocket, Throwable error) {
      if (closeCode < 0) {
        closeCode = 1006;
      }
    }

    void send(String text) {
      ws.sendText(text, true).join();
    }

    void send(JsonNode node) {
      send(text(node));
    }

    void hello(String token) {
      ObjectNode hello = JSON.createObjectNode();
      hello.put("type", "hello");
      if (token != null) {
        hello.put("token", token);
      }
      send(hello);
    }

    /** The next frame, within a few seconds, or a failure. */
    JsonNode next() {
      try {
        JsonNode frame = frames.poll(20, TimeUnit.SECONDS);
        assertThat(frame).as("a frame within 20 s").isNotNull();
        return frame;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException(e);
      }
    }

    /** Frames until one matches, within a deadline. */
    JsonNode until(Predicate<JsonNode> wanted) {
      while (true) {
        JsonNode frame = next();
        if (wanted.test(frame)) {
          return frame;
        }
      }
    }

    void close() {
      ws.sendClose(WebSocket.NORMAL_CLOSURE, "bye");
    }
  }
}
