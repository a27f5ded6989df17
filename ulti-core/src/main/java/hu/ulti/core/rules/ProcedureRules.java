package hu.ulti.core.rules;

import hu.ulti.core.card.DealPattern;
import java.util.Objects;

/**
 * How a deal is conducted, beyond what the bids are worth: how the cards are dealt, how the
 * auction opens, what the declarer must announce and who exposes an open contract. pagat's main
 * text is {@link #standard()}; its "older version" differs in each of these, and each is kept
 * here as data so the game never asks which variant it plays.
 *
 * <p>Guarantees: immutable and thread-safe.
 */
public final class ProcedureRules {
  /** The highest kontra level of all, fedáksári (scoring's {@code Kontra.MAX_LEVEL}, a layer above). */
  private static final int FEDAKSARI = 6;
  private static final ProcedureRules STANDARD = builder().build();

  private final DealPattern dealPattern;
  private final boolean firstBidderNamesSuit;
  private final boolean discardedAcesAndTensAnnounced;
  private final boolean onlyDeclarerExposes;
  private final int highestKontraLevel;
  private final boolean openingMayBeDeclined;

  private ProcedureRules(Builder b) {
    this.dealPattern = b.dealPattern;
    this.firstBidderNamesSuit = b.firstBidderNamesSuit;
    this.discardedAcesAndTensAnnounced = b.discardedAcesAndTensAnnounced;
    this.onlyDeclarerExposes = b.onlyDeclarerExposes;
    this.highestKontraLevel = b.highestKontraLevel;
    this.openingMayBeDeclined = b.openingMayBeDeclined;
  }

  /**
   * {@return pagat's main text: cut and dealt 7-5-5, 5-5-5; forehand opens with twelve cards; all expose}
   */
  public static ProcedureRules standard() {
    return STANDARD;
  }

  /** {@return a builder with the standard values} */
  public static Builder builder() {
    return new Builder();
  }

  /** {@return a builder that starts from these rules} */
  public Builder toBuilder() {
    return new Builder()
        .dealPattern(dealPattern)
        .firstBidderNamesSuit(firstBidderNamesSuit)
        .discardedAcesAndTensAnnounced(discardedAcesAndTensAnnounced)
        .onlyDeclarerExposes(onlyDeclarerExposes)
        .highestKontraLevel(highestKontraLevel)
        .openingMayBeDeclined(openingMayBeDeclined);
  }

  /**
   * {@return how a shuffled deck is dealt (D14)} When it deals the talon apart, forehand opens holding
   * ten cards and picks the talon up before his first bid.
   */
  public DealPattern dealPattern() {
    return dealPattern;
  }

  /**
   * {@return the older rules: "For the first bid, the player to dealer's right named a suit before picking
   * up the talon} After discarding, this player had to name a contract in the nominated suit or
   * in no trumps." Only meaningful when the talon is dealt apart.
   */
  public boolean firstBidderNamesSuit() {
    return firstBidderNamesSuit;
  }

  /**
   * {@return the older rules: "A declarer who had discarded any aces or tens into the talon had to
   * announce that this was so when leading to the first trick, but did not need to specify what
   * cards were involved."}
   */
  public boolean discardedAcesAndTensAnnounced() {
    return discardedAcesAndTensAnnounced;
  }

  /**
   * {@return whether an open contract exposes only the declarer's hand (the older rules, D19) rather than
   * all three (pagat's main text)}
   */
  public boolean onlyDeclarerExposes() {
    return onlyDeclarerExposes;
  }

  /**
   * {@return the highest kontra level that may be said: 6, fedáksári, under pagat ("and so on"); 2 where
   * only kontra and rekontra are played}
   */
  public int highestKontraLevel() {
    return highestKontraLevel;
  }

