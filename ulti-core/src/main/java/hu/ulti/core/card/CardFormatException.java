package hu.ulti.core.card;

import hu.ulti.core.UltiException;
import hu.ulti.core.internal.Text;
import java.util.Objects;

/**
 * Thrown when text does not name a card, suit, rank or seat. The message quotes the bad token and
 * says what was expected; {@link #token()} returns the token itself.
 */
public final class CardFormatException extends UltiException {
  private static final long serialVersionUID = 1L;

  /** The text that is not a card. */
  private final String token;

  /**
   * Creates the exception.
   *
   * @param token the text that could not be read
   * @param expected what would have been accepted, for the message
   */
  public CardFormatException(String token, String expected) {
    super("Cannot read '" + Text.quote(token) + "': expected " + Objects.requireNonNull(expected, "expected"));
    this.token = Text.quote(token);
  }

  /**
   * {@return the text that could not be read as given, or its first 40 characters and its length if it is longer}
   */
  public String token() {
    return token;
  }
}
