package hu.ulti.core.game;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.Seat;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.internal.ImmutableLists;
import hu.ulti.core.play.Side;
import hu.ulti.core.play.Trick;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.play.Trumps;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The public table after a legal action, computed from public information alone: the action,
 * the table before it and, for the first lead under rules that announce it, the declarer's
 * announcement of discarded aces or tens. The hands are {@link Transitions}' business. Because
 * nothing here needs a hidden card, a seat's view can be rebuilt from its public history
 * ({@link PlayerView.Builder}) and reach exactly the table the game reached.
 */
final class TableTransitions {
  private TableTransitions() {}

  /**
   * The table after the action, which the referee has accepted.
   *
   * @param discardedAceOrTen at the declarer's first lead under rules that announce it, whether
   *     he discarded an ace or a ten; empty otherwise
   */
  static Table next(Table t, Action action, Optional<Boolean> discardedAceOrTen) {
    return next(t, action, discardedAceOrTen, null);
  }

  /**
   * The same, for a game that has already played a card on its {@link TrickPlay}: the table
   * takes the trick, the completed tricks and their winners from {@code after} instead of
   * working them out again. Both follow the same rules from the same cards, so they agree.
   *
   * @param after the trick play after the card, or null (the action is no card, or the caller
   *     holds no trick play: a view rebuilt from its history)
   */
  static Table next(Table t, Action action, Optional<Boolean> discardedAceOrTen, TrickPlay after) {
    Table.Editor e = t.edit();
    Seat seat = action.seat();
    if (t.phase == Phase.HALF_HAND || t.phase == Phase.HALF_HAND_KONTRA) {
      HalfHandAuction.next(t, e, action);
      return e.done();
    }
    if (action instanceof Action.TakeTalon) {
      e.holdsTwelve = true;
      e.talonKnownBy = null;
    } else if (action instanceof Action.Bid) {
      Action.Bid make = (Action.Bid) action;
      if (t.holdsTwelve) {
        e.talonKnownBy = seat;
      }
      if (t.halfHandBid != null) {
        boolean firstTurn = t.firstFullHandTurn && seat == t.halfHandWinner;
        e.factors = HalfHandAuction.factorsOf(t, seat, make.bid());
        e.halfHandStands = firstTurn && make.bid().equals(t.halfHandBid);
        e.firstFullHandTurn = t.firstFullHandTurn && !firstTurn;
      }
      e.bid = make.bid();
      e.bidder = seat;
      e.passes = 0;
      e.holdsTwelve = false;
      e.toAct = seat.next();
    } else if (action instanceof Action.Pass && AuctionReferee.mayDecline(t)) {
      // Forehand declines the opening: he pays as the declarer of a minor simple game given up,
      // keeping the cards he holds.
      e.bid = t.rules.declinedOpening();
      e.bidder = seat;
      e.declarer = seat;
      e.gaveUp = true;
      finish(e);
    } else if (action instanceof Action.Pass && t.phase == Phase.AUCTION) {
      e.passes++;
      e.toAct = seat.next();
      if (e.passes >= t.rules.passesToEndAuction()) {
        endAuction(t, e);
      }
    } else if (action instanceof Action.NameTrumps && t.phase == Phase.AUCTION) {
      e.nominatedSuit = ((Action.NameTrumps) action).suit();
    } else if (action instanceof Action.NameTrumps) {
      startPlay(e, Contract.of(t.bid, Trumps.of(((Action.NameTrumps) action).suit())));
    } else if (action instanceof Action.GiveUp) {
      e.gaveUp = true;
      finish(e);
    } else if (action instanceof Action.Declare) {
      e.declare(seat, ((Action.Declare) action).suit());
    } else if (action instanceof Action.Kontra) {
      raise(t, e, (Action.Kontra) action);
      if (t.phase == Phase.KONTRA) {
        e.passes = 0;
      }
    } else if (action instanceof Action.Pass) {
      passKontra(e, seat);
    } else {
      if (t.tricks.isEmpty() && t.trick.isEmpty()) {
        e.discardedAceOrTen = discardedAceOrTen.orElse(null);
      }
      playCard(t, e, ((Action.Play) action).card(), after);
    }
    return e.done();
  }

