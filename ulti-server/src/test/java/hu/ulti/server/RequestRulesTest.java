package hu.ulti.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.PlayerView;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * docs/server.md: "Bodies are JSON objects with no fields but those listed", the same rule at every
 * level of a body (the action inside a request too), and a field is either left out or given a
 * value of its type: {@code null} is refused, not read as absent. A WebSocket message over the
 * limit closes the socket with 1009, however large.
 */
class RequestRulesTest extends ThreePeopleAtATable {
  private String legalActionWith(String field, String valueJson) {
    int player = toAct();
    PlayerView view = TestClient.playerView(client.get("/api/tables/" + table, tokens.get(player)).body());
    JsonNode action = TestClient.JSON.valueToTree(view.legalActions().get(0));
    String text = TestClient.text(action);
    return text.substring(0, text.length() - 1) + ", \"" + field + "\": " + valueJson + "}";
  }

  @Test
  void anUnknownFieldInsideTheActionIsRefusedAndTheMoveIsNotPlayed() {
    int player = toAct();
    String before = client.get("/api/tables/" + table, null).text();
    TestClient.Response answer = client.post("/api/tables/" + table + "/actions",
        "{\"action\": " + legalActionWith("extra", "true") + "}", tokens.get(player));
    assertThat(answer.status()).as(answer.text()).isEqualTo(400);
    assertThat(answer.body().path("error").asText()).isEqualTo("bad-request");
    assertThat(answer.body().path("field").asText()).isEqualTo("action.extra");
    assertThat(client.get("/api/tables/" + table, null).text()).isEqualTo(before);

    TestClient.Socket socket = client.socket(table);
    socket.hello(tokens.get(player));
    socket.next();
    socket.send("{\"type\": \"action\", \"id\": \"a\", \"action\": " + legalActionWith("extra", "true") + "}");
    JsonNode refused = socket.next();
    assertThat(refused.path("status").asInt()).as(refused.toString()).isEqualTo(400);
    assertThat(refused.path("field").asText()).isEqualTo("action.extra");
    assertThat(client.get("/api/tables/" + table, null).text()).isEqualTo(before);
  }

  @Test
  void nullIsNoValueAnywhere() {
    int player = toAct();
    String token = tokens.get(player);
    String actions = "/api/tables/" + table + "/actions";
    JsonNode seq = refused(client.post(actions, "{\"action\": " + legalActionWith("seat", String.valueOf(player))
        .replaceFirst(", \"seat\": " + player + "}$", "}") + ", \"seq\": null}", token));
    assertThat(seq.path("field").asText()).isEqualTo("seq");
    assertThat(seq.path("message").asText()).contains("null is not a value");
    assertThat(refused(client.post(actions, "{\"action\": null}", token)).path("field").asText()).isEqualTo("action");
    assertThat(refused(client.post("/api/tables", "{\"name\": null, \"player\": null}", null)).path("field").asText())
        .isIn("name", "player");
    assertThat(refused(client.post("/api/tables", "{\"bots\": null}", null)).path("field").asText()).isEqualTo("bots");
    assertThat(refused(client.post("/api/tables", "{\"engines\": null}", null)).path("field").asText())
        .isEqualTo("engines");

    TestClient.Response open = client.create("standard", "Dóra");
    String id = open.body().path("table").path("id").asText();
    JsonNode engine = refused(client.post("/api/tables/" + id + "/players/1/bot", "{\"engine\": null}",
        open.body().path("token").asText()));
    assertThat(engine.path("field").asText()).isEqualTo("engine");
    assertThat(client.get("/api/tables/" + id, null).body().path("table").path("players").get(1).path("kind").asText())
        .as("no bot took the place").isEqualTo("empty");
  }

  private static JsonNode refused(TestClient.Response answer) {
    assertThat(answer.status()).as(answer.text()).isEqualTo(400);
    return answer.body();
  }

