package hu.ulti.core.game;

/** The phases of one deal, in order. */
public enum Phase {
  /** The talon-robbing auction (licit). */
  AUCTION,
  /** The declarer names the trump suit of a minor-suit bid. */
  TRUMPS,
  /** Trick play; the first trick also carries declarations and kontras, and giving up comes before its lead. */
  PLAY,
  /** After the first trick: rekontra and the higher levels, before the lead to the second trick. */
  KONTRA,
  /** The deal is over and settled. */
  FINISHED
}
