package hu.ulti.core.session;

import hu.ulti.core.game.Violation;
import hu.ulti.core.UltiException;
import java.util.Objects;
import java.util.Optional;

/**
 * Thrown when a session's log or view does not form one a real session could: a deal dealt from
 * the wrong seat, an action the rules refuse, a deal after the session ended, or facts that
 * contradict each other. Names the deal (counting from 1; 0 for the session as a whole), the
 * action within it where there is one, and the rule.
 */
public final class InvalidSessionException extends UltiException {
  private static final long serialVersionUID = 1L;

  /** The deal at fault, counting from 1; 0 for the session as a whole. */
  private final int dealNumber;
  /** The action at fault, counting from 0 within its deal; -1 when no action is. */
  private final int action;
  private final transient Violation violation;

  /**
   * Creates the exception for an action the rules refuse.
   *
   * @param dealNumber the deal, counting from 1
   * @param action the action's place in the deal, counting from 0
   * @param violation the rule it breaks
   * @param message why
   */
  public InvalidSessionException(int dealNumber, int action, Violation violation, String message) {
    super("deal " + dealNumber + ", action " + (action + 1) + ": " + Objects.requireNonNull(violation, "violation") + ": "
        + Objects.requireNonNull(message, "message"));
    this.dealNumber = dealNumber;
    this.action = action;
    this.violation = violation;
  }

  /**
   * Creates the exception for a deal that does not fit the session, or for the session as a whole.
   *
   * @param dealNumber the deal, counting from 1; 0 for the session as a whole
   * @param message what is wrong
   */
  public InvalidSessionException(int dealNumber, String message) {
    super((dealNumber == 0 ? "" : "deal " + dealNumber + ": ") + Objects.requireNonNull(message, "message"));
    this.dealNumber = dealNumber;
    this.action = -1;
    this.violation = null;
  }

  /** {@return the deal at fault, counting from 1; 0 when the session as a whole is} */
  public int dealNumber() {
    return dealNumber;
  }

  /** {@return the action at fault, its place in the deal counting from 0; empty when no action is} */
  public Optional<Integer> action() {
    return action < 0 ? Optional.empty() : Optional.of(action);
  }

  /** {@return the rule the action breaks; empty when no action is at fault} */
  public Optional<Violation> violation() {
    return Optional.ofNullable(violation);
  }
}
