package hu.ulti.core.game;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.InvalidBidException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The talon-robbing auction's part of the {@link Referee}: which passes, talon pick-ups, bids
 * and (in the older rules) forehand's nominated suit are legal, and why others are not. Like the
 * referee it reads only the public {@link Table} and the acting seat's own hand.
 */
final class AuctionReferee {
  private AuctionReferee() {}

  /** The bidding box of the seat to act in the auction. */
  static BiddingBox box(Table t, CardSet hand, Seat seat) {
    if (t.bid == null && !t.holdsTwelve) {
      // Forehand with the talon dealt apart: he names a suit first where the rules say so, then
      // picks the talon up.
      boolean nominate = mustNominate(t);
      return new BiddingBox(seat, mayDecline(t), !nominate, nominate ? List.of(Suit.values()) : List.of(), List.of(),
          List.of(), List.of());
    }
    List<CardSet> discards = new ArrayList<>();
    if (t.holdsTwelve) {
      List<Card> cards = hand.toList();
      for (int i = 0; i < cards.size(); i++) {
        for (int j = i + 1; j < cards.size(); j++) {
          discards.add(CardSet.of(cards.get(i), cards.get(j)));
        }
      }
    }
    List<Bid> bids = new ArrayList<>();
    for (Bid bid : t.rules.ladder().bids()) {
      if (HalfHandAuction.overcallProblem(t, seat, bid).isEmpty() && nominationProblem(t, bid).isEmpty()) {
        bids.add(bid);
      }
    }
    boolean mayTake = !t.holdsTwelve && higherBidExists(t, seat);
    return new BiddingBox(seat, !t.holdsTwelve || mayDecline(t), mayTake, List.of(), discards, bids,
        mayTake ? bids : List.of());
  }

  /**
   * Why an auction action (or a pass, talon or bid out of the auction) is refused, or empty;
   * {@code hand} null checks only what is public.
   */
  static Optional<Refusal> check(Table t, CardSet hand, Action action) {
    if (action instanceof Action.Pass) {
      return checkPass(t, action);
    }
    if (action instanceof Action.TakeTalon) {
      if (t.phase != Phase.AUCTION) {
        return wrongPhase(t, action, "The talon is taken in the auction.");
      }
      if (mustNominate(t)) {
        return refuse(action, Violation.MUST_BID,
            "Forehand names a suit before picking up the talon, and then bids in it or in no trumps.");
      }
      if (t.holdsTwelve) {
        return refuse(action, Violation.TALON_NOT_AVAILABLE, t.bid == null
            ? "Forehand already holds twelve cards: discard two and bid."
            : "You have already taken the talon: discard two and bid.");
      }
      if (!higherBidExists(t, action.seat())) {
        return refuse(action, Violation.TALON_NOT_AVAILABLE,
            "No bid is higher than " + t.rules.englishName(t.bid) + ", so there is nothing to take the talon for.");
      }
      return Optional.empty();
    }
    if (action instanceof Action.Bid) {
      return checkBid(t, hand, (Action.Bid) action);
    }
    if (action instanceof Action.NameTrumps) {
      return mustNominate(t) ? Optional.empty()
          : wrongPhase(t, action, "Trumps are named after the auction, for a minor-suit bid"
              + (t.rules.procedure().firstBidderNamesSuit() ? ", and by forehand before picking up the talon." : "."));
    }
    return wrongPhase(t, action, "In the auction players pass, take the talon, bid, or (forehand, in the older"
        + " rules) name a suit.");
  }

  private static Optional<Refusal> checkPass(Table t, Action action) {
    if (t.phase == Phase.KONTRA) {
      return Optional.empty();
    }
    if (t.phase != Phase.AUCTION) {
      return wrongPhase(t, action, "Passing belongs to the auction and to the kontras after the first trick.");
    }
    if (mayDecline(t)) {
      return Optional.empty();
    }
    if (t.bid == null) {
      return refuse(action, Violation.MUST_BID,
          "Forehand must open the auction: discard two cards and name a contract.");
    }
    if (t.holdsTwelve) {
      return refuse(action, Violation.MUST_BID,
          "Having taken the talon, you must discard two cards and name a higher contract.");
    }
    return Optional.empty();
  }

