package hu.ulti.bots;

import hu.ulti.core.game.PlayerView;
import java.util.Objects;
import java.util.Optional;

/** What every bot checks of the view it is given. */
final class Views {
  private Views() {}

  /**
   * Refuses a view whose seat is not to act: the deal is over, or another seat is to act.
   *
   * @throws IllegalArgumentException saying which
   */
  static void requireToAct(PlayerView view) {
    Objects.requireNonNull(view, "view");
    if (!view.toAct().equals(Optional.of(view.seat()))) {
      throw new IllegalArgumentException(view.toAct()
          .map(seat -> "Seat " + view.seat().index() + " is not to act: seat " + seat.index() + " is")
          .orElse("Seat " + view.seat().index() + " is not to act: no one is, the deal is over"));
    }
  }
}
