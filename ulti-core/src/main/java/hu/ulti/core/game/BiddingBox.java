package hu.ulti.core.game;

import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The opening choice of a seat in an auction, as structured data for a client to draw a bidding
 * box: whether it may pass or take the talon, the discards a bid comes with when it holds twelve
 * cards, and the bids it may make now or after taking the talon. {@link #actions()} is exactly
 * the legal actions it stands for, in the game's order, so the box and
 * {@link Game#legalActions()} never disagree.
 *
 * @param seat the seat to act
 * @param mayPass whether it may pass (pass the talon on unseen, or in the half-hand auction pass)
 * @param mayTakeTalon whether it may pick the talon up (then it must discard two and bid)
 * @param suitsToName the suits forehand may name before picking up a talon dealt apart (the
 *     older rules); empty otherwise
 * @param discards when the seat holds twelve cards, every pair it may lay down with a bid;
 *     empty when a bid comes without a discard
 * @param bids the bids it may make now, lowest first
 * @param bidsAfterTakingTalon the bids it could make after taking the talon; empty when it may
 *     not take it
 */
public record BiddingBox(Seat seat, boolean mayPass, boolean mayTakeTalon, List<Suit> suitsToName,
    List<CardSet> discards, List<Bid> bids, List<Bid> bidsAfterTakingTalon) {
  /**
   * Copies the lists.
   *
   * @param suitsToName the suits to name
   * @param discards the discards
   * @param bids the bids
   * @param bidsAfterTakingTalon the bids after taking talon
   * @param mayPass the may pass
   * @param mayTakeTalon the may take talon
   * @param seat the seat
   * @throws IllegalArgumentException if a discard is not two cards
   */
  public BiddingBox {
    Objects.requireNonNull(seat, "seat");
    suitsToName = List.copyOf(suitsToName);
    discards = List.copyOf(discards);
    for (CardSet discard : discards) {
      if (discard.size() != 2) {
        throw new IllegalArgumentException("A discard the box offers is two cards, not " + discard.size() + ": "
            + discard);
      }
    }
    bids = List.copyOf(bids);
    bidsAfterTakingTalon = List.copyOf(bidsAfterTakingTalon);
  }

  /** {@return whether a bid now comes with a discard of two cards} */
  public boolean discardDue() {
    return !discards.isEmpty();
  }

  /**
   * {@return the legal actions the box stands for: names of suits, pass, taking the talon, each bid with each discard}
   */
  public List<Action> actions() {
    List<Action> actions = new ArrayList<>();
    for (Suit suit : suitsToName) {
      actions.add(new Action.NameTrumps(seat, suit));
    }
    if (mayPass) {
      actions.add(new Action.Pass(seat));
    }
    if (mayTakeTalon) {
      actions.add(new Action.TakeTalon(seat));
    }
    List<CardSet> withBid = discards.isEmpty() ? List.of(CardSet.empty()) : discards;
    for (Bid bid : bids) {
      for (CardSet discard : withBid) {
        actions.add(new Action.Bid(seat, discard, bid));
      }
    }
    return List.copyOf(actions);
  }
}
