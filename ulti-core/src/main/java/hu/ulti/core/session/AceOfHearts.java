package hu.ulti.core.session;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Objects;

/**
 * The "ace of hearts" player of a session whose end was called: who held the ace of hearts when
 * the auction ended, noted at the end of a deal. The session ends when he would deal again, one
 * round after his next turn to deal.
 *
 * @param player who held the ace
 * @param dealNumber the deal at whose end he was noted, counting from 1
 */
public record AceOfHearts(Player player, int dealNumber) {
  /**
   * Checks the deal number.
   *
   * @param player who held the ace
   * @param dealNumber the deal at whose end he was noted, counting from 1
   */
  public AceOfHearts {
    Objects.requireNonNull(player, "player");
    checkArgument(dealNumber >= 1, "Deals are numbered from 1, not %s", dealNumber);
  }
}
