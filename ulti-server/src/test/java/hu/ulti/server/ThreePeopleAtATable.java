package hu.ulti.server;

import java.util.Map;
import org.junit.jupiter.api.BeforeEach;

/**
 * The fixture of the tests that try requests against a table in play: {@link OneServer}'s server,
 * and before each test a new table of three people, seated and dealt, with their tokens.
 */
abstract class ThreePeopleAtATable extends OneServer {
  /** The table's id. */
  String table;
  /** Each player's token, by player number. */
  Map<Integer, String> tokens;

  @BeforeEach
  void threePeopleAtATable() {
    TestClient.ThreePeople seated = client.threePeople();
    table = seated.id();
    tokens = seated.tokens();
  }

  /** The player to act at the table. */
  int toAct() {
    return client.toAct(table);
  }
}