  private static Optional<Refusal> checkBid(Table t, CardSet hand, Action.Bid make) {
    if (t.phase != Phase.AUCTION) {
      return wrongPhase(t, make, "Bids are made in the auction.");
    }
    try {
      t.rules.requireBiddable(make.bid());
    } catch (InvalidBidException e) {
      return refuse(make, Violation.BID_NOT_ALLOWED, e.getMessage());
    }
    if (t.bid == null && !t.holdsTwelve) {
      return refuse(make, Violation.MUST_BID, mustNominate(t)
          ? "Forehand names a suit, picks up the talon, then discards two and bids."
          : "Forehand picks up the talon dealt apart, then discards two and bids.");
    }
    Optional<String> nomination = nominationProblem(t, make.bid());
    if (nomination.isPresent()) {
      return refuse(make, Violation.BID_NOT_ALLOWED, nomination.get());
    }
    Optional<String> notHigher = HalfHandAuction.overcallProblem(t, make.seat(), make.bid());
    if (notHigher.isPresent()) {
      return refuse(make, Violation.BID_NOT_HIGHER, notHigher.get());
    }
    CardSet discard = make.discard();
    // With the hand unknown (a view rebuilt from public information) a discard the viewer did
    // not see is empty; the view's builder checks which discards are hidden.
    boolean unseen = hand == null && discard.isEmpty();
    if (t.holdsTwelve && !unseen && (discard.size() != 2 || hand != null && !hand.containsAll(discard))) {
      return refuse(make, Violation.INVALID_DISCARD,
          "Discard exactly two of your twelve cards, not " + discard + ".");
    }
    if (!t.holdsTwelve && !discard.isEmpty()) {
      return refuse(make, Violation.INVALID_DISCARD,
          "Without taking the talon you hold ten cards and discard nothing.");
    }
    return Optional.empty();
  }

  private static boolean higherBidExists(Table t, Seat seat) {
    if (t.bid == null) {
      return true;
    }
    if (t.halfHandBid == null) {
      List<Bid> bids = t.rules.ladder().bids();
      return t.rules.canOvercall(bids.get(bids.size() - 1), t.bid);
    }
    for (Bid bid : t.rules.ladder().bids()) {
      if (HalfHandAuction.overcallProblem(t, seat, bid).isEmpty()) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether forehand may decline to open, under rules without a minor simple game to bid: he
   * then pays what a given-up simple game costs to each defender.
   */
  static boolean mayDecline(Table t) {
    return t.phase == Phase.AUCTION && t.bid == null && t.rules.procedure().openingMayBeDeclined();
  }

  /** Whether forehand must still name a suit before picking up the talon dealt apart. */
  private static boolean mustNominate(Table t) {
    return t.phase == Phase.AUCTION && t.bid == null && !t.holdsTwelve && t.nominatedSuit == null
        && t.rules.procedure().firstBidderNamesSuit();
  }

  /** Why the opening bid does not fit the suit forehand named, or empty. */
  private static Optional<String> nominationProblem(Table t, Bid bid) {
    if (t.bid != null || t.nominatedSuit == null || !bid.hasTrumps()
        || bid.denomination().fixedSuit().filter(t.nominatedSuit::equals).isPresent()) {
      return Optional.empty();
    }
    return Optional.of("Having named " + t.nominatedSuit.englishName() + ", forehand's first bid is in "
        + t.nominatedSuit.englishName() + " or in no trumps, not " + t.rules.englishName(bid) + ".");
  }

  private static Optional<Refusal> wrongPhase(Table t, Action action, String rule) {
    return refuse(action, Violation.WRONG_PHASE, rule + " The deal is in the " + t.phase + " phase.");
  }

  private static Optional<Refusal> refuse(Action action, Violation violation, String message) {
    return Optional.of(new Refusal(action, violation, message));
  }
}
