package hu.ulti.core.game;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Component;
import java.util.Objects;
import java.util.Optional;

/**
 * Everything a seat can do in a game: a sealed family of small immutable values. Each names the
 * seat that acts, so a referee can check it is that seat's turn.
 *
 * <p>Each action is a tag with one name on every surface (see {@code docs/vocabulary.md}): the
 * record's name here ({@code Action.TakeTalon}), the JSON {@code type} in lowerCamelCase
 * ({@code takeTalon}), and the words of a game record's move in lower case ({@code take talon}).
 * The contract a {@link Bid} names is a {@link hu.ulti.core.contract.Bid}; refer to this record as
 * {@code Action.Bid} where both are in use.
 */
public sealed interface Action {
  /** {@return the seat that acts} */
  Seat seat();

  /**
   * "Passz": in the auction, passing the talon on without looking at it; after the first
   * trick, declining to raise any kontra further.
   *
   * @param seat the seat that passes
   */
  record Pass(Seat seat) implements Action {
    /**
     * Validates nulls.
     *
     * @param seat the seat
     */
    public Pass {
      Objects.requireNonNull(seat, "seat");
    }
  }

  /**
   * Picking up the two talon cards in the auction, which commits the player to discard two
   * cards and make a higher bid.
   *
   * @param seat the seat that takes the talon
   */
  record TakeTalon(Seat seat) implements Action {
    /**
     * Validates nulls.
     *
     * @param seat the seat
     */
    public TakeTalon {
      Objects.requireNonNull(seat, "seat");
    }
  }

  /**
   * Naming a contract in the auction. A player holding twelve cards (forehand at his first
   * turn, or a player who took the talon) first discards two face down; a player who did not
   * take the talon discards nothing.
   *
   * @param seat the bidder
   * @param discard the two cards laid down as the new talon, or none
   * @param bid the contract named
   */
  record Bid(Seat seat, CardSet discard, hu.ulti.core.contract.Bid bid) implements Action {
    /**
     * Validates nulls.
     *
     * @param bid the bid
     * @param discard the discard
     * @param seat the seat
     */
    public Bid {
      Objects.requireNonNull(seat, "seat");
      Objects.requireNonNull(discard, "discard");
      Objects.requireNonNull(bid, "bid");
    }
  }

  /**
   * The declarer names the trump suit of a minor-suit bid.
   *
   * @param seat the declarer
   * @param suit acorns, leaves or bells
   */
  record NameTrumps(Seat seat, Suit suit) implements Action {
    /**
     * Validates nulls.
     *
     * @param seat the seat
     * @param suit the suit
     */
    public NameTrumps {
      Objects.requireNonNull(seat, "seat");
      Objects.requireNonNull(suit, "suit");
    }
  }

  /**
   * The declarer gives up before leading to the first trick, where the rules allow it.
   *
   * @param seat the declarer
   */
  record GiveUp(Seat seat) implements Action {
    /**
     * Validates nulls.
     *
     * @param seat the seat
     */
    public GiveUp {
      Objects.requireNonNull(seat, "seat");
    }
  }

  /**
   * Declaring a king and over ("20", or "40" in trumps) when playing to the first trick, before
   * playing the card.
   *
   * @param seat the declaring player
   * @param suit the suit of the king and over
   */
  record Declare(Seat seat, Suit suit) implements Action {
    /**
     * Validates nulls.
     *
     * @param seat the seat
     * @param suit the suit
     */
    public Declare {
      Objects.requireNonNull(seat, "seat");
      Objects.requireNonNull(suit, "suit");
    }
  }

  /**
   * Doubling one component one level further: a defender's kontra at the first trick, or
   * after it the declarer's rekontra and the higher levels in turn.
   *
   * @param seat who says it
   * @param component the component doubled
   * @param against for the declarer in a contract where each defender kontras for himself: the
   *     defender whose kontra he answers; empty otherwise
   */
  record Kontra(Seat seat, Component component, Optional<Seat> against) implements Action {
    /**
     * Validates nulls.
     *
     * @param against the against
     * @param component the component
     * @param seat the seat
     */
    public Kontra {
      Objects.requireNonNull(seat, "seat");
      Objects.requireNonNull(component, "component");
      Objects.requireNonNull(against, "against");
    }

    /**
     * {@return a kontra that is not aimed at one defender}
     *
     * @param seat the seat
     * @param component the component
     */
    public static Kontra of(Seat seat, Component component) {
      return new Kontra(seat, component, Optional.empty());
    }
  }

  /**
   * Playing a card to the current trick.
   *
   * @param seat the player
   * @param card the card
   */
  record Play(Seat seat, Card card) implements Action {
    /**
     * Validates nulls.
     *
     * @param card the card
     * @param seat the seat
     */
    public Play {
      Objects.requireNonNull(seat, "seat");
      Objects.requireNonNull(card, "card");
    }
  }
}
