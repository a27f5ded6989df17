package hu.ulti.engine;

import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;

/**
 * How long an engine's answered decisions took, as the referee measured them (wall time from
 * writing the {@code go} to reading the {@code action}), kept as a histogram of fixed size: each
 * time falls in a bucket 1% wide, so a percentile is within 1% of the exact one (and never below
 * it), the longest is exact, and an engine that plays for days costs no more memory than one that
 * played one deal. Immutable; {@link #plus} adds two together (the processes of one entrant).
 */
public final class DecisionTimes {
  /** The ratio of one bucket's upper bound to its lower: 1%. */
  private static final double RATIO = 1.01;
  /** Buckets from 1 microsecond to a day ({@link TimeControl#MOST}), and one more. */
  private static final int BUCKETS = (int) Math.ceil(Math.log(TimeControl.MOST.toNanos() / 1000.0) / Math.log(RATIO)) + 2;
  private static final DecisionTimes NONE = new DecisionTimes(new long[BUCKETS], 0, 0);

  private final long[] counts;
  private final long count;
  private final long maxNanos;

  private DecisionTimes(long[] counts, long count, long maxNanos) {
    this.counts = counts;
    this.count = count;
    this.maxNanos = maxNanos;
  }

  /** A running count, kept by one referee (not thread-safe; {@link EngineBot} guards it). */
  static final class Tally {
    private final long[] counts = new long[BUCKETS];
    private long count;
    private long maxNanos;

    void add(long nanos) {
      long kept = Math.max(0, Math.min(nanos, TimeControl.MOST.toNanos()));
      counts[bucket(kept)]++;
      count++;
      maxNanos = Math.max(maxNanos, kept);
    }

    DecisionTimes snapshot() {
      return new DecisionTimes(counts.clone(), count, maxNanos);
    }
  }

  /** {@return no decisions at all} */
  public static DecisionTimes none() {
    return NONE;
  }

  /**
   * {@return these times and one more}
   *
   * @param time how long the decision took
   * @throws IllegalArgumentException if the time is negative
   */
  public DecisionTimes plus(Duration time) {
    Objects.requireNonNull(time, "time");
    if (time.isNegative()) {
      throw new IllegalArgumentException("A decision takes no negative time: " + time);
    }
    long nanos = time.compareTo(TimeControl.MOST) > 0 ? TimeControl.MOST.toNanos() : time.toNanos();
    long[] next = counts.clone();
    next[bucket(nanos)]++;
    return new DecisionTimes(next, count + 1, Math.max(maxNanos, nanos));
  }

  /**
   * {@return these times and the other's together}
   *
   * @param other more times
   */
  public DecisionTimes plus(DecisionTimes other) {
    Objects.requireNonNull(other, "other");
    long[] sum = counts.clone();
    for (int i = 0; i < sum.length; i++) {
      sum[i] += other.counts[i];
    }
    return new DecisionTimes(sum, count + other.count, Math.max(maxNanos, other.maxNanos));
  }

  /** {@return how many decisions} */
  public long count() {
    return count;
  }

  /** {@return the longest decision, exactly; zero if there was none} */
  public Duration max() {
    return Duration.ofNanos(maxNanos);
  }

  /**
   * {@return the nearest-rank percentile: a time at least as long as that share of the decisions
   * took, within 1% of the exact one (the longest decision at most); zero if there was none}
   *
   * @param percent from 0 (exclusive) to 100
   * @throws IllegalArgumentException if the percent is not in that range
   */
  public Duration percentile(double percent) {
    if (!(percent > 0 && percent <= 100)) {
      throw new IllegalArgumentException("A percentile is above 0 and at most 100, not " + percent);
    }
    if (count == 0) {
      return Duration.ZERO;
    }
    long rank = (long) Math.ceil(percent / 100 * count);
    long seen = 0;
    for (int i = 0; i < counts.length; i++) {
      seen += counts[i];
      if (seen >= rank) {
        return Duration.ofNanos(Math.min(maxNanos, upperNanos(i)));
      }
    }
    return max();
  }

  /** The bucket of a time: 0 for a microsecond or less, then one per 1% more. */
  private static int bucket(long nanos) {
    double micros = nanos / 1000.0;
    if (micros <= 1) {
      return 0;
    }
    return Math.min(BUCKETS - 1, 1 + (int) Math.floor(Math.log(micros) / Math.log(RATIO)));
  }

  /** The longest time a bucket holds. */
  private static long upperNanos(int bucket) {
    return (long) Math.ceil(1000 * Math.pow(RATIO, bucket));
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof DecisionTimes times && times.count == count && times.maxNanos == maxNanos
        && Arrays.equals(times.counts, counts);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(counts) * 31 + Long.hashCode(maxNanos);
  }

  /** The summary in one line: how many, the median, the 99th percentile and the longest. */
  @Override
  public String toString() {
    return count == 0 ? "no decisions" : String.format(Locale.ROOT, "%d decision%s, p50 %.1f ms, p99 %.1f ms,"
        + " max %.1f ms", count, count == 1 ? "" : "s", percentile(50).toNanos() / 1e6, percentile(99).toNanos() / 1e6,
        maxNanos / 1e6);
  }
}
