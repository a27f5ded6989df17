package hu.ulti.core.record;

import hu.ulti.core.UltiException;
import java.util.Objects;
/**
 * Thrown for record text that is not well-formed: names the line and column, what was expected
 * and what was found.
 */
public final class RecordFormatException extends UltiException {
  private static final long serialVersionUID = 1L;

  /** The line of the text, from 1. */
  private final int line;
  /** The column of the line, from 1. */
  private final int column;

  /**
   * Creates the exception.
   *
   * @param line the line, counting from 1
   * @param column the column, counting from 1
   * @param problem what was expected and what was found
   */
  public RecordFormatException(int line, int column, String problem) {
    super("line " + line + ", column " + column + ": " + Objects.requireNonNull(problem, "problem"));
    this.line = line;
    this.column = column;
  }

  /** {@return the line, counting from 1} */
  public int line() {
    return line;
  }

  /** {@return the column, counting from 1} */
  public int column() {
    return column;
  }
}
