package hu.ulti.core.game;

import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.play.Trick;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The public state of a deal: everything every seat may know. Hands and the talon are not here,
 * so the legal actions of a seat depend only on this and that seat's own hand.
 *
 * <p>Immutable: every change goes through {@link #edit()}. The editor starts from this table's
 * own immutable lists, map and arrays and replaces what changes (copy on write), so a step
 * copies only what it changes; nothing ever writes into an array a table holds.
 */
final class Table {
  final RuleSet rules;
  final Seat dealer;
  final Phase phase;
  /** The seat to act; null once finished. */
  final Seat toAct;
  /** The highest bid so far; null before forehand's opening bid. */
  final Bid bid;
  final Seat bidder;
  /** Passes in a row since the last bid (auction), or since the last raise (kontra phase). */
  final int passes;
  /** Whether the seat to act holds twelve cards: forehand opening, or after taking the talon. */
  final boolean holdsTwelve;
  /** The seat that knows the talon's cards (its last discarder), or null if nobody does. */
  final Seat talonKnownBy;
  final Seat declarer;
  final Contract contract;
  final Trick trick;
  final List<Trick> tricks;
  final List<Seat> winners;
  /** The suits of the marriages each seat declared. */
  final Map<Seat, List<Suit>> declared;
  /** Kontra levels per component and defender: index {@code component * 2 + (first ? 0 : 1)}. */
  final int[] kontra;
  final boolean gaveUp;
  final boolean exposed;
  /** The suit forehand named before picking up a talon dealt apart (older rules); null otherwise. */
  final Suit nominatedSuit;
  /** Whether the declarer announced discarding an ace or ten; null until announced, or if never. */
  final Boolean discardedAceOrTen;
  /** Half-hand ulti: who won the half-hand auction, and with what; null if nobody bid. */
  final Seat halfHandWinner;
  final Bid halfHandBid;
  /** The half-hand contract's value with its kontras: every full-hand bid must score more. */
  final int halfHandValue;
  /** Kontra levels said with five cards, per component (common to both defenders). */
  final int[] halfHandKontras;
  /** Value factors of the current bid's components, or null if each counts once. */
  final int[] factors;
  /** Whether the current bid is the half-hand contract still standing (its kontras continue). */
  final boolean halfHandStands;
  /** Whether the half-hand winner has yet to make his first full-hand bid. */
  final boolean firstFullHandTurn;

  private Table(Editor e) {
    this.rules = e.rules;
    this.dealer = e.dealer;
    this.phase = e.phase;
    this.toAct = e.toAct;
    this.bid = e.bid;
    this.bidder = e.bidder;
    this.passes = e.passes;
    this.holdsTwelve = e.holdsTwelve;
    this.talonKnownBy = e.talonKnownBy;
    this.declarer = e.declarer;
    this.contract = e.contract;
    this.trick = e.trick;
    // Immutable already: List.of, ImmutableLists.append or a TrickPlay's own lists.
    this.tricks = e.tricks;
    this.winners = e.winners;
    this.declared = e.declared;
    this.kontra = e.kontra;
    this.gaveUp = e.gaveUp;
    this.exposed = e.exposed;
    this.nominatedSuit = e.nominatedSuit;
    this.discardedAceOrTen = e.discardedAceOrTen;
    this.halfHandWinner = e.halfHandWinner;
    this.halfHandBid = e.halfHandBid;
    this.halfHandValue = e.halfHandValue;
    this.halfHandKontras = e.halfHandKontras;
    this.factors = e.factors;
    this.halfHandStands = e.halfHandStands;
    this.firstFullHandTurn = e.firstFullHandTurn;
  }

  /**
   * The table before forehand's opening bid; with the talon apart he holds ten cards. Under
   * half-hand rules the deal opens with the half-hand auction instead.
   */
  static Table opening(RuleSet rules, Seat dealer, boolean talonApart) {
    Editor e = new Editor();
    e.rules = rules;
    e.dealer = dealer;
    e.phase = rules.halfHand().isPlayed() ? Phase.HALF_HAND : Phase.AUCTION;
    e.toAct = dealer.next();
    e.holdsTwelve = !talonApart && !rules.halfHand().isPlayed();
    e.trick = Trick.ledBy(dealer.next());
    e.kontra = new int[Component.values().length * 2];
    Map<Seat, List<Suit>> declared = new EnumMap<>(Seat.class);
    for (Seat seat : Seat.values()) {
      declared.put(seat, List.of());
    }
    e.declared = Collections.unmodifiableMap(declared);
    return new Table(e);
  }

  Editor edit() {
    Editor e = new Editor();
    e.rules = rules;
    e.dealer = dealer;
    e.phase = phase;
    e.toAct = toAct;
    e.bid = bid;
    e.bidder = bidder;
    e.passes = passes;
    e.holdsTwelve = holdsTwelve;
    e.talonKnownBy = talonKnownBy;
    e.declarer = declarer;
    e.contract = contract;
    e.trick = trick;
    e.tricks = tricks;
    e.winners = winners;
    e.declared = declared;
    e.kontra = kontra;
    e.gaveUp = gaveUp;
    e.exposed = exposed;
    e.nominatedSuit = nominatedSuit;
    e.discardedAceOrTen = discardedAceOrTen;
    e.halfHandWinner = halfHandWinner;
    e.halfHandBid = halfHandBid;
    e.halfHandValue = halfHandValue;
    e.halfHandKontras = halfHandKontras;
    e.factors = factors;
    e.halfHandStands = halfHandStands;
    e.firstFullHandTurn = firstFullHandTurn;
    return e;
  }

  /** The defender who plays second to the first trick (0) or third (1); -1 for the declarer. */
  int defenderIndex(Seat seat) {
    if (seat == declarer) {
      return -1;
    }
    return seat == declarer.next() ? 0 : 1;
  }

  int kontraLevel(Component component, int defender) {
    return kontra[component.ordinal() * 2 + defender];
  }

  /** Whether each defender kontras for himself in this contract. */
  boolean individualKontra() {
    return rules.scoring().individualKontra(contract.bid());
  }

  boolean anyKontra() {
    for (int level : kontra) {
      if (level > 0) {
        return true;
      }
    }
    return false;
  }

  /** A mutable copy used while computing the next table. */
  static final class Editor {
    RuleSet rules;
    Seat dealer;
    Phase phase;
    Seat toAct;
    Bid bid;
    Seat bidder;
    int passes;
    boolean holdsTwelve;
    Seat talonKnownBy;
    Seat declarer;
    Contract contract;
    Trick trick;
    List<Trick> tricks = List.of();
    List<Seat> winners = List.of();
    /** Unmodifiable; replaced, never changed, by {@link #declare}. */
    Map<Seat, List<Suit>> declared;
    /** Possibly a table's own array: write only through {@link #kontraToWrite()}. */
    int[] kontra;
    private boolean kontraOwned;
    boolean gaveUp;
    boolean exposed;
    Suit nominatedSuit;
    Boolean discardedAceOrTen;
    Seat halfHandWinner;
    Bid halfHandBid;
    int halfHandValue;
    int[] halfHandKontras;
    int[] factors;
    boolean halfHandStands;
    boolean firstFullHandTurn;

    /** The kontra levels, copied first if a table may hold this array. */
    int[] kontraToWrite() {
      if (!kontraOwned) {
        kontra = kontra.clone();
        kontraOwned = true;
      }
      return kontra;
    }

    /** Records a declared marriage in a new map. */
    void declare(Seat seat, Suit suit) {
      Map<Seat, List<Suit>> copy = new EnumMap<>(declared);
      List<Suit> suits = new ArrayList<>(declared.get(seat));
      suits.add(suit);
      copy.put(seat, List.copyOf(suits));
      declared = Collections.unmodifiableMap(copy);
    }

    Table done() {
      kontraOwned = false; // the new table holds the array from now on
      return new Table(this);
    }
  }
}
