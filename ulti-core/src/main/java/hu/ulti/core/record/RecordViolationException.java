package hu.ulti.core.record;

import hu.ulti.core.UltiException;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Violation;
import java.util.Objects;
import java.util.Optional;

/**
 * Thrown when a well-formed record breaks a rule on replay: names the move number, the seat,
 * the action as written, and the typed violation (empty for problems of the record as a whole,
 * such as a result that does not match the replay).
 */
public final class RecordViolationException extends UltiException {
  private static final long serialVersionUID = 1L;

  /** The number of the move that breaks a rule. */
  private final int move;
  private final transient Seat seat;
  /** The move as the record writes it. */
  private final String action;
  private final transient Violation violation;

  /**
   * Creates the exception for a move that breaks a rule.
   *
   * @param move the move number, counting from 1
   * @param seat the seat that acted
   * @param action the move as written
   * @param violation the typed violation
   * @param message what is wrong
   */
  public RecordViolationException(int move, Seat seat, String action, Violation violation, String message) {
    this(move, seat, action, Objects.requireNonNull(violation, "violation"), message, true);
  }

  /**
   * Creates the exception for a problem of the record as a whole, found at a move: a result that
   * does not match the replay, or unknown discards that nothing fits.
   *
   * @param move the move number, counting from 1 (0 for a record without moves)
   * @param seat the seat that acted
   * @param action the move as written
   * @param message what is wrong
   */
  public RecordViolationException(int move, Seat seat, String action, String message) {
    this(move, seat, action, null, message, true);
  }

  private RecordViolationException(int move, Seat seat, String action, Violation violation, String message,
      boolean checked) {
    super("move " + move + ", " + Objects.requireNonNull(seat, "seat") + ", '"
        + Objects.requireNonNull(action, "action") + "': " + (violation == null ? "" : violation + ": ")
        + Objects.requireNonNull(message, "message"));
    this.move = move;
    this.seat = seat;
    this.action = action;
    this.violation = violation;
  }

  /** {@return the move number, counting from 1} */
  public int move() {
    return move;
  }

  /** {@return the seat that acted} */
  public Seat seat() {
    return seat;
  }

  /** {@return the move as written} */
  public String action() {
    return action;
  }

  /** {@return the typed violation; empty for a problem of the whole record} */
  public Optional<Violation> violation() {
    return Optional.ofNullable(violation);
  }
}
