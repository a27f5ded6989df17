package hu.ulti.core.play;

import hu.ulti.core.card.Seat;
import java.util.Objects;

/** The two sides of a deal: the declarer alone against the two defenders in partnership. */
public enum Side {
  /** The declarer (felvevő), who won the auction and plays alone. */
  DECLARER("declarer", "felvevő"),
  /** The declarer's two opponents (ellenfelek), who play together. */
  DEFENDERS("defenders", "ellenfelek");

  private final String englishName;
  private final String hungarianName;

  Side(String englishName, String hungarianName) {
    this.englishName = englishName;
    this.hungarianName = hungarianName;
  }

  /**
   * {@return the side a seat plays on, given who declares}
   *
   * @param seat the seat
   * @param declarer the declarer
   */
  public static Side of(Seat seat, Seat declarer) {
    return Objects.requireNonNull(seat, "seat") == Objects.requireNonNull(declarer, "declarer")
        ? DECLARER
        : DEFENDERS;
  }

  /** {@return the other side} */
  public Side opponent() {
    return this == DECLARER ? DEFENDERS : DECLARER;
  }

  /** {@return "declarer" or "defenders"} */
  public String englishName() {
    return englishName;
  }

  /** {@return "felvevő" or "ellenfelek"} */
  public String hungarianName() {
    return hungarianName;
  }
}
