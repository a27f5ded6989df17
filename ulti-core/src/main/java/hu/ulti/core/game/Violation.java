package hu.ulti.core.game;

import hu.ulti.core.play.PlayViolation;

/** Why an action is refused: each names the rule it breaks. */
public enum Violation {
  /** Another seat is to act. */
  NOT_YOUR_TURN,
  /** The action does not belong to the current phase. */
  WRONG_PHASE,
  /**
   * Forehand must open with a bid (picking up a talon dealt apart first, after naming a suit
   * where the rules say so), and a player who took the talon must bid.
   */
  MUST_BID,
  /** The talon is taken only by a player who will bid, and only once per turn. */
  TALON_NOT_AVAILABLE,
  /** An overcall must be strictly higher; equal bids shut each other out. */
  BID_NOT_HIGHER,
  /** The rule set has no such bid. */
  BID_NOT_ALLOWED,
  /** Holding twelve cards, discard exactly two of them; holding ten, discard none. */
  INVALID_DISCARD,
  /**
   * The declarer of a minor-suit bid names acorns, leaves or bells; forehand names a suit only
   * before picking up a talon dealt apart.
   */
  INVALID_TRUMPS,
  /** Only the declarer, before the first lead, and only where the rules allow it. */
  GIVE_UP_NOT_ALLOWED,
  /** Where forfeiting an uncontested simple game is not optional, its declarer must give it up (D13). */
  MUST_GIVE_UP,
  /** The marriage is not held, already declared, or not allowed in this contract. */
  ILLEGAL_DECLARATION,
  /** The kontra is not this seat's to say now, or the component cannot be doubled further. */
  KONTRA_NOT_ALLOWED,
  /** {@link PlayViolation#NOT_IN_HAND}. */
  NOT_IN_HAND,
  /** {@link PlayViolation#MUST_FOLLOW_SUIT}. */
  MUST_FOLLOW_SUIT,
  /** {@link PlayViolation#MUST_BEAT}. */
  MUST_BEAT,
  /** {@link PlayViolation#MUST_TRUMP}. */
  MUST_TRUMP,
  /** {@link PlayViolation#MUST_OVERTRUMP}. */
  MUST_OVERTRUMP,
  /** {@link PlayViolation#MUST_KEEP_ULTI_SEVEN}. */
  MUST_KEEP_ULTI_SEVEN;

  /** The violation of a refused card. */
  public static Violation of(PlayViolation play) {
    return valueOf(play.name());
  }
}
