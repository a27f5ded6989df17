package hu.ulti.bots.match;

import java.util.Locale;

/**
 * An estimate with a 95% confidence interval around it.
 *
 * @param estimate the estimate from all the data
 * @param low the interval's lower end
 * @param high the interval's upper end
 */
public record Interval(double estimate, double low, double high) {
  /**
   * Checks the order.
   *
   * @param estimate the estimate
   * @param low the low
   * @param high the high
   */
  public Interval {
    if (!(low <= high)) {
      throw new IllegalArgumentException("An interval's low end " + low + " is above its high end " + high);
    }
  }

  /** {@return whether the whole interval is above zero} */
  public boolean isPositive() {
    return low > 0;
  }

  /** {@return the estimate and the interval, as {@code +1.23 [+0.45, +2.01]}} */
  @Override
  public String toString() {
    return String.format(Locale.ROOT, "%+.2f [%+.2f, %+.2f]", estimate, low, high);
  }
}
