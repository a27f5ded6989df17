package hu.ulti.core.game;

import hu.ulti.core.UltiException;
/** Thrown by {@link Game#apply} for a refused action; the game it was applied to is unchanged. */
public final class IllegalActionException extends UltiException {
  private static final long serialVersionUID = 1L;

  private final transient Refusal refusal;

  /**
   * Creates the exception; its message names the violation and explains it.
   *
   * @param refusal the refusal
   */
  public IllegalActionException(Refusal refusal) {
    super(refusal.violation() + ": " + refusal.message());
    this.refusal = refusal;
  }

  /** {@return why the action was refused} */
  public Refusal refusal() {
    return refusal;
  }

  /** {@return the rule the action breaks} */
  public Violation violation() {
    return refusal.violation();
  }
}
