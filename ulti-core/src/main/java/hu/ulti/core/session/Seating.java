package hu.ulti.core.session;

import static com.google.common.base.Preconditions.checkArgument;

import hu.ulti.core.card.Seat;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Who sits where in one deal of a session: the player at each seat, the seat of each player, and
 * who sits the deal out. It follows from the number of players and the dealer alone, and this is
 * the one place that knows how.
 *
 * <p>Players are numbered anticlockwise. "The turn to deal passes to the right after each hand",
 * so player {@code d + 1} deals after player {@code d}. With three players, player {@code i}
 * sits at seat {@code i} of every deal. With four, "the dealer gives cards to the other three
 * players and sits out of the play": forehand (the dealer's right) is at seat 0, then seats 1
 * and 2, and the game's dealer seat is seat 2, the last to receive cards.
 *
 * <p>Guarantees: immutable and thread-safe; equal when the number of players and the dealer are.
 */
public final class Seating {
  /** The numbers of players Ulti is played by. */
  static final int FEWEST = 3;
  static final int MOST = 4;

  private final int players;
  private final Player dealer;
  private final List<Player> seated;

  private Seating(int players, Player dealer) {
    this.players = players;
    this.dealer = dealer;
    List<Player> at = new ArrayList<>(3);
    for (Seat seat : Seat.values()) {
      at.add(players == FEWEST ? Player.of(seat.index()) : Player.of((dealer.index() + 1 + seat.index()) % players));
    }
    this.seated = List.copyOf(at);
  }

  /**
   * {@return the seating of the deal a player deals}
   *
   * @param players how many play the session: three or four
   * @param dealer the player who deals
   * @throws IllegalArgumentException for another number of players, or a dealer beyond it
   */
  public static Seating of(int players, Player dealer) {
    Objects.requireNonNull(dealer, "dealer");
    dealer.checkAt(players);
    return new Seating(players, dealer);
  }

  static boolean isPlayerCount(int players) {
    return players >= FEWEST && players <= MOST;
  }

  static void checkPlayerCount(int players) {
    checkArgument(isPlayerCount(players), "Ulti is played by three or four, not %s", players);
  }

  /** {@return how many play the session: three or four} */
  public int playerCount() {
    return players;
  }

  /** {@return the player who deals} */
  public Player dealer() {
    return dealer;
  }

  /** {@return the seat the game's dealer has: the dealer's own with three players, seat 2 with four} */
  public Seat dealerSeat() {
    return players == FEWEST ? Seat.of(dealer.index()) : Seat.SEAT_2;
  }

  /**
   * {@return the player at a seat}
   *
   * @param seat the seat
   */
  public Player player(Seat seat) {
    return seated.get(Objects.requireNonNull(seat, "seat").index());
  }

  /** {@return the players at seats 0, 1 and 2} */
  public List<Player> players() {
    return seated;
  }

  /**
   * {@return the seat of a player; empty for the dealer who sits out at a table of four}
   *
   * @param player the player
   * @throws IllegalArgumentException if there is no such player at the table
   */
  public Optional<Seat> seatOf(Player player) {
    Objects.requireNonNull(player, "player").checkAt(players);
    int at = seated.indexOf(player);
    return at < 0 ? Optional.empty() : Optional.of(Seat.of(at));
  }

  /** {@return the player who sits the deal out: the dealer, at a table of four} */
  public Optional<Player> sittingOut() {
    return players == FEWEST ? Optional.empty() : Optional.of(dealer);
  }

  /** {@return the seating of the next deal: the deal passed to the right} */
  public Seating next() {
    return new Seating(players, dealer.next(players));
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Seating seating && seating.players == players && seating.dealer == dealer;
  }

  @Override
  public int hashCode() {
    return 31 * players + dealer.hashCode();
  }

  /** The seating as text, for example "seats 0-2: player 3, player 0, player 1; player 2 deals and sits out". */
  @Override
  public String toString() {
    return "seats 0-2: " + seated.get(0) + ", " + seated.get(1) + ", " + seated.get(2) + "; " + dealer
        + (players == FEWEST ? " deals" : " deals and sits out");
  }
}
