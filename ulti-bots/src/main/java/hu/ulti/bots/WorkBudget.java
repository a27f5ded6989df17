package hu.ulti.bots;

import hu.ulti.core.solve.SearchLimit;
import java.util.function.BooleanSupplier;

/**
 * The work one decision may do: a number of solver nodes shared by all its solves, and optionally
 * a wall-clock safety cap. The nodes make a level's strength the same on every machine, at any
 * load and thread count; the cap, when a server sets one, can only make a decision weaker, and
 * says when it did ({@link #timedOut}).
 *
 * <p>One decision's, on one thread: not thread-safe.
 */
final class WorkBudget {
  private final SearchLimit base;
  private final long nodes;
  private final BooleanSupplier timeUp;
  private long left;
  private boolean timedOut;

  /**
   * @param nodes the nodes the decision's solves may search together
   * @param timeUp true once the safety cap is reached; never true without a cap
   */
  WorkBudget(long nodes, BooleanSupplier timeUp) {
    this.nodes = nodes;
    this.left = nodes;
    this.timeUp = timeUp;
    this.base = SearchLimit.none().stoppingWhen(this::checkTime);
  }

  private boolean checkTime() {
    if (!timedOut && timeUp.getAsBoolean()) {
      timedOut = true;
    }
    return timedOut;
  }

  /**
   * {@return a budget of the same nodes under the same cap, for a second question asked in the same
   * decision (a kontra beside the card), so that the one does not starve the other}
   */
  WorkBudget another() {
    return new WorkBudget(nodes, this::checkTime);
  }

  /** {@return the limit of the next solve: the nodes left, and the cap} */
  SearchLimit next() {
    return base.withMaxNodes(Math.max(1, left)).reportingTo(nodes -> left -= nodes);
  }

  /** {@return whether the decision may start another solve} */
  boolean hasWorkLeft() {
    return left > 0 && !checkTime();
  }

  /** {@return whether the decision used all its nodes} */
  boolean exhausted() {
    return left <= 0;
  }

  /** {@return whether the safety cap stopped the decision} */
  boolean timedOut() {
    return timedOut;
  }
}
