package hu.ulti.core.solve;

import java.util.Objects;

/**
 * Thrown when a solve ran out of its {@link SearchLimit}: its node budget, or its stop signal.
 * It is not a broken rule, so it is not an {@link hu.ulti.core.UltiException}: the position was
 * fine, the answer simply was not reached in the budget.
 */
public final class SearchStoppedException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** The positions searched before the search stopped. */
  private final long nodes;

  /**
   * A stopped search.
   *
   * @param nodes the positions searched before it stopped
   * @param reason why: the budget or the stop signal
   */
  SearchStoppedException(long nodes, String reason) {
    super("The search stopped after " + nodes + " positions: " + Objects.requireNonNull(reason, "reason"));
    this.nodes = nodes;
  }

  /** {@return the positions searched before the search stopped} */
  public long nodes() {
    return nodes;
  }
}
