package hu.ulti.server.http;

import hu.ulti.server.table.TableException;
import java.util.Optional;

/**
 * A request the server refuses, with the HTTP status and the JSON body it answers:
 * {@code {"error": code, "message": ..., "field": ..., "violation": ...}}. Never a stack trace.
 * The HTTP layer's own type: the tables refuse with a {@link TableException}, mapped here at
 * the edge ({@link #of}).
 */
public final class ApiError extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int status;
  private final String code;
  private final Optional<String> field;
  private final Optional<String> violation;

  private ApiError(int status, String code, String message, Optional<String> field, Optional<String> violation) {
    super(message, null, false, false);
    this.status = status;
    this.code = code;
    this.field = field;
    this.violation = violation;
  }

  /**
   * {@return the answer to a request the tables refused: each kind of refusal has its status}
   *
   * @param refused the refusal
   */
  public static ApiError of(TableException refused) {
    String message = refused.getMessage();
    return switch (refused.kind()) {
      case INVALID -> badRequest(refused.field().orElse(""), message);
      case UNAUTHORIZED -> unauthorized(message);
      case FORBIDDEN -> forbidden(message);
      case NOT_FOUND -> notFound(message);
      case CONFLICT -> conflict(message);
      case REFUSED -> refused(refused.violation().orElse(""), message);
      case TOO_MANY -> tooMany(message);
      case UNAVAILABLE -> unavailable(message);
    };
  }

  /** 400: the request is malformed; the field says where. */
  public static ApiError badRequest(String field, String message) {
    return new ApiError(400, "bad-request", message, Optional.of(field), Optional.empty());
  }

  /** 401: no token, or a token that opens no player's place at this table. */
  public static ApiError unauthorized(String message) {
    return new ApiError(401, "unauthorized", message, Optional.empty(), Optional.empty());
  }

  /** 403: the token is good, but not for what was asked. */
  public static ApiError forbidden(String message) {
    return new ApiError(403, "forbidden", message, Optional.empty(), Optional.empty());
  }

  /** 404: no such table, or no such path. */
  public static ApiError notFound(String message) {
    return new ApiError(404, "not-found", message, Optional.empty(), Optional.empty());
  }

  /** 409: the table is not where the request expected it (a stale sequence number, a place taken, a lost race). */
  public static ApiError conflict(String message) {
    return new ApiError(409, "conflict", message, Optional.empty(), Optional.empty());
  }

  /** 422: the rules refuse the action; the violation names the rule. */
  public static ApiError refused(String violation, String message) {
    return new ApiError(422, "refused", message, Optional.empty(), Optional.of(violation));
  }

  /** 413: the request or message is too large. */
  public static ApiError tooLarge(String message) {
    return new ApiError(413, "too-large", message, Optional.empty(), Optional.empty());
  }

  /** 429: too many requests or messages, or too many open tables. */
  public static ApiError tooMany(String message) {
    return new ApiError(429, "too-many-requests", message, Optional.empty(), Optional.empty());
  }

  /** 503: the database is not answering. */
  public static ApiError unavailable(String message) {
    return new ApiError(503, "unavailable", message, Optional.empty(), Optional.empty());
  }

  /** The HTTP status. */
  public int status() {
    return status;
  }

  /** The error's code in the JSON body. */
  public String code() {
    return code;
  }

  /** The field at fault, for a 400. */
  public Optional<String> field() {
    return field;
  }

  /** The rule broken, for a 422: a {@code Violation} name. */
  public Optional<String> violation() {
    return violation;
  }
}
