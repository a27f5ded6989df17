package hu.ulti.core.scoring;

import hu.ulti.core.play.Side;
import java.util.Objects;

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
     * The side that must have won the last trick if the seven was played to it: a declarer's
     * seven that won means the declarer did, a beaten one that the defenders did. A defender's
     * beaten seven says nothing, since his partner may have won the trick.
     */
    public java.util.Optional<Side> impliedWinner() {
      return java.util.Optional.ofNullable(impliedWinner);
    }

    /** The JSON value, such as "declarer-won". */
    public String code() {
      return code;
    }
  }

  /** Validates nulls; consistency with the rest of the hand is checked by the summary. */
  public LastTrick {
    Objects.requireNonNull(wonBy, "wonBy");
    Objects.requireNonNull(trumpSeven, "trumpSeven");
  }
}
