package hu.ulti.core.contract;

import hu.ulti.core.UltiException;
import hu.ulti.core.internal.Text;
import java.util.Objects;

/** Thrown when text does not name a bid; quotes the word that could not be read. */
public final class BidFormatException extends UltiException {
  private static final long serialVersionUID = 1L;

  /** The word that could not be read. */
  private final String token;

  /**
   * Creates the exception.
   *
   * @param token the word or text that could not be read
   * @param problem what is wrong with it
   */
  public BidFormatException(String token, String problem) {
    super("Cannot read bid word '" + Text.quote(token) + "': " + Objects.requireNonNull(problem, "problem"));
    this.token = Text.quote(token);
  }

  /**
   * {@return the offending word as given, or its first 40 characters and its length if it is longer}
   */
  public String token() {
    return token;
  }
}
