package hu.ulti.core.record;

import java.util.concurrent.atomic.AtomicLong;

/**
 * A bound on the work of choosing unknown discards ({@code discard ? ?}) shared by every record
 * of one input, so that an input of many records whose discards cannot be chosen costs a bounded
 * time in all, not a bounded time each. Each record's search still stops at its own bound; what
 * it applied is then taken from this budget, and a record that finds the budget spent is refused.
 *
 * <p>Thread-safe: records of one input may be replayed on several threads against one budget.
 */
public final class ReplayBudget {
  /** Enough for thousands of records with unknown discards, and a few seconds at most. */
  public static final long DEFAULT_ACTIONS = 4_000_000;

  private final long total;
  private final AtomicLong remaining;

  private ReplayBudget(long actions) {
    this.total = actions;
    this.remaining = new AtomicLong(actions);
  }

  /**
   * {@return a budget of that many replayed actions}
   *
   * @param actions at least 1
   * @throws IllegalArgumentException if {@code actions} is below 1
   */
  public static ReplayBudget ofActions(long actions) {
    if (actions < 1) {
      throw new IllegalArgumentException("A replay budget is at least one action, not " + actions);
    }
    return new ReplayBudget(actions);
  }

  /** {@return a budget that never runs out: each record is bounded on its own only} */
  public static ReplayBudget unlimited() {
    return new ReplayBudget(Long.MAX_VALUE);
  }

  /** {@return the actions left} */
  public long remaining() {
    return Math.max(0, remaining.get());
  }

  /** {@return the actions the budget started with} */
  public long total() {
    return total;
  }

  /** Takes the actions a search applied. */
  void spend(long actions) {
    if (total != Long.MAX_VALUE) {
      remaining.addAndGet(-actions);
    }
  }
}
