package hu.ulti.core.solve;

import hu.ulti.core.card.Card;
import hu.ulti.core.contract.Component;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What best play by both sides gives from a position: for each component the play decides,
 * whether the declarer makes it; the most card points the declarer can guarantee; and the same
 * after each legal card of the player to move.
 *
 * @param made for each component decided by the play (betli, durchmars, ulti, the simple game,
 *     40-100, 20-100), whether the declarer makes it against every defence
 * @param declarerCardPoints the card points the declarer can guarantee (tricks and the last
 *     trick; the talon's aces and tens are the defenders')
 * @param cards the value of each legal card of the player to move, in card order
 */
public record Solution(Map<Component, Boolean> made, int declarerCardPoints, List<CardValue> cards) {
  /** Copies the collections. */
  public Solution {
    made = Map.copyOf(made);
    cards = List.copyOf(cards);
  }

  /**
   * The result of one legal card, with best play afterwards.
   *
   * @param card the card
   * @param made as {@link Solution#made()} after playing it
   * @param declarerCardPoints as {@link Solution#declarerCardPoints()} after playing it
   * @param keepsResult whether the card keeps the position's best result for the side to move:
   *     every component outcome and the card points
   */
  public record CardValue(Card card, Map<Component, Boolean> made, int declarerCardPoints, boolean keepsResult) {
    /** Copies the map. */
    public CardValue {
      Objects.requireNonNull(card, "card");
      made = Map.copyOf(made);
    }
  }
}
