package hu.ulti.core.card;

/**
 * The three seats of a deal, numbered 0, 1, 2 anticlockwise.
 *
 * <p>Deal and play go anticlockwise, so {@link #next()} is the player to this seat's right: the
 * next to be dealt to, the next to bid and the next to play to a trick. The deal passes to the
 * right after each hand, so the next dealer is {@code dealer.next()}, and forehand (előkéz, the
 * player to the dealer's right, who holds twelve cards and opens the auction) is
 * {@code dealer.next()} as well.
 *
 * <p>Guarantees: an enum, so immutable and thread-safe.
 */
public enum Seat {
  /** Seat 0. */
  SEAT_0,
  /** Seat 1, to the right of seat 0. */
  SEAT_1,
  /** Seat 2, to the right of seat 1 and to the left of seat 0. */
  SEAT_2;

  private static final Seat[] VALUES = values();

  /** {@return the seat's number, 0 to 2} */
  public int index() {
    return ordinal();
  }

  /** {@return the player to this seat's right, who plays or bids after this seat} */
  public Seat next() {
    return VALUES[(ordinal() + 1) % 3];
  }

  /** {@return the player to this seat's left, who plays or bids before this seat} */
  public Seat previous() {
    return VALUES[(ordinal() + 2) % 3];
  }

  /**
   * {@return the seat with the given number}
   *
   * @param index the index, counting from 0
   * @throws IllegalArgumentException if {@code index} is not 0, 1 or 2
   */
  public static Seat of(int index) {
    if (index < 0 || index > 2) {
      throw new IllegalArgumentException("A seat is 0, 1 or 2, not " + index);
    }
    return VALUES[index];
  }

  /** The seat number as text, for example "seat 1". */
  @Override
  public String toString() {
    return "seat " + ordinal();
  }
}
