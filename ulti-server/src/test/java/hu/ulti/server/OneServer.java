package hu.ulti.server;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * The fixture of the test classes that talk to one test server ({@link TestServers}) over HTTP
 * and WebSocket: the server is started before the class's first test and closed after its last.
 */
abstract class OneServer {
  static UltiServer server;
  static TestClient client;

  @BeforeAll
  static void startTheServer() {
    server = TestServers.start();
    client = new TestClient(server.port());
  }

  @AfterAll
  static void closeTheServer() {
    server.close();
  }
}
