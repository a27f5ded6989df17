package hu.ulti.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonMappingException;

/**
 * Thrown when JSON does not hold a valid Ulti value: a field of the wrong type, an unknown card
 * or bid code, a missing or unknown field, a key given twice, input beyond the format's limits,
 * or a game or view whose actions break a rule. The message names the field by its path inside
 * the value ({@code actions[3]: NOT_YOUR_TURN: ...}) and quotes at most a short prefix of the
 * input. It is the {@link JsonMappingException} that Jackson's {@code readValue} throws.
 */
public final class UltiJsonException extends JsonMappingException {
  private static final long serialVersionUID = 1L;

  /** The JSON path of the offending field. */
  private final String field;

  UltiJsonException(JsonParser parser, String field, String message) {
    super(parser, message);
    this.field = field;
  }

  /**
   * {@return the path of the field at fault inside the value read, such as {@code actions[3].card}; empty for the value itself}
   */
  public String field() {
    return field;
  }
}
