package hu.ulti.core.rules;

import hu.ulti.core.contract.Bid;
import java.util.Objects;

/**
 * An exception to the ladder's rule that equal bids shut each other out: two bids on one step,
 * of which {@code higher} may overcall {@code lower} although they are otherwise equal, as in the Brisbane table's "hearts 40/100
 * Ulti beats hearts 40/100 4 Ace".
 *
 * @param higher the bid that may overcall
 * @param lower the bid it may overcall
 * @param rule the rule, in words
 */
public record EqualBidOvercall(Bid higher, Bid lower, String rule) {
  /**
   * Validates nulls.
   *
   * @param higher the higher
   * @param lower the lower
   * @param rule the rule
   */
  public EqualBidOvercall {
    Objects.requireNonNull(higher, "higher");
    Objects.requireNonNull(lower, "lower");
    Objects.requireNonNull(rule, "rule");
  }
}
