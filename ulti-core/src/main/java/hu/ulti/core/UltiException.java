package hu.ulti.core;

/**
 * The common supertype of every exception the SDK throws for input that breaks a rule or a
 * format: a card, bid or rule set id that cannot be read, an action the rules refuse, a record
 * or a hand summary that is malformed or contradicts the rules. Its message says what is wrong
 * in a sentence a player or a programmer understands, and quotes at most a short prefix of the
 * input. It is unchecked, and an {@link IllegalArgumentException}, since in each case the caller
 * gave an argument the SDK refuses.
 *
 * <p>A caller's misuse of the API (asking for the settlement of a deal that is not over, say)
 * is an {@link IllegalStateException} instead, and a null argument a
 * {@link NullPointerException}.
 */
public abstract class UltiException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception.
   *
   * @param message what is wrong
   */
  protected UltiException(String message) {
    super(message);
  }

  /**
   * Creates the exception with the failure that shows it.
   *
   * @param message what is wrong
   * @param cause the failure underneath
   */
  protected UltiException(String message, Throwable cause) {
    super(message, cause);
  }
}
