package hu.ulti.core.contract;

import hu.ulti.core.card.Suit;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * What a bid says about trumps and its scale: a minor suit (named after the auction), hearts,
 * a named suit, or no trumps at a suit's level.
 *
 * <p>In the standard rules a minor suit is not named in the bid; hearts is ("If you are bidding
 * in hearts you say so") and doubles the scores. Without trumps, "Heart betli (piros betli) ...
 * There are no trumps - the reference to hearts is simply to indicate that the score is
 * doubled", and likewise heart durchmars.
 *
 * <p>Some variants name every suit in the bid: in the older rules "a player named the intended
 * trump suit, even if it was a minor suit", and in suit-bid ulti (színlicit) each suit has its
 * own scale, "for Betlis, a suit is still mentioned, but it merely indicates the level of the
 * contract". Those bids use the named denominations ({@link #ACORNS}, {@link #LEAVES},
 * {@link #BELLS} and their no-trump levels); which denominations a rule set plays is given by its
 * value table.
 */
public enum Denomination {
  /** Trumps in a minor suit (acorns, leaves or bells), named by the declarer after the auction. */
  MINOR(true, null),
  /** Hearts are trumps. */
  HEARTS(true, Suit.HEARTS),
  /** No trumps; in suit-bid ulti the "suitless" level. */
  NO_TRUMP(false, null),
  /** No trumps, but scored as hearts ("piros"): heart betli, heart durchmars. */
  NO_TRUMP_HEARTS(false, Suit.HEARTS),
  /** Acorns are trumps, named in the bid. */
  ACORNS(true, Suit.ACORNS),
  /** Leaves are trumps, named in the bid. */
  LEAVES(true, Suit.LEAVES),
  /** Bells are trumps, named in the bid. */
  BELLS(true, Suit.BELLS),
  /** No trumps at the level of acorns (suit-bid ulti's acorn betli). */
  NO_TRUMP_ACORNS(false, Suit.ACORNS),
  /** No trumps at the level of leaves (suit-bid ulti's leaf betli). */
  NO_TRUMP_LEAVES(false, Suit.LEAVES),
  /** No trumps at the level of bells (suit-bid ulti's bell betli). */
  NO_TRUMP_BELLS(false, Suit.BELLS);

  private final boolean trumps;
  private final Suit suit;

  Denomination(boolean trumps, Suit suit) {
    this.trumps = trumps;
    this.suit = suit;
  }

  /** {@return whether a contract of this denomination has a trump suit} */
  public boolean hasTrumps() {
    return trumps;
  }

  /** {@return whether the bid is said in hearts ("heart", "piros")} */
  public boolean isHearts() {
    return suit == Suit.HEARTS;
  }

  /**
   * {@return whether the trumps are a minor suit: named after the auction, or acorns, leaves or bells named in the bid}
   */
  public boolean isMinorSuit() {
    return trumps && suit != Suit.HEARTS;
  }

  /**
   * {@return the trump column of the bid table: "minor", "hearts" or "none"; for a suit named in the bid
   * its English name ("acorns", "leaves", "bells")}
   */
  public String trumpKind() {
    if (!trumps) {
      return "none";
    }
    return suit == null ? "minor" : suit.englishName();
  }

  /**
   * {@return the suit the bid names, as trumps or as a level; empty for an unnamed minor suit and plain no trumps}
   */
  public Optional<Suit> namedSuit() {
    return Optional.ofNullable(suit);
  }

  /** {@return the trump suit the bid fixes: hearts or a suit named in the bid; empty otherwise} */
  public Optional<Suit> fixedSuit() {
    return trumps ? Optional.ofNullable(suit) : Optional.empty();
  }

  /**
   * {@return the denomination with the suit as trumps, named in the bid (hearts, or a suit named in suit-bid rules)}
   *
   * @param suit the suit
   */
  public static Denomination trumps(Suit suit) {
    return switch (Objects.requireNonNull(suit, "suit")) {
      case HEARTS -> HEARTS;
      case ACORNS -> ACORNS;
      case LEAVES -> LEAVES;
      case BELLS -> BELLS;
    };
  }

  /**
   * {@return the no-trump denomination at the suit's level: heart betli (piros betli), suit-bid ulti's acorn betli}
   *
   * @param suit the suit
   */
  public static Denomination noTrumpsAtLevelOf(Suit suit) {
    return switch (Objects.requireNonNull(suit, "suit")) {
      case HEARTS -> NO_TRUMP_HEARTS;
      case ACORNS -> NO_TRUMP_ACORNS;
      case LEAVES -> NO_TRUMP_LEAVES;
      case BELLS -> NO_TRUMP_BELLS;
    };
  }

  /**
   * {@return the stable code JSON uses: the constant's name in lower case with hyphens, such as
   * {@code minor}, {@code hearts}, {@code no-trump}, {@code no-trump-hearts}, {@code acorns}}
   */
  public String code() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /**
   * {@return the denomination with the given {@link #code()}, if any}
   *
   * @param code the code
   */
  public static Optional<Denomination> ofCode(String code) {
    Objects.requireNonNull(code, "code");
    for (Denomination denomination : values()) {
      if (denomination.code().equals(code)) {
        return Optional.of(denomination);
      }
    }
    return Optional.empty();
  }
}
