package hu.ulti.core.scoring;

import java.util.Objects;

/**
 * Thrown when a hand summary contradicts itself or the rules. The message is one line: the
 * field, as the hand-summary JSON names it ({@code declarer.cardPoints}, {@code kontra[1].by}),
 * and the rule it breaks.
 */
public final class InvalidHandSummaryException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final String field;

  /**
   * Creates the exception.
   *
   * @param field the JSON path of the offending field
   * @param rule what is wrong, as the rule it breaks
   */
  public InvalidHandSummaryException(String field, String rule) {
    super(field + ": " + Objects.requireNonNull(rule, "rule"));
    this.field = Objects.requireNonNull(field, "field");
  }

  /** The JSON path of the offending field. */
  public String field() {
    return field;
  }
}
