package hu.ulti.core.solve;

import hu.ulti.core.card.Card;
import hu.ulti.core.contract.Component;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

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
  /**
   * Copies the collections; maps and sets iterate in component order.
   *
   * @param made the made
   * @param cards the cards
   * @param declarerCardPoints the declarer card points
   */
  public Solution {
    made = inOrder(made);
    cards = List.copyOf(cards);
  }

  static Map<Component, Boolean> inOrder(Map<Component, Boolean> map) {
    EnumMap<Component, Boolean> copy = new EnumMap<>(Component.class);
    copy.putAll(map);
    return Collections.unmodifiableMap(copy);
  }

  /**
   * The result of one legal card, with best play afterwards. Each component is played for on its
   * own, so a card may keep the best result for one and lose another (the most card points may
   * cost the ulti).
   *
   * @param card the card
   * @param made as {@link Solution#made()} after playing it
   * @param declarerCardPoints as {@link Solution#declarerCardPoints()} after playing it
   * @param keeps the components whose best outcome for the side to move this card keeps
   * @param keepsCardPoints whether it keeps the best card points for the side to move
   */
  public record CardValue(Card card, Map<Component, Boolean> made, int declarerCardPoints,
      Set<Component> keeps, boolean keepsCardPoints) {
    /**
     * Copies the collections.
     *
     * @param made the made
     * @param keeps the keeps
     * @param card the card
     * @param declarerCardPoints the declarer card points
     * @param keepsCardPoints the keeps card points
     */
    public CardValue {
      Objects.requireNonNull(card, "card");
      made = inOrder(made);
      EnumSet<Component> set = EnumSet.noneOf(Component.class);
      set.addAll(keeps);
      keeps = Collections.unmodifiableSet(set);
    }

    /**
     * {@return whether the card keeps every component's best outcome and the best card points}
     *
     * @param position the position
     */
    public boolean keepsEverything(Solution position) {
      Objects.requireNonNull(position, "position");
      return keepsCardPoints && keeps.equals(position.made().keySet());
    }
  }
}
