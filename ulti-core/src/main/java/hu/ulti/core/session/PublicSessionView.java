package hu.ulti.core.session;

import hu.ulti.core.rules.RuleSet;
import java.util.List;

import hu.ulti.core.game.PublicView;
import hu.ulti.core.game.GameView;
import java.util.Objects;
import java.util.Optional;

/**
 * What a spectator may know of a session: its public facts (see {@link SessionView}) and the
 * latest deal's {@link PublicView}. This is what a server sends to a client that holds no seat.
 *
 * <p>Guarantees: immutable and thread-safe.
 */
public final class PublicSessionView extends SessionView {
  PublicSessionView(SessionFacts facts, Optional<GameView> gameView) {
    super(facts, gameView);
  }

  PublicSessionView(RuleSet rules, List<String> players, Player firstDealer, List<DealResult> results,
      boolean dealInProgress, Optional<SessionLog.EndCall> endCall, SessionEnd end, Optional<GameView> gameView) {
    super(rules, players, firstDealer, results, dealInProgress, endCall, end, gameView);
  }

  /** {@return the latest deal as a spectator sees it; empty before the first deal} */
  public Optional<PublicView> publicView() {
    return gameView().map(PublicView.class::cast);
  }

  /** Two views are equal when their facts and deal views are. */
  @Override
  public boolean equals(Object other) {
    return other instanceof PublicSessionView view && sameView(view);
  }

  @Override
  public int hashCode() {
    return Objects.hash(players(), results());
  }

  @Override
  public String toString() {
    return "PublicSessionView{deals " + dealsDealt() + ", scores " + scores() + "}";
  }
}