  private static void endAuction(Table t, Table.Editor e) {
    e.declarer = t.bidder;
    e.toAct = t.bidder;
    if (t.halfHandStands) {
      // "If a half-hand contract is not outbid in the full-hand phase, kontras can be continued."
      for (Component component : t.bid.components()) {
        e.kontraToWrite()[component.ordinal() * 2] = t.halfHandKontras[component.ordinal()];
        e.kontraToWrite()[component.ordinal() * 2 + 1] = t.halfHandKontras[component.ordinal()];
      }
    }
    if (Referee.isMinorBid(t.bid)) {
      e.phase = Phase.TRUMPS;
    } else {
      startPlay(e, Contract.of(t.bid));
    }
  }

  private static void startPlay(Table.Editor e, Contract contract) {
    e.contract = contract;
    e.phase = Phase.PLAY;
    e.toAct = e.declarer;
    e.trick = Trick.ledBy(e.declarer);
  }

  private static void raise(Table t, Table.Editor e, Action.Kontra kontra) {
    int base = kontra.component().ordinal() * 2;
    if (kontra.seat() == t.declarer) {
      if (kontra.against().isPresent()) {
        e.kontraToWrite()[base + t.defenderIndex(kontra.against().get())]++;
      } else {
        e.kontraToWrite()[base]++;
        e.kontraToWrite()[base + 1]++;
      }
    } else if (t.individualKontra()) {
      e.kontraToWrite()[base + t.defenderIndex(kontra.seat())]++;
    } else {
      e.kontraToWrite()[base]++;
      e.kontraToWrite()[base + 1]++;
    }
  }

  /** A pass in the kontra phase: the next seat that can still raise speaks, until three pass. */
  private static void passKontra(Table.Editor e, Seat seat) {
    e.passes++;
    Seat next = seat.next();
    Table view = e.done();
    while (e.passes < 3 && Referee.raises(withToAct(view, next), next).isEmpty()) {
      e.passes++;
      next = next.next();
    }
    if (e.passes >= 3) {
      e.phase = Phase.PLAY;
      e.passes = 0;
      e.toAct = view.trick.toPlay();
    } else {
      e.toAct = next;
    }
  }

  private static Table withToAct(Table table, Seat seat) {
    Table.Editor e = table.edit();
    e.toAct = seat;
    return e.done();
  }

  /** A card played: the trick goes on, or is won and the next is led, or the deal ends. */
  private static void playCard(Table t, Table.Editor e, Card card, TrickPlay after) {
    Trick trick = after != null ? null : t.trick.play(card);
    boolean completes = after != null ? after.completedTricks().size() > t.tricks.size() : trick.isComplete();
    if (!completes) {
      e.trick = after != null ? after.currentTrick() : trick;
      e.toAct = e.trick.toPlay();
      return;
    }
    Seat winner;
    if (after != null) {
      e.tricks = after.completedTricks();
      e.winners = after.trickWinners();
      winner = e.winners.get(e.winners.size() - 1);
    } else {
      winner = t.rules.trickRules().winner(trick, t.contract.trumps());
      e.tricks = ImmutableLists.append(t.tricks, trick);
      e.winners = ImmutableLists.append(t.winners, winner);
    }
    e.trick = Trick.ledBy(winner);
    e.toAct = winner;
    if (e.tricks.size() == 1 && t.contract.isOpen()) {
      e.exposed = true;
    }
    if (e.tricks.size() == TrickPlay.TRICKS || decidedEarly(t, winner)) {
      finish(e);
      return;
    }
    if (e.tricks.size() == 1 && e.done().anyKontra()) {
      e.phase = Phase.KONTRA;
      e.passes = 0;
      e.toAct = t.declarer;
    }
  }

  /** A betli lost by the declarer's first trick, a no-trump durchmars by his first lost trick. */
  private static boolean decidedEarly(Table t, Seat winner) {
    if (!t.rules.endDecidedContractsEarly() || t.contract.bid().hasTrumps()) {
      return false;
    }
    Side side = Side.of(winner, t.declarer);
    return t.contract.bid().has(Component.BETLI) ? side == Side.DECLARER : side == Side.DEFENDERS;
  }

  private static void finish(Table.Editor e) {
    e.phase = Phase.OVER;
    e.toAct = null;
  }
}
