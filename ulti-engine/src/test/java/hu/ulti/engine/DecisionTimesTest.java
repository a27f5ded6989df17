package hu.ulti.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.SeededRandom;
import java.time.Duration;
import java.util.Arrays;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * The referee's decision times are kept in fixed memory and still answer within 1%: each
 * percentile against the exact nearest-rank percentile of the same times (a plain sort), over
 * times from microseconds to minutes; the longest exactly; two tallies added as one.
 */
class DecisionTimesTest {
  private static Duration exact(long[] sorted, double percent) {
    return Duration.ofNanos(sorted[(int) Math.ceil(percent / 100 * sorted.length) - 1]);
  }

  @Test
  void percentilesAreWithinOnePercentOfTheExactOnesAndTheLongestIsExact() {
    RandomGenerator random = SeededRandom.of(30);
    for (int run = 0; run < 20; run++) {
      int n = 1 + random.nextInt(5000);
      long[] nanos = new long[n];
      DecisionTimes.Tally tally = new DecisionTimes.Tally();
      DecisionTimes added = DecisionTimes.none();
      for (int i = 0; i < n; i++) {
        // From 0.5 µs to about 10 minutes, spread over the orders of magnitude.
        nanos[i] = (long) (500 * Math.pow(10, random.nextDouble() * 9));
        tally.add(nanos[i]);
        if (i < 200) {
          added = added.plus(Duration.ofNanos(nanos[i]));
        }
      }
      DecisionTimes times = tally.snapshot();
      long[] sorted = nanos.clone();
      Arrays.sort(sorted);
      assertThat(times.count()).isEqualTo(n);
      assertThat(times.max()).isEqualTo(Duration.ofNanos(sorted[n - 1]));
      for (double percent : new double[] {1, 25, 50, 90, 99, 99.9, 100}) {
        Duration want = exact(sorted, percent);
        Duration got = times.percentile(percent);
        assertThat(got).as("p%s of %s times", percent, n).isGreaterThanOrEqualTo(want)
            .isLessThanOrEqualTo(Duration.ofNanos(Math.max(want.toNanos() + 1000, (long) Math.ceil(want.toNanos() * 1.01))));
      }
      long[] first = Arrays.copyOf(nanos, Math.min(200, n));
      Arrays.sort(first);
      assertThat(added.count()).isEqualTo(first.length);
      assertThat(added.max()).isEqualTo(Duration.ofNanos(first[first.length - 1]));
    }
  }

  @Test
  void twoTalliesAddUpAsOne() {
    DecisionTimes.Tally a = new DecisionTimes.Tally();
    DecisionTimes.Tally b = new DecisionTimes.Tally();
    DecisionTimes.Tally both = new DecisionTimes.Tally();
    for (long nanos = 1000; nanos < 1_000_000_000L; nanos = nanos * 3 + 7) {
      (nanos % 2 == 0 ? a : b).add(nanos);
      both.add(nanos);
    }
    assertThat(a.snapshot().plus(b.snapshot())).isEqualTo(both.snapshot());
    assertThat(DecisionTimes.none().plus(both.snapshot())).isEqualTo(both.snapshot());
  }

  @Test
  void nothingMeasuredAndBadArgumentsAreSaidPlainly() {
    assertThat(DecisionTimes.none().count()).isZero();
    assertThat(DecisionTimes.none().percentile(99)).isZero();
    assertThat(DecisionTimes.none()).hasToString("no decisions");
    assertThatThrownBy(() -> DecisionTimes.none().percentile(0)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("above 0 and at most 100");
    assertThatThrownBy(() -> DecisionTimes.none().plus(Duration.ofMillis(-1))).isInstanceOf(IllegalArgumentException.class);
    assertThat(DecisionTimes.none().plus(Duration.ofMillis(3))).hasToString("1 decision, p50 3.0 ms, p99 3.0 ms, max 3.0 ms");
  }
}
