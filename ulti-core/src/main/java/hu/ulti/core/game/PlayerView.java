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
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What one seat may know of a game, and nothing else: its own hand; the talon only while it
 * knows it (it holds the last discards); the public part every view shares (see
 * {@link GameView}), with other seats' discards hidden; and the other hands once an open
 * contract exposes them after the first trick. This is what a server sends to that seat.
 *
 * <p>{@link #legalActions()} is computed from the view alone and equals the game's when this
 * seat is to act.
 *
 * <p>Guarantees: immutable and thread-safe.
 */
public final class PlayerView extends GameView {
  private final Seat seat;
  private final CardSet hand;
  private final Optional<CardSet> knownTalon;
  private final Optional<CardSet> receivedHand;
  private final Optional<CardSet> firstRound;
  private final Optional<CardSet> dealtTalon;

  PlayerView(Game game, Seat seat) {
    this(game.table(), Objects.requireNonNull(seat, "seat"), game.hand(seat),
        game.table().talonKnownBy == seat ? Optional.of(game.talon()) : Optional.empty(),
        exposedHands(game, seat), visibleHistory(game.history(), seat), hiddenDiscards(game.history(), seat),
        game.receivedHand(seat), game.deal().firstRound(seat), game.dealtTalonSeenBy(seat),
        game.isOver() ? Optional.of(game.settlement()) : Optional.empty());
  }

  /** A view of parts already checked: by {@link Game#view} or by {@link ViewReplay}. */
  PlayerView(Table table, Seat seat, CardSet hand, Optional<CardSet> knownTalon, Map<Seat, CardSet> exposedHands,
      List<Action> history, boolean[] hiddenDiscards, Optional<CardSet> receivedHand, Optional<CardSet> firstRound,
      Optional<CardSet> dealtTalon, Optional<Settlement> settlement) {
    super(table, exposedHands, history, hiddenDiscards, settlement);
    this.seat = seat;
    this.hand = hand;
    this.knownTalon = knownTalon;
    this.receivedHand = receivedHand;
    this.firstRound = firstRound;
    this.dealtTalon = dealtTalon;
  }

  /**
   * {@return a builder for a view from what the seat knows alone: the public history, its own cards and
   * what it was shown} {@link Builder#build()} replays the history on the public table and
   * checks everything it can, so that the view's {@link #legalActions()} and {@link #check}
   * answer exactly as the game's own view of that seat does. This is how a client rebuilds the
   * view a server sent it.
   *
   * @param rules the rule set of the deal
   * @param dealer the dealer
   * @param seat the seat whose view it is
   */
  public static Builder builder(RuleSet rules, Seat dealer, Seat seat) {
    return new Builder(rules, dealer, seat);
  }

  /** {@return the seat whose view this is} */
  public Seat seat() {
    return seat;
  }

  /** {@return this seat's cards} */
  public CardSet hand() {
    return hand;
  }

  /** {@return the talon's cards, if this seat laid them down and nobody has taken them since} */
  public Optional<CardSet> knownTalon() {
    return knownTalon;
  }

  /**
   * {@return the cards this seat received from the dealer (see {@link Game#receivedHand(Seat)}); empty
   * during a half-hand auction, before the second round is dealt}
   */
  public Optional<CardSet> receivedHand() {
    return receivedHand;
  }

  /**
   * {@return the five cards this seat received in a first round of five, if the deal recorded one}
   */
  public Optional<CardSet> firstRound() {
    return firstRound;
  }

  /**
   * {@return the talon as dealt, if this seat has seen it: the empty talon of the standard deal, or a
   * talon dealt apart once this seat (forehand) has picked it up}
   */
  public Optional<CardSet> dealtTalon() {
    return dealtTalon;
  }

  /**
   * {@return this seat's bidding box when it is to bid (see {@link Game#biddingBox()}); empty otherwise}
   */
  public Optional<BiddingBox> biddingBox() {
    return table.toAct == seat ? Referee.biddingBox(table, hand) : Optional.empty();
  }

  /**
   * {@return this seat's legal actions, computed from the view, in the order of
   * {@link Game#legalActions()}; empty when it is not to act}
   */
  public List<Action> legalActions() {
    return table.toAct == seat ? Referee.legalActions(table, hand) : List.of();
  }

  /**
   * Why the action would be refused, or empty if it is legal. For this seat's own action the
   * answer is the game's; for another seat's, whose cards this seat does not know, only what is
   * public is checked (turn, phase, timing, bids, kontras, a card not played twice).
   */
  @Override
  public Optional<Refusal> check(Action action) {
    Objects.requireNonNull(action, "action");
    return Referee.check(table, action.seat() == seat ? hand : null, action);
  }

  /**
   * Two views are equal when they are of the same seat in the same rules, with the same public
   * history (hidden discards alike) and the same cards shown: then their tables are the same.
   */
  @Override
  public boolean equals(Object other) {
    if (!(other instanceof PlayerView)) {
      return false;
    }
    PlayerView view = (PlayerView) other;
    return view.seat == seat && samePublicPart(view) && view.hand.equals(hand) && view.knownTalon.equals(knownTalon)
        && view.receivedHand.equals(receivedHand) && view.firstRound.equals(firstRound)
        && view.dealtTalon.equals(dealtTalon);
  }

  @Override
  public int hashCode() {
    return Objects.hash(seat, table.rules, history(), hand);
  }

  @Override
  public String toString() {
    return "PlayerView{" + seat + ", phase=" + table.phase + ", hand=" + hand + "}";
  }

  /**
   * Builds a view from what its seat knows (see {@link PlayerView#builder}). The history is
   * given in order; every other part is optional except the hand.
   */
  public static final class Builder {
    final ViewFacts facts;

    private Builder(RuleSet rules, Seat dealer, Seat seat) {
      this.facts = new ViewFacts(rules, dealer, Objects.requireNonNull(seat, "seat"));
    }

    /**
     * {@return the next action of the public history, as the seat saw it}
     *
     * @param action the action
     */
    public Builder action(Action action) {
      facts.action(action, false);
      return this;
    }

    /**
     * {@return the next action of the history: another seat's bid with a discard this seat did not see}
     *
     * @param bid the bid
     * @param bidder the bidder
     */
    public Builder bidWithHiddenDiscard(Seat bidder, Bid bid) {
      facts.action(new Action.Bid(bidder, CardSet.empty(), bid), true);
      return this;
    }

    /**
     * {@return the seat's cards now}
     *
     * @param hand the hand
     */
    public Builder hand(CardSet hand) {
      facts.hand = Objects.requireNonNull(hand, "hand");
      return this;
    }

    /**
     * {@return the talon's cards, when this seat laid them down and nobody has taken them since}
     *
     * @param talon the talon
     */
    public Builder knownTalon(CardSet talon) {
      facts.knownTalon = Objects.requireNonNull(talon, "talon");
      return this;
    }

    /**
     * {@return another seat's remaining cards, laid open by an open contract}
     *
     * @param other the value to compare with
     * @param cards the cards
     */
    public Builder exposedHand(Seat other, CardSet cards) {
      facts.exposedHand(other, cards);
      return this;
    }

    /**
     * {@return the cards this seat received from the dealer (see {@link PlayerView#receivedHand()})}
     *
     * @param cards the cards
     */
    public Builder receivedHand(CardSet cards) {
      facts.receivedHand = Objects.requireNonNull(cards, "cards");
      return this;
    }

    /**
     * {@return the five cards of a first round of five}
     *
     * @param cards the cards
     */
    public Builder firstRound(CardSet cards) {
      facts.firstRound = Objects.requireNonNull(cards, "cards");
      return this;
    }

    /**
     * {@return the talon as dealt, when this seat has seen it (the empty talon of the standard deal)}
     *
     * @param talon the talon
     */
    public Builder dealtTalon(CardSet talon) {
      facts.dealtTalon = Objects.requireNonNull(talon, "talon");
      facts.talonApart = !talon.isEmpty();
      return this;
    }

    /**
     * {@return the declarer's announcement at his first lead, under rules that ask it}
     *
     * @param announced {@code true} if announced
     */
    public Builder discardedAceOrTen(boolean announced) {
      facts.discardedAceOrTen = announced;
      return this;
    }

    /**
     * {@return the settlement of the finished deal}
     *
     * @param settlement the settlement
     */
    public Builder settlement(Settlement settlement) {
      facts.settlement = Objects.requireNonNull(settlement, "settlement");
      return this;
    }

    /**
     * {@return the view, after replaying the history on the public table}
     *
     * @throws InvalidViewException naming the history entry or the part that breaks a rule or
     *     contradicts the rest
     */
    public PlayerView build() {
      return new ViewReplay(facts).view();
    }
  }
}
