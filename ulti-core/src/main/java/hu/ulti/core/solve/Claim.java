package hu.ulti.core.solve;

/**
 * What a side may claim during the play, typically after the exposure in open betli and open
 * durchmars. {@link Claims#granted} grants a claim exactly when no defence (or no play of the
 * declarer) beats it.
 */
public enum Claim {
  /** The declarer claims the rest: he takes every remaining trick (durchmars). */
  DECLARER_TAKES_EVERY_REMAINING_TRICK,
  /** The declarer claims he takes no further trick (betli). */
  DECLARER_TAKES_NO_FURTHER_TRICK,
  /** The defenders claim the rest: they take every remaining trick. */
  DEFENDERS_TAKE_EVERY_REMAINING_TRICK,
  /** The defenders claim they will take a trick (a durchmars is beaten). */
  DEFENDERS_TAKE_A_TRICK,
  /** The defenders claim the declarer must take a trick (a betli is beaten). */
  DECLARER_MUST_TAKE_A_TRICK
}
