package hu.ulti.core.game;

import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.play.Trick;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.scoring.Settlement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What somebody outside the game may know of it: the public part every view shares. A
 * {@link PlayerView} adds one seat's own cards; a {@link PublicView} is what a spectator sees,
 * which is this part alone.
 *
 * <p>The public part is the history of bids, passes, taking the talon, trumps, declarations,
 * kontras and played cards, with discards the viewer did not see hidden; the hands an open
 * contract lays open after the first trick; and the settlement once the deal is over.
 *
 * <p>Guarantees: immutable and thread-safe.
 */
public abstract sealed class TableView permits PlayerView, PublicView {
  final Table table;
  private final Map<Seat, CardSet> exposedHands;
  private final List<Action> history;
  /** For each history index: whether it is a bid whose discard the viewer did not see. */
  private final boolean[] hiddenDiscards;
  private final Optional<Settlement> settlement;

  TableView(Table table, Map<Seat, CardSet> exposedHands, List<Action> history, boolean[] hiddenDiscards,
      Optional<Settlement> settlement) {
    this.table = table;
    this.exposedHands = Collections.unmodifiableMap(exposedHands.isEmpty() ? new EnumMap<>(Seat.class)
        : new EnumMap<>(exposedHands));
    this.history = List.copyOf(history);
    this.hiddenDiscards = hiddenDiscards.clone();
    this.settlement = settlement;
  }

  /**
   * The seats whose hands an open contract has laid open to the viewer: all others, or only the
   * declarer's. A spectator's viewer is null: then every exposed hand.
   */
  static java.util.Set<Seat> exposedTo(Table table, Seat viewer) {
    java.util.Set<Seat> seats = java.util.EnumSet.noneOf(Seat.class);
    if (table.exposed) {
      boolean onlyDeclarer = table.rules.procedure().onlyDeclarerExposes();
      for (Seat other : Seat.values()) {
        if (other != viewer && (!onlyDeclarer || other == table.declarer)) {
          seats.add(other);
        }
      }
    }
    return seats;
  }

  static Map<Seat, CardSet> exposedHands(Game game, Seat viewer) {
    Map<Seat, CardSet> exposed = new EnumMap<>(Seat.class);
    for (Seat other : exposedTo(game.table(), viewer)) {
      exposed.put(other, game.hand(other));
    }
    return exposed;
  }

  /** The history as the viewer saw it: discards of seats other than the viewer's empty. */
  static List<Action> visibleHistory(List<Action> all, Seat viewer) {
    List<Action> visible = new ArrayList<>(all.size());
    for (Action action : all) {
      if (action instanceof Action.MakeBid make && action.seat() != viewer) {
        visible.add(new Action.MakeBid(make.seat(), CardSet.empty(), make.bid()));
      } else {
        visible.add(action);
      }
    }
    return visible;
  }

  /** A bidder who held twelve cards discarded two, which others did not see; one who held ten discarded none. */
  static boolean[] hiddenDiscards(List<Action> all, Seat viewer) {
    boolean[] hidden = new boolean[all.size()];
    for (int i = 0; i < all.size(); i++) {
      hidden[i] = all.get(i) instanceof Action.MakeBid make && make.seat() != viewer && !make.discard().isEmpty();
    }
    return hidden;
  }

  /** {@return the rule set of the deal} */
  public RuleSet rules() {
    return table.rules;
  }

  /** {@return the dealer} */
  public Seat dealer() {
    return table.dealer;
  }

  /** {@return the phase} */
  public Phase phase() {
    return table.phase;
  }

  /** {@return the seat to act, empty once the deal is over} */
  public Optional<Seat> toAct() {
    return Optional.ofNullable(table.toAct);
  }

  /**
   * {@return the public history; discards the viewer did not see appear as empty sets (see
   * {@link #isDiscardHidden(int)})}
   */
  public List<Action> history() {
    return history;
  }

  /**
   * {@return whether the action at this index of {@link #history()} is a bid that came with a discard of
   * two cards the viewer did not see (its discard appears empty); false for every other action,
   * and for a bid made without taking the talon, which discards nothing}
   *
   * @param index the index, counting from 0
   * @throws IndexOutOfBoundsException unless {@code 0 <= index < history().size()}
   */
  public boolean isDiscardHidden(int index) {
    Objects.checkIndex(index, hiddenDiscards.length);
    return hiddenDiscards[index];
  }

  /**
   * {@return the remaining cards of the hands laid open to the viewer by an open contract: all other
   * hands, or only the declarer's where the rules say so; empty before the first trick of an
   * open contract, and under every other contract}
   */
  public Map<Seat, CardSet> exposedHands() {
    return exposedHands;
  }

