package hu.ulti.core.game;

import java.util.Objects;
import java.util.Optional;

/**
 * What a spectator may know of a session: its public facts (see {@link SessionView}) and the
 * latest deal's {@link PublicView}. This is what a server sends to a client that holds no seat.
 *
 * <p>Guarantees: immutable and thread-safe.
 */
public final class PublicSessionView extends SessionView {
  PublicSessionView(Facts facts, Optional<TableView> deal) {
    super(facts, deal);
  }

  /** {@return the latest deal as a spectator sees it; empty before the first deal} */
  public Optional<PublicView> publicView() {
    return deal().map(PublicView.class::cast);
  }

  /** Two views are equal when their facts and deal views are. */
  @Override
  public boolean equals(Object other) {
    return other instanceof PublicSessionView view && sameFacts(view);
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
