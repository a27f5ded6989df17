package hu.ulti.core.game;

import java.util.Objects;

/**
 * A refused action: what was tried, the rule it breaks, and a message a player understands.
 *
 * @param action the refused action
 * @param violation the rule it breaks
 * @param message why, in a sentence or two
 */
public record Refusal(Action action, Violation violation, String message) {
  /**
   * Validates nulls.
   *
   * @param action the action
   * @param message the message
   * @param violation the violation
   */
  public Refusal {
    Objects.requireNonNull(action, "action");
    Objects.requireNonNull(violation, "violation");
    Objects.requireNonNull(message, "message");
  }
}
