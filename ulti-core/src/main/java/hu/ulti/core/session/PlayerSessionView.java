package hu.ulti.core.session;

import hu.ulti.core.rules.RuleSet;
import java.util.List;

import hu.ulti.core.game.PlayerView;
import hu.ulti.core.game.GameView;
import hu.ulti.core.card.Seat;
import java.util.Objects;
import java.util.Optional;

/**
 * What one player may know of a session: its public facts (see {@link SessionView}) and the
 * latest deal as his seat sees it, or, while he sits the deal out at a table of four, as a
 * spectator does. This is what a server sends to a player's client.
 *
 * <p>Guarantees: immutable and thread-safe.
 */
public final class PlayerSessionView extends SessionView {
  private final Player player;

  PlayerSessionView(SessionFacts facts, Player player, Optional<GameView> gameView) {
    super(facts, gameView);
    this.player = player;
  }

  PlayerSessionView(RuleSet rules, List<String> players, Player firstDealer, List<DealResult> results,
      boolean dealInProgress, Optional<SessionLog.EndCall> endCall, SessionEnd end, Player player,
      Optional<GameView> gameView) {
    super(rules, players, firstDealer, results, dealInProgress, endCall, end, gameView);
    this.player = player;
  }

  /** {@return the player whose view this is} */
  public Player player() {
    return player;
  }

  /** {@return the player's seat in the latest deal; empty while he sits it out} */
  public Optional<Seat> seat() {
    return seatOf(player);
  }

  /** {@return the latest deal as the player's seat sees it; empty before the first deal and while he sits out} */
  public Optional<PlayerView> playerView() {
    return gameView().filter(PlayerView.class::isInstance).map(PlayerView.class::cast);
  }

  /** Two views are equal when they are of the same player and their facts and deal views are. */
  @Override
  public boolean equals(Object other) {
    return other instanceof PlayerSessionView view && view.player == player && sameView(view);
  }

  @Override
  public int hashCode() {
    return Objects.hash(player, players(), results());
  }

  @Override
  public String toString() {
    return "PlayerSessionView{player " + player + ", deals " + dealsDealt() + ", scores " + scores() + "}";
  }
}
