package hu.ulti.core.record;

import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Action;
import java.util.List;
import java.util.Objects;

/**
 * One move line of a record: its number, where it stands, the seat, the actions it stands for
 * (taking the talon and bidding are one line but two actions), and whether its discard is
 * unknown ({@code discard ? ?}; the {@link Action.MakeBid} then carries an empty discard).
 *
 * @param number the move number, counting from 1
 * @param line the line it stands on
 * @param seat the seat that acts
 * @param actions the actions, one or two
 * @param text the move as written, without number and comments
 * @param discardUnknown whether the discard is written {@code ? ?}
 */
public record Move(int number, int line, Seat seat, List<Action> actions, String text, boolean discardUnknown) {
  /** Copies the actions. */
  public Move {
    Objects.requireNonNull(seat, "seat");
    actions = List.copyOf(actions);
    Objects.requireNonNull(text, "text");
  }
}
