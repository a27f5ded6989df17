package hu.ulti.core.external;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Python 3 for the tests that run engines written in Python: Debian's {@code python3}, found on
 * the PATH or given by {@code -Dulti.python=/path/to/python3}; {@code -Dulti.python=skip} leaves
 * those tests out. CI installs it.
 */
public final class Python {
  private Python() {}

  /** The python3 executable; the calling test is skipped with {@code -Dulti.python=skip}, and fails if there is none. */
  public static Path require() {
    return Executables.require("ulti.python", List.of("python3"), "These tests run engines written in Python: install"
        + " python3 (Debian: apt-get install python3; .ci/run does)");
  }

  /** Runs python3 with the arguments in the folder, within the time given, and returns what it printed. */
  public static Run run(Path directory, long seconds, String... arguments) throws IOException, InterruptedException {
    return Executables.run(require(), directory, seconds, arguments);
  }
}