  /**
   * {@return whether forehand may decline to open the auction, paying the cost of a given-up simple game
   * to each defender, where the minor-suit simple game ("Simple game") is not a bid; pagat: "it is not
   * possible for a hand to be 'passed out'", so not}
   */
  public boolean openingMayBeDeclined() {
    return openingMayBeDeclined;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof ProcedureRules
        && ((ProcedureRules) other).dealPattern.equals(dealPattern)
        && ((ProcedureRules) other).firstBidderNamesSuit == firstBidderNamesSuit
        && ((ProcedureRules) other).discardedAcesAndTensAnnounced == discardedAcesAndTensAnnounced
        && ((ProcedureRules) other).onlyDeclarerExposes == onlyDeclarerExposes
        && ((ProcedureRules) other).highestKontraLevel == highestKontraLevel
        && ((ProcedureRules) other).openingMayBeDeclined == openingMayBeDeclined;
  }

  @Override
  public int hashCode() {
    return Objects.hash(dealPattern, firstBidderNamesSuit, discardedAcesAndTensAnnounced, onlyDeclarerExposes,
        highestKontraLevel, openingMayBeDeclined);
  }

  /** Builds procedure rules; starts from the standard values. */
  public static final class Builder {
    private DealPattern dealPattern = DealPattern.CUT;
    private boolean firstBidderNamesSuit;
    private boolean discardedAcesAndTensAnnounced;
    private boolean onlyDeclarerExposes;
    private int highestKontraLevel = FEDAKSARI;
    private boolean openingMayBeDeclined;

    private Builder() {}

    /**
     * {@return how a shuffled deck is dealt}
     *
     * @param pattern the pattern
     */
    public Builder dealPattern(DealPattern pattern) {
      this.dealPattern = Objects.requireNonNull(pattern, "pattern");
      return this;
    }

    /**
     * {@return whether forehand names a suit before picking up a talon dealt apart}
     *
     * @param names {@code true} if names
     */
    public Builder firstBidderNamesSuit(boolean names) {
      this.firstBidderNamesSuit = names;
      return this;
    }

    /**
     * {@return whether the declarer announces, leading to the first trick, that he discarded an ace or ten}
     *
     * @param announced {@code true} if announced
     */
    public Builder discardedAcesAndTensAnnounced(boolean announced) {
      this.discardedAcesAndTensAnnounced = announced;
      return this;
    }

    /**
     * {@return whether an open contract exposes only the declarer's hand}
     *
     * @param only {@code true} if only
     */
    public Builder onlyDeclarerExposes(boolean only) {
      this.onlyDeclarerExposes = only;
      return this;
    }

    /**
     * {@return this builder, with kontras raised at most to the given level}
     *
     * @param level 1 (kontra only) to 6 (fedáksári)
     * @throws IllegalArgumentException outside 1 to 6
     */
    public Builder highestKontraLevel(int level) {
      if (level < 1 || level > FEDAKSARI) {
        throw new IllegalArgumentException("A kontra level is 1 (kontra) to " + FEDAKSARI
            + " (fedáksári), not " + level);
      }
      this.highestKontraLevel = level;
      return this;
    }

    /**
     * {@return this builder, with forehand allowed to decline the opening, or not}
     *
     * @param declinable {@code true} if forehand may decline
     */
    public Builder openingMayBeDeclined(boolean declinable) {
      this.openingMayBeDeclined = declinable;
      return this;
    }

    /**
     * {@return the rules}
     *
     * @throws IllegalStateException if forehand names a suit but the talon is not dealt apart
     */
    public ProcedureRules build() {
      if (firstBidderNamesSuit && !dealsTalonApart(dealPattern)) {
        throw new IllegalStateException("Forehand names a suit before picking up the talon only when the talon is"
            + " dealt apart, not with the " + dealPattern.name() + " deal");
      }
      return new ProcedureRules(this);
    }
  }

  /**
   * {@return whether the pattern deals two cards to the talon, so forehand opens with ten}
   *
   * @param pattern the pattern
   */
  public static boolean dealsTalonApart(DealPattern pattern) {
    return pattern.batches().stream().anyMatch(b -> b.recipient() == DealPattern.Recipient.TALON);
  }
}
