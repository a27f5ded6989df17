package hu.ulti.server.table;

import java.util.Optional;

/**
 * A request the tables refuse, and why, in the tables' own terms: the HTTP layer maps each
 * {@link Kind} to a status and an error body at its edge, so that nothing below it knows HTTP.
 * Never carries a stack trace.
 */
public final class TableException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** Why a request is refused. */
  public enum Kind {
    /** The request is malformed; the field says where. */
    INVALID,
    /** No token, or one that opens no player's place at this table. */
    UNAUTHORIZED,
    /** The token is good, but not for what was asked. */
    FORBIDDEN,
    /** No such table or session. */
    NOT_FOUND,
    /** The table is not where the request expected it. */
    CONFLICT,
    /** The rules refuse the action; the violation names the rule. */
    REFUSED,
    /** Too many open tables for this client. */
    TOO_MANY,
    /** The database does not answer. */
    UNAVAILABLE
  }

  private final Kind kind;
  private final Optional<String> field;
  private final Optional<String> violation;

  private TableException(Kind kind, String message, Optional<String> field, Optional<String> violation) {
    super(message, null, false, false);
    this.kind = kind;
    this.field = field;
    this.violation = violation;
  }

  static TableException invalid(String field, String message) {
    return new TableException(Kind.INVALID, message, Optional.of(field), Optional.empty());
  }

  static TableException unauthorized(String message) {
    return new TableException(Kind.UNAUTHORIZED, message, Optional.empty(), Optional.empty());
  }

  static TableException forbidden(String message) {
    return new TableException(Kind.FORBIDDEN, message, Optional.empty(), Optional.empty());
  }

  static TableException notFound(String message) {
    return new TableException(Kind.NOT_FOUND, message, Optional.empty(), Optional.empty());
  }

  static TableException conflict(String message) {
    return new TableException(Kind.CONFLICT, message, Optional.empty(), Optional.empty());
  }

  static TableException refused(String violation, String message) {
    return new TableException(Kind.REFUSED, message, Optional.empty(), Optional.of(violation));
  }

  static TableException tooMany(String message) {
    return new TableException(Kind.TOO_MANY, message, Optional.empty(), Optional.empty());
  }

  static TableException unavailable(String message) {
    return new TableException(Kind.UNAVAILABLE, message, Optional.empty(), Optional.empty());
  }

  /** Why the request is refused. */
  public Kind kind() {
    return kind;
  }

  /** The field at fault, for {@link Kind#INVALID}. */
  public Optional<String> field() {
    return field;
  }

  /** The rule broken, for {@link Kind#REFUSED}: a {@code Violation} name. */
  public Optional<String> violation() {
    return violation;
  }
}
