package hu.ulti.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.external.Integration;
import hu.ulti.core.external.Python;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.IOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The operator's options, on a server started as a user starts it: it listens on the one address
 * it is bound to, and a seated engine, told its options, gets a minimal environment in which the
 * server's database password (ULTI_DB_PASSWORD, where the server reads it) is not.
 */
@Timeout(120)
class OperatorOptionsTest {
  private static final String SECRET = "the-database-password-engines-must-not-see";

  @Test
  @Integration
  void boundToOneAddressWithAnEngineThatSeesNoSecret(@TempDir Path dir) throws Exception {
    Path dump = dir.resolve("engine-environment.json");
    String engine = Python.require() + " " + Path.of("..", "ulti-engine", "src", "test", "resources", "engines",
        "hostile.py").toAbsolutePath() + " environment " + dump;
    try (ServerProcess server = ServerProcess.start(dir, dir.resolve("server.log"), Map.of("ULTI_DB_PASSWORD", SECRET),
        "--bind", "127.0.0.2", "--bot-delay-ms", "0", "--max-requests-per-second", "100000", "--engine", "env=" + engine, "--engine-option", "env:depth=2",
        "--engine-startup-ms", "30000")) {
      // Linux answers every 127.x address on the loopback: the server is on 127.0.0.2 alone.
      assertThatThrownBy(() -> {
        try (Socket socket = new Socket()) {
          socket.connect(new InetSocketAddress("127.0.0.1", server.port), 2000);
        }
      }).isInstanceOf(ConnectException.class);
      TestClient client = new TestClient("127.0.0.2", server.port);
      assertThat(client.get("/api/health", null).status()).isEqualTo(200);

      ObjectNode body = TestClient.JSON.createObjectNode().put("rules", "standard").put("name", "Anna").put("player", 0);
      body.putObject("engines").put("1", "env");
      body.putArray("bots").add(2);
      TestClient.Response created = client.post("/api/tables", body, null);
      assertThat(created.status()).as(created.text()).isEqualTo(201);
      JsonNode end = Players.playDeal(client, created.body().path("table").path("id").asText(),
          Map.of(0, created.body().path("token").asText()), SeededRandom.of(3));
      assertThat(end.path("session").path("results").size()).isEqualTo(1);
    }
    String environment = Files.readString(dump);
    assertThat(environment).contains("\"PATH\"").doesNotContain(SECRET).doesNotContain("ULTI_DB_PASSWORD");
  }

  /** What the server says to a bad option, and its exit status; it starts nothing. */
  private static String refusal(String... args) {
    PrintStream before = System.err;
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    try {
      assertThat(new CommandLine(new ServerMain()).execute(args)).isEqualTo(2);
    } finally {
      System.setErr(before);
    }
    return err.toString(StandardCharsets.UTF_8);
  }

  @Test
  void badEngineOptionsAreRefusedAtTheStart() {
    assertThat(refusal("--engine", "a=python3 a.py", "--engine-option", "b:depth=3"))
        .isEqualTo("ulti-server: --engine-option: no engine is named b; the engines are [a]\n");
    assertThat(refusal("--engine", "a=python3 a.py", "--engine-option", "depth=3"))
        .contains("--engine-option: NAME:OPTION=VALUE, as random:depth=3, not depth=3");
    assertThat(refusal("--engine-startup-ms", "0")).contains("--engine-startup-ms: from 1 millisecond to a day, not 0");
    assertThat(refusal("--bind", " ")).contains("The address to listen on is an address");
  }

  /** A server that cannot listen where it is told says why in one line, before it starts anything. */
  @Test
  void anAddressItCannotListenOnIsOneLine() throws IOException {
    String db = "jdbc:h2:mem:operator-" + System.nanoTime();
    assertThat(refusal("--bind", "999.1.1.1", "--port", "0", "--db", db))
        .isEqualTo("ulti-server: cannot listen on 999.1.1.1 port 0: Unresolved address\n");
    try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
      assertThat(refusal("--bind", "127.0.0.1", "--port", String.valueOf(taken.getLocalPort()), "--db", db + "b"))
          .startsWith("ulti-server: cannot listen on 127.0.0.1 port " + taken.getLocalPort() + ": ")
          .containsIgnoringCase("in use");
    }
  }
}
