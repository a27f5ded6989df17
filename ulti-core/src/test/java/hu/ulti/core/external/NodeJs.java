package hu.ulti.core.external;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

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

  /**
   * What a run printed, and how it ended.
   *
   * @param exit the exit status
   * @param output standard output and standard error, together
   */
  public record Run(int exit, String output) {}

  /** Runs node with the arguments in the folder, within the time given, and returns what it printed. */
  public static Run run(Path directory, long seconds, String... arguments) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(require().toString());
    command.addAll(List.of(arguments));
    Path log = Files.createTempFile("node", ".log");
    Process process = new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true)
        .redirectOutput(log.toFile()).start();
    if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      fail("node did not finish within " + seconds + " s: " + Files.readString(log, StandardCharsets.UTF_8));
    }
    String output = Files.readString(log, StandardCharsets.UTF_8);
    Files.deleteIfExists(log);
    return new Run(process.exitValue(), output);
  }
}
