package hu.ulti.bots.match;

import hu.ulti.core.card.SeededRandom;
import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;
import java.util.random.RandomGenerator;

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

  /**
   * {@return the mean of the values with its 95% percentile-bootstrap interval} Each resample draws
   * as many values as there are, with replacement; the interval is the 2.5th to 97.5th percentile
   * of the resampled means. Use one value per independent unit (a duplicate deal).
   *
   * @param values one value per unit, at least one
   * @param resamples how many resamples, at least 100
   * @param seed the seed of the resampling
   */
  public static Interval ofMean(double[] values, int resamples, long seed) {
    Objects.requireNonNull(values, "values");
    if (values.length == 0) {
      throw new IllegalArgumentException("A mean needs at least one value");
    }
    if (resamples < 100) {
      throw new IllegalArgumentException("Resamples: at least 100, not " + resamples);
    }
    RandomGenerator random = SeededRandom.of(seed);
    double[] means = new double[resamples];
    for (int r = 0; r < resamples; r++) {
      double sum = 0;
      for (int i = 0; i < values.length; i++) {
        sum += values[random.nextInt(values.length)];
      }
      means[r] = sum / values.length;
    }
    return percentile(Arrays.stream(values).average().orElseThrow(), means);
  }

  /** The estimate with the 2.5th and 97.5th percentiles of its resampled values around it. */
  static Interval percentile(double estimate, double[] samples) {
    double[] sorted = samples.clone();
    Arrays.sort(sorted);
    double low = sorted[(int) Math.floor(0.025 * (sorted.length - 1))];
    double high = sorted[(int) Math.ceil(0.975 * (sorted.length - 1))];
    return new Interval(estimate, Math.min(low, estimate), Math.max(high, estimate));
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
