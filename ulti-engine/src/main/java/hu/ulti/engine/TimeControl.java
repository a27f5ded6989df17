package hu.ulti.engine;

import java.time.Duration;
import java.util.Objects;

/**
 * How long an engine may think: at most {@code perDecision} for each decision and at most
 * {@code perDeal} for all of its decisions in one deal.
 *
 * @param perDecision the most one decision may take
 * @param perDeal the most all of one seat's decisions in a deal may take together
 */
public record TimeControl(Duration perDecision, Duration perDeal) {
  /** The longest time control: a day for a deal. */
  public static final Duration MOST = Duration.ofDays(1);
  private static final Duration LEAST = Duration.ofMillis(1);

  /**
   * Checks the durations.
   *
   * @param perDecision the most one decision may take
   * @param perDeal the most a deal's decisions may take
   * @throws IllegalArgumentException unless both are at least a millisecond and at most a day, and
   *     a deal's budget is at least a decision's
   */
  public TimeControl {
    Objects.requireNonNull(perDecision, "perDecision");
    Objects.requireNonNull(perDeal, "perDeal");
    // Compared as durations: toMillis() overflows on what a caller may pass (Long.MAX_VALUE seconds).
    if (perDecision.compareTo(LEAST) < 0 || perDeal.compareTo(LEAST) < 0 || perDecision.compareTo(MOST) > 0
        || perDeal.compareTo(MOST) > 0) {
      throw new IllegalArgumentException("A time control is from a millisecond to a day, not " + perDecision
          + " a decision and " + perDeal + " a deal");
    }
    if (perDeal.compareTo(perDecision) < 0) {
      throw new IllegalArgumentException("A deal's budget (" + perDeal.toMillis() + " ms) is at least a decision's ("
          + perDecision.toMillis() + " ms)");
    }
  }

  /** {@return a second a decision and a minute a deal: enough for any reasonable engine on one core} */
  public static TimeControl standard() {
    return new TimeControl(Duration.ofSeconds(1), Duration.ofMinutes(1));
  }
}