  /** {@return the settlement, once the deal is over; everybody may know it then} */
  public Optional<Settlement> settlement() {
    return settlement;
  }

  /**
   * {@return how many cards the seat holds now: what everybody at the table can count} Ten, or twelve
   * while it holds the talon's cards in the auction, or five during a half-hand auction, less the
   * cards it has played.
   *
   * @param seat the seat
   */
  public int cardsHeld(Seat seat) {
    Objects.requireNonNull(seat, "seat");
    if (table.phase == Phase.HALF_HAND || table.phase == Phase.HALF_HAND_KONTRA) {
      return 5;
    }
    // Twelve: the seat to act that took the talon, or a forehand who declined the opening with it.
    boolean twelve = table.holdsTwelve
        && (table.toAct == seat || table.phase == Phase.FINISHED && table.bidder == seat);
    int held = twelve ? 12 : 10;
    held -= table.tricks.size();
    return table.trick.cardOf(seat).isPresent() ? held - 1 : held;
  }

  /** {@return the highest bid so far} */
  public Optional<Bid> highestBid() {
    return Optional.ofNullable(table.bid);
  }

  /** {@return who made the highest bid} */
  public Optional<Seat> bidder() {
    return Optional.ofNullable(table.bidder);
  }

  /** {@return the declarer, once the auction is over} */
  public Optional<Seat> declarer() {
    return Optional.ofNullable(table.declarer);
  }

  /** {@return the contract, once its trumps are known} */
  public Optional<Contract> contract() {
    return Optional.ofNullable(table.contract);
  }

  /**
   * {@return the declarer's announcement, when leading to the first trick, of whether he discarded any
   * ace or ten into the talon; empty before then and under rules without it (the older rules:
   * he "had to announce that this was so ..} but did not need to specify what cards").
   */
  public Optional<Boolean> declarerDiscardedAceOrTen() {
    return Optional.ofNullable(table.discardedAceOrTen);
  }

  /**
   * {@return the half-hand contract that won the half-hand auction; empty if there is none (yet)}
   */
  public Optional<Bid> halfHandBid() {
    return Optional.ofNullable(table.halfHandBid);
  }

  /**
   * {@return what the half-hand contract scores with its kontras, which every full-hand bid must exceed;
   * empty without a half-hand contract}
   */
  public OptionalInt halfHandValue() {
    return table.halfHandBid == null ? OptionalInt.empty() : OptionalInt.of(table.halfHandValue);
  }

  /**
   * {@return the suit forehand named before picking up a talon dealt apart (older rules); empty otherwise}
   */
  public Optional<Suit> nominatedSuit() {
    return Optional.ofNullable(table.nominatedSuit);
  }

  /** {@return the trick in progress} */
  public Trick currentTrick() {
    return table.trick;
  }

  /** {@return the completed tricks} */
  public List<Trick> completedTricks() {
    return table.tricks;
  }

  /** {@return the winners of the completed tricks} */
  public List<Seat> trickWinners() {
    return table.winners;
  }

  /** {@return the suits of the marriages each seat has declared} */
  public Map<Seat, List<Suit>> declaredMarriages() {
    return table.declared;
  }

  /**
   * {@return the kontra level binding a defender on a component (0 none, 1 kontra, ..} 6 fedáksári).
   *
   * @param component the component
   * @param defender the defender
   * @throws IllegalStateException before the contract is known
   * @throws IllegalArgumentException for the declarer's seat
   */
  public int kontraLevel(Component component, Seat defender) {
    Objects.requireNonNull(component, "component");
    Objects.requireNonNull(defender, "defender");
    if (table.declarer == null) {
      throw new IllegalStateException("There is no declarer yet");
    }
    int index = table.defenderIndex(defender);
    if (index < 0) {
      throw new IllegalArgumentException(defender + " is the declarer");
    }
    return table.kontraLevel(component, index);
  }

  /**
   * {@return why the action would be refused, or empty if it is legal, as far as the viewer can tell:
   * for a seat whose cards the viewer holds the answer is the game's; for another seat, only
   * what is public is checked (turn, phase, timing, bids, kontras, a card not played twice)}
   *
   * @param action the action
   */
  public abstract Optional<Refusal> check(Action action);

  /** The public parts of two views are the same: then their tables are the same too. */
  final boolean samePublicPart(TableView view) {
    return view.table.rules.equals(table.rules) && view.table.dealer == table.dealer
        && view.history.equals(history) && java.util.Arrays.equals(view.hiddenDiscards, hiddenDiscards)
        && view.exposedHands.equals(exposedHands) && view.settlement.equals(settlement)
        && Objects.equals(view.table.discardedAceOrTen, table.discardedAceOrTen);
  }
}
