package hu.ulti.bots.match;

import hu.ulti.core.card.SeededRandom;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.random.RandomGenerator;

/**
 * A match's results, entrant by entrant: each entrant's mean game points per game, and for each
 * pair the mean difference between them in the games where both sat, each with a 95% bootstrap
 * interval.
 *
 * <p>A game counts once for each seat an entrant held in it (with two entrants, one of them holds
 * two seats of every game). The games of one deal share its cards, so the deal is the unit that
 * is resampled: each resample draws as many deals as the match played, with replacement, and the
 * interval is the 2.5th to 97.5th percentile of the statistic over the resamples (the percentile
 * bootstrap).
 */
public final class Crosstable {
  private final List<String> entrants;
  private final Interval[] means;
  private final Interval[][] versus;
  private final long[] games;

  private Crosstable(List<String> entrants, Interval[] means, Interval[][] versus, long[] games) {
    this.entrants = entrants;
    this.means = means;
    this.versus = versus;
    this.games = games;
  }

  /**
   * {@return the crosstable of a match}
   *
   * @param result the match's results
   * @param resamples bootstrap resamples, at least 100
   * @param seed the seed of the resampling
   */
  public static Crosstable of(MatchResult result, int resamples, long seed) {
    Objects.requireNonNull(result, "result");
    if (resamples < 100) {
      throw new IllegalArgumentException("Resamples: at least 100, not " + resamples);
    }
    int n = result.entrants().size();
    int deals = result.deals();
    // The deals' indices are the whole match's (a slice's start where the slice does): count them from 0 here.
    Map<Integer, Integer> position = new TreeMap<>();
    result.games().forEach(game -> position.put(game.dealIndex(), 0));
    if (position.size() != deals) {
      throw new IllegalArgumentException("The results have games of " + position.size() + " deals, not " + deals);
    }
    int next = 0;
    for (Map.Entry<Integer, Integer> entry : position.entrySet()) {
      entry.setValue(next++);
    }
    // Per deal: each entrant's points and seats; each pair's summed difference and games.
    double[][] points = new double[deals][n];
    double[][] seats = new double[deals][n];
    double[][][] difference = new double[deals][n][n];
    double[][][] together = new double[deals][n][n];
    for (GameResult game : result.games()) {
      double[] sum = new double[n];
      int[] count = new int[n];
      for (int s = 0; s < 3; s++) {
        int e = game.seating().get(s);
        sum[e] += game.payments().get(s);
        count[e]++;
      }
      int deal = position.get(game.dealIndex());
      for (int a = 0; a < n; a++) {
        points[deal][a] += sum[a];
        seats[deal][a] += count[a];
        for (int b = 0; b < n; b++) {
          if (a != b && count[a] > 0 && count[b] > 0) {
            difference[deal][a][b] += sum[a] / count[a] - sum[b] / count[b];
            together[deal][a][b]++;
          }
        }
      }
    }
    int[] all = new int[deals];
    Arrays.setAll(all, d -> d);
    double[][] meanSamples = new double[n][resamples];
    double[][][] versusSamples = new double[n][n][resamples];
    RandomGenerator random = SeededRandom.of(seed);
    int[] drawn = new int[deals];
    for (int r = 0; r < resamples; r++) {
      for (int i = 0; i < deals; i++) {
        drawn[i] = random.nextInt(deals);
      }
      for (int a = 0; a < n; a++) {
        meanSamples[a][r] = ratio(points, seats, a, drawn);
        for (int b = 0; b < n; b++) {
          versusSamples[a][b][r] = ratio(difference, together, a, b, drawn);
        }
      }
    }
    Interval[] means = new Interval[n];
    Interval[][] versus = new Interval[n][n];
    long[] games = new long[n];
    for (int a = 0; a < n; a++) {
      means[a] = interval(ratio(points, seats, a, all), meanSamples[a]);
      for (double[] deal : seats) {
        games[a] += (long) deal[a];
      }
      for (int b = 0; b < n; b++) {
        versus[a][b] = interval(ratio(difference, together, a, b, all), versusSamples[a][b]);
      }
    }
    return new Crosstable(result.entrants(), means, versus, games);
  }

  private static double ratio(double[][] sums, double[][] counts, int a, int[] deals) {
    double sum = 0;
    double count = 0;
    for (int d : deals) {
      sum += sums[d][a];
      count += counts[d][a];
    }
    return count == 0 ? 0 : sum / count;
  }

  private static double ratio(double[][][] sums, double[][][] counts, int a, int b, int[] deals) {
    double sum = 0;
    double count = 0;
    for (int d : deals) {
      sum += sums[d][a][b];
      count += counts[d][a][b];
    }
    return count == 0 ? 0 : sum / count;
  }

  private static Interval interval(double estimate, double[] samples) {
    return Interval.percentile(estimate, samples);
  }

  /** {@return the entrants' names} */
  public List<String> entrants() {
    return entrants;
  }

  /**
   * {@return the entrant's mean game points per game it sat in (per seat held)}
   *
   * @param entrant its index
   */
  public Interval mean(int entrant) {
    return means[Objects.checkIndex(entrant, means.length)];
  }

  /**
   * {@return how many games (seats) the entrant played}
   *
   * @param entrant its index
   */
  public long games(int entrant) {
    return games[Objects.checkIndex(entrant, games.length)];
  }

  /**
   * {@return the mean, over the games both sat in, of the first entrant's game points minus the
   * second's (each averaged over its seats in the game)} Zero for an entrant against itself.
   *
   * @param entrant the first entrant
   * @param opponent the second
   */
  public Interval versus(int entrant, int opponent) {
    return versus[Objects.checkIndex(entrant, versus.length)][Objects.checkIndex(opponent, versus.length)];
  }

  /**
   * The crosstable as text, one line per entrant: its games, its mean with its interval, and its
   * difference from each other entrant, for example
   * {@code "sampling: 9000 games, +0.72 [+0.52, +0.90]; vs rule-of-thumb +1.61 [+1.18, +2.02]"}.
   */
  @Override
  public String toString() {
    StringBuilder out = new StringBuilder();
    for (int a = 0; a < entrants.size(); a++) {
      out.append(a == 0 ? "" : "\n").append(entrants.get(a)).append(": ").append(games[a]).append(" games, ")
          .append(means[a]);
      for (int b = 0; b < entrants.size(); b++) {
        if (b != a) {
          out.append(b == (a == 0 ? 1 : 0) ? "; " : ", ").append("vs ").append(entrants.get(b)).append(' ')
              .append(versus[a][b]);
        }
      }
    }
    return out.toString();
  }
}
