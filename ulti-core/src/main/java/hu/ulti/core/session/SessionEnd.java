package hu.ulti.core.session;

import java.util.Optional;

/**
 * Where a session stands toward its end, "the ace of hearts deals and does not deal": "At the end
 * of the following hand it is noted who held the ace of hearts at the end of the auction. Play
 * continues until it is next the 'ace of hearts' player's turn to deal. Beginning with this
 * deal, three further hands are played, and then when the 'ace of hearts' would have been about
 * to deal again, the session ends. (... the ace of hearts is in the talon ... the decision about
 * who the 'ace of hearts' player will be is delayed to the following hand.)" At a table of four
 * the round is four hands.
 *
 * <p>Shared by {@link Session}, which moves it on after each deal, and {@link SessionView}'s
 * builder, which moves it on from the public results to check what a server says. Immutable.
 */
final class SessionEnd {
  private enum State { NOT_CALLED, CALLED, HOLDER_KNOWN, HOLDER_HAS_DEALT, OVER }

  static final SessionEnd NOT_CALLED = new SessionEnd(State.NOT_CALLED, null);

  private final State state;
  /** The "ace of hearts" player and where he was noted; null before. */
  private final AceOfHearts ace;

  private SessionEnd(State state, AceOfHearts ace) {
    this.state = state;
    this.ace = ace;
  }

  /** The end is called; noted at the end of the deal in progress, or of the next one. */
  SessionEnd called() {
    if (state != State.NOT_CALLED) {
      throw new IllegalStateException("The end of the session has been called already");
    }
    return new SessionEnd(State.CALLED, null);
  }

  /**
   * The state after a deal.
   *
   * @param dealNumber the deal's number
   * @param dealer who dealt it
   * @param nextDealer who deals next
   * @param aceHolder who held the ace of hearts at the end of its auction; empty if it lay in
   *     the talon (or is not known to the caller, who then says so by not noting it here)
   */
  SessionEnd afterDeal(int dealNumber, Player dealer, Player nextDealer, Optional<Player> aceHolder) {
    State next = state;
    AceOfHearts noted = ace;
    if (next == State.HOLDER_KNOWN && dealer == noted.player()) {
      next = State.HOLDER_HAS_DEALT;
    }
    if (next == State.CALLED && aceHolder.isPresent()) {
      noted = new AceOfHearts(aceHolder.get(), dealNumber);
      next = State.HOLDER_KNOWN;
    }
    if (next == State.HOLDER_HAS_DEALT && nextDealer == noted.player()) {
      next = State.OVER;
    }
    return next == state && noted == ace ? this : new SessionEnd(next, noted);
  }

  boolean isCalled() {
    return state != State.NOT_CALLED;
  }

  /** Called, and the ace of hearts still to be noted. */
  boolean awaitsHolder() {
    return state == State.CALLED;
  }

  boolean isOver() {
    return state == State.OVER;
  }

  Optional<AceOfHearts> aceOfHearts() {
    return Optional.ofNullable(ace);
  }
}
