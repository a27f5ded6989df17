package hu.ulti.core.play;

/**
 * Why a card may not be played: each constant names the rule of trick play that the card would
 * break, and {@link #rule()} states that rule as the rules texts do.
 */
public enum PlayViolation {
  /** The card is not in the player's hand. */
  NOT_IN_HAND("A player can only play a card from his own hand."),
  /** The player holds the led suit but played another. */
  MUST_FOLLOW_SUIT("It is compulsory to follow suit."),
  /** The player followed suit with a card too low although a higher one would beat the trick. */
  MUST_BEAT(
      "Players are obliged to beat the highest card already played to the trick whenever they"
          + " can."),
  /** The player is void in the led suit and holds trumps but played no trump. */
  MUST_TRUMP("A player with no card of the suit led must play a trump if possible."),
  /** The player trumped too low although a higher trump would beat the trump in the trick. */
  MUST_OVERTRUMP(
      "A player who must trump must beat the highest trump already in the trick if he can."),
  /** The ulti declarer played the trump seven while holding another legal card. */
  MUST_KEEP_ULTI_SEVEN(
      "Having bid ulti, the declarer is obliged to keep the 7 of trumps as long as is legally"
          + " possible.");

  private final String rule;

  PlayViolation(String rule) {
    this.rule = rule;
  }

  /** {@return the rule, in one sentence} */
  public String rule() {
    return rule;
  }
}
