package hu.ulti.core.game;

import hu.ulti.core.UltiException;
import java.util.Objects;
import java.util.Optional;

/**
 * Thrown when the parts of a view ({@link PlayerView.Builder}) do not form one a real deal could
 * show: an action of the history the rules refuse, or cards that contradict the history. Names
 * the history entry where there is one, and the rule.
 */
public final class InvalidViewException extends UltiException {
  private static final long serialVersionUID = 1L;

  /** The offending action's place in the history, counting from 0. */
  private final int index;
  private final transient Violation violation;

  /**
   * Creates the exception for an action of the history.
   *
   * @param index the action's place in the history, counting from 0
   * @param violation the rule it breaks
   * @param message why
   */
  public InvalidViewException(int index, Violation violation, String message) {
    super("history[" + index + "]: " + Objects.requireNonNull(violation, "violation") + ": "
        + Objects.requireNonNull(message, "message"));
    this.index = index;
    this.violation = violation;
  }

  /**
   * Creates the exception for a part of the view other than the history.
   *
   * @param part the part, as the builder names it ({@code hand}, {@code knownTalon}, ...)
   * @param message what contradicts what
   */
  public InvalidViewException(String part, String message) {
    super(Objects.requireNonNull(part, "part") + ": " + Objects.requireNonNull(message, "message"));
    this.index = -1;
    this.violation = null;
  }

  /** {@return the history entry at fault, counting from 0; empty for another part of the view} */
  public Optional<Integer> index() {
    return index < 0 ? Optional.empty() : Optional.of(index);
  }

  /** {@return the rule the history entry breaks; empty for another part of the view} */
  public Optional<Violation> violation() {
    return Optional.ofNullable(violation);
  }
}
