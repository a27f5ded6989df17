package hu.ulti.core.game;

import hu.ulti.core.card.Seat;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Who sits where in one deal of a session, from the number of players and the dealer: the one
 * place that knows the table's seating.
 *
 * <p>Players are numbered anticlockwise. "The turn to deal passes to the right after each hand",
 * so player {@code d + 1} deals after player {@code d}. With three players, player {@code i}
 * sits at seat {@code i} of every deal. With four, "the dealer gives cards to the other three
 * players and sits out of the play": forehand (the dealer's right) is at seat 0, then seats 1
 * and 2, and the game's dealer seat is seat 2, the last to receive cards.
 */
final class Seating {
  /** The numbers of players Ulti is played by. */
  static final int FEWEST = 3;
  static final int MOST = 4;

  private Seating() {}

  static boolean isPlayerCount(int players) {
    return players >= FEWEST && players <= MOST;
  }

  /** The player at a seat of the deal the dealer deals. */
  static int playerAt(int players, int dealer, Seat seat) {
    return players == FEWEST ? seat.index() : (dealer + 1 + seat.index()) % players;
  }

  /** The players at seats 0, 1 and 2 of the deal the dealer deals. */
  static List<Integer> seated(int players, int dealer) {
    List<Integer> seated = new ArrayList<>(3);
    for (Seat seat : Seat.values()) {
      seated.add(playerAt(players, dealer, seat));
    }
    return List.copyOf(seated);
  }

  /** The seat of a player in the deal the dealer deals; empty for the sitting-out dealer. */
  static Optional<Seat> seatOf(int players, int dealer, int player) {
    for (Seat seat : Seat.values()) {
      if (playerAt(players, dealer, seat) == player) {
        return Optional.of(seat);
      }
    }
    return Optional.empty();
  }

  /** The seat the game's dealer has: the dealer's own with three players, seat 2 with four. */
  static Seat dealerSeat(int players, int dealer) {
    return players == FEWEST ? Seat.of(dealer) : Seat.THIRD;
  }

  /** The player who sits the deal out: the dealer, at a table of four. */
  static Optional<Integer> sittingOut(int players, int dealer) {
    return players == FEWEST ? Optional.empty() : Optional.of(dealer);
  }

  /** The player who deals after this one. */
  static int nextDealer(int players, int dealer) {
    return (dealer + 1) % players;
  }
}
