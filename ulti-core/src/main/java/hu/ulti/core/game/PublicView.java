package hu.ulti.core.game;

import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Seat;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.scoring.Settlement;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What a spectator may know of a game: the public part alone (see {@link GameView}). Every
 * discard is hidden, no hand is shown until an open contract lays it open, and the talon's
 * cards are never shown. This is what a server sends to a client that holds no seat.
 *
 * <p>Guarantees: immutable and thread-safe.
 */
public final class PublicView extends GameView {
  private final boolean talonDealtApart;

  PublicView(Game game) {
    this(game.table(), exposedHands(game, null), visibleHistory(game.history(), null),
        hiddenDiscards(game.history(), null), !game.deal().talon().isEmpty(),
        game.isOver() ? Optional.of(game.settlement()) : Optional.empty());
  }

  /** A view of parts already checked: by {@link Game#publicView()} or by {@link ViewReplay}. */
  PublicView(Table table, Map<Seat, CardSet> exposedHands, List<Action> history, boolean[] hiddenDiscards,
      boolean talonDealtApart, Optional<Settlement> settlement) {
    super(table, exposedHands, history, hiddenDiscards, settlement);
    this.talonDealtApart = talonDealtApart;
  }

  /**
   * {@return a builder for a spectator's view from the public history and what was laid open}
   * {@link Builder#build()} replays the history on the public table and checks everything a
   * spectator can, so that the view's {@link #check} answers exactly as the game's own public
   * view does. This is how a client rebuilds the view a server sent it.
   *
   * @param rules the rule set of the deal
   * @param dealer the dealer
   */
  public static Builder builder(RuleSet rules, Seat dealer) {
    return new Builder(rules, dealer);
  }

  /**
   * {@return whether the talon was dealt apart (older rules: forehand picks it up after naming a suit),
   * rather than forehand being dealt twelve cards as in the standard deal}
   */
  public boolean talonDealtApart() {
    return talonDealtApart;
  }

  /**
   * Why the action would be refused, or empty if it is legal as far as a spectator can tell:
   * only what is public is checked (turn, phase, timing, bids, kontras, a card not played twice).
   */
  @Override
  public Optional<Refusal> check(Action action) {
    Objects.requireNonNull(action, "action");
    return Referee.check(table, null, action);
  }

  /** Two public views are equal when their rules, history, hidden discards and shown cards are. */
  @Override
  public boolean equals(Object other) {
    return other instanceof PublicView view && view.talonDealtApart == talonDealtApart && samePublicPart(view);
  }

  @Override
  public int hashCode() {
    return Objects.hash(table.rules, history());
  }

  @Override
  public String toString() {
    return "PublicView{phase=" + table.phase + ", actions=" + history().size() + "}";
  }

  /**
   * Builds a spectator's view (see {@link PublicView#builder}). The history is given in order;
   * every other part is optional. The deal is the standard one unless told the talon was dealt
   * apart.
   */
  public static final class Builder {
    final ViewFacts facts;

    private Builder(RuleSet rules, Seat dealer) {
      this.facts = new ViewFacts(rules, dealer, null);
      facts.talonApart = false;
    }

    /**
     * {@return the next action of the public history; a bid that came with a discard needs {@link #bidWithHiddenDiscard}}
     *
     * @param action the action
     */
    public Builder action(Action action) {
      facts.action(action, false);
      return this;
    }

    /**
     * {@return the next action of the history: a bid with a discard nobody but the bidder saw}
     *
     * @param bid the bid
     * @param bidder the bidder
     */
    public Builder bidWithHiddenDiscard(Seat bidder, Bid bid) {
      facts.action(new Action.Bid(bidder, CardSet.empty(), bid), true);
      return this;
    }

    /**
     * {@return a seat's remaining cards, laid open by an open contract}
     *
     * @param seat the seat
     * @param cards the cards
     */
    public Builder exposedHand(Seat seat, CardSet cards) {
      facts.exposedHand(seat, cards);
      return this;
    }

    /**
     * {@return whether the talon was dealt apart (see {@link PublicView#talonDealtApart()}); false unless told}
     *
     * @param apart {@code true} if apart
     */
    public Builder talonDealtApart(boolean apart) {
      facts.talonApart = apart;
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
    public PublicView build() {
      return new ViewReplay(facts).publicView();
    }
  }
}
