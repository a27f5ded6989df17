package hu.ulti.core.scoring;

import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * What one side took in play: card points (aces and tens in its tricks, the last trick, and for
 * the defenders the talon's aces and tens; no marriages), tricks, and the marriages it declared.
 *
 * @param cardPoints card points, empty in a no-trump contract
 * @param tricks tricks won
 * @param marriages the values (20 or 40) of the marriages the side declared at the first trick
 */
public record SideTally(OptionalInt cardPoints, int tricks, List<Integer> marriages) {
  /**
   * Copies the marriages; the summary validates the numbers.
   *
   * @param marriages the marriages
   * @param cardPoints the card points
   * @param tricks the tricks
   */
  public SideTally {
    Objects.requireNonNull(cardPoints, "cardPoints");
    marriages = List.copyOf(marriages);
  }

  /**
   * {@return a tally for a contract with trumps}
   *
   * @param cardPoints the card points
   * @param tricks the tricks
   * @param marriages the marriages
   */
  public static SideTally of(int cardPoints, int tricks, Integer... marriages) {
    return new SideTally(OptionalInt.of(cardPoints), tricks, List.of(marriages));
  }

  /**
   * {@return a tally for a no-trump contract: tricks only}
   *
   * @param tricks the tricks
   */
  public static SideTally tricksOnly(int tricks) {
    return new SideTally(OptionalInt.empty(), tricks, List.of());
  }

  /** {@return the sum of the declared marriages} */
  public int marriagePoints() {
    return marriages.stream().mapToInt(Integer::intValue).sum();
  }
}
