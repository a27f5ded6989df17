package hu.ulti.core.rules;

import hu.ulti.core.contract.Bid;
import java.util.Objects;
import java.util.function.Predicate;

/**
 * A rule of a variant that forbids some bids the value table would allow.
 *
 * @param rule the rule, in words, for the refusal message
 * @param forbids which bids it forbids
 */
public record BidRestriction(String rule, Predicate<Bid> forbids) {
  /**
   * Validates nulls.
   *
   * @param forbids the forbids
   * @param rule the rule
   */
  public BidRestriction {
    Objects.requireNonNull(rule, "rule");
    Objects.requireNonNull(forbids, "forbids");
  }
}
