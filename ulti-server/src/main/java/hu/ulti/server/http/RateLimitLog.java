package hu.ulti.server.http;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Consumer;

/**
 * The requests refused for their rate, summarised: one log line per client address per interval,
 * however many it sent, so a flood from one address never becomes a matching flood of log lines.
 * The addresses kept between two summaries are bounded; beyond the bound they count together.
 *
 * <p>Thread-safe.
 */
public final class RateLimitLog {
  /** The most addresses one interval names; the rest are summed on one line. */
  static final int MOST_ADDRESSES = 1_000;
  /** What the line for the addresses beyond the bound names as its client. */
  static final String OTHERS = "others";

  private final Map<String, LongAdder> refused = new ConcurrentHashMap<>();

  /** A request from this address was refused for its rate. */
  public void refused(String address) {
    LongAdder count = refused.get(address);
    if (count == null) {
      count = refused.size() < MOST_ADDRESSES ? refused.computeIfAbsent(address, a -> new LongAdder())
          : refused.computeIfAbsent(OTHERS, a -> new LongAdder());
    }
    count.increment();
  }

  /**
   * Writes one line per address refused since the last summary, in order of address, and starts a
   * new interval.
   *
   * @param seconds the interval's length, for the lines
   * @param log where each line goes
   */
  public void summarise(long seconds, Consumer<String> log) {
    Map<String, Long> counts = new TreeMap<>();
    for (String address : refused.keySet()) {
      LongAdder count = refused.remove(address);
      if (count != null) {
        counts.put(address, count.sum());
      }
    }
    counts.forEach((address, count) -> log.accept("{\"event\":\"rate-limited\",\"client\":\"" + address
        + "\",\"refused\":" + count + ",\"seconds\":" + seconds + "}"));
  }
}
