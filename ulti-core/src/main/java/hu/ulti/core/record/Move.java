package hu.ulti.core.record;

import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Action;
import hu.ulti.core.rules.RuleSet;
import java.util.List;
import java.util.Objects;

/**
 * One move line of a record: its number, where it stands, the seat, the actions it stands for
 * (taking the talon and bidding are one line but two actions), and whether its discard is
 * unknown ({@code discard ? ?}; the {@link Action.Bid} then carries an empty discard).
 *
 * <p>The move notation ({@code docs/record-format.md}) is the text form of actions that records
 * and JSON share: {@link #parse} reads a move line and {@link #format} writes an action.
 *
 * @param number the move number, counting from 1
 * @param line the line it stands on
 * @param seat the seat that acts
 * @param actions the actions, one or two
 * @param text the move as written, without number and comments
 * @param discardUnknown whether the discard is written {@code ? ?}
 */
public record Move(int number, int line, Seat seat, List<Action> actions, String text, boolean discardUnknown) {
  /**
   * Copies the actions.
   *
   * @param actions the actions
   * @param discardUnknown the discard unknown
   * @param line the line
   * @param number the number
   * @param seat the seat
   * @param text the text to read
   */
  public Move {
    Objects.requireNonNull(seat, "seat");
    actions = List.copyOf(actions);
    Objects.requireNonNull(text, "text");
  }

  /**
   * Reads one move in the notation of game records, such as {@code "0 play HA"},
   * {@code "12. 1 take discard A7 A8 bid Heart ulti"} or {@code "2 kontra ulti against 1"}; a
   * move number is optional. Bid names are read by the rule set.
   *
   * @param rules the rule set
   * @param text the text to read
   * @return the move
   * @throws RecordFormatException at line 1 with the column, for text that is not a move
   */
  public static Move parse(RuleSet rules, String text) {
    return MoveReader.read(Objects.requireNonNull(rules, "rules"), 1, Objects.requireNonNull(text, "text"), 0);
  }

  /**
   * {@return one action in move notation, without a number: {@code "0 play HA"}, {@code "1 take"},
   * {@code "0 discard A7 A8 bid Heart ulti"}, {@code "2 bid Betli"}} Bids are named in English
   * by the rule set.
   *
   * @param rules the rule set
   * @param action the action
   */
  public static String format(RuleSet rules, Action action) {
    return RecordWriter.text(Objects.requireNonNull(rules, "rules"), Objects.requireNonNull(action, "action"), false);
  }

  /**
   * {@return one action in move notation as the seat that saw it without the bidder's discard:
   * {@code "0 discard ? ? bid Heart ulti"}}
   *
   * @param rules the rule set
   * @param bid the bid
   */
  public static String formatWithHiddenDiscard(RuleSet rules, Action.Bid bid) {
    return RecordWriter.text(Objects.requireNonNull(rules, "rules"), Objects.requireNonNull(bid, "bid"), true);
  }
}
