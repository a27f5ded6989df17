package hu.ulti.core.external;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * A program some tests run (Node.js, Python): given by a system property, or found on the PATH;
 * the property's value {@code skip} leaves those tests out.
 */
final class Executables {
  private Executables() {}

  /**
   * The program; the calling test is skipped when the property is {@code skip}, and fails if there
   * is no such program.
   *
   * @param property the system property that may name it, or say {@code skip}
   * @param names the names it has on the PATH
   * @param missing what to tell a user who has none
   */
  static Path require(String property, List<String> names, String missing) {
    Programs.starting(names.get(0));
    String given = System.getProperty(property, "");
    Assumptions.assumeFalse(given.equals("skip"), "tests skipped with -D" + property + "=skip");
    Optional<Path> program = given.isBlank() ? onPath(names) : Optional.of(Path.of(given)).filter(Files::isExecutable);
    if (program.isEmpty()) {
      fail(missing + ", give -D" + property + "=/path/to/" + names.get(0) + ", or run with -D" + property + "=skip");
    }
    return program.get();
  }

  /** Runs the program with the arguments in the folder, within the time given, and returns what it printed. */
  static Run run(Path program, Path directory, long seconds, String... arguments)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(program.toString());
    command.addAll(List.of(arguments));
    Path log = Files.createTempFile(program.getFileName().toString(), ".log");
    Process process = new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true)
        .redirectOutput(log.toFile()).start();
    if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      fail(program.getFileName() + " did not finish within " + seconds + " s: "
          + Files.readString(log, StandardCharsets.UTF_8));
    }
    String output = Files.readString(log, StandardCharsets.UTF_8);
    Files.deleteIfExists(log);
    return new Run(process.exitValue(), output);
  }

  private static Optional<Path> onPath(List<String> names) {
    for (String directory : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      for (String name : names) {
        Path candidate = Path.of(directory, name);
        if (!directory.isBlank() && Files.isExecutable(candidate)) {
          return Optional.of(candidate);
        }
      }
    }
    return Optional.empty();
  }
}
