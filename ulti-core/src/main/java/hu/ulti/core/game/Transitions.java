package hu.ulti.core.game;

import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Seat;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.play.Side;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.play.Trumps;
import java.util.ArrayList;
import java.util.List;

/** Computes the game after a legal action; {@link Game#apply} has already checked it. */
final class Transitions {
  private Transitions() {}

  static Game next(Game game, Action action) {
    Table t = game.table();
    Table.Editor e = t.edit();
    CardSet[] hands = game.handsCopy();
    CardSet talon = game.talon();
    TrickPlay play = game.trickPlay().orElse(null);
    Seat seat = action.seat();
    if (t.phase == Phase.HALF_HAND || t.phase == Phase.HALF_HAND_KONTRA) {
      HalfHandAuction.next(game, t, e, action, hands);
      return game.with(action, e.done(), hands, talon, play);
    }

    if (action instanceof Action.TakeTalon) {
      hands[seat.index()] = hands[seat.index()].union(talon);
      talon = CardSet.empty();
      e.holdsTwelve = true;
      e.talonKnownBy = null;
    } else if (action instanceof Action.MakeBid) {
      Action.MakeBid make = (Action.MakeBid) action;
      if (t.holdsTwelve) {
        hands[seat.index()] = hands[seat.index()].minus(make.discard());
        talon = make.discard();
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
    } else if (action instanceof Action.Pass && t.phase == Phase.AUCTION) {
      e.passes++;
      e.toAct = seat.next();
      if (e.passes >= t.rules.passesToEndAuction()) {
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
          play = startPlay(e, Contract.of(t.bid), hands, talon);
        }
      }
    } else if (action instanceof Action.NameTrumps && t.phase == Phase.AUCTION) {
      e.nominatedSuit = ((Action.NameTrumps) action).suit();
    } else if (action instanceof Action.NameTrumps) {
      Contract contract = Contract.of(t.bid, Trumps.of(((Action.NameTrumps) action).suit()));
      play = startPlay(e, contract, hands, talon);
    } else if (action instanceof Action.GiveUp) {
      e.gaveUp = true;
      finish(e);
    } else if (action instanceof Action.DeclareMarriage) {
      e.declare(seat, ((Action.DeclareMarriage) action).suit());
    } else if (action instanceof Action.SayKontra) {
      raise(t, e, (Action.SayKontra) action);
      if (t.phase == Phase.KONTRA) {
        e.passes = 0;
      }
    } else if (action instanceof Action.Pass) {
      passKontra(t, e, play, seat);
    } else {
      if (t.tricks.isEmpty() && t.trick.isEmpty() && t.rules.procedure().discardedAcesAndTensAnnounced()) {
        e.discardedAceOrTen = t.talonKnownBy == t.declarer && hasAceOrTen(play.talon());
      }
      play = play.play(((Action.PlayCard) action).card());
      afterCard(t, e, play);
    }
    return game.with(action, e.done(), hands, talon, play);
  }

  private static TrickPlay startPlay(Table.Editor e, Contract contract, CardSet[] hands, CardSet talon) {
    e.contract = contract;
    e.phase = Phase.PLAY;
    e.toAct = e.declarer;
    TrickPlay play = TrickPlay.start(e.rules.trickRules(), contract.trumps(), e.declarer,
        contract.isUltiBid(), List.of(hands), talon);
    e.trick = play.currentTrick();
    return play;
  }

  private static void raise(Table t, Table.Editor e, Action.SayKontra kontra) {
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
  private static void passKontra(Table t, Table.Editor e, TrickPlay play, Seat seat) {
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
      e.toAct = play.toPlay();
    } else {
      e.toAct = next;
    }
  }

  private static Table withToAct(Table table, Seat seat) {
    Table.Editor e = table.edit();
    e.toAct = seat;
    return e.done();
  }

  private static void afterCard(Table t, Table.Editor e, TrickPlay play) {
    e.trick = play.currentTrick();
    e.tricks = play.completedTricks();
    e.winners = play.trickWinners();
    boolean trickDone = play.completedTricks().size() > t.tricks.size();
    if (!trickDone) {
      e.toAct = play.toPlay();
      return;
    }
    if (play.completedTricks().size() == 1 && t.contract.isOpen()) {
      e.exposed = true;
    }
    if (play.isFinished() || decidedEarly(t, play)) {
      finish(e);
      return;
    }
    e.toAct = play.toPlay();
    if (play.completedTricks().size() == 1 && e.done().anyKontra()) {
      e.phase = Phase.KONTRA;
      e.passes = 0;
      e.toAct = t.declarer;
    }
  }

  /** A betli lost by the declarer's first trick, a no-trump durchmars by his first lost trick. */
  private static boolean decidedEarly(Table t, TrickPlay play) {
    if (!t.rules.endDecidedContractsEarly() || t.contract.bid().hasTrumps()) {
      return false;
    }
    Side winner = Side.of(play.trickWinners().get(play.trickWinners().size() - 1), t.declarer);
    return t.contract.bid().has(Component.BETLI) ? winner == Side.DECLARER : winner == Side.DEFENDERS;
  }

  private static void finish(Table.Editor e) {
    e.phase = Phase.FINISHED;
    e.toAct = null;
  }

  private static boolean hasAceOrTen(CardSet cards) {
    for (hu.ulti.core.card.Card card : cards) {
      if (card.rank() == hu.ulti.core.card.Rank.ACE || card.rank() == hu.ulti.core.card.Rank.TEN) {
        return true;
      }
    }
    return false;
  }
}
