package hu.ulti.core.card;

/**
 * Thrown when text does not name a card, suit, rank or seat. The message quotes the bad token and
 * says what was expected; {@link #token()} returns the token itself.
 */
public final class CardFormatException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final String token;

  /**
   * Creates the exception.
   *
   * @param token the text that could not be read
   * @param expected what would have been accepted, for the message
   */
  public CardFormatException(String token, String expected) {
    super("Cannot read '" + token + "': expected " + expected);
    this.token = token;
  }

  /** The text that could not be read, exactly as given. */
  public String token() {
    return token;
  }
}
