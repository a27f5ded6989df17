package hu.ulti.core.play;

import hu.ulti.core.UltiException;
/** Thrown when a card that breaks a rule of trick play is played; carries the reason as data. */
public final class IllegalPlayException extends UltiException {
  private static final long serialVersionUID = 1L;

  private final transient IllegalPlay illegalPlay;

  /**
   * Creates the exception; its message is the refusal's message.
   *
   * @param illegalPlay the illegal play
   */
  public IllegalPlayException(IllegalPlay illegalPlay) {
    super(illegalPlay.violation() + ": " + illegalPlay.message());
    this.illegalPlay = illegalPlay;
  }

  /** {@return why the card was refused} */
  public IllegalPlay illegalPlay() {
    return illegalPlay;
  }

  /** {@return the rule the card breaks} */
  public PlayViolation violation() {
    return illegalPlay.violation();
  }
}
