package hu.ulti.core.scoring;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The result of scoring one hand: a line per component and the net payments.
 *
 * <p>Invariant: the payments sum to zero, and each defender's payment is minus the sum of what
 * he pays on the lines.
 *
 * <p>Guarantees: immutable and thread-safe.
 */
public final class Settlement {
  private final HandSummary summary;
  private final List<ComponentResult> lines;
  private final Map<Party, Integer> payments;

  Settlement(HandSummary summary, List<ComponentResult> lines) {
    this.summary = Objects.requireNonNull(summary, "summary");
    this.lines = List.copyOf(lines);
    int first = 0;
    int second = 0;
    for (ComponentResult line : lines) {
      first += line.firstDefenderPays();
      second += line.secondDefenderPays();
    }
    Map<Party, Integer> map = new EnumMap<>(Party.class);
    map.put(Party.DECLARER, first + second);
    map.put(Party.FIRST_DEFENDER, -first);
    map.put(Party.SECOND_DEFENDER, -second);
    this.payments = java.util.Collections.unmodifiableMap(map);
  }

  /** The hand that was scored. */
  public HandSummary summary() {
    return summary;
  }

  /** One line per scored component, in canonical order, silent bonuses beside their kind. */
  public List<ComponentResult> lines() {
    return lines;
  }

  /** Net game points for the hand per party, positive when received; they sum to zero. */
  public Map<Party, Integer> payments() {
    return payments;
  }

  /** Net game points for one party. */
  public int payment(Party party) {
    return payments.get(party);
  }

  @Override
  public String toString() {
    return "Settlement{lines=" + lines + ", payments=" + payments + "}";
  }
}
