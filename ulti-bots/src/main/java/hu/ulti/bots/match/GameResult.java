package hu.ulti.bots.match;

import hu.ulti.core.card.Seat;
import java.util.List;
import java.util.Objects;

/**
 * What one game of a {@link Match} gave: which deal, who sat where, what each seat was paid.
 *
 * @param dealIndex the deal's index in the match, from 0
 * @param seating the entrant (its index in the match) in each seat, seats 0, 1 and 2
 * @param payments the game points each seat was paid, seats 0, 1 and 2; they sum to zero
 */
public record GameResult(int dealIndex, List<Integer> seating, List<Integer> payments) {
  /**
   * Checks the lists.
   *
   * @param dealIndex the deal's index
   * @param seating the seating
   * @param payments the payments
   */
  public GameResult {
    seating = List.copyOf(seating);
    payments = List.copyOf(payments);
    if (dealIndex < 0 || seating.size() != 3 || payments.size() != 3) {
      throw new IllegalArgumentException("A game: a deal index and three seats");
    }
  }

  /**
   * {@return the entrant's index in the seat}
   *
   * @param seat the seat
   */
  public int entrant(Seat seat) {
    return seating.get(Objects.requireNonNull(seat, "seat").index());
  }

  /**
   * {@return what the seat was paid}
   *
   * @param seat the seat
   */
  public int paid(Seat seat) {
    return payments.get(Objects.requireNonNull(seat, "seat").index());
  }
}