  /** docs/server.md: "The socket is closed with ... 1009 for a message over 8 KiB": however far over. */
  @ParameterizedTest
  @ValueSource(ints = {8 * 1024 + 1, 64 * 1024, 1024 * 1024})
  void anOversizedWebSocketMessageClosesWith1009(int size) {
    TestClient.Socket socket = client.socket(table);
    socket.hello(null);
    socket.next();
    String big = "{\"type\": \"ping\", \"id\": \"" + "x".repeat(size) + "\"}";
    socket.ws.sendText(big, true); // not awaited: the server may close before it has read it all
    for (int i = 0; i < 1000 && socket.closeCode < 0; i++) {
      sleep(10);
    }
    assertThat(socket.closeCode).isEqualTo(1009);
  }

  /** A message sent in fragments, none of them over the limit, is judged by its whole size. */
  @ParameterizedTest
  @ValueSource(ints = {16 * 1024, 1024 * 1024})
  void anOversizedMessageInSmallFragmentsClosesWith1009(int size) {
    TestClient.Socket socket = client.socket(table);
    socket.hello(null);
    socket.next();
    String fragment = "x".repeat(4096);
    socket.ws.sendText("{\"type\": \"ping\", \"id\": \"", false).join();
    for (int sent = 0; sent < size && socket.closeCode < 0; sent += fragment.length()) {
      try {
        socket.ws.sendText(fragment, false).join();
      } catch (RuntimeException closed) {
        break; // the server closed while fragments were still coming
      }
    }
    if (socket.closeCode < 0) {
      socket.ws.sendText("\"}", true);
    }
    for (int i = 0; i < 1000 && socket.closeCode < 0; i++) {
      sleep(10);
    }
    assertThat(socket.closeCode).isEqualTo(1009);
  }

  /**
   * A blocking client writes the whole message before it reads anything: the server must read (and
   * drop) what it refuses rather than reset the connection under it, or the client never sees the
   * close frame.
   */
  @ParameterizedTest
  @ValueSource(ints = {64 * 1024, 1024 * 1024, 1024 * 1024, 1024 * 1024, 4 * 1024 * 1024})
  void aClientThatWritesTheWholeMessageBeforeReadingReads1009(int size) throws IOException {
    try (Socket raw = new Socket("127.0.0.1", server.port())) {
      raw.setSoTimeout(10_000);
      OutputStream out = raw.getOutputStream();
      InputStream in = raw.getInputStream();
      out.write(("GET /api/tables/" + table + "/ws HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\n"
          + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
          .getBytes(StandardCharsets.US_ASCII));
      out.flush();
      StringBuilder head = new StringBuilder();
      while (!head.toString().endsWith("\r\n\r\n")) {
        head.append((char) in.read());
      }
      assertThat(head.toString()).startsWith("HTTP/1.1 101");
      byte[] payload = ("{\"type\": \"ping\", \"id\": \"" + "x".repeat(size) + "\"}").getBytes(StandardCharsets.UTF_8);
      ByteArrayOutputStream frame = new ByteArrayOutputStream();
      frame.write(0x81);
      frame.write(0x80 | 127);
      for (int shift = 56; shift >= 0; shift -= 8) {
        frame.write((int) ((long) payload.length >>> shift) & 0xff);
      }
      frame.write(new byte[4]); // a zero mask leaves the payload as it is
      frame.write(payload);
      out.write(frame.toByteArray());
      out.flush();
      int closeCode = -1;
      for (int opcode = 0; opcode != 0x8; ) {
        opcode = in.read() & 0x0f;
        int length = in.read() & 0x7f;
        if (length == 126) {
          length = (in.read() << 8) | in.read();
        }
        byte[] body = in.readNBytes(length);
        if (opcode == 0x8) {
          closeCode = ((body[0] & 0xff) << 8) | (body[1] & 0xff);
        }
      }
      assertThat(closeCode).isEqualTo(1009);
    }
  }

  /** A binary message is no message of this protocol: the socket closes with 1003 once it has arrived. */
  @Test
  void aBinaryMessageClosesWith1003() {
    TestClient.Socket socket = client.socket(table);
    socket.hello(null);
    socket.next();
    socket.ws.sendBinary(ByteBuffer.wrap(new byte[] {1, 2, 3}), true);
    for (int i = 0; i < 1000 && socket.closeCode < 0; i++) {
      sleep(10);
    }
    assertThat(socket.closeCode).isEqualTo(1003);
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
