package hu.ulti.core.contract;

import hu.ulti.core.internal.Text;
import java.util.Objects;
import java.util.Optional;

/**
 * The parts a contract is made of. Each is won or lost on its own and scored on its own.
 *
 * <p>Declared in the order the rule texts write them in bid names and scores ("Heart 20-100
 * ulti open durchmars", 16 + 8 + 24; "Ulti", 1 + 4). What each is worth, and which may be bid
 * together, is decided by the rule set; the facts here hold in every variant.
 */
public enum Component {
  /** The simple game (parti): take more card points than the opponents. */
  SIMPLE_GAME("game", "simple game", "parti", TrumpNeed.REQUIRED, false),
  /** 40-100 (negyven-száz): 100 card points including the trump marriage. */
  FORTY_HUNDRED("40-100", "40-100", "negyven-száz", TrumpNeed.REQUIRED, false),
  /** 20-100 (húsz-száz): 100 card points including one plain marriage. */
  TWENTY_HUNDRED("20-100", "20-100", "húsz-száz", TrumpNeed.REQUIRED, false),
  /** Ulti: win the last trick with the seven of trumps. */
  ULTI("ulti", "ulti", "ulti", TrumpNeed.REQUIRED, false),
  /** Four aces (négy ász): win all four aces in tricks. Played only in some variants. */
  FOUR_ACES("four-aces", "four aces", "négy ász", TrumpNeed.REQUIRED, false),
  /** Four tens (négy tízes): win all four tens in tricks. Played only in some variants. */
  FOUR_TENS("four-tens", "four tens", "négy tízes", TrumpNeed.REQUIRED, false),
  /** Betli: lose every trick, without trumps. */
  BETLI("betli", "betli", "betli", TrumpNeed.FORBIDDEN, true),
  /** Durchmars: win every trick, with or without trumps. */
  DURCHMARS("durchmars", "durchmars", "durchmars", TrumpNeed.EITHER, true);

  /** Whether a component is played with trumps. */
  enum TrumpNeed {
    REQUIRED,
    FORBIDDEN,
    EITHER
  }

  private final String code;
  private final String englishName;
  private final String hungarianName;
  private final TrumpNeed trumps;
  private final boolean mayBeOpen;

  Component(String code, String englishName, String hungarianName, TrumpNeed trumps, boolean mayBeOpen) {
    this.code = code;
    this.englishName = englishName;
    this.hungarianName = hungarianName;
    this.trumps = trumps;
    this.mayBeOpen = mayBeOpen;
  }

  /**
   * {@return the stable code game records, hand summaries and JSON use: {@code game}, {@code ulti},
   * {@code 40-100}, {@code 20-100}, {@code four-aces}, {@code four-tens}, {@code betli},
   * {@code durchmars}}
   */
  public String code() {
    return code;
  }

  /**
   * {@return the component with the given code, or with that English or Hungarian name, in any case
   * and with or without accents ("parti", "negyven-száz")}
   *
   * @param text the text to read
   */
  public static Optional<Component> parse(String text) {
    String folded = Text.fold(Objects.requireNonNull(text, "text"));
    for (Component component : values()) {
      if (folded.equals(Text.fold(component.code))
          || folded.equals(Text.fold(component.englishName))
          || folded.equals(Text.fold(component.hungarianName))) {
        return Optional.of(component);
      }
    }
    return Optional.empty();
  }

  /** {@return the English name as it appears in bids, such as "40-100" or "durchmars"} */
  public String englishName() {
    return englishName;
  }

  /** {@return the Hungarian name as it appears in bids, such as "negyven-száz" or "parti"} */
  public String hungarianName() {
    return hungarianName;
  }

  /** {@return whether the component can only be played with a trump suit} */
  public boolean needsTrumps() {
    return trumps == TrumpNeed.REQUIRED;
  }

  /** {@return whether the component can only be played without trumps (betli)} */
  public boolean forbidsTrumps() {
    return trumps == TrumpNeed.FORBIDDEN;
  }

  /** {@return whether the component has an open (terített) form, played with the hands exposed} */
  public boolean mayBeOpen() {
    return mayBeOpen;
  }

  /**
   * {@return whether this is a bonus that rides on a base contract (ulti, four aces, four tens): bid
   * with the simple game unless combined with 40-100, 20-100 or durchmars}
   */
  public boolean isBonus() {
    return this == ULTI || this == FOUR_ACES || this == FOUR_TENS;
  }

  /** {@return whether this is one of the two 100 contracts, which replace the simple game} */
  public boolean isHundred() {
    return this == FORTY_HUNDRED || this == TWENTY_HUNDRED;
  }
}
