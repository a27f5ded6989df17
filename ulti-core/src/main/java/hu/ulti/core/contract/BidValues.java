package hu.ulti.core.contract;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * What each component is worth in each form, in game points, as a table of data: one entry per
 * (component, denomination, open). A component with no entry for a form is not played in that
 * form. Also the extra penalty a lost bid ulti costs on top of its value.
 *
 * <p>The standard table is pagat's summary of scores: game 1 (hearts 2); 40-100 4 (8); 20-100 8
 * (16); ulti 4 (8), lost 4 + 4 (8 + 8); betli 5, heart betli 10, open betli 20; durchmars 6,
 * heart durchmars 12, open durchmars 24 "in any suit ... If hearts are trumps, the score remains
 * 24, though the scores of the other contract components are doubled."
 *
 * <p>Guarantees: immutable and thread-safe; variants derive their tables with {@link #toBuilder()}.
 */
public final class BidValues {
  private static final int ABSENT = -1;
  private static final int SIZE =
      Component.values().length * Denomination.values().length * 2;

  private static final BidValues STANDARD = builder()
      .set(Component.SIMPLE_GAME, Denomination.MINOR, 1)
      .set(Component.SIMPLE_GAME, Denomination.HEARTS, 2)
      .set(Component.FORTY_HUNDRED, Denomination.MINOR, 4)
      .set(Component.FORTY_HUNDRED, Denomination.HEARTS, 8)
      .set(Component.TWENTY_HUNDRED, Denomination.MINOR, 8)
      .set(Component.TWENTY_HUNDRED, Denomination.HEARTS, 16)
      .set(Component.ULTI, Denomination.MINOR, 4)
      .set(Component.ULTI, Denomination.HEARTS, 8)
      .set(Component.BETLI, Denomination.NO_TRUMP, 5)
      .set(Component.BETLI, Denomination.NO_TRUMP_HEARTS, 10)
      .setOpen(Component.BETLI, Denomination.NO_TRUMP, 20)
      .set(Component.DURCHMARS, Denomination.MINOR, 6)
      .set(Component.DURCHMARS, Denomination.HEARTS, 12)
      .set(Component.DURCHMARS, Denomination.NO_TRUMP, 6)
      .set(Component.DURCHMARS, Denomination.NO_TRUMP_HEARTS, 12)
      .setOpen(Component.DURCHMARS, Denomination.MINOR, 24)
      .setOpen(Component.DURCHMARS, Denomination.HEARTS, 24)
      .setOpen(Component.DURCHMARS, Denomination.NO_TRUMP, 24)
      .lostUltiPenalty(Denomination.MINOR, 4)
      .lostUltiPenalty(Denomination.HEARTS, 8)
      .build();

  private final int[] values;
  private final int[] ultiPenalty;

  private BidValues(int[] values, int[] ultiPenalty) {
    this.values = values;
    this.ultiPenalty = ultiPenalty;
  }

  /** {@return pagat's values} */
  public static BidValues standard() {
    return STANDARD;
  }

  /** {@return an empty table to fill} */
  public static Builder builder() {
    int[] values = new int[SIZE];
    Arrays.fill(values, ABSENT);
    int[] penalty = new int[Denomination.values().length];
    Arrays.fill(penalty, ABSENT);
    return new Builder(values, penalty);
  }

  /** {@return a builder that starts from this table} */
  public Builder toBuilder() {
    return new Builder(values.clone(), ultiPenalty.clone());
  }

  /**
   * {@return what the component is worth played closed, or empty if it is not played so} For the
   * components of an open bid other than its betli or durchmars, this is their value too.
   *
   * @param component the component
   * @param denomination the denomination
   */
  public OptionalInt value(Component component, Denomination denomination) {
    return lookup(component, denomination, false);
  }

  /**
   * {@return what betli or durchmars is worth played open (terített), or empty if it is not played so;
   * empty for every other component, which has no open form}
   *
   * @param component the component
   * @param denomination the denomination
   */
  public OptionalInt openValue(Component component, Denomination denomination) {
    return lookup(component, denomination, true);
  }

  /** The value in the form a bid plays the component: open only for an open bid's betli or durchmars. */
  private OptionalInt valueIn(Bid bid, Component component) {
    return lookup(component, bid.denomination(), bid.isOpen() && component.mayBeOpen());
  }

  private OptionalInt lookup(Component component, Denomination denomination, boolean open) {
    int value = values[index(Objects.requireNonNull(component, "component"),
        Objects.requireNonNull(denomination, "denomination"), open)];
    return value == ABSENT ? OptionalInt.empty() : OptionalInt.of(value);
  }

  /**
   * {@return whether every component of the bid has a value in the bid's form}
   *
   * @param bid the bid
   */
  public boolean covers(Bid bid) {
    for (Component component : bid.components()) {
      if (valueIn(bid, component).isEmpty()) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@return the value of each component of the bid, in the bid's component order}
   *
   * @param bid the bid
   * @throws IllegalArgumentException if a component has no value in the bid's form
   */
  public List<Integer> componentValues(Bid bid) {
    List<Integer> list = new ArrayList<>(bid.size());
    for (Component component : bid.components()) {
      OptionalInt value = valueIn(bid, component);
      checkArgument(value.isPresent(), "%s has no value in %s", component.englishName(), bid);
      list.add(value.getAsInt());
    }
    return List.copyOf(list);
  }

  /**
   * {@return the value of one component of a bid that includes it}
   *
   * @param component the component
   * @param bid the bid
   */
  public int componentValue(Bid bid, Component component) {
    checkArgument(bid.has(component), "%s does not include %s", bid, component.englishName());
    return valueIn(bid, component)
        .orElseThrow(() -> new IllegalArgumentException(component.englishName() + " has no value in " + bid));
  }

  /**
   * {@return the sum of the bid's component values}
   *
   * @param bid the bid
   */
  public int total(Bid bid) {
    int total = 0;
    for (int value : componentValues(bid)) {
      total += value;
    }
    return total;
  }

  /**
   * {@return the value of the bid's simple game, or 0 if it has none}
   *
   * @param bid the bid
   */
  public int simpleGameValue(Bid bid) {
    return bid.has(Component.SIMPLE_GAME) ? componentValue(bid, Component.SIMPLE_GAME) : 0;
  }

  /**
   * {@return the extra penalty, never multiplied by kontras, for a bid ulti lost in this denomination}
   *
   * @param denomination the denomination
   */
  public OptionalInt lostUltiPenalty(Denomination denomination) {
    int value = ultiPenalty[denomination.ordinal()];
    return value == ABSENT ? OptionalInt.empty() : OptionalInt.of(value);
  }

  private static int index(Component component, Denomination denomination, boolean open) {
    return (component.ordinal() * Denomination.values().length + denomination.ordinal()) * 2
        + (open ? 1 : 0);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof BidValues
        && Arrays.equals(((BidValues) other).values, values)
        && Arrays.equals(((BidValues) other).ultiPenalty, ultiPenalty);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(values) * 31 + Arrays.hashCode(ultiPenalty);
  }

  /** Fills a value table. */
  public static final class Builder {
    private final int[] values;
    private final int[] ultiPenalty;

    private Builder(int[] values, int[] ultiPenalty) {
      this.values = values;
      this.ultiPenalty = ultiPenalty;
    }

    /**
     * Sets the closed value of a component in a denomination.
     *
     * @param component the component
     * @param denomination the denomination
     * @param value the value
     * @return this builder
     */
    public Builder set(Component component, Denomination denomination, int value) {
      return put(component, denomination, false, value);
    }

    /**
     * Sets the open value of betli or durchmars in a denomination.
     *
     * @param component the component
     * @param denomination the denomination
     * @param value the value
     * @return this builder
     */
    public Builder setOpen(Component component, Denomination denomination, int value) {
      Objects.requireNonNull(component, "component");
      Objects.requireNonNull(denomination, "denomination");
      checkArgument(component.mayBeOpen(), "%s has no open form", component.englishName());
      return put(component, denomination, true, value);
    }

    /**
     * Removes the closed form: the component is no longer played so in the denomination.
     *
     * @param component the component
     * @param denomination the denomination
     * @return this builder
     */
    public Builder remove(Component component, Denomination denomination) {
      values[index(Objects.requireNonNull(component, "component"), Objects.requireNonNull(denomination, "denomination"),
          false)] = ABSENT;
      return this;
    }

    /**
     * Removes the open form of betli or durchmars in the denomination.
     *
     * @param component the component
     * @param denomination the denomination
     * @return this builder
     */
    public Builder removeOpen(Component component, Denomination denomination) {
      values[index(Objects.requireNonNull(component, "component"), Objects.requireNonNull(denomination, "denomination"),
          true)] = ABSENT;
      return this;
    }

    /**
     * Sets the extra penalty for a lost bid ulti.
     *
     * @param denomination the denomination
     * @param value the value
     * @return this builder
     */
    public Builder lostUltiPenalty(Denomination denomination, int value) {
      checkArgument(value >= 0, "A penalty is not negative: %s", value);
      ultiPenalty[denomination.ordinal()] = value;
      return this;
    }

    private Builder put(Component component, Denomination denomination, boolean open, int value) {
      Objects.requireNonNull(component, "component");
      Objects.requireNonNull(denomination, "denomination");
      checkArgument(value > 0, "A component is worth at least 1 game point, not %s", value);
      values[index(component, denomination, open)] = value;
      return this;
    }

    /** {@return the table} */
    public BidValues build() {
      return new BidValues(values.clone(), ultiPenalty.clone());
    }
  }
}
