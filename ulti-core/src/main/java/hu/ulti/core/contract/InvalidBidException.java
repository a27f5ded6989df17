package hu.ulti.core.contract;

import hu.ulti.core.UltiException;
import java.util.Objects;

/** Thrown when a bid cannot be made; names the rule it breaks. */
public final class InvalidBidException extends UltiException {
  private static final long serialVersionUID = 1L;

  /** The rule the bid breaks. */
  private final BidRule rule;

  /**
   * Creates the exception.
   *
   * @param rule the rule the bid breaks
   * @param detail what about the bid breaks it
   */
  public InvalidBidException(BidRule rule, String detail) {
    super(Objects.requireNonNull(detail, "detail") + " (" + rule.rule() + ")");
    this.rule = rule;
  }

  /** {@return the rule the bid breaks} */
  public BidRule rule() {
    return rule;
  }
}
