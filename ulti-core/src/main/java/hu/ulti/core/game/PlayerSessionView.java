package hu.ulti.core.game;

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
  private final int player;

  PlayerSessionView(Facts facts, int player, Optional<TableView> deal) {
    super(facts, deal);
    this.player = player;
  }

  /** {@return the player whose view this is} */
  public int player() {
    return player;
  }

  /** {@return the player's seat in the latest deal; empty while he sits it out} */
  public Optional<Seat> seat() {
    return Seating.seatOf(players().size(), dealer(), player);
  }

  /** {@return the latest deal as the player's seat sees it; empty before the first deal and while he sits out} */
  public Optional<PlayerView> playerView() {
    return deal().filter(PlayerView.class::isInstance).map(PlayerView.class::cast);
  }

  /** Two views are equal when they are of the same player and their facts and deal views are. */
  @Override
  public boolean equals(Object other) {
    return other instanceof PlayerSessionView view && view.player == player && sameFacts(view);
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
