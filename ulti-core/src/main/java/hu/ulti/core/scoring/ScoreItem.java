package hu.ulti.core.scoring;

import hu.ulti.core.contract.Component;
import java.util.Optional;

/**
 * What one line of a settlement scores: a contract component, or the unbid 100, which has no
 * component of its own ("the score for the simple game is doubled"). {@link #code()} is the
 * name the hand-summary JSON uses.
 */
public enum ScoreItem {
  /** The simple game (parti). */
  GAME("game", Component.SIMPLE_GAME),
  /** An unbid 100 (csendes száz), which doubles the simple game. */
  HUNDRED("100", null),
  /** 40-100. */
  FORTY_HUNDRED("40-100", Component.FORTY_HUNDRED),
  /** 20-100. */
  TWENTY_HUNDRED("20-100", Component.TWENTY_HUNDRED),
  /** Ulti, bid or silent. */
  ULTI("ulti", Component.ULTI),
  /** Four aces, bid or silent (variants). */
  FOUR_ACES("four-aces", Component.FOUR_ACES),
  /** Four tens (variants). */
  FOUR_TENS("four-tens", Component.FOUR_TENS),
  /** Betli. */
  BETLI("betli", Component.BETLI),
  /** Durchmars, bid or silent. */
  DURCHMARS("durchmars", Component.DURCHMARS);

  private final String code;
  private final Component component;

  ScoreItem(String code, Component component) {
    this.code = code;
    this.component = component;
  }

  /** The JSON name: "game", "100", "40-100", "20-100", "ulti", "four-aces", "four-tens", "betli", "durchmars". */
  public String code() {
    return code;
  }

  /** The contract component, empty for the unbid 100. */
  public Optional<Component> component() {
    return Optional.ofNullable(component);
  }

  /** The item scoring the given component. */
  public static ScoreItem of(Component component) {
    for (ScoreItem item : values()) {
      if (item.component == component) {
        return item;
      }
    }
    throw new AssertionError(component);
  }

  /** The item with the given JSON code, if any. */
  public static Optional<ScoreItem> ofCode(String code) {
    for (ScoreItem item : values()) {
      if (item.code.equals(code)) {
        return Optional.of(item);
      }
    }
    return Optional.empty();
  }
}
