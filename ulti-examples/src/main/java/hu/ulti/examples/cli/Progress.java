package hu.ulti.examples.cli;

import java.io.PrintWriter;
import java.io.Writer;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * Progress of a long run on standard error: the count done, the rate and the time left. On a
 * terminal one line is redrawn at most five times a second; when standard error is piped or
 * redirected, a new line is written every ten seconds, so logs show it too. Nothing goes to
 * standard output, which stays the command's result.
 */
final class Progress {
  private static final long REDRAW_NANOS = 200_000_000L;
  private static final long LINE_NANOS = 10_000_000_000L;

  private final PrintWriter err;
  private final String unit;
  private final long total;
  private final boolean terminal;
  private final LongSupplier clock;
  private final long started;
  private long lastShown;
  private boolean shown;

  Progress(PrintWriter err, String unit, long total, boolean terminal, LongSupplier clock) {
    this.err = err;
    this.unit = unit;
    this.total = total;
    this.terminal = terminal;
    this.clock = clock;
    this.started = clock.getAsLong();
    this.lastShown = started;
  }

  /** A progress report for this process's standard error, or a silent one when {@code quiet}. */
  static Progress of(PrintWriter err, String unit, long total, boolean quiet) {
    if (quiet) {
      return new Progress(new PrintWriter(Writer.nullWriter()), unit, total, false, System::nanoTime);
    }
    return new Progress(err, unit, total, System.console() != null, System::nanoTime);
  }

  /** Reports that {@code done} of the total are done; shows it when the interval has passed. */
  void update(long done) {
    long now = clock.getAsLong();
    if (done < total && now - lastShown < (terminal ? REDRAW_NANOS : LINE_NANOS)) {
      return;
    }
    lastShown = now;
    shown = true;
    err.print((terminal ? "\r" : "") + line(done, now) + (terminal ? "" : System.lineSeparator()));
    err.flush();
  }

  /** Ends the terminal's redrawn line, if one was drawn. */
  void finish() {
    if (terminal && shown) {
      err.println();
      err.flush();
    }
  }

  String line(long done, long now) {
    double seconds = Math.max(now - started, 1) / 1e9;
    double rate = done / seconds;
    String left = rate > 0 ? duration((total - done) / rate) : "?";
    // Slow work (a match of sampling bots) makes less than one a second: a tenth then, never "0".
    String perSecond = String.format(Locale.ROOT, rate >= 10 ? "%,.0f" : "%.1f", rate);
    return String.format(Locale.ROOT, "%,d/%,d %s (%d %%), %s per second, %s left",
        done, total, unit, done * 100 / Math.max(total, 1), perSecond, left);
  }

  private static String duration(double seconds) {
    long s = Math.round(seconds);
    return s >= 3600 ? String.format(Locale.ROOT, "%d h %02d min", s / 3600, s % 3600 / 60)
        : s >= 60 ? String.format(Locale.ROOT, "%d min %02d s", s / 60, s % 60)
        : s + " s";
  }
}
