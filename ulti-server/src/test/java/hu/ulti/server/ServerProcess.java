package hu.ulti.server;

import hu.ulti.core.external.Programs;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The server in a process of its own, started as a user starts it ({@code ServerMain}), and killed without warning. */
final class ServerProcess implements AutoCloseable {
  private static final Pattern LISTENING = Pattern.compile("listening on http://localhost:(\\d+)/");

  private final Process process;
  final int port;

  private ServerProcess(Process process, int port) {
    this.process = process;
    this.port = port;
  }

  /** Starts {@code ServerMain} in the directory with the options, and waits until it listens. */
  static ServerProcess start(Path directory, Path log, String... options) {
    return start(directory, log, Map.of(), options);
  }

  /** Starts {@code ServerMain} with these variables added to its environment, and waits until it listens. */
  static ServerProcess start(Path directory, Path log, Map<String, String> environment, String... options) {
    Programs.starting("a server in a JVM of its own");
    // A server that lives for seconds: the quick compiler only and the serial collector start it
    // with less CPU (the tests' other work runs beside it); what it does is the same.
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
        "-cp", System.getProperty("java.class.path"), "hu.ulti.server.ServerMain", "--port", "0"));
    command.addAll(List.of(options));
    try {
      ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile())
          .redirectError(ProcessBuilder.Redirect.appendTo(log.toFile()));
      builder.environment().putAll(environment);
      Process process = builder.start();
      BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
      CompletableFuture<Integer> port = CompletableFuture.supplyAsync(() -> {
        try {
          for (String line = out.readLine(); line != null; line = out.readLine()) {
            Matcher matcher = LISTENING.matcher(line);
            if (matcher.find()) {
              return Integer.parseInt(matcher.group(1));
            }
          }
          throw new IllegalStateException("The server stopped before it listened; see " + log);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      });
      return new ServerProcess(process, port.get(60, TimeUnit.SECONDS));
    } catch (Exception e) {
      throw new IllegalStateException("The server did not start: " + e.getMessage() + "; see " + log, e);
    }
  }

  /** kill -9: no shutdown hook, no flush, no goodbye. */
  void kill() {
    process.destroyForcibly();
    try {
      process.waitFor(30, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public void close() {
    kill();
  }
}
