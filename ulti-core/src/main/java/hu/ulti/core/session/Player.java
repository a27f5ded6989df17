package hu.ulti.core.session;

/**
 * The players of a session, numbered 0 to 3 anticlockwise: three play, or four with the dealer
 * sitting each deal out. A player is fixed for the session; the {@link hu.ulti.core.card.Seat}
 * he takes changes from deal to deal ({@link Seating}). The two are different types so that a
 * player's number is never mistaken for a seat's.
 *
 * <p>"The turn to deal passes to the right after each hand": after player {@code d} deals,
 * {@link #next(int) d.next(players)} does.
 */
public enum Player {
  /** Player 0. */
  PLAYER_0,
  /** Player 1, to the right of player 0. */
  PLAYER_1,
  /** Player 2. */
  PLAYER_2,
  /** Player 3, at a table of four only. */
  PLAYER_3;

  private static final Player[] VALUES = values();

  /** {@return the player's number, 0 to 3} */
  public int index() {
    return ordinal();
  }

  /**
   * {@return the player to this one's right at a table of {@code players}: who deals after him}
   *
   * @param players how many play the session: three or four
   * @throws IllegalArgumentException for another number of players, or a player beyond it
   */
  public Player next(int players) {
    checkAt(players);
    return VALUES[(ordinal() + 1) % players];
  }

  /**
   * {@return the player with the given number}
   *
   * @param index the number, from 0
   * @throws IllegalArgumentException unless {@code index} is 0 to 3
   */
  public static Player of(int index) {
    if (index < 0 || index >= VALUES.length) {
      throw new IllegalArgumentException("A player is 0, 1, 2 or 3, not " + index);
    }
    return VALUES[index];
  }

  /**
   * {@return the player with the given number at a table of {@code players}}
   *
   * @param index the number, from 0
   * @param players how many play the session: three or four
   * @throws IllegalArgumentException for another number of players, or no such player at it
   */
  public static Player of(int index, int players) {
    Seating.checkPlayerCount(players);
    if (index < 0 || index >= players) {
      throw new IllegalArgumentException("No player " + index + " at a table of " + players);
    }
    return VALUES[index];
  }

  /** Refuses a player beyond a table of {@code players}. */
  void checkAt(int players) {
    Seating.checkPlayerCount(players);
    if (ordinal() >= players) {
      throw new IllegalArgumentException("No " + this + " at a table of " + players);
    }
  }

  /** The player as text, for example "player 1". */
  @Override
  public String toString() {
    return "player " + ordinal();
  }
}
