package hu.ulti.core.scoring;

import static com.google.common.base.Preconditions.checkArgument;

import hu.ulti.core.contract.Component;
import java.util.List;
import java.util.Objects;

/**
 * A doubling of one component: kontra (level 1, ×2), rekontra (2, ×4), szubkontra (3, ×8),
 * hirskontra (4, ×16), mordkontra (5, ×32) or fedáksári (6, ×64).
 *
 * @param component the component doubled
 * @param level 1 to 6
 * @param defender whom it binds: both defenders, or one defender for himself where the rules allow
 */
public record Kontra(Component component, int level, Defender defender) {
  /** The highest level, fedáksári (×64): nobody may raise beyond it. */
  public static final int MAX_LEVEL = 6;

  /** The names of the levels, from 1 to {@link #MAX_LEVEL}. */
  public static final List<String> LEVEL_NAMES =
      List.of("kontra", "rekontra", "szubkontra", "hirskontra", "mordkontra", "fedáksári");

  /** Whom a kontra binds. */
  public enum Defender {
    /** Both defenders. */
    BOTH("both"),
    /** The first defender alone. */
    FIRST("first"),
    /** The second defender alone. */
    SECOND("second");

    private final String code;

    Defender(String code) {
      this.code = code;
    }

    /** {@return the JSON value: "both", "first" or "second"} */
    public String code() {
      return code;
    }
  }

  /**
   * Validates the kontra's shape; whether it fits the contract is checked by the summary.
   *
   * @param level the level
   * @param defender the defender
   * @param component the component
   */
  public Kontra {
    Objects.requireNonNull(component, "component");
    Objects.requireNonNull(defender, "defender");
    checkArgument(level >= 1 && level <= LEVEL_NAMES.size(),
        "A kontra level is 1 (kontra) to 6 (fedáksári), not %s", level);
  }

  /** {@return the multiplier: 2 to the power of the level} */
  public int multiplier() {
    return 1 << level;
  }

  /** {@return the level's Hungarian name, such as "rekontra"} */
  public String levelName() {
    return LEVEL_NAMES.get(level - 1);
  }
}
