package hu.ulti.core.game;

/** The phases of one deal, in order. */
public enum Phase {
  /**
   * Half-hand ulti's first auction, on five cards each: every trump bid names its suit, a pass
   * is a real pass, and two passes after a bid (or three with none) end it.
   */
  HALF_HAND,
  /** Kontras on the half-hand contract, each ×4: the opponents kontra, its bidder rekontras, and so on. */
  HALF_HAND_KONTRA,
  /** The talon-robbing auction (licit). */
  AUCTION,
  /** The declarer names the trump suit of a minor-suit bid. */
  TRUMPS,
  /** Trick play; the first trick also carries declarations and kontras, and giving up comes before its lead. */
  PLAY,
  /** After the first trick: rekontra and the higher levels, before the lead to the second trick. */
  KONTRA,
  /** The deal is over and settled. */
  OVER
}
