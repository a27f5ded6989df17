package hu.ulti.core.game;

import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Seat;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.contract.InvalidBidException;
import hu.ulti.core.rules.HalfHandRules;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Half-hand ulti (pagat's "Half-hand Ulti", D35 to D37): the auction on five cards, its kontras,
 * the second round of the deal, and how a half-hand contract weighs on the full-hand auction
 * after it. {@link Referee} and {@link Transitions} hand these phases over here.
 *
 * <p>Invariants: a half-hand contract's kontras bind both defenders and are kept apart from the
 * full-hand ones until the contract is played; {@link Table#halfHandValue} is its value with
 * those kontras, which "to be valid [a full-hand bid] must score more than".
 */
final class HalfHandAuction {
  private HalfHandAuction() {}

  /** The legal actions in the half-hand kontra phase. */
  static void kontraActions(Table t, Seat seat, List<Action> actions) {
    actions.add(new Action.Pass(seat));
    actions.addAll(raises(t, seat));
  }

  /** The bidding box of the half-hand auction: pass, or a higher bid on five cards. */
  static BiddingBox box(Table t, Seat seat) {
    List<Bid> bids = new ArrayList<>();
    for (Bid bid : t.rules.ladder().bids()) {
      if (!Referee.isMinorBid(bid) && (t.bid == null || t.rules.canOvercall(bid, t.bid))) {
        bids.add(bid);
      }
    }
    return new BiddingBox(seat, true, false, List.of(), List.of(), bids, List.of());
  }

  /** Why the rules of the half-hand phases refuse an action, or empty; whose turn it is the caller checks. */
  static Optional<Refusal> check(Table t, Action action) {
    if (action instanceof Action.Pass) {
      return Optional.empty();
    }
    if (t.phase == Phase.HALF_HAND && action instanceof Action.Bid) {
      Action.Bid make = (Action.Bid) action;
      if (!make.discard().isEmpty()) {
        return refuse(action, Violation.INVALID_DISCARD, "With five cards there is no talon: discard nothing.");
      }
      try {
        t.rules.requireBiddable(make.bid());
      } catch (InvalidBidException e) {
        return refuse(action, Violation.BID_NOT_ALLOWED, e.getMessage());
      }
      if (Referee.isMinorBid(make.bid())) {
        return refuse(action, Violation.BID_NOT_ALLOWED, "All half-hand bids must name the trump suit (even if it is"
            + " a minor suit): " + t.rules.englishName(make.bid()) + " names none. Only the full-hand auction, which"
            + " \"proceeds normally\", takes an unnamed minor suit.");
      }
      if (t.bid != null && !t.rules.canOvercall(make.bid(), t.bid)) {
        return refuse(action, Violation.BID_NOT_HIGHER, t.rules.englishName(make.bid()) + " does not overcall "
            + t.rules.englishName(t.bid) + ": a bid must be strictly higher, and equal bids shut each other out.");
      }
      return Optional.empty();
    }
    if (t.phase == Phase.HALF_HAND_KONTRA && action instanceof Action.Kontra) {
      return raises(t, action.seat()).contains(action) ? Optional.empty()
          : refuse(action, Violation.KONTRA_NOT_ALLOWED, "With five cards either opponent kontras the half-hand"
              + " contract, its bidder rekontras, and so on, one level at a time up to fedáksári; a kontra binds both"
              + " opponents and names no one.");
    }
    return refuse(action, Violation.WRONG_PHASE, t.phase == Phase.HALF_HAND
        ? "In the half-hand auction each player bids on his five cards or passes."
        : "After the half-hand auction the contract may be kontra'd, or each player passes.");
  }

  /** The kontras the seat may say on the half-hand contract. */
  private static List<Action.Kontra> raises(Table t, Seat seat) {
    List<Action.Kontra> raises = new ArrayList<>();
    for (Component component : t.contract.components()) {
      int level = t.kontraLevel(component, 0);
      if (level < t.rules.procedure().highestKontraLevel() && (level % 2 == 1) == (seat == t.declarer)) {
        raises.add(Action.Kontra.of(seat, component));
      }
    }
    return raises;
  }

  /**
   * The table after an action in the half-hand phases. When the phases end the second round is
   * dealt: the table then opens the full-hand auction with the seat that receives the seven,
   * and {@link Transitions} deals the cards.
   */
  static void next(Table t, Table.Editor e, Action action) {
    Seat seat = action.seat();
    if (t.phase == Phase.HALF_HAND) {
      if (action instanceof Action.Bid) {
        e.bid = ((Action.Bid) action).bid();
        e.bidder = seat;
        e.passes = 0;
        e.toAct = seat.next();
        return;
      }
      e.passes++;
      e.toAct = seat.next();
      if (t.bid == null && e.passes == 3) {
        // "If all pass in the half-hand phase, the dealer gives seven cards to the player to dealer's right."
        secondRound(e, t.dealer.next());
      } else if (t.bid != null && e.passes == 2) {
        e.phase = Phase.HALF_HAND_KONTRA;
        e.declarer = t.bidder;
        e.contract = Contract.of(t.bid);
        e.passes = 0;
        e.toAct = t.bidder.next();
      }
      return;
    }
    if (action instanceof Action.Kontra) {
      int base = ((Action.Kontra) action).component().ordinal() * 2;
      e.kontraToWrite()[base]++;
      e.kontraToWrite()[base + 1]++;
      e.passes = 0;
      return;
    }
    e.passes++;
    Seat next = seat.next();
    while (e.passes < 3 && raises(withToAct(e.done(), next), next).isEmpty()) {
      e.passes++;
      next = next.next();
    }
    if (e.passes < 3) {
      e.toAct = next;
      return;
    }
    establish(t, e);
  }

  /** The half-hand contract stands with its kontras; the seven go to its bidder. */
  private static void establish(Table t, Table.Editor e) {
    HalfHandRules rules = t.rules.halfHand();
    int[] kontras = new int[Component.values().length];
    int[] factors = new int[Component.values().length];
    Arrays.fill(factors, 1);
    for (Component component : t.bid.components()) {
      kontras[component.ordinal()] = t.kontraLevel(component, 0);
      factors[component.ordinal()] = rules.factor(component);
    }
    e.halfHandWinner = t.bidder;
    e.halfHandBid = t.bid;
    e.halfHandKontras = kontras;
    e.halfHandValue = value(t.rules, t.bid, factors, kontras);
    e.factors = factors;
    e.halfHandStands = true;
    e.firstFullHandTurn = true;
    e.kontra = new int[Component.values().length * 2];
    e.contract = null;
    e.declarer = null;
    secondRound(e, t.bidder);
  }

  /** "The dealer gives seven more cards to the player who bid highest and five to each of the others." */
  private static void secondRound(Table.Editor e, Seat first) {
    e.phase = Phase.AUCTION;
    e.toAct = first;
    e.holdsTwelve = true;
    e.passes = 0;
  }

  /**
   * Why the seat's bid may not follow the current one in a full-hand auction that follows a
   * half-hand contract, or empty: it must score more than the half-hand value, and more than a
   * current bid that still counts half-hand values; otherwise the ladder decides. The winner's
   * first full-hand bid may repeat the half-hand bid, which then stands.
   */
  static Optional<String> overcallProblem(Table t, Seat seat, Bid bid) {
    if (t.halfHandBid == null) {
      return t.bid == null || t.rules.canOvercall(bid, t.bid) ? Optional.empty()
          : Optional.of(t.rules.englishName(bid) + " does not overcall " + t.rules.englishName(t.bid)
              + ": a bid must be strictly higher, and equal bids shut each other out.");
    }
    boolean firstTurn = t.firstFullHandTurn && seat == t.halfHandWinner;
    if (firstTurn && bid.equals(t.halfHandBid)) {
      return Optional.empty();
    }
    if (seat == t.halfHandWinner && t.rules.halfHand().winnerKeepsSuit()
        && !bid.denomination().namedSuit().equals(t.halfHandBid.denomination().namedSuit())) {
      return Optional.of("The winner of the half-hand auction raises in his half-hand suit only ("
          + t.rules.englishName(t.halfHandBid) + "), not " + t.rules.englishName(bid) + ".");
    }
    int value = value(t.rules, bid, firstTurn ? factorsOf(t, seat, bid) : null, null);
    int toBeat = t.halfHandValue;
    if (!firstTurn && t.factors != null && !t.halfHandStands) {
      toBeat = Math.max(toBeat, value(t.rules, t.bid, t.factors, null));
    } else if (!firstTurn && t.factors == null && !t.rules.canOvercall(bid, t.bid)) {
      return Optional.of(t.rules.englishName(bid) + " does not overcall " + t.rules.englishName(t.bid)
          + ": a bid must be strictly higher, and equal bids shut each other out.");
    }
    return value > toBeat ? Optional.empty()
        : Optional.of(t.rules.englishName(bid) + " is worth " + value + " here; a full-hand bid must score more than "
            + toBeat + (toBeat == t.halfHandValue ? ", the half-hand " + t.rules.englishName(t.halfHandBid)
                + " with its kontras" : ", the value of the bid it overcalls") + ".");
  }

  /**
   * The value factors of a bid the seat makes now: the half-hand ones when the winner lets his
   * half-hand bid stand; in quadruple half-hand, the winner's first full-hand bid in his suit
   * keeps the half-hand factor of each component it retains and doubles the new ones; otherwise
   * null (each counts once).
   */
  static int[] factorsOf(Table t, Seat seat, Bid bid) {
    if (t.halfHandBid == null || !t.firstFullHandTurn || seat != t.halfHandWinner) {
      return null;
    }
    if (bid.equals(t.halfHandBid)) {
      return t.factors.clone();
    }
    HalfHandRules rules = t.rules.halfHand();
    boolean sameSuit = bid.denomination().namedSuit().isPresent()
        && bid.denomination().namedSuit().equals(t.halfHandBid.denomination().namedSuit());
    if (!rules.inheritsOnFirstFullHandBid() || !sameSuit) {
      return null;
    }
    int[] factors = new int[Component.values().length];
    Arrays.fill(factors, 1);
    for (Component component : bid.components()) {
      factors[component.ordinal()] = t.halfHandBid.has(component)
          ? t.factors[component.ordinal()] : rules.sameSuitFactor();
    }
    return factors;
  }

  /** What the bid scores for each defender with the given factors and five-card kontras (null: none). */
  static int value(RuleSet rules, Bid bid, int[] factors, int[] halfHandKontras) {
    int total = 0;
    for (Component component : bid.components()) {
      int value = rules.values().componentValue(bid, component);
      if (factors != null) {
        value *= factors[component.ordinal()];
      }
      if (halfHandKontras != null) {
        for (int i = 0; i < halfHandKontras[component.ordinal()]; i++) {
          value *= rules.halfHand().kontraMultiplier();
        }
      }
      total += value;
    }
    return total;
  }

  private static Table withToAct(Table table, Seat seat) {
    Table.Editor e = table.edit();
    e.toAct = seat;
    return e.done();
  }

  private static Optional<Refusal> refuse(Action action, Violation violation, String message) {
    return Optional.of(new Refusal(action, violation, message));
  }
}
