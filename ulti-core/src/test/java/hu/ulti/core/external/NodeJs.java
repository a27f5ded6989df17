package hu.ulti.core.external;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Node.js for the tests that run what a JavaScript client runs: Debian's {@code nodejs}, found on
 * the PATH or given by {@code -Dulti.node=/path/to/node}; {@code -Dulti.node=skip} leaves those
 * tests out (as {@code -Dulti.browser=skip} does the browser tests). CI installs it.
 */
public final class NodeJs {
  private NodeJs() {}

  /** The node executable; the calling test is skipped with {@code -Dulti.node=skip}, and fails if there is none. */
  public static Path require() {
    return Executables.require("ulti.node", List.of("node", "nodejs"), "These tests run JavaScript under Node.js:"
        + " install it (Debian: apt-get install nodejs; .ci/run does)");
  }

  /** Runs node with the arguments in the folder, within the time given, and returns what it printed. */
  public static Run run(Path directory, long seconds, String... arguments) throws IOException, InterruptedException {
    return Executables.run(require(), directory, seconds, arguments);
  }
}
