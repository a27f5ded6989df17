package hu.ulti.core.game;

import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.play.Trick;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What one seat may know of a game, and nothing else: its own hand; the talon only while it
 * knows it (it holds the last discards); the public history (bids, passes, taking the talon,
 * trumps, declarations, kontras, played cards), with other seats' discards hidden; and the other
 * hands once an open contract exposes them after the first trick. This is what a server sends to
 * that seat.
 *
 * <p>{@link #legalActions()} is computed from the view alone and equals the game's when this
 * seat is to act.
 *
 * <p>Guarantees: immutable and thread-safe.
 */
public final class PlayerView {
  private final Seat seat;
  private final Table table;
  private final CardSet hand;
  private final Optional<CardSet> knownTalon;
  private final Map<Seat, CardSet> exposedHands;
  private final List<Action> history;

  PlayerView(Game game, Seat seat) {
    this.seat = Objects.requireNonNull(seat, "seat");
    this.table = game.table();
    this.hand = game.hand(seat);
    this.knownTalon = table.talonKnownBy == seat ? Optional.of(game.talon()) : Optional.empty();
    Map<Seat, CardSet> exposed = new EnumMap<>(Seat.class);
    if (table.exposed) {
      boolean onlyDeclarer = table.rules.procedure().onlyDeclarerExposes();
      for (Seat other : Seat.values()) {
        if (other != seat && (!onlyDeclarer || other == table.declarer)) {
          exposed.put(other, game.hand(other));
        }
      }
    }
    this.exposedHands = java.util.Collections.unmodifiableMap(exposed);
    List<Action> visible = new ArrayList<>(game.history().size());
    for (Action action : game.history()) {
      if (action instanceof Action.MakeBid && action.seat() != seat) {
        Action.MakeBid make = (Action.MakeBid) action;
        visible.add(new Action.MakeBid(make.seat(), CardSet.empty(), make.bid()));
      } else {
        visible.add(action);
      }
    }
    this.history = List.copyOf(visible);
  }

  /** The seat whose view this is. */
  public Seat seat() {
    return seat;
  }

  /** The phase. */
  public Phase phase() {
    return table.phase;
  }

  /** The seat to act, empty once the deal is over. */
  public Optional<Seat> toAct() {
    return Optional.ofNullable(table.toAct);
  }

  /** The dealer. */
  public Seat dealer() {
    return table.dealer;
  }

  /** This seat's cards. */
  public CardSet hand() {
    return hand;
  }

  /** The talon's cards, if this seat laid them down and nobody has taken them since. */
  public Optional<CardSet> knownTalon() {
    return knownTalon;
  }

  /**
   * The other seats' remaining cards, once an open contract has exposed them: all of them, or
   * only the declarer's where the rules say so.
   */
  public Map<Seat, CardSet> exposedHands() {
    return exposedHands;
  }

  /** The public history; other seats' discards appear as empty sets. */
  public List<Action> history() {
    return history;
  }

  /** The highest bid so far. */
  public Optional<Bid> highestBid() {
    return Optional.ofNullable(table.bid);
  }

  /** Who made the highest bid. */
  public Optional<Seat> bidder() {
    return Optional.ofNullable(table.bidder);
  }

  /** The declarer, once the auction is over. */
  public Optional<Seat> declarer() {
    return Optional.ofNullable(table.declarer);
  }

  /** The contract, once its trumps are known. */
  public Optional<Contract> contract() {
    return Optional.ofNullable(table.contract);
  }

  /**
   * The declarer's announcement, when leading to the first trick, of whether he discarded any
   * ace or ten into the talon; empty before then and under rules without it (the older rules:
   * he "had to announce that this was so ... but did not need to specify what cards").
   */
  public Optional<Boolean> declarerDiscardedAceOrTen() {
    return Optional.ofNullable(table.discardedAceOrTen);
  }

  /** The half-hand contract that won the half-hand auction; empty if there is none (yet). */
  public Optional<Bid> halfHandBid() {
    return Optional.ofNullable(table.halfHandBid);
  }

  /**
   * What the half-hand contract scores with its kontras, which every full-hand bid must exceed;
   * empty without a half-hand contract.
   */
  public java.util.OptionalInt halfHandValue() {
    return table.halfHandBid == null ? java.util.OptionalInt.empty() : java.util.OptionalInt.of(table.halfHandValue);
  }

  /** The suit forehand named before picking up a talon dealt apart (older rules); empty otherwise. */
  public Optional<hu.ulti.core.card.Suit> nominatedSuit() {
    return Optional.ofNullable(table.nominatedSuit);
  }

  /** The trick in progress. */
  public Trick currentTrick() {
    return table.trick;
  }

  /** The completed tricks. */
  public List<Trick> completedTricks() {
    return table.tricks;
  }

  /** The winners of the completed tricks. */
  public List<Seat> trickWinners() {
    return table.winners;
  }

  /** The suits of the marriages each seat has declared. */
  public Map<Seat, List<Suit>> declaredMarriages() {
    return table.declared;
  }

  /**
   * The kontra level binding a defender on a component (0 none, 1 kontra, ... 6 fedáksári).
   *
   * @throws IllegalStateException before the contract is known
   * @throws IllegalArgumentException for the declarer's seat
   */
  public int kontraLevel(Component component, Seat defender) {
    if (table.declarer == null) {
      throw new IllegalStateException("There is no declarer yet");
    }
    int index = table.defenderIndex(defender);
    if (index < 0) {
      throw new IllegalArgumentException(defender + " is the declarer");
    }
    return table.kontraLevel(component, index);
  }

  /** This seat's legal actions, computed from the view; empty when it is not to act. */
  public List<Action> legalActions() {
    return table.toAct == seat ? Referee.legalActions(table, hand) : List.of();
  }

  /** Why this seat's action would be refused, or empty if it is legal. */
  public Optional<Refusal> check(Action action) {
    return Referee.check(table, table.toAct == seat ? hand : CardSet.empty(), action);
  }

  @Override
  public String toString() {
    return "PlayerView{" + seat + ", phase=" + table.phase + ", hand=" + hand + "}";
  }
}
