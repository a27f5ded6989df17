package hu.ulti.variants;

import hu.ulti.core.rules.HalfHandRules;
import hu.ulti.core.rules.RuleSet;
import java.util.Set;

/**
 * pagat's "Half-hand Ulti" and "quadruple half-hand ulti": five cards to each player, an auction
 * on them in which "all half-hand bids must name the trump suit" and are worth double (the
 * quadruple version: simple game double, other components quadruple), kontras with five cards
 * ×4, then seven more cards to the highest bidder and five to each other, and the full-hand
 * auction, whose bids "must score more than the final half-hand bid (including any kontras)".
 * A half-hand contract that is not outbid keeps its kontras, and more may be said.
 *
 * <p>Both compose with {@code suit-bid} as pagat describes: "You win the half hand phase with leaf
 * ulti ... You can bid leaf open betli for 40 points ... but not bell open betli, which is only
 * 30" (that example needs the leaf open betli of {@code suit-bid-low-open-betli}, D38).
 *
 * <p>pagat's example "a full-hand acorn ulti 20-100 (16+8)" contradicts its own rule and first
 * example, which keep the ulti's 16 and double the new 20-100 (32); the rule is followed (D37).
 *
 * <p>"All half-hand bids must name the trump suit (even if it is a minor suit)"; after the half-hand
 * phase "the bidding proceeds normally", so a full-hand bid may leave its minor suit unnamed (the
 * declarer names it after the auction) or name it (as in pagat's quadruple examples, "acorn
 * 40-100 ulti", where naming the half-hand suit inherits). A named and an unnamed minor-suit bid of
 * the same components are equal and shut each other out; their values are the normal ones. Silent
 * bonuses are not multiplied: only bids are "worth double".
 */
public final class HalfHandVariants {
  /** pagat's half-hand ulti. */
  public static final String HALF_HAND_ID = "half-hand";
  /** pagat's quadruple half-hand ulti. */
  public static final String QUADRUPLE_ID = "quadruple-half-hand";

  private static final Set<String> ASPECTS = Set.of("half-hand", "deal pattern");

  static final Modifier HALF_HAND = new Modifier(HALF_HAND_ID,
      "félkéz-ulti: a first auction on five cards, half-hand bids x2 and their kontras x4",
      ASPECTS, (base, builder) -> apply(base, builder, HalfHandRules.doubled()));
  static final Modifier QUADRUPLE = new Modifier(QUADRUPLE_ID,
      "quadruple half-hand: half-hand game x2, other components x4, kontras x4; the winner's first full-hand bid inherits",
      ASPECTS, (base, builder) -> apply(base, builder, HalfHandRules.quadrupled()));

  private HalfHandVariants() {}

  /** {@return pagat's half-hand ulti on the standard rules} */
  public static RuleSet create() {
    return HALF_HAND.applyTo(RuleSet.standard(), HALF_HAND_ID, HALF_HAND.description());
  }

  /** {@return pagat's quadruple half-hand ulti on the standard rules} */
  public static RuleSet quadruple() {
    return QUADRUPLE.applyTo(RuleSet.standard(), QUADRUPLE_ID, QUADRUPLE.description());
  }

  private static void apply(RuleSet base, RuleSet.Builder builder, HalfHandRules halfHand) {
    NamedMinorSuits.apply(base.values(), base.scoring(), builder, true);
    builder.halfHand(halfHand)
        .procedure(base.procedure().toBuilder().dealPattern(DealPatterns.FIVES_THEN_SEVEN).build());
  }
}
