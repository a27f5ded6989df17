package hu.ulti.core.game;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.Seat;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.play.UltiSeven;
import java.util.List;
import java.util.Optional;

/**
 * Computes the game after a legal action; {@link Game#apply} has already checked it. The public
 * table changes as {@link TableTransitions} says, from public information alone; here the
 * hands, the talon and the trick play follow it.
 */
final class Transitions {
  private Transitions() {}

  static Game next(Game game, Action action) {
    Table t = game.table();
    TrickPlay play = game.trickPlay().orElse(null);
    TrickPlay after = action instanceof Action.Play card ? play.play(card.card()) : null;
    Table next = TableTransitions.next(t, action, announcement(t, action, play), after);
    CardSet[] hands = game.handsCopy();
    CardSet talon = game.talon();
    Seat seat = action.seat();
    boolean halfHand = t.phase == Phase.HALF_HAND || t.phase == Phase.HALF_HAND_KONTRA;
    if (halfHand && next.phase == Phase.AUCTION) {
      // The second round: the seven go to the seat that now opens the full-hand auction.
      List<CardSet> full = game.deal().secondRoundFrom(next.toAct);
      for (Seat each : Seat.values()) {
        hands[each.index()] = full.get(each.index());
      }
    } else if (action instanceof Action.TakeTalon) {
      hands[seat.index()] = hands[seat.index()].union(talon);
      talon = CardSet.empty();
    } else if (action instanceof Action.Bid && t.holdsTwelve) {
      CardSet discard = ((Action.Bid) action).discard();
      hands[seat.index()] = hands[seat.index()].minus(discard);
      talon = discard;
    } else if (after != null) {
      play = after;
    }
    if (play == null && next.phase == Phase.PLAY) {
      play = TrickPlay.start(t.rules.trickRules(), next.contract.trumps(), next.declarer,
          UltiSeven.keptIf(next.contract.isUltiBid()), List.of(hands), talon);
    }
    return game.with(action, next, hands, talon, play);
  }

  /**
   * The declarer's announcement at his first lead, under rules that ask it, of whether he
   * discarded an ace or a ten (only if he laid the talon down last).
   */
  private static Optional<Boolean> announcement(Table t, Action action, TrickPlay play) {
    if (!(action instanceof Action.Play) || !t.tricks.isEmpty() || !t.trick.isEmpty()
        || !t.rules.procedure().discardedAcesAndTensAnnounced()) {
      return Optional.empty();
    }
    return Optional.of(t.talonKnownBy == t.declarer && hasAceOrTen(play.talon()));
  }

  private static boolean hasAceOrTen(CardSet cards) {
    for (Card card : cards) {
      if (card.rank() == Rank.ACE || card.rank() == Rank.TEN) {
        return true;
      }
    }
    return false;
  }
}
