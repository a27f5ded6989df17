package hu.ulti.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** Progress: count, rate and time left on standard error, lines when piped, redrawn on a terminal. */
class ProgressTest {
  private final StringWriter err = new StringWriter();
  private long now;

  private Progress progress(boolean terminal) {
    return new Progress(new PrintWriter(err), "deals", 1000, terminal, () -> now);
  }

  @Test
  void pipedOutputGetsALineEveryTenSecondsAndAtTheEnd() {
    Progress progress = progress(false);
    now = 5_000_000_000L;
    progress.update(100);
    assertThat(err.toString()).isEmpty();
    now = 10_000_000_000L;
    progress.update(200);
    now = 20_000_000_000L;
    progress.update(400);
    now = 21_000_000_000L;
    progress.update(1000);
    progress.finish();
    assertThat(err.toString().lines()).containsExactly(
        "200/1,000 deals (20 %), 20 per second, 40 s left",
        "400/1,000 deals (40 %), 20 per second, 30 s left",
        "1,000/1,000 deals (100 %), 48 per second, 0 s left");
  }

  @Test
  void aTerminalLineIsRedrawnAndEndedOnce() {
    Progress progress = progress(true);
    now = 300_000_000L;
    progress.update(10);
    now = 400_000_000L;
    progress.update(11);
    now = 200_000_000_000L;
    progress.update(1000);
    progress.finish();
    assertThat(err.toString()).isEqualTo("\r10/1,000 deals (1 %), 33 per second, 30 s left"
        + "\r1,000/1,000 deals (100 %), 5.0 per second, 0 s left" + System.lineSeparator());
  }

  @Test
  void longRunsShowMinutesAndHours() {
    Progress progress = new Progress(new PrintWriter(err), "deals", 10_000_000, false, () -> now);
    now = 10_000_000_000L;
    assertThat(progress.line(1_000, now)).endsWith("100 per second, 27 h 46 min left");
    assertThat(progress.line(100_000, now)).endsWith("10,000 per second, 16 min 30 s left");
  }

  @Test
  void slowWorkShowsTenthsOfOnePerSecondNeverZero() {
    Progress progress = new Progress(new PrintWriter(err), "deals", 2_000, false, () -> now);
    now = 10_000_000_000L;
    assertThat(progress.line(3, now)).isEqualTo("3/2,000 deals (0 %), 0.3 per second, 1 h 50 min left");
  }
}
