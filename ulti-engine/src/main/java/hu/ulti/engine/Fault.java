package hu.ulti.engine;

import java.util.Objects;

/**
 * Something an engine did wrong, and when: the referee recorded it and took the decision for the
 * engine ({@code docs/engine-protocol.md}, "Faults").
 *
 * @param kind what went wrong
 * @param dealNumber the deal, counting from 1 within the engine's run; 0 before the first
 * @param decision the decision's id ({@code "3.7"}), or empty when no decision was awaited
 * @param detail what the engine sent or did, quoted short
 */
public record Fault(Kind kind, int dealNumber, String decision, String detail) {
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
    /** No {@code identity} or {@code readyOk} within ten seconds of starting. */
    UNREADY
  }

  /**
   * Checks the parts.
   *
   * @param kind what went wrong
   * @param dealNumber the deal
   * @param decision the decision's id, or empty
   * @param detail what the engine sent or did
   */
  public Fault {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(decision, "decision");
    Objects.requireNonNull(detail, "detail");
  }

  @Override
  public String toString() {
    return kind.name().toLowerCase(java.util.Locale.ROOT) + " (deal " + dealNumber + (decision.isEmpty() ? "" : ", decision "
        + decision) + "): " + detail;
  }
}
