package hu.ulti.core.contract;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.HashSet;
import java.util.Objects;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Every biddable bid of a rule set in ascending order, grouped in steps of equal bids.
 *
 * <p>Within a step bids are listed as pagat's table lists them: more components first, then
 * hearts before minor suit before no trumps, then by components in canonical order. That order
 * is presentation only: bids on one step are equal and shut each other out.
 *
 * <p>Guarantees: immutable and thread-safe.
 */
public final class BidLadder {
  /** The order within a step, as pagat's table lists equal bids. */
  static final Comparator<Bid> WITHIN_STEP =
      Comparator.comparingInt(Bid::size).reversed()
          .thenComparingInt(BidLadder::denominationOrder)
          .thenComparing(BidLadder::componentKey);

  private static final List<Denomination> TABLE_DENOMINATION_ORDER = List.of(
      Denomination.HEARTS, Denomination.BELLS, Denomination.LEAVES, Denomination.ACORNS, Denomination.MINOR,
      Denomination.NO_TRUMP_HEARTS, Denomination.NO_TRUMP_BELLS, Denomination.NO_TRUMP_LEAVES,
      Denomination.NO_TRUMP_ACORNS, Denomination.NO_TRUMP);

  private final List<List<Bid>> steps;
  private final List<Bid> bids;
  private final Map<Bid, Integer> stepOf;

  private BidLadder(List<List<Bid>> steps) {
    this.steps = steps;
    List<Bid> flat = new ArrayList<>();
    Map<Bid, Integer> index = new HashMap<>();
    for (int i = 0; i < steps.size(); i++) {
      for (Bid bid : steps.get(i)) {
        flat.add(bid);
        index.put(bid, i + 1);
      }
    }
    this.bids = List.copyOf(flat);
    this.stepOf = Map.copyOf(index);
  }

  /**
   * Sorts the bids by the ranking and groups equal ones into steps.
   *
   * @param biddable the biddable
   * @param ranking the ranking
   * @param values the values
   * @return the ladder
   * @throws IllegalArgumentException if a bid is listed twice
   */
  public static BidLadder of(List<Bid> biddable, BidRanking ranking, BidValues values) {
    Objects.requireNonNull(biddable, "biddable");
    Objects.requireNonNull(ranking, "ranking");
    Objects.requireNonNull(values, "values");
    List<Bid> sorted = new ArrayList<>(biddable);
    checkArgument(sorted.stream().distinct().count() == sorted.size(), "A bid is listed twice");
    sorted.sort((a, b) -> {
      int rank = ranking.compare(a, b, values);
      return rank != 0 ? rank : WITHIN_STEP.compare(a, b);
    });
    List<List<Bid>> steps = new ArrayList<>();
    List<Bid> step = new ArrayList<>();
    for (Bid bid : sorted) {
      if (!step.isEmpty() && ranking.compare(step.get(0), bid, values) != 0) {
        steps.add(List.copyOf(step));
        step.clear();
      }
      step.add(bid);
    }
    if (!step.isEmpty()) {
      steps.add(List.copyOf(step));
    }
    return new BidLadder(List.copyOf(steps));
  }

  /**
   * {@return a ladder given step by step, as a published table gives it, for rule sets whose ranking is a
   * table rather than a rule} The order within each step is kept.
   *
   * @param steps the steps
   * @throws IllegalArgumentException if a step is empty or a bid is listed twice
   */
  public static BidLadder ofSteps(List<List<Bid>> steps) {
    List<List<Bid>> copy = new ArrayList<>();
    Set<Bid> seen = new HashSet<>();
    for (List<Bid> step : steps) {
      checkArgument(!step.isEmpty(), "Step %s of the ladder is empty", copy.size() + 1);
      for (Bid bid : step) {
        checkArgument(seen.add(bid), "%s is listed twice", bid);
      }
      copy.add(List.copyOf(step));
    }
    return new BidLadder(List.copyOf(copy));
  }

  /** {@return the steps, lowest first; each holds bids equal to each other} */
  public List<List<Bid>> steps() {
    return steps;
  }

  /** {@return all bids, lowest first} */
  public List<Bid> bids() {
    return bids;
  }

  /**
   * {@return whether the bid is on the ladder}
   *
   * @param bid the bid
   */
  public boolean contains(Bid bid) {
    return stepOf.containsKey(bid);
  }

  /**
   * {@return the bid's step, counting from 1 for the lowest; empty if it is not on the ladder}
   *
   * @param bid the bid
   */
  public OptionalInt step(Bid bid) {
    Integer step = stepOf.get(bid);
    return step == null ? OptionalInt.empty() : OptionalInt.of(step);
  }

  /** {@return the lowest bid, which opens every auction's ladder} */
  public Optional<Bid> lowest() {
    return bids.isEmpty() ? Optional.empty() : Optional.of(bids.get(0));
  }

  private static int denominationOrder(Bid bid) {
    return TABLE_DENOMINATION_ORDER.indexOf(bid.denomination());
  }

  private static String componentKey(Bid bid) {
    StringBuilder key = new StringBuilder();
    for (Component component : bid.components()) {
      key.append((char) ('a' + component.ordinal()));
    }
    return key.append(bid.isOpen() ? '1' : '0').toString();
  }
}
