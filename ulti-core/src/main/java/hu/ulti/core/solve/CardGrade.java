package hu.ulti.core.solve;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.Seat;
import hu.ulti.core.contract.Component;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * What one card of a played deal cost its side, judged with every hand known and best play by
 * both sides afterwards (as bridge's double-dummy analysis grades a play): the card points it
 * gave away against the best card, and the components whose best outcome for its side it lost.
 *
 * @param number the card's number in the play, from 1 to 30
 * @param seat who played it
 * @param card the card
 * @param declarer whether it was the declarer's
 * @param choices how many legal cards the seat had; a card played with no choice costs nothing
 * @param cardPointsLost how many card points fewer its side can be sure of after it than after
 *     the best card, counted only in contracts scored by card points (those with the simple game
 *     or a 100); 0 otherwise
 * @param componentsLost the components decided by the play whose best outcome for its side this
 *     card gave away: a component the side could still have won, and now cannot against best play
 */
public record CardGrade(int number, Seat seat, Card card, boolean declarer, int choices, int cardPointsLost,
    Set<Component> componentsLost) {
  /**
   * Checks the parts and copies the set.
   *
   * @param number the number
   * @param seat the seat
   * @param card the card
   * @param declarer whether the declarer's
   * @param choices the legal cards
   * @param cardPointsLost the card points lost
   * @param componentsLost the components lost
   */
  public CardGrade {
    Objects.requireNonNull(seat, "seat");
    Objects.requireNonNull(card, "card");
    Objects.requireNonNull(componentsLost, "componentsLost");
    if (number < 1 || choices < 1 || cardPointsLost < 0) {
      throw new IllegalArgumentException("A card's number and choices are positive and its cost is not negative");
    }
    EnumSet<Component> set = EnumSet.noneOf(Component.class);
    set.addAll(componentsLost);
    componentsLost = Collections.unmodifiableSet(set);
  }

  /** {@return whether the card was as good as the best: it lost no card points and no component} */
  public boolean isBest() {
    return cardPointsLost == 0 && componentsLost.isEmpty();
  }
}
