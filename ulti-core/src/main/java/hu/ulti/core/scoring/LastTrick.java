package hu.ulti.core.scoring;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.Seat;
import hu.ulti.core.play.Side;
import hu.ulti.core.play.Trick;
import hu.ulti.core.play.TrickPlay;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Who won the last trick, and who played the seven of trumps to it with what result.
 *
 * @param wonBy the side that won the last trick
 * @param trumpSeven who played the trump seven to the last trick, and whether it won
 */
public record LastTrick(Side wonBy, TrumpSeven trumpSeven) {
  /** Who played the trump seven to the last trick and whether that card won the trick. */
  public enum TrumpSeven {
    /** The declarer's seven won the last trick: a bid ulti is won, an unbid one scores. */
    DECLARER_WON("declarer-won", Side.DECLARER),
    /**
     * The declarer's seven did not win the last trick. With a bid ulti this also covers a seven
     * "forced out before the last trick" (pagat), so the declarer may still have taken the last
     * trick with another card; without one it means the seven was beaten in the last trick.
     */
    DECLARER_LOST("declarer-lost", Side.DEFENDERS),
    /** A defender's seven won the last trick. */
    DEFENDER_WON("defender-won", Side.DEFENDERS),
    /** A defender's seven did not win the last trick, even if his partner's card did. */
    DEFENDER_LOST("defender-lost", null),
    /** Nobody played the trump seven to the last trick. */
    NONE("none", null);

    private final String code;
    private final Side impliedWinner;

    TrumpSeven(String code, Side impliedWinner) {
      this.code = code;
      this.impliedWinner = impliedWinner;
    }

    /**
     * {@return the side that must have won the last trick if the seven was played to it: a declarer's
     * seven that won means the declarer did, a beaten one that the defenders did} A defender's
     * beaten seven says nothing, since his partner may have won the trick.
     */
    public Optional<Side> impliedWinner() {
      return Optional.ofNullable(impliedWinner);
    }

    /** {@return the JSON value, such as "declarer-won"} */
    public String code() {
      return code;
    }
  }

  /**
   * {@return the last trick of a finished play with trumps: who won it, and who played the trump seven
   * to it with what result (a bid ulti's seven forced out earlier is not in it: {@code NONE})}
   *
   * @param play the trick play so far
   * @throws IllegalArgumentException if no trick was played or there are no trumps
   */
  public static LastTrick of(TrickPlay play) {
    List<Trick> tricks = play.completedTricks();
    if (tricks.isEmpty() || !play.trumps().hasTrumps()) {
      throw new IllegalArgumentException("A last trick needs a played trick and trumps");
    }
    Trick last = tricks.get(tricks.size() - 1);
    Seat winner = play.trickWinners().get(tricks.size() - 1);
    Card seven = play.trumps().card(Rank.SEVEN).orElseThrow();
    TrumpSeven result = TrumpSeven.NONE;
    for (int i = 0; i < last.size(); i++) {
      if (last.card(i) == seven) {
        boolean won = last.seatAt(i) == winner;
        result = last.seatAt(i) == play.declarer()
            ? (won ? TrumpSeven.DECLARER_WON : TrumpSeven.DECLARER_LOST)
            : (won ? TrumpSeven.DEFENDER_WON : TrumpSeven.DEFENDER_LOST);
      }
    }
    return new LastTrick(Side.of(winner, play.declarer()), result);
  }

  /**
   * Validates nulls; consistency with the rest of the hand is checked by the summary.
   *
   * @param trumpSeven the trump seven
   * @param wonBy the won by
   */
  public LastTrick {
    Objects.requireNonNull(wonBy, "wonBy");
    Objects.requireNonNull(trumpSeven, "trumpSeven");
  }
}
