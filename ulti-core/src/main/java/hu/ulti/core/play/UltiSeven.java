package hu.ulti.core.play;

/**
 * Whether the player to move must keep the seven of trumps: the declarer of a bid ulti "must
 * keep it until the last trick", and plays it before then only if he has no other legal card.
 */
public enum UltiSeven {
  /** The player is not bound by an ulti. */
  FREE,
  /** The player is the declarer of a bid ulti and keeps the trump seven for the last trick. */
  KEPT;

  /**
   * {@return {@link #KEPT} if the condition holds, else {@link #FREE}}
   *
   * @param kept {@code true} if kept
   */
  public static UltiSeven keptIf(boolean kept) {
    return kept ? KEPT : FREE;
  }
}
