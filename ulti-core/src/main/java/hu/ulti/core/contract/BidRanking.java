package hu.ulti.core.contract;

import java.util.Objects;

/**
 * How bids rank against each other: a rule-set policy.
 *
 * <p>{@link #compare} must be a strict weak order: bids that compare equal share a step of the
 * ladder and shut each other out, since an overcall must be strictly higher.
 */
@FunctionalInterface
public interface BidRanking {
  /**
   * Compares two bids.
   *
   * @param a one bid
   * @param b the other bid
   * @param values the values
   * @return negative if {@code a} ranks below {@code b}, positive if above, zero if they are
   *     equal (neither may overcall the other)
   */
  int compare(Bid a, Bid b, BidValues values);

  /**
   * {@return pagat's ranking: "Bids rank in order of their total score in game points} For this purpose
   * the score for a simple game is ignored except to break ties."
   */
  static BidRanking totalThenSimpleGame() {
    return (a, b, values) -> {
      int byTotal = Integer.compare(
          values.total(a) - values.simpleGameValue(a), values.total(b) - values.simpleGameValue(b));
      return byTotal != 0
          ? byTotal
          : Integer.compare(values.simpleGameValue(a), values.simpleGameValue(b));
    };
  }

  /**
   * {@return pagat's variation: "Many people play that a bid whose score is a single component beats an
   * equal scoring bid made up of two or more parts", e.g. "a minor suit 20-100 beats a minor suit
   * 40-100 ulti and a heart betli beats a minor suit durchmars with ulti"} Otherwise as
   * {@link #totalThenSimpleGame()}.
   */
  static BidRanking singleComponentWins() {
    BidRanking base = totalThenSimpleGame();
    return (a, b, values) -> {
      int byTotal = base.compare(a, b, values);
      if (byTotal != 0) {
        return byTotal;
      }
      return Boolean.compare(a.size() == 1, b.size() == 1);
    };
  }

  /**
   * {@return the ranking of an explicit ladder: by step, so that bids on one step are equal}
   *
   * @param ladder the ladder
   * @throws IllegalArgumentException from {@code compare} for a bid that is not on the ladder
   */
  static BidRanking byLadder(BidLadder ladder) {
    Objects.requireNonNull(ladder, "ladder");
    return (a, b, values) -> Integer.compare(stepOf(ladder, a), stepOf(ladder, b));
  }

  private static int stepOf(BidLadder ladder, Bid bid) {
    return ladder.step(bid).orElseThrow(() -> new IllegalArgumentException(bid + " is not on the ladder"));
  }
}
