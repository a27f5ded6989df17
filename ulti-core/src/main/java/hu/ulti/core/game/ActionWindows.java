package hu.ulti.core.game;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.Seat;
import java.util.Optional;

/**
 * When each kind of action may be taken. The {@link Referee} asks here before it asks whose turn
 * it is, so that an action whose time has passed is refused as {@link Violation#TOO_LATE}, saying
 * when its time ended, and one whose time has not come as {@link Violation#WRONG_PHASE}, rather
 * than as somebody else's turn.
 *
 * <p>The windows, in the order of a deal: bids and the talon in the auction; trumps after it;
 * giving up from the end of the auction to the lead to the first trick; declarations and the
 * defenders' kontras when the seat plays its card to the first trick; rekontras and the higher
 * levels after the first trick, before the lead to the second. The half-hand phases have their
 * own referee ({@link HalfHandAuction}). Like the referee, this reads only the public
 * {@link Table}.
 */
final class ActionWindows {
  private ActionWindows() {}

  /** Why the action is refused for its timing alone, whoever is to act; empty if its window is open. */
  static Optional<Refusal> check(Table t, Action action) {
    if (t.phase == Phase.HALF_HAND || t.phase == Phase.HALF_HAND_KONTRA) {
      return Optional.empty();
    }
    if (action instanceof Action.TakeTalon || action instanceof Action.Bid) {
      return auction(t, action);
    }
    if (action instanceof Action.GiveUp) {
      return giveUp(t, action);
    }
    if (action instanceof Action.Declare) {
      return declaration(t, action);
    }
    if (action instanceof Action.Kontra) {
      return kontra(t, action);
    }
    return Optional.empty();
  }

  private static Optional<Refusal> auction(Table t, Action action) {
    if (t.phase == Phase.AUCTION) {
      return Optional.empty();
    }
    return tooLate(action, (action instanceof Action.TakeTalon ? "The talon is taken" : "Bids are made")
        + " in the auction, which ended when " + t.declarer + " won it with " + t.rules.englishName(t.bid) + ".");
  }

  private static Optional<Refusal> giveUp(Table t, Action action) {
    if (t.phase == Phase.AUCTION) {
      return wrongPhase(t, action, "Giving up comes after the auction, before the lead to the first trick.");
    }
    if (firstLeadMade(t)) {
      return tooLate(action, "Giving up comes before the lead to the first trick, which " + t.declarer
          + " has made.");
    }
    if (action.seat() != t.declarer) {
      return refuse(action, Violation.GIVE_UP_NOT_ALLOWED, "Only the declarer may give up, and "
          + t.declarer + " is the declarer.");
    }
    return Optional.empty();
  }

  private static Optional<Refusal> declaration(Table t, Action action) {
    if (t.phase == Phase.AUCTION || t.phase == Phase.TRUMPS) {
      return wrongPhase(t, action, "Marriages are declared when playing to the first trick.");
    }
    if (!t.tricks.isEmpty()) {
      return tooLate(action, "Marriages are declared when playing to the first trick, which is over.");
    }
    return t.trick.cardOf(action.seat())
        .flatMap(card -> tooLate(action, "A marriage is declared when playing to the first trick, before"
            + " the card; " + action.seat() + " has played " + name(card) + " to it."));
  }

  private static Optional<Refusal> kontra(Table t, Action action) {
    if (t.phase == Phase.AUCTION || t.phase == Phase.TRUMPS) {
      return wrongPhase(t, action, "Kontras are said at the first trick, and raised before the lead to the second.");
    }
    if (t.phase == Phase.KONTRA) {
      return Optional.empty();
    }
    if (t.tricks.isEmpty()) {
      if (action.seat() == t.declarer) {
        return refuse(action, Violation.KONTRA_NOT_ALLOWED, "The declarer rekontras at the end of the first"
            + " trick, before the lead to the second; the first trick is still being played.");
      }
      return t.trick.cardOf(action.seat())
          .flatMap(card -> tooLate(action, "A defender kontras when he plays to the first trick, before his"
              + " card; " + action.seat() + " has played " + name(card) + " to it."));
    }
    if (!t.anyKontra()) {
      return tooLate(action, "Kontras are said when playing to the first trick; that time passed when the"
          + " first trick ended with no kontra.");
    }
    boolean secondLed = t.tricks.size() > 1 || !t.trick.isEmpty();
    Seat secondLeader = t.winners.get(0);
    return tooLate(action, "Kontras are said at the first trick and raised before the lead to the second; that"
        + " time passed when " + (secondLed ? secondLeader + " led to the second trick."
            : "every player passed after the first trick."));
  }

  /** Whether the declarer has led to the first trick. */
  private static boolean firstLeadMade(Table t) {
    return t.phase == Phase.KONTRA || t.phase == Phase.PLAY && (!t.tricks.isEmpty() || !t.trick.isEmpty());
  }

  private static String name(Card card) {
    return card.code() + " (" + card.hungarianName() + ")";
  }

  private static Optional<Refusal> tooLate(Action action, String message) {
    return refuse(action, Violation.TOO_LATE, message);
  }

  private static Optional<Refusal> wrongPhase(Table t, Action action, String rule) {
    return refuse(action, Violation.WRONG_PHASE, rule + " The deal is in the " + t.phase + " phase.");
  }

  private static Optional<Refusal> refuse(Action action, Violation violation, String message) {
    return Optional.of(new Refusal(action, violation, message));
  }
}
