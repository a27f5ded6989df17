package hu.ulti.variants;

import hu.ulti.core.contract.BidValues;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Denomination;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.ScoringRules;
import java.util.Set;

/**
 * The standard rules with the four-aces bonus (pagat's "Variations"): "a bonus for winning all
 * four aces in your tricks in a trump contract. If a minor suit is trumps, it scores 2 points
 * unbid or 4 points if bid; these scores are doubled if hearts are trumps. ... an ulti with four
 * aces in a minor suit is worth 1+4+4 (9); 40-100 with four aces in hearts is worth 8+8 (16).
 * ... Unlike the ulti bid, a bid of four aces does not incur an extra penalty if it is defeated."
 * Its bids take their places on the ladder by the standard ranking. Aces left in the talon defeat
 * it; one player must take all four (D29); four aces is not combined with durchmars, and any
 * durchmars annuls a silent four aces (D06).
 */
public final class FourAcesRules {
  /** The id of pagat's four-aces rules. */
  public static final String ID = "four-aces";
  /** The id of the UltiNet reading: four aces only if bid, worth 3; four tens worth 9. */
  public static final String ULTINET_ID = "four-aces-ultinet";

  private FourAcesRules() {}

  static final Modifier MODIFIER = new Modifier(ID,
      "pagat's four-aces variation: 4 bid, 2 unbid, doubled in hearts", Set.of("four aces"),
      (base, builder) -> fourAces(base, builder, true));
  static final Modifier WITH_BONUS = new Modifier(ID + "-with-bonus",
      "pagat's four-aces variation, four aces bid only along with another bonus", Set.of("four aces"),
      (base, builder) -> fourAces(base, builder, false));
  static final Modifier ULTINET = new Modifier(ULTINET_ID,
      "UltiNet: four aces only if bid (3), four tens (9), doubled in hearts", Set.of("four aces"),
      FourAcesRules::ultiNet);

  /** {@return pagat's four-aces variation, with four aces biddable beside the simple game alone} */
  public static RuleSet create() {
    return create(true);
  }

  /**
   * {@return pagat's four-aces variation}
   *
   * @param withTheSimpleGameAlone whether four aces may be bid with only the simple game ("many
   *     play that four aces can only be bid along with another bonus - so a simple game with four
   *     aces cannot be bid")
   */
  public static RuleSet create(boolean withTheSimpleGameAlone) {
    Modifier modifier = withTheSimpleGameAlone ? MODIFIER : WITH_BONUS;
    return modifier.applyTo(RuleSet.standard(), modifier.id(), modifier.description());
  }

  /**
   * {@return the former UltiNet server's reading: four aces scored only if bid, worth 3; four tens worth 9}
   */
  public static RuleSet ultiNet() {
    return ULTINET.applyTo(RuleSet.standard(), ULTINET_ID, ULTINET.description());
  }

  /**
   * Adds a component worth {@code times} simple games in every trump denomination the table
   * plays: pagat's four aces is 4 in a minor suit and "doubled if hearts are trumps", which is
   * 4 games in both; so it also fits rule sets that name or scale the suits (suit-bid, the older
   * rules) in whatever order they are composed.
   */
  static BidValues.Builder perGame(BidValues base, BidValues.Builder values, Component component, int times) {
    for (Denomination denomination : Denomination.values()) {
      if (denomination.hasTrumps()) {
        base.value(Component.SIMPLE_GAME, denomination)
            .ifPresent(game -> values.set(component, denomination, times * game));
      }
    }
    return values;
  }

  /** pagat's four-aces values added to a value table: 4 bid, doubled in hearts. */
  static BidValues.Builder withFourAces(BidValues base) {
    return perGame(base, base.toBuilder(), Component.FOUR_ACES, 4);
  }

  static void fourAces(RuleSet base, RuleSet.Builder builder, boolean withTheSimpleGameAlone) {
    ScoringRules.Builder scoring = base.scoring().toBuilder();
    for (Denomination denomination : Denomination.values()) {
      if (denomination.hasTrumps()) {
        base.values().value(Component.SIMPLE_GAME, denomination)
            .ifPresent(game -> scoring.silentFourAces(denomination, 2 * game));
      }
    }
    builder.values(withFourAces(base.values()).build())
        .scoring(scoring.build())
        .restrict("four aces is not combined with durchmars",
            bid -> bid.has(Component.FOUR_ACES) && bid.has(Component.DURCHMARS));
    if (!withTheSimpleGameAlone) {
      builder.restrict("four aces can only be bid along with another bonus",
          bid -> bid.has(Component.FOUR_ACES) && bid.has(Component.SIMPLE_GAME) && !bid.has(Component.ULTI));
    }
  }

  private static void ultiNet(RuleSet base, RuleSet.Builder builder) {
    BidValues values = base.values();
    builder.values(perGame(values, perGame(values, values.toBuilder(), Component.FOUR_ACES, 3),
            Component.FOUR_TENS, 9).build())
        .restrict("four aces and four tens are not combined with durchmars",
            bid -> (bid.has(Component.FOUR_ACES) || bid.has(Component.FOUR_TENS)) && bid.has(Component.DURCHMARS));
  }
}
