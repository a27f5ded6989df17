package hu.ulti.core.contract;

/** Thrown when text does not name a bid; quotes the word that could not be read. */
public final class BidFormatException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final String token;

  /**
   * Creates the exception.
   *
   * @param token the word or text that could not be read
   * @param problem what is wrong with it
   */
  public BidFormatException(String token, String problem) {
    super("Cannot read bid word '" + token + "': " + problem);
    this.token = token;
  }

  /** The offending word, as given. */
  public String token() {
    return token;
  }
}
