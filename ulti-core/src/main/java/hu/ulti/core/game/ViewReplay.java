package hu.ulti.core.game;

import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Seat;
import hu.ulti.core.rules.RuleSet;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Rebuilds a seat's view from what the seat knows, or a spectator's from what is public: the
 * public history is replayed on the public table ({@link TableTransitions}) with the referee's
 * public checks, counting each seat's cards; then the seat's own cards and what it was shown are
 * checked against that table.
 *
 * <p>The checks are those the viewer itself could make. Other seats' cards are unknown, so their
 * plays are checked for turn, phase and timing, and against the cards this seat knows they
 * cannot hold, but not for following suit.
 */
final class ViewReplay {
  private final ViewFacts b;
  private final RuleSet rules;
  private final Seat viewer;
  /** Each seat's number of cards now. */
  private final int[] counts = new int[3];
  private CardSet played = CardSet.empty();
  /** For each history index: whether the viewer did not see that bid's discard. */
  private boolean[] hidden;

  ViewReplay(ViewFacts facts) {
    this.b = facts;
    this.rules = facts.rules;
    this.viewer = facts.viewer;
  }

  PlayerView view() {
    if (b.hand == null) {
      throw new InvalidViewException("hand", "a view holds its seat's cards");
    }
    Table t = replay();
    Map<Seat, CardSet> exposed = checkCards(t);
    checkDealt(t);
    return new PlayerView(t, viewer, b.hand, Optional.ofNullable(b.knownTalon), exposed, b.history, hidden,
        Optional.ofNullable(b.receivedHand), Optional.ofNullable(b.firstRound), Optional.ofNullable(b.dealtTalon),
        Optional.ofNullable(b.settlement));
  }

  PublicView publicView() {
    Table t = replay();
    return new PublicView(t, checkExposed(t, played), b.history, hidden, b.talonDealtApart(),
        Optional.ofNullable(b.settlement));
  }

  /** Replays the history on the public table and checks the public parts against it. */
  private Table replay() {
    // The talon was dealt apart unless the viewer saw the empty talon of a standard deal.
    boolean talonApart = b.talonDealtApart();
    Table t = Table.opening(rules, b.dealer, talonApart);
    Seat forehand = b.dealer.next();
    for (Seat seat : Seat.values()) {
      counts[seat.index()] = rules.halfHand().isPlayed() ? 5 : talonApart || seat != forehand ? 10 : 12;
    }
    hidden = new boolean[b.history.size()];
    for (int i = 0; i < b.history.size(); i++) {
      hidden[i] = b.hidden.get(i);
      t = step(t, i, b.history.get(i), hidden[i]);
    }
    Optional<Boolean> announced = Optional.ofNullable(b.discardedAceOrTen);
    if (announced.isPresent() && t.discardedAceOrTen == null) {
      throw new InvalidViewException("discardedAceOrTen", "no announcement was made: the " + rules.id()
          + " rules " + (rules.procedure().discardedAcesAndTensAnnounced() ? "ask it at the first lead, which has not"
              + " been made" : "do not ask it"));
    }
    checkSettlement(t);
    return t;
  }

  /** One action of the history: checked as public, then applied to the table and the counts. */
  private Table step(Table t, int index, Action action, boolean hidden) {
    Seat seat = action.seat();
    if (action instanceof Action.Bid make) {
      boolean discards = t.holdsTwelve && t.phase == Phase.AUCTION;
      if (hidden && (seat == viewer || !discards || !make.discard().isEmpty())) {
        throw new InvalidViewException(index, Violation.INVALID_DISCARD, seat == viewer
            ? "This seat saw its own discard; it is not hidden from it."
            : "Only a bid made with twelve cards in hand hides a discard.");
      }
      if (!hidden && seat != viewer && discards) {
        throw new InvalidViewException(index, Violation.INVALID_DISCARD,
            "Another seat's discard is hidden from this seat: mark the bid as one with a hidden discard.");
      }
    }
    if (action instanceof Action.Play play && seat != viewer && b.hand != null
        && (b.hand.contains(play.card()) || b.knownTalon != null && b.knownTalon.contains(play.card()))) {
      throw new InvalidViewException(index, Violation.NOT_IN_HAND, play.card() + " is "
          + (b.hand.contains(play.card()) ? "in this seat's hand" : "in the talon this seat laid down")
          + ", so " + seat + " cannot play it.");
    }
    Optional<Refusal> refusal = Referee.check(t, null, action);
    if (refusal.isPresent()) {
      throw new InvalidViewException(index, refusal.get().violation(), refusal.get().message());
    }
    Optional<Boolean> announcement = Optional.empty();
    if (action instanceof Action.Play && t.tricks.isEmpty() && t.trick.isEmpty()
        && rules.procedure().discardedAcesAndTensAnnounced()) {
      if (b.discardedAceOrTen == null) {
        throw new InvalidViewException(index, Violation.WRONG_PHASE, "The " + rules.id() + " rules have the declarer"
            + " announce, at his first lead, whether he discarded an ace or a ten; the view must say what he announced.");
      }
      announcement = Optional.of(b.discardedAceOrTen);
    }
    if (action instanceof Action.TakeTalon) {
      counts[seat.index()] += 2;
    } else if (action instanceof Action.Bid && t.holdsTwelve && t.phase == Phase.AUCTION) {
      counts[seat.index()] -= 2;
    } else if (action instanceof Action.Play play) {
      counts[seat.index()]--;
      played = played.with(play.card());
    }
    Table next = TableTransitions.next(t, action, announcement);
    boolean halfHand = t.phase == Phase.HALF_HAND || t.phase == Phase.HALF_HAND_KONTRA;
    if (halfHand && next.phase == Phase.AUCTION) {
      for (Seat each : Seat.values()) {
        counts[each.index()] = each == next.toAct ? 12 : 10;
      }
    }
    return next;
  }

