package hu.ulti.core.rules;

import java.util.Objects;

import hu.ulti.core.contract.Component;

/**
 * Half-hand ulti (félkéz-ulti): "only five cards are dealt to each player initially. There is
 * then a first phase of bidding based only on these 5-card hands; any bids at this stage are
 * worth double points ... All kontras made with only 5 cards in hand multiply the score by 4
 * rather than 2." (pagat, D35.) In "quadruple half-hand ulti" a half-hand simple game scores
 * double and other half-hand components quadruple; the winner's first full-hand bid keeps the
 * half-hand value of the components it retains, and new components in the half-hand suit score
 * double (D37).
 *
 * <p>{@link #none()} is every rule set without a half-hand phase. Guarantees: immutable and
 * thread-safe.
 */
public final class HalfHandRules {
  private static final HalfHandRules NONE = new HalfHandRules(false, 1, 1, 1, 1, false);
  private static final HalfHandRules DOUBLE = new HalfHandRules(true, 2, 2, 4, 1, false);
  private static final HalfHandRules QUADRUPLE = new HalfHandRules(true, 2, 4, 4, 2, false);

  private final boolean played;
  private final int gameFactor;
  private final int componentFactor;
  private final int kontraMultiplier;
  private final int sameSuitFactor;
  private final boolean winnerKeepsSuit;

  private HalfHandRules(boolean played, int gameFactor, int componentFactor, int kontraMultiplier,
      int sameSuitFactor, boolean winnerKeepsSuit) {
    this.played = played;
    this.gameFactor = gameFactor;
    this.componentFactor = componentFactor;
    this.kontraMultiplier = kontraMultiplier;
    this.sameSuitFactor = sameSuitFactor;
    this.winnerKeepsSuit = winnerKeepsSuit;
  }

  /** {@return no half-hand phase} */
  public static HalfHandRules none() {
    return NONE;
  }

  /** {@return pagat's half-hand ulti: half-hand bids double, half-hand kontras ×4} */
  public static HalfHandRules doubled() {
    return DOUBLE;
  }

  /**
   * {@return pagat's quadruple half-hand ulti: simple game ×2, other components ×4, kontras ×4, inheritance}
   */
  public static HalfHandRules quadrupled() {
    return QUADRUPLE;
  }

  /** {@return whether the deal opens with a half-hand auction on five cards} */
  public boolean isPlayed() {
    return played;
  }

  /**
   * {@return how many times its table value a component of a half-hand bid is worth}
   *
   * @param component the component
   */
  public int factor(Component component) {
    Objects.requireNonNull(component, "component");
    return component == Component.SIMPLE_GAME ? gameFactor : componentFactor;
  }

  /** {@return what each kontra said with five cards multiplies by: 4} */
  public int kontraMultiplier() {
    return kontraMultiplier;
  }

  /**
   * {@return whether the winner's first full-hand bid inherits: components kept from the half-hand bid
   * keep their half-hand value and new ones in the half-hand suit score {@link #sameSuitFactor()}
   * times (quadruple half-hand only)}
   */
  public boolean inheritsOnFirstFullHandBid() {
    return sameSuitFactor > 1;
  }

  /**
   * {@return whether the half-hand winner's full-hand bids must keep the half-hand suit (D36, the English
   * Wikipedia reading: the winner confirms "or raises it, but with the same trump suit")}
   */
  public boolean winnerKeepsSuit() {
    return winnerKeepsSuit;
  }

  /** {@return these rules with the winner held to his half-hand suit (D36's alternative)} */
  public HalfHandRules withWinnerKeepingSuit() {
    return new HalfHandRules(played, gameFactor, componentFactor, kontraMultiplier, sameSuitFactor, true);
  }

  /**
   * {@return the factor of a new component of the winner's first full-hand bid in the half-hand suit}
   */
  public int sameSuitFactor() {
    return sameSuitFactor;
  }

  @Override
  public String toString() {
    return !played ? "HalfHandRules[none]"
        : (inheritsOnFirstFullHandBid() ? "HalfHandRules[quadruple" : "HalfHandRules[double")
            + (winnerKeepsSuit ? ", winner keeps suit]" : "]");
  }
}
