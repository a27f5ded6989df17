package hu.ulti.core.game;

import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.play.Trick;
import hu.ulti.core.rules.RuleSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The facts of a game that everybody at the table knows: the rules, the dealer, the phase and
 * whose turn it is, the bids, the declarer and his contract, the tricks, the declared marriages
 * and the kontras. The {@link Game} answers them, and so does each of its views
 * ({@link PlayerView}, {@link PublicView}), in the same words and from the same state: a view
 * read back from JSON answers exactly as the game did.
 *
 * <p>What only some know (a seat's cards, the talon, the whole history with every discard) is
 * on {@link Game} and on the views themselves.
 */
public abstract sealed class GameFacts permits Game, GameView {
  /** The public state; never null. */
  final Table table;

  GameFacts(Table table) {
    this.table = Objects.requireNonNull(table, "table");
  }

  /** {@return the rule set of the game} */
  public RuleSet rules() {
    return table.rules;
  }

  /** {@return the dealer's seat} */
  public Seat dealer() {
    return table.dealer;
  }

  /** {@return where the game stands} */
  public Phase phase() {
    return table.phase;
  }

  /** {@return whether the game is over: settled, in {@link Phase#OVER}} */
  public boolean isOver() {
    return table.phase == Phase.OVER;
  }

  /** {@return the seat to act; empty once the game is over} */
  public Optional<Seat> toAct() {
    return Optional.ofNullable(table.toAct);
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
        && (table.toAct == seat || table.phase == Phase.OVER && table.bidder == seat);
    int held = twelve ? 12 : 10;
    held -= table.tricks.size();
    return table.trick.cardOf(seat).isPresent() ? held - 1 : held;
  }

  /** {@return the highest bid so far; empty before the first bid} */
  public Optional<Bid> highestBid() {
    return Optional.ofNullable(table.bid);
  }

  /** {@return who made the highest bid; empty before the first bid} */
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

  /** {@return the half-hand contract that won the half-hand auction; empty if there is none (yet)} */
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

  /** {@return the suit forehand named before picking up a talon dealt apart (older rules); empty otherwise} */
  public Optional<Suit> nominatedSuit() {
    return Optional.ofNullable(table.nominatedSuit);
  }

  /** {@return the trick in progress: empty before its first card} */
  public Trick currentTrick() {
    return table.trick;
  }

  /** {@return the completed tricks, in order} */
  public List<Trick> completedTricks() {
    return table.tricks;
  }

  /** {@return the winners of the completed tricks, in order} */
  public List<Seat> trickWinners() {
    return table.winners;
  }

  /** {@return the suits of the marriages each seat has declared, by seat} */
  public Map<Seat, List<Suit>> declaredMarriages() {
    return table.declared;
  }

  /**
   * {@return the kontra level binding a defender on a component: 0 none, 1 kontra, 2 rekontra, 3
   * szubkontra, 4 hirskontra, 5 mordkontra, 6 fedáksári}
   *
   * @param component the component
   * @param defender the defender's seat
   * @throws IllegalStateException before the declarer is known
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
   * {@return why the action would be refused, or empty if it is legal} The game judges every
   * action; a view judges what its viewer can: for a seat whose cards it holds the answer is the
   * game's, for another seat only what is public (turn, phase, timing, bids, kontras, a card not
   * played twice).
   *
   * @param action the action
   */
  public abstract Optional<Refusal> check(Action action);
}
