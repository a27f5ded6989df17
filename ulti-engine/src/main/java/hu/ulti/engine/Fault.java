package hu.ulti.engine;

import hu.ulti.core.card.Seat;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * Something an engine did wrong, and when: the referee recorded it and took the decision for the
 * engine ({@code docs/engine-protocol.md}, "Faults").
 *
 * @param kind what went wrong
 * @param game the referee's name for the game it happened in ({@link EngineBot#newDeal}): a match's
 *     deal and seating, a table and its deal; empty when the referee named none
 * @param seat the seat the engine played in that deal; empty before its first deal
 * @param dealNumber the deal, counting from 1 within the engine's run (the {@code dealNumber} of its
 *     {@code newDeal}); 0 before the first
 * @param decision the decision's id ({@code "3.7"}, the {@code go}'s), or empty when no decision
 *     was awaited
 * @param detail what the engine sent or did, quoted short
 */
public record Fault(Kind kind, String game, Optional<Seat> seat, int dealNumber, String decision, String detail) {
  /** What went wrong. */
  public enum Kind {
    /** A line that is not a JSON object of a known type, or an action without the awaited id. */
    INVALID,
    /** An action that is not one of the view's legal actions. */
    ILLEGAL,
    /** No action within the time control. */
    LATE,
    /** The engine's output ended: it exited or closed it. */
    CRASHED,
    /** No {@code identity} or {@code readyOk} within the start-up limit. */
    UNREADY
  }

  /**
   * Checks the parts.
   *
   * @param kind what went wrong
   * @param game the game's name, or empty
   * @param seat the engine's seat, or empty
   * @param dealNumber the deal
   * @param decision the decision's id, or empty
   * @param detail what the engine sent or did
   */
  public Fault {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(seat, "seat");
    Objects.requireNonNull(decision, "decision");
    Objects.requireNonNull(detail, "detail");
  }

  /**
   * The fault in one line: its kind, the game (or the engine's deal number when the referee named
   * no game), the seat, the decision and the detail, such as {@code late in deal 18, seating
   * Random, rule-of-thumb, rule-of-thumb, seat 0 (decision 7.3): no action within 1000 ms}.
   */
  @Override
  public String toString() {
    String kindName = kind.name().toLowerCase(Locale.ROOT);
    String where = seat.map(s -> ", seat " + s.index()).orElse("");
    if (game.isEmpty()) {
      return kindName + " (deal " + dealNumber + where + (decision.isEmpty() ? "" : ", decision " + decision) + "): "
          + detail;
    }
    return kindName + " in " + game + where + (decision.isEmpty() ? "" : " (decision " + decision + ")") + ": " + detail;
  }
}
