package hu.ulti.core.scoring;

import hu.ulti.core.UltiException;
import hu.ulti.core.internal.Text;
import java.util.Objects;

/**
 * Thrown when a hand summary contradicts itself or the rules. The message is one line: the
 * field, as the hand-summary JSON names it ({@code declarer.cardPoints}, {@code kontra[1].by}),
 * and the rule it breaks.
 */
public final class InvalidHandSummaryException extends UltiException {
  private static final long serialVersionUID = 1L;

  /** The field of the summary that is wrong. */
  private final String field;

  /**
   * Creates the exception.
   *
   * @param field the JSON path of the offending field
   * @param rule what is wrong, as the rule it breaks
   */
  public InvalidHandSummaryException(String field, String rule) {
    super(Text.quote(Objects.requireNonNull(field, "field")) + ": "
        + Objects.requireNonNull(rule, "rule"));
    this.field = Text.quote(field);
  }

  /**
   * {@return the JSON path of the offending field (its first 40 characters, if an input made it longer)}
   */
  public String field() {
    return field;
  }
}
