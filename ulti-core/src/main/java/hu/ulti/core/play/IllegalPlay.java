package hu.ulti.core.play;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import java.util.Objects;

/**
 * A refused card: which rule it breaks, the card, the cards that were legal instead, and a
 * message a player understands.
 *
 * @param violation the rule the card breaks
 * @param card the card that was refused
 * @param legalCards the cards the player may play instead (empty only for a card not in hand of
 *     an empty hand)
 * @param message one or two sentences naming the rule and the cards that satisfy it
 */
public record IllegalPlay(PlayViolation violation, Card card, CardSet legalCards, String message) {
  /**
   * Validates the value.
   *
   * @param card the card
   * @param legalCards the legal cards
   * @param message the message
   * @param violation the violation
   */
  public IllegalPlay {
    Objects.requireNonNull(violation, "violation");
    Objects.requireNonNull(card, "card");
    Objects.requireNonNull(legalCards, "legalCards");
    Objects.requireNonNull(message, "message");
  }
}
