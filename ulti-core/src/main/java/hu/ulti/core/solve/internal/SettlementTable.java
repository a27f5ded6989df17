package hu.ulti.core.solve.internal;

import hu.ulti.core.card.Seat;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.play.Side;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.scoring.HandSummary;
import hu.ulti.core.scoring.LastTrick;
import hu.ulti.core.scoring.Scorer;
import hu.ulti.core.scoring.SideTally;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * The payments of each {@link Playout} outcome of one contract, each computed once by the
 * public scorer on first use and then looked up: a playout's settlement costs an array read
 * instead of building and validating a hand summary. Not thread-safe: one per thread.
 */
public final class SettlementTable {
  private final IntFunction<int[]> settle;
  private final int[][] payments = new int[Playout.KEYS][];

  /**
   * A table that asks {@code settle} for the payments of an outcome the first time it is met.
   *
   * @param settle the payments by seat number of an outcome key; each array is kept, not copied
   */
  public SettlementTable(IntFunction<int[]> settle) {
    this.settle = settle;
  }

  /**
   * {@return the table of a contract, settled by the public scorer} The marriages are those the
   * two sides declared; kontras are none.
   *
   * @param rules the rule set
   * @param bid the bid
   * @param trumps the contract's trumps
   * @param declarer the declarer's seat
   * @param declarerMarriages the values of the declarer's marriages
   * @param defenderMarriages the values of the defenders' marriages
   */
  public static SettlementTable of(RuleSet rules, Bid bid,
      Trumps trumps, Seat declarer, Integer[] declarerMarriages,
      Integer[] defenderMarriages) {
    int total = rules.trickRules().cardPoints().total();
    return new SettlementTable(key -> {
      int points = Playout.declarerPoints(key);
      int tricks = Playout.declarerTricks(key);
      HandSummary.Builder summary = HandSummary.builder(rules, bid)
          .trumps(trumps).declarerSeat(declarer);
      if (trumps.hasTrumps()) {
        summary.declarer(SideTally.of(points, tricks, declarerMarriages))
            .defenders(SideTally.of(total - points, TrickPlay.TRICKS - tricks, defenderMarriages));
        summary.lastTrick(new LastTrick(
            Playout.declarerLast(key) ? Side.DECLARER : Side.DEFENDERS,
            LastTrick.TrumpSeven.values()[Playout.sevenOutcome(key)]));
      } else {
        // No trumps: tricks decide (betli, durchmars); no card points, no last trick or seven.
        summary.declarer(SideTally.tricksOnly(tricks))
            .defenders(SideTally.tricksOnly(TrickPlay.TRICKS - tricks));
      }
      Map<Seat, Integer> paid = Scorer.settle(summary.build()).payments();
      int[] payments = new int[3];
      paid.forEach((seat, amount) -> payments[seat.index()] = amount);
      return payments;
    });
  }

  /** {@return the payments by seat number of an outcome, not to be changed} @param key the key */
  public int[] payments(int key) {
    int[] known = payments[key];
    if (known == null) {
      known = settle.apply(key);
      payments[key] = known;
    }
    return known;
  }
}
