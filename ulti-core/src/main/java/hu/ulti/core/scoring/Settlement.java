package hu.ulti.core.scoring;

import hu.ulti.core.card.Seat;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The result of scoring one hand: a line per component and the net payments by seat.
 *
 * <p>Invariant: the payments sum to zero, and each defender's payment is minus the sum of what
 * he pays on the lines. The declarer sits at {@link HandSummary#declarerSeat()}, the first
 * defender at the next seat and the second defender at the one after.
 *
 * <p>Guarantees: immutable and thread-safe.
 */
public final class Settlement {
  private final HandSummary summary;
  private final List<SettlementLine> lines;
  private final Map<Seat, Integer> payments;

  Settlement(HandSummary summary, List<SettlementLine> lines) {
    this.summary = Objects.requireNonNull(summary, "summary");
    this.lines = List.copyOf(lines);
    int first = 0;
    int second = 0;
    for (SettlementLine line : lines) {
      first += line.firstDefenderPays();
      second += line.secondDefenderPays();
    }
    Seat declarer = summary.declarerSeat();
    Map<Seat, Integer> map = new EnumMap<>(Seat.class);
    map.put(declarer, first + second);
    map.put(declarer.next(), -first);
    map.put(declarer.previous(), -second);
    this.payments = Collections.unmodifiableMap(map);
  }

  /** {@return the hand that was scored} */
  public HandSummary summary() {
    return summary;
  }

  /**
   * {@return one line per scored component, in canonical order, silent bonuses beside their kind}
   */
  public List<SettlementLine> lines() {
    return lines;
  }

  /**
   * {@return net game points for the hand by seat, in seat order, positive when received; they sum to zero}
   */
  public Map<Seat, Integer> payments() {
    return payments;
  }

  /**
   * {@return net game points of one seat}
   *
   * @param seat the seat
   */
  public int payment(Seat seat) {
    return payments.get(Objects.requireNonNull(seat, "seat"));
  }

  /**
   * {@return net game points of the seat that plays the party in this hand}
   *
   * @param party the party
   */
  public int payment(Party party) {
    return payment(summary.seatOf(party));
  }

  /** Two settlements are equal when they score equal summaries (their lines then agree). */
  @Override
  public boolean equals(Object other) {
    return other instanceof Settlement && ((Settlement) other).summary.equals(summary)
        && ((Settlement) other).lines.equals(lines);
  }

  @Override
  public int hashCode() {
    return summary.hashCode();
  }

  @Override
  public String toString() {
    return "Settlement{lines=" + lines + ", payments=" + payments + "}";
  }
}
