package hu.ulti.engine;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * One run of an engine's process: its lines read on a thread of their own (so a silent engine
 * never blocks the referee), its standard error drained into a short tail kept for diagnostics,
 * and a way to end it that always works.
 */
final class EngineProcess implements AutoCloseable {
  /** The longest line read; longer ones are cut and reported. */
  static final int MAX_LINE = 1_000_000;
  private static final int STDERR_TAIL_LINES = 20;
  /** What the reader thread puts when the engine's output ends. */
  private static final String END = new String("end of output");

  private final Process process;
  private final OutputStream in;
  private final BlockingQueue<String> lines = new LinkedBlockingQueue<>(10_000);
  private final Deque<String> stderr = new ArrayDeque<>();
  private volatile boolean ended;

  private EngineProcess(Process process) {
    this.process = process;
    this.in = process.getOutputStream();
    Thread out = new Thread(() -> readLines(process.getInputStream()), "ulti-engine-out");
    out.setDaemon(true);
    out.start();
    Thread err = new Thread(() -> drain(process.getErrorStream()), "ulti-engine-err");
    err.setDaemon(true);
    err.start();
  }

  /**
   * Starts the launch's command in its folder with a minimal environment: the host's variables
   * named in {@link EngineLaunch#INHERITED}, where it has them, and the launch's own; nothing else
   * of the host's (its secrets stay there).
   */
  static EngineProcess start(EngineLaunch launch) throws IOException {
    ProcessBuilder builder = new ProcessBuilder(launch.command()).directory(launch.directory().toFile());
    Map<String, String> environment = builder.environment();
    environment.clear();
    Map<String, String> host = System.getenv();
    for (String name : EngineLaunch.INHERITED) {
      if (host.containsKey(name)) {
        environment.put(name, host.get(name));
      }
    }
    environment.putAll(launch.environment());
    return new EngineProcess(builder.start());
  }

  private void readLines(InputStream out) {
    try (InputStream stream = out) {
      ByteArrayOutputStream line = new ByteArrayOutputStream();
      boolean cut = false;
      for (int b = stream.read(); b >= 0; b = stream.read()) {
        if (b == '\n') {
          put(cut ? "<a line longer than " + MAX_LINE + " characters>" : line.toString(StandardCharsets.UTF_8));
          line.reset();
          cut = false;
        } else if (b != '\r' && !cut) {
          line.write(b);
          if (line.size() > MAX_LINE) {
            cut = true;
            line.reset();
          }
        }
      }
    } catch (IOException e) {
      // the output ended badly: the same as ending
    } finally {
      ended = true;
      put(END);
    }
  }

  private void put(String line) {
    try {
      lines.put(line);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private void drain(InputStream err) {
    try (InputStream stream = err) {
      ByteArrayOutputStream line = new ByteArrayOutputStream();
      for (int b = stream.read(); b >= 0; b = stream.read()) {
        if (b == '\n') {
          keep(line.toString(StandardCharsets.UTF_8));
          line.reset();
        } else if (line.size() < 2000) {
          line.write(b);
        }
      }
    } catch (IOException e) {
      // nothing more to keep
    }
  }

  private synchronized void keep(String line) {
    stderr.addLast(line);
    if (stderr.size() > STDERR_TAIL_LINES) {
      stderr.removeFirst();
    }
  }

  /** The last lines the engine wrote on its standard error. */
  synchronized String stderrTail() {
    return String.join("\n", stderr);
  }

  /** Writes one line; false if the engine no longer reads. */
  boolean send(String line) {
    try {
      in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
      in.flush();
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  /** The next line within the time, or empty if none came; {@link Ended} once the output has ended. */
  Optional<String> next(long millis) throws Ended {
    try {
      String line = lines.poll(Math.max(0, millis), TimeUnit.MILLISECONDS);
      if (line == END) {
        put(END); // later reads see the end too
        throw new Ended();
      }
      return Optional.ofNullable(line);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Optional.empty();
    }
  }

  /** Whether the engine's output has ended. */
  boolean hasEnded() {
    return ended || !process.isAlive() && lines.isEmpty();
  }

  /** Asks the engine to quit, and ends it if it has not within two seconds. */
  @Override
  public void close() {
    close(2000);
  }

  /** Asks the engine to quit, and ends it if it has not within the time. */
  void close(long graceMillis) {
    send("{\"type\":\"quit\"}");
    try {
      in.close();
    } catch (IOException e) {
      // already gone
    }
    try {
      if (!process.waitFor(graceMillis, TimeUnit.MILLISECONDS)) {
        process.destroyForcibly();
        process.waitFor(5, TimeUnit.SECONDS);
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }

  /** The engine's output ended. */
  static final class Ended extends Exception {
    private static final long serialVersionUID = 1L;

    Ended() {
      super("the engine's output ended", null, false, false);
    }
  }
}
