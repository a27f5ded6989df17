package hu.ulti.core.solve;

import java.util.Objects;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

/**
 * How far a solve may go, and where it reports its work: a node budget, a stop signal polled as
 * it searches (a deadline, a cancel button, a server shutting down), and a receiver of the number
 * of positions searched. A solve that runs out of nodes or is told to stop throws
 * {@link SearchStoppedException}; it never returns a partial answer. A solve also stops, the same
 * way, when its thread is interrupted (it leaves the interrupt flag set), with or without a limit.
 * The node count the exception gives and the one the receiver is told are the same, and never
 * above the budget.
 *
 * <p>{@code SearchLimit.none()} searches to the end. Immutable; the stop signal and the receiver
 * are the caller's and must be thread-safe if the caller shares them.
 *
 * @param maxNodes the most positions to search, at least 1
 * @param stop polled every 1,024 positions; true stops the search
 * @param nodesSearched told the number of positions searched when the solve ends or stops
 */
public record SearchLimit(long maxNodes, BooleanSupplier stop, LongConsumer nodesSearched) {
  /** How many positions are searched between two polls of the stop signal. */
  static final int POLL = 1024;

  private static final SearchLimit NONE = new SearchLimit(Long.MAX_VALUE, () -> false, nodes -> { });

  /**
   * Checks the budget and the callbacks.
   *
   * @param maxNodes the most positions to search
   * @param stop the stop signal
   * @param nodesSearched the receiver of the node count
   * @throws IllegalArgumentException if {@code maxNodes} is below 1
   */
  public SearchLimit {
    Objects.requireNonNull(stop, "stop");
    Objects.requireNonNull(nodesSearched, "nodesSearched");
    if (maxNodes < 1) {
      throw new IllegalArgumentException("A search needs at least one node, not " + maxNodes);
    }
  }

  /** {@return no limit: the search runs to the end} */
  public static SearchLimit none() {
    return NONE;
  }

  /**
   * {@return this limit with at most {@code maxNodes} positions}
   *
   * @param maxNodes the most positions to search, at least 1
   */
  public SearchLimit withMaxNodes(long maxNodes) {
    return new SearchLimit(maxNodes, stop, nodesSearched);
  }

  /**
   * {@return this limit, also stopping when {@code signal} says so} For a time budget:
   * {@code () -> System.nanoTime() > deadline}; to cancel from another thread: an
   * {@code AtomicBoolean}'s {@code get}.
   *
   * @param signal polled as the search runs
   */
  public SearchLimit stoppingWhen(BooleanSupplier signal) {
    Objects.requireNonNull(signal, "signal");
    BooleanSupplier before = stop;
    return new SearchLimit(maxNodes, () -> before.getAsBoolean() || signal.getAsBoolean(), nodesSearched);
  }

  /**
   * {@return this limit, also telling {@code receiver} how many positions each solve searched}
   *
   * @param receiver told the node count when a solve ends or stops
   */
  public SearchLimit reportingTo(LongConsumer receiver) {
    Objects.requireNonNull(receiver, "receiver");
    LongConsumer before = nodesSearched;
    return new SearchLimit(maxNodes, stop, nodes -> {
      before.accept(nodes);
      receiver.accept(nodes);
    });
  }
}
