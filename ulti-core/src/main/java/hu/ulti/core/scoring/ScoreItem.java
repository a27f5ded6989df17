package hu.ulti.core.scoring;

import hu.ulti.core.contract.Component;
import java.util.Objects;
import java.util.Optional;

/**
 * What one line of a settlement scores: a contract component, or the unbid 100, which has no
 * component of its own ("the score for the simple game is doubled"). {@link #code()} is the
 * name the hand-summary JSON uses.
 */
public enum ScoreItem {
  /** The simple game (parti). */
  GAME(Component.SIMPLE_GAME),
  /** An unbid 100 (csendes száz), which doubles the simple game. */
  HUNDRED(null),
  /** 40-100. */
  FORTY_HUNDRED(Component.FORTY_HUNDRED),
  /** 20-100. */
  TWENTY_HUNDRED(Component.TWENTY_HUNDRED),
  /** Ulti, bid or silent. */
  ULTI(Component.ULTI),
  /** Four aces, bid or silent (variants). */
  FOUR_ACES(Component.FOUR_ACES),
  /** Four tens (variants). */
  FOUR_TENS(Component.FOUR_TENS),
  /** Betli. */
  BETLI(Component.BETLI),
  /** Durchmars, bid or silent. */
  DURCHMARS(Component.DURCHMARS);

  private final String code;
  private final Component component;

  ScoreItem(Component component) {
    this.code = component == null ? "100" : component.code();
    this.component = component;
  }

  /**
   * {@return the JSON name: the component's {@link Component#code()} ("game", "40-100", "ulti", ...), or
   * "100" for the unbid 100}
   */
  public String code() {
    return code;
  }

  /** {@return the contract component, empty for the unbid 100} */
  public Optional<Component> component() {
    return Optional.ofNullable(component);
  }

  /**
   * {@return the item scoring the given component}
   *
   * @param component the component
   */
  public static ScoreItem of(Component component) {
    Objects.requireNonNull(component, "component");
    for (ScoreItem item : values()) {
      if (item.component == component) {
        return item;
      }
    }
    throw new AssertionError(component);
  }

  /**
   * {@return the item with the given JSON code, if any}
   *
   * @param code the code
   */
  public static Optional<ScoreItem> ofCode(String code) {
    Objects.requireNonNull(code, "code");
    for (ScoreItem item : values()) {
      if (item.code.equals(code)) {
        return Optional.of(item);
      }
    }
    return Optional.empty();
  }
}
