package hu.ulti.core.card;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * How the dealer hands out the shuffled pack: a sequence of batches, each a number of cards from
 * the top of the pack to one recipient.
 *
 * <p>The standard patterns are pagat's: after a cut, {@link #CUT} (seven to forehand, then fives
 * anticlockwise: 7-5-5, 5-5-5); after a knock, {@link #KNOCK} (12, 10 and 10 in single batches).
 * Forehand ends with twelve cards and forms the talon with his first discard. Other patterns
 * (older rules that deal the talon separately, 5-5-5 then 7-5-5, ...) are in
 * {@code hu.ulti.variants}; any pattern may be built with {@link #of}.
 *
 * <p>Guarantees: immutable, thread-safe; a pattern always deals all 32 cards, ten to each player
 * and two to forehand or the talon.
 */
public final class DealPattern {
  /** Who receives a batch, named by position relative to the dealer. */
  public enum Recipient {
    /** Forehand (előkéz): the player to the dealer's right, who opens the auction. */
    FOREHAND,
    /** Middlehand (középkéz): the player to forehand's right, the dealer's left. */
    MIDDLEHAND,
    /** Rearhand (hátsókéz): the dealer in a three-player game. */
    REARHAND,
    /** The talon, in the older rules that deal it separately. */
    TALON
  }

  /**
   * One batch of a pattern.
   *
   * @param recipient who receives the cards
   * @param count how many cards, at least one
   */
  public record Batch(Recipient recipient, int count) {
    /**
     * Validates the batch.
     *
     * @param count the count
     * @param recipient the recipient
     */
    public Batch {
      Objects.requireNonNull(recipient, "recipient");
      checkArgument(count > 0, "A batch deals at least one card, not %s", count);
    }
  }

  /** pagat's deal after a cut: seven cards to forehand, then fives anticlockwise (7-5-5, 5-5-5). */
  public static final DealPattern CUT =
      of(
          "cut",
          List.of(
              new Batch(Recipient.FOREHAND, 7),
              new Batch(Recipient.MIDDLEHAND, 5),
              new Batch(Recipient.REARHAND, 5),
              new Batch(Recipient.FOREHAND, 5),
              new Batch(Recipient.MIDDLEHAND, 5),
              new Batch(Recipient.REARHAND, 5)));

  /** pagat's deal after a knock: twelve to forehand, then ten and ten, each in a single batch. */
  public static final DealPattern KNOCK =
      of(
          "knock",
          List.of(
              new Batch(Recipient.FOREHAND, 12),
              new Batch(Recipient.MIDDLEHAND, 10),
              new Batch(Recipient.REARHAND, 10)));

  private final String name;
  private final List<Batch> batches;

  private DealPattern(String name, List<Batch> batches) {
    this.name = name;
    this.batches = batches;
  }

  /**
   * {@return a pattern with the given name and batches}
   *
   * @param name the name
   * @param batches the batches
   * @throws IllegalArgumentException unless the batches deal 32 cards in all, ten each to
   *     middlehand and rearhand, and either twelve to forehand and none to the talon or ten to
   *     forehand and two to the talon
   */
  public static DealPattern of(String name, List<Batch> batches) {
    Objects.requireNonNull(name, "name");
    List<Batch> copy = List.copyOf(batches);
    Map<Recipient, Integer> totals = new EnumMap<>(Recipient.class);
    for (Recipient recipient : Recipient.values()) {
      totals.put(recipient, 0);
    }
    for (Batch batch : copy) {
      totals.merge(batch.recipient(), batch.count(), Integer::sum);
    }
    int talon = totals.get(Recipient.TALON);
    checkArgument(
        totals.get(Recipient.MIDDLEHAND) == 10
            && totals.get(Recipient.REARHAND) == 10
            && (talon == 0 || talon == 2)
            && totals.get(Recipient.FOREHAND) + talon == 12,
        "Deal pattern '%s' deals %s; a deal gives ten cards to each player and two more to"
            + " forehand or to the talon",
        name,
        totals);
    return new DealPattern(name, copy);
  }

  /** {@return the pattern's name, such as "cut"} */
  public String name() {
    return name;
  }

  /** {@return the batches in dealing order} */
  public List<Batch> batches() {
    return batches;
  }

  /** {@return the batch sizes joined by dashes, for example "7-5-5-5-5-5"} */
  public String shape() {
    StringBuilder out = new StringBuilder();
    for (Batch batch : batches) {
      if (out.length() > 0) {
        out.append('-');
      }
      out.append(batch.count());
    }
    return out.toString();
  }

  /**
   * {@return whether the pattern opens with a round of five to each player and gives forehand twelve
   * with no talon (5-5-5, then 7-5-5): the first round a half-hand auction bids on}
   */
  public boolean opensWithRoundOfFives() {
    return batches.size() > 3
        && batches.get(0).equals(new Batch(Recipient.FOREHAND, 5))
        && batches.get(1).equals(new Batch(Recipient.MIDDLEHAND, 5))
        && batches.get(2).equals(new Batch(Recipient.REARHAND, 5))
        && batches.stream().noneMatch(b -> b.recipient() == Recipient.TALON);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof DealPattern
        && ((DealPattern) other).name.equals(name)
        && ((DealPattern) other).batches.equals(batches);
  }

  @Override
  public int hashCode() {
    return name.hashCode() * 31 + batches.hashCode();
  }

  @Override
  public String toString() {
    return name + " (" + shape() + ")";
  }
}
