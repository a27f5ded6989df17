package hu.ulti.core.record;

import hu.ulti.core.UltiException;
import java.util.Objects;

/**
 * Thrown when a line of the position notation ({@link Notation}) cannot be read: names the field
 * (the rule set, the dealer, the hands, the contract, a trick, ...) and what is wrong with it,
 * quoting at most a short prefix of the input.
 */
public final class NotationFormatException extends UltiException {
  private static final long serialVersionUID = 1L;

  /** The field at fault, as the message names it. */
  private final String field;

  /**
   * Creates the exception.
   *
   * @param field the field at fault, such as {@code the hands (seat 1)}
   * @param problem what is wrong with it
   */
  public NotationFormatException(String field, String problem) {
    super(Objects.requireNonNull(field, "field") + " " + Objects.requireNonNull(problem, "problem"));
    this.field = field;
  }

  /** {@return the field at fault, such as {@code the hands (seat 1)} or {@code trick 3}} */
  public String field() {
    return field;
  }
}
