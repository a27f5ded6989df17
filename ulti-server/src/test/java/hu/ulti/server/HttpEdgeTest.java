package hu.ulti.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Locale;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The server's edge as an attacker and a careless client meet it: tokens, headers, Jetty's own errors, sockets. */
class HttpEdgeTest extends OneServer {
  private static String table;
  private static String token;

  @BeforeAll
  static void aTable() {
    TestClient.Response created = client.create("standard", "Anna", 1, 2);
    table = created.body().path("table").path("id").asText();
    token = created.body().path("token").asText();
  }

  /**
   * On one kept-alive connection a token must match exactly on every request: Jetty's header
   * cache matched header values ignoring case, and handed the earlier, valid value over.
   */
  @Test
  void aTokenMatchesExactlyOnEveryRequestOfOneConnection() {
    String lower = token.toLowerCase(Locale.ROOT);
    String upper = token.toUpperCase(Locale.ROOT);
    assertThat(lower).isNotEqualTo(token);
    try (RawHttp connection = new RawHttp(server.port())) {
      assertThat(connection.get("/api/tables/" + table, "Authorization: Bearer " + token).status()).isEqualTo(200);
      RawHttp.Answer changed = connection.get("/api/tables/" + table, "Authorization: Bearer " + lower);
      assertThat(changed.status()).as(changed.body()).isEqualTo(401);
      assertThat(connection.get("/api/tables/" + table, "Authorization: Bearer " + upper).status()).isEqualTo(401);
      assertThat(connection.get("/api/tables/" + table, "Authorization: Bearer " + token).status()).isEqualTo(200);
    }
    try (RawHttp connection = new RawHttp(server.port())) {
      assertThat(connection.get("/api/tables/" + table, "Authorization: Bearer " + lower).status()).isEqualTo(401);
      assertThat(connection.get("/api/tables/" + table, "Authorization: Bearer " + token).status()).isEqualTo(200);
    }
  }

  /** Every API answer, errors included, carries the security headers; none may be stored, as a seat's view holds its hand. */
  @Test
  void everyApiAnswerCarriesTheSecurityHeadersAndIsNotStored() {
    try (RawHttp connection = new RawHttp(server.port())) {
      for (RawHttp.Answer answer : new RawHttp.Answer[] {
          connection.get("/api/tables/" + table, "Authorization: Bearer " + token),
          connection.get("/api/tables/" + table),
          connection.get("/api/tables/nosuchtable"),
          connection.get("/api/nothing"),
          connection.get("/api/tables/" + table, "Authorization: Bearer nonsense")}) {
        assertThat(answer.headers()).as("%s %s", answer.status(), answer.body())
            .containsEntry("cache-control", "no-store")
            .containsEntry("x-content-type-options", "nosniff")
            .containsEntry("referrer-policy", "no-referrer")
            .containsKey("content-security-policy");
        assertThat(answer.headers().get("content-type")).startsWith("application/json");
      }
      RawHttp.Answer page = connection.get("/");
      assertThat(page.headers()).containsEntry("x-content-type-options", "nosniff").containsKey("content-security-policy");
    }
  }

  /** A browser asks for /favicon.ico on every visit: it is the project's own icon, not a 404. */
  @Test
  void theFaviconIsServed() throws Exception {
    HttpResponse<byte[]> icon = HttpClient.newHttpClient().send(
        HttpRequest.newBuilder(URI.create("http://localhost:" + server.port() + "/favicon.ico")).build(),
        HttpResponse.BodyHandlers.ofByteArray());
    assertThat(icon.statusCode()).isEqualTo(200);
    assertThat(icon.body()).as("an ICO file").startsWith(0, 0, 1, 0);
  }

  /** Errors Jetty answers before any route runs come back as the API's JSON error, not as an HTML page. */
  @Test
  void jettysOwnErrorsAreJson() {
    String[] requests = {
        "GET /api/tables/%zz HTTP/1.1\r\nHost: localhost\r\n\r\n",
        "GET /api/tables HTTP/1.1\r\nHost: localhost\r\nX-Big: " + "x".repeat(20_000) + "\r\n\r\n",
        "GET /api/" + "y".repeat(20_000) + " HTTP/1.1\r\nHost: localhost\r\n\r\n",
        "BREW /api/tables HTTP/1.1\r\nHost: localhost\r\n\r\n",
        "GET /api/tables HTTP/1.1\r\n\r\n"};
    for (String request : requests) {
      try (RawHttp connection = new RawHttp(server.port())) {
        RawHttp.Answer answer = connection.send(request);
        assertThat(answer.status()).as(request.substring(0, Math.min(40, request.length()))).isBetween(400, 599);
        assertThat(answer.headers().get("content-type")).as(answer.body()).startsWith("application/json");
        JsonNode body = readTree(answer.body());
        assertThat(body.path("type").asText()).isEqualTo("error");
        assertThat(body.path("status").asInt()).isEqualTo(answer.status());
        assertThat(body.path("message").asText()).isNotBlank();
        assertThat(answer.body()).doesNotContain("<html").doesNotContain("Jetty");
      }
    }
  }

  /** A socket to a table that does not exist ends with 4404, whatever the id looks like. */
  @Test
  void aSocketToNoTableClosesWith4404() {
    for (String id : new String[] {"nosuchtable", "x".repeat(100), "%20", "AAAAAAAAAAAAAAAA"}) {
      TestClient.Socket socket = client.socket(id);
      for (int i = 0; i < 500 && socket.closeCode < 0; i++) {
        Players.sleep();
      }
      assertThat(socket.closeCode).as(id).isEqualTo(4404);
    }
  }

  /** The server's version is the build's, not a number written in its code. */
  @Test
  void theVersionIsTheBuilds() {
    StringWriter out = new StringWriter();
    CommandLine line = new CommandLine(new ServerMain()).setOut(new PrintWriter(out));
    assertThat(line.execute("--version")).isZero();
    assertThat(out.toString().strip()).isEqualTo("ulti-server " + System.getProperty("ulti.version"));
    assertThat(System.getProperty("ulti.version")).isNotBlank();
  }

  private static JsonNode readTree(String text) {
    try {
      return TestClient.JSON.readTree(text);
    } catch (IOException e) {
      throw new AssertionError(text, e);
    }
  }
}
