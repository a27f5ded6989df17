package hu.ulti.core.game;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.play.Side;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.scoring.HandSummary;
import hu.ulti.core.scoring.Kontra;
import hu.ulti.core.scoring.LastTrick;
import hu.ulti.core.scoring.ScoreItem;
import hu.ulti.core.scoring.SideTally;
import hu.ulti.core.scoring.TakenBy;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * The hand summary a finished deal produces: what the {@link hu.ulti.core.scoring.Scorer} needs,
 * read off the final table and trick play, so that a game and a person scoring real cards go
 * through the same validated input.
 */
final class HandSummaries {
  private HandSummaries() {}

  /**
   * The summary of a finished deal (given up, or played out or ended early). A minor-suit game
   * given up before its trumps were named has no contract, only the bid, and no trumps.
   */
  static HandSummary of(RuleSet rules, Table table, TrickPlay play) {
    Bid bid = table.bid;
    Trumps trumps = table.contract == null ? Trumps.none() : table.contract.trumps();
    HandSummary.Builder b = HandSummary.builder(rules, bid).declarerSeat(table.declarer).trumps(trumps)
        .gaveUp(table.gaveUp);
    for (Component component : bid.components()) {
      if (table.factors != null && table.factors[component.ordinal()] != 1) {
        b.valueFactor(component, table.factors[component.ordinal()]);
      }
      if (table.halfHandStands && table.halfHandKontras[component.ordinal()] > 0) {
        b.halfHandKontras(component, table.halfHandKontras[component.ordinal()]);
      }
    }
    for (Component component : bid.components()) {
      int first = table.kontraLevel(component, 0);
      int second = table.kontraLevel(component, 1);
      if (first == second) {
        if (first > 0) {
          b.kontra(new Kontra(component, first, Kontra.Defender.BOTH));
        }
      } else {
        if (first > 0) {
          b.kontra(new Kontra(component, first, Kontra.Defender.FIRST));
        }
        if (second > 0) {
          b.kontra(new Kontra(component, second, Kontra.Defender.SECOND));
        }
      }
    }
    if (table.gaveUp) {
      return b.build();
    }
    for (Side side : Side.values()) {
      List<Integer> marriages = new ArrayList<>();
      for (Seat seat : Seat.values()) {
        boolean credited = !rules.scoring().marriageNeedsOwnTrick() || play.trickWinners().contains(seat);
        if (Side.of(seat, table.declarer) == side && credited) {
          for (Suit suit : table.declared.get(seat)) {
            marriages.add(rules.trickRules().cardPoints().marriage(suit, trumps));
          }
        }
      }
      OptionalInt points = trumps.hasTrumps() ? OptionalInt.of(play.cardPoints(side)) : OptionalInt.empty();
      SideTally tally = new SideTally(points, play.tricksWon(side), marriages);
      if (side == Side.DECLARER) {
        b.declarer(tally);
      } else {
        b.defenders(tally);
      }
    }
    if (trumps.hasTrumps()) {
      b.lastTrick(LastTrick.of(play));
      if (rules.knows(Component.FOUR_ACES)) {
        b.fourAces(allFourTakenBy(rules, table, play, Rank.ACE));
      }
      if (rules.knows(Component.FOUR_TENS)) {
        b.fourTens(allFourTakenBy(rules, table, play, Rank.TEN));
      }
    }
    return b.build();
  }

  /** Which side's single player took all four cards of the rank in tricks, if one did. */
  private static TakenBy allFourTakenBy(RuleSet rules, Table table, TrickPlay play, Rank rank) {
    int four = 0;
    for (Suit suit : Suit.values()) {
      four |= Card.of(suit, rank).bit();
    }
    int defenders = 0;
    for (Seat seat : Seat.values()) {
      if ((play.wonCards(seat).bits() & four) == four) {
        return seat == table.declarer ? TakenBy.DECLARER : TakenBy.DEFENDER;
      }
      if (seat != table.declarer) {
        defenders |= play.wonCards(seat).bits();
      }
    }
    boolean pooled = rank == Rank.ACE && rules.scoring().silentFourAcesPooled();
    return pooled && (defenders & four) == four
        ? TakenBy.DEFENDERS : TakenBy.NONE;
  }
}
