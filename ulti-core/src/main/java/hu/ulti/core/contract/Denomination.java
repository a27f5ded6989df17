package hu.ulti.core.contract;

import hu.ulti.core.card.Suit;
import java.util.Optional;

/**
 * What a bid says about trumps and its scale: a minor suit (named after the auction), hearts,
 * or no trumps, plain or "piros".
 *
 * <p>In the standard rules a minor suit is not named in the bid; hearts is ("If you are bidding
 * in hearts you say so") and doubles the scores. Without trumps, "Heart betli (piros betli) ...
 * There are no trumps - the reference to hearts is simply to indicate that the score is
 * doubled", and likewise heart durchmars.
 */
public enum Denomination {
  /** Trumps in a minor suit (acorns, leaves or bells), named by the declarer after the auction. */
  MINOR("minor", true, false),
  /** Hearts are trumps. */
  HEARTS("hearts", true, true),
  /** No trumps. */
  NO_TRUMP("none", false, false),
  /** No trumps, but scored as hearts ("piros"): heart betli, heart durchmars. */
  NO_TRUMP_HEARTS("none", false, true);

  private final String trumpKind;
  private final boolean trumps;
  private final boolean hearts;

  Denomination(String trumpKind, boolean trumps, boolean hearts) {
    this.trumpKind = trumpKind;
    this.trumps = trumps;
    this.hearts = hearts;
  }

  /** Whether a contract of this denomination has a trump suit. */
  public boolean hasTrumps() {
    return trumps;
  }

  /** Whether the bid is said in hearts ("heart", "piros"). */
  public boolean isHearts() {
    return hearts;
  }

  /** The trump column of the bid table: "minor", "hearts" or "none". */
  public String trumpKind() {
    return trumpKind;
  }

  /** The trump suit the bid fixes: hearts for {@link #HEARTS}, otherwise none. */
  public Optional<Suit> fixedSuit() {
    return this == HEARTS ? Optional.of(Suit.HEARTS) : Optional.empty();
  }

  /** The denomination with trumps or without, in hearts or not. */
  public static Denomination of(boolean trumps, boolean hearts) {
    if (trumps) {
      return hearts ? HEARTS : MINOR;
    }
    return hearts ? NO_TRUMP_HEARTS : NO_TRUMP;
  }
}