  /** The seat's hand, known talon and exposed hands fit the table and each other. */
  private Map<Seat, CardSet> checkCards(Table t) {
    CardSet seen = played;
    seen = disjoint("hand", b.hand, seen, counts[viewer.index()]);
    boolean knows = t.talonKnownBy == viewer;
    if (knows != (b.knownTalon != null)) {
      throw new InvalidViewException("knownTalon", knows ? "this seat laid the talon down and knows its cards"
          : "this seat does not know the talon's cards");
    }
    if (b.knownTalon != null) {
      seen = disjoint("knownTalon", b.knownTalon, seen, 2);
    }
    return checkExposed(t, seen);
  }

  /** The hands laid open to the viewer are those the table says, with as many cards as the history leaves. */
  private Map<Seat, CardSet> checkExposed(Table t, CardSet seen) {
    Set<Seat> open = GameView.exposedTo(t, viewer);
    if (!b.exposed.keySet().equals(open)) {
      throw new InvalidViewException("exposedHands", "the hands laid open to this seat are those of " + open
          + ", not " + b.exposed.keySet());
    }
    Map<Seat, CardSet> exposed = new EnumMap<>(Seat.class);
    for (Map.Entry<Seat, CardSet> entry : b.exposed.entrySet()) {
      seen = disjoint("exposedHands." + entry.getKey().index(), entry.getValue(), seen, counts[entry.getKey().index()]);
      exposed.put(entry.getKey(), entry.getValue());
    }
    return exposed;
  }

  /** The cards as received, the first round and the talon as dealt fit the rules and the hand. */
  private void checkDealt(Table t) {
    boolean secondRoundDealt = t.phase != Phase.HALF_HAND && t.phase != Phase.HALF_HAND_KONTRA;
    if ((b.receivedHand != null) != secondRoundDealt) {
      throw new InvalidViewException("receivedHand", secondRoundDealt ? "a view gives the cards its seat received"
          : "the second round is not dealt yet");
    }
    if (b.receivedHand != null && b.receivedHand.size() != 10 && b.receivedHand.size() != 12) {
      throw new InvalidViewException("receivedHand", "a seat receives ten or twelve cards, not " + b.receivedHand.size());
    }
    if (rules.halfHand().isPlayed() && b.firstRound == null) {
      throw new InvalidViewException("firstRound", "the " + rules.id() + " rules bid on a first round of five,"
          + " which the view gives");
    }
    if (b.firstRound != null && (b.firstRound.size() != 5
        || b.receivedHand != null && !b.receivedHand.containsAll(b.firstRound))) {
      throw new InvalidViewException("firstRound", "five of the cards the seat received, not " + b.firstRound);
    }
    if (!secondRoundDealt && !b.hand.equals(b.firstRound)) {
      throw new InvalidViewException("hand", "during the half-hand auction a seat holds its first five cards");
    }
    if (b.dealtTalon != null && b.dealtTalon.size() != 0 && b.dealtTalon.size() != 2) {
      throw new InvalidViewException("dealtTalon", "the talon is dealt empty or of two cards, not " + b.dealtTalon);
    }
  }

  /** A settlement comes with a finished deal, and is of its bid and declarer. */
  private void checkSettlement(Table t) {
    boolean finished = t.phase == Phase.OVER;
    if (finished != (b.settlement != null)) {
      throw new InvalidViewException("settlement", finished ? "a finished deal has a settlement"
          : "the deal is not over, so it has no settlement yet");
    }
    if (b.settlement != null) {
      var summary = b.settlement.summary();
      if (!summary.bid().equals(t.bid) || summary.declarerSeat() != t.declarer || summary.gaveUp() != t.gaveUp
          || !summary.rules().equals(rules)) {
        throw new InvalidViewException("settlement", "the settlement is of another hand: "
            + rules.englishName(summary.bid()) + " by " + summary.declarerSeat());
      }
    }
  }

  /** Checks the part's size and that it shares no card with what is placed already; returns both. */
  private static CardSet disjoint(String part, CardSet cards, CardSet seen, int size) {
    if (cards.size() != size) {
      throw new InvalidViewException(part, "the history leaves " + size + " cards here, not " + cards.size());
    }
    if (cards.intersects(seen)) {
      throw new InvalidViewException(part, cards.intersection(seen) + " cannot be here: the view places "
          + (cards.intersection(seen).size() == 1 ? "it" : "them") + " elsewhere");
    }
    return seen.union(cards);
  }

}
