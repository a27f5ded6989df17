package hu.ulti.core.record;

import hu.ulti.core.UltiException;
import hu.ulti.core.internal.Text;
import java.util.Objects;

/**
 * Thrown when the records of a session do not form one: names the deal (counting from 1 within
 * the session) and what is wrong, such as a deal dealt by the wrong player, a deal after the
 * session ended, running scores that do not add up, or a deal that breaks a rule.
 */
public final class SessionViolationException extends UltiException {
  private static final long serialVersionUID = 1L;

  /** The session tag of the record. */
  private final String session;
  /** The number of the deal within the session, from 1. */
  private final int deal;

  /**
   * Creates the exception.
   *
   * @param session the session's name, as its {@code Session} tag gives it
   * @param deal the deal within the session, counting from 1
   * @param problem what is wrong
   */
  public SessionViolationException(String session, int deal, String problem) {
    super("session '" + Text.quote(Objects.requireNonNull(session, "session")) + "', deal " + deal
        + ": " + Objects.requireNonNull(problem, "problem"));
    this.session = Text.quote(session);
    this.deal = deal;
  }

  /** {@return the session's name (its first 40 characters if it is longer)} */
  public String session() {
    return session;
  }

  /** {@return the deal within the session, counting from 1} */
  public int deal() {
    return deal;
  }
}
