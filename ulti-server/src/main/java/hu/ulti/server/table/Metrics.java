package hu.ulti.server.table;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * What {@code GET /api/metrics} reports: accepted actions and their rate over the last ten
 * seconds, refusals, and the latency of HTTP requests over the last 4096 of them. Thread-safe;
 * a reader sees a consistent enough picture without stopping the writers.
 */
public final class Metrics {
  private static final int SECONDS = 64;
  private static final int LATENCIES = 4096;

  private final AtomicLong actions = new AtomicLong();
  private final AtomicLong refusals = new AtomicLong();
  private final AtomicLong requests = new AtomicLong();
  /** Accepted actions per second of the clock, in a ring indexed by second. */
  private final AtomicLongArray perSecond = new AtomicLongArray(SECONDS);
  private final AtomicLongArray secondOf = new AtomicLongArray(SECONDS);
  private final AtomicLongArray latencies = new AtomicLongArray(LATENCIES);

  /** An action was accepted. */
  public void accepted() {
    actions.incrementAndGet();
    long second = System.currentTimeMillis() / 1000;
    int slot = (int) (second % SECONDS);
    if (secondOf.getAndSet(slot, second) != second) {
      perSecond.set(slot, 0);
    }
    perSecond.incrementAndGet(slot);
  }

  /** An action was refused by the rules. */
  public void refused() {
    refusals.incrementAndGet();
  }

  /** A request was answered after so many nanoseconds. */
  public void request(long nanos) {
    long n = requests.getAndIncrement();
    latencies.set((int) (n % LATENCIES), nanos);
  }

  /** Accepted actions in all. */
  public long actions() {
    return actions.get();
  }

  /** Refused actions in all. */
  public long refusals() {
    return refusals.get();
  }

  /** Requests answered in all. */
  public long requests() {
    return requests.get();
  }

  /** Accepted actions per second over the ten whole seconds before this one. */
  public double actionsPerSecond() {
    long now = System.currentTimeMillis() / 1000;
    long sum = 0;
    for (long second = now - 10; second < now; second++) {
      int slot = (int) (second % SECONDS);
      if (secondOf.get(slot) == second) {
        sum += perSecond.get(slot);
      }
    }
    return sum / 10.0;
  }

  /** The latency at the quantile (0.5, 0.99) of the latest requests, in milliseconds; 0 before any. */
  public double latencyMillis(double quantile) {
    int count = (int) Math.min(requests.get(), LATENCIES);
    if (count == 0) {
      return 0;
    }
    long[] sorted = new long[count];
    for (int i = 0; i < count; i++) {
      sorted[i] = latencies.get(i);
    }
    Arrays.sort(sorted);
    return sorted[Math.min(count - 1, (int) Math.ceil(quantile * count) - 1)] / 1e6;
  }
}
