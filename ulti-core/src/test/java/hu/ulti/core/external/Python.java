package hu.ulti.core.external;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;

/**
 * Python 3 for the tests that run engines written in Python: Debian's {@code python3}, found on
 * the PATH or given by {@code -Dulti.python=/path/to/python3}; {@code -Dulti.python=skip} leaves
 * those tests out. CI installs it.
 */
public final class Python {
  private Python() {}

  /** The python3 executable; the calling test is skipped with {@code -Dulti.python=skip}, and fails if there is none. */
  public static Path require() {
    String given = System.getProperty("ulti.python", "");
    Assumptions.assumeFalse(given.equals("skip"), "Python tests skipped with -Dulti.python=skip");
    Optional<Path> python = given.isBlank() ? onPath() : Optional.of(Path.of(given)).filter(Files::isExecutable);
    if (python.isEmpty()) {
      fail("These tests run engines written in Python: install python3 (Debian: apt-get install python3; .ci/run"
          + " does), give -Dulti.python=/path/to/python3, or run with -Dulti.python=skip");
    }
    return python.get();
  }

  private static Optional<Path> onPath() {
    for (String directory : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      Path candidate = Path.of(directory, "python3");
      if (!directory.isBlank() && Files.isExecutable(candidate)) {
        return Optional.of(candidate);
      }
    }
    return Optional.empty();
  }
}
