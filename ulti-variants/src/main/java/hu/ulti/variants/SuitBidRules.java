package hu.ulti.variants;

import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.BidValues;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Denomination;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.ScoringRules;
import java.util.List;
import java.util.Set;

/**
 * Suit-bid ulti (színlicites ulti): "contracts with acorns as trumps are scored normally; when
 * leaves are trumps all scores are doubled; when bells are trumps they are trebled, and when
 * hearts are trumps they are quadrupled" (pagat), with the value table of the rules summary
 * {@code 003}: "the suit must be specified during the bidding. For Betlis, a suit is still
 * mentioned, but it merely indicates the level of the contract. Contrary to regular Ulti, the
 * bidding ends after two passes."
 *
 * <p>The table (D38): game 1/2/3/4, 40-100 4/8/12/16, 20-100 8/16/24/32, ulti 4/8/12/16,
 * durchmars 6/12/18/24, open durchmars 12/24/36/48, betli 5/10/15/20, open betli only in bells
 * and hearts (30/40), suitless durchmars 24 and suitless open durchmars 48. A suit durchmars is
 * one of the table's contracts, so it may be played alone. The extra penalty for a lost ulti and
 * the silent bonuses are scaled like "all scores". The option {@code suit-bid-low-open-betli}
 * adds the acorn and leaf open betli (10 and 20) that pagat's combined example implies.
 */
public final class SuitBidRules {
  /** The rule set id. */
  public static final String ID = "suit-bid";
  /** D38's toggle: open betli also in acorns (10) and leaves (20). */
  public static final String LOW_OPEN_BETLI_ID = "suit-bid-low-open-betli";

  /** The suits in their order of rank, lowest first: acorns ×1, leaves ×2, bells ×3, hearts ×4. */
  static final List<Suit> LEVELS = List.of(Suit.ACORNS, Suit.LEAVES, Suit.BELLS, Suit.HEARTS);

  private static final Set<String> ASPECTS = Set.of("suits named in bids", "durchmars", "auction end");

  static final Modifier MODIFIER = new Modifier(ID,
      "színlicit: the suit named in every bid, acorns x1, leaves x2, bells x3, hearts x4; two passes end the auction",
      ASPECTS, (base, builder) -> apply(base, builder, false));
  static final Modifier LOW_OPEN_BETLI = new Modifier(LOW_OPEN_BETLI_ID,
      "suit-bid ulti with open betli in every suit (acorns 10, leaves 20)",
      ASPECTS, (base, builder) -> apply(base, builder, true));

  private SuitBidRules() {}

  /** {@return suit-bid ulti with the table of the rules summary} */
  public static RuleSet create() {
    return MODIFIER.applyTo(RuleSet.standard(), ID, MODIFIER.description());
  }

  /** The multiplier of a suit: its place in {@link #LEVELS}, counting from 1. */
  static int level(Suit suit) {
    return LEVELS.indexOf(suit) + 1;
  }

  /** The value table: every entry is the acorn value times the suit's level. */
  static BidValues values(boolean lowOpenBetli) {
    BidValues.Builder values = BidValues.builder();
    for (Suit suit : LEVELS) {
      int m = level(suit);
      Denomination trumps = Denomination.trumps(suit);
      Denomination level = Denomination.noTrumpsAtLevelOf(suit);
      values.set(Component.SIMPLE_GAME, trumps, m)
          .set(Component.FORTY_HUNDRED, trumps, 4 * m)
          .set(Component.TWENTY_HUNDRED, trumps, 8 * m)
          .set(Component.ULTI, trumps, 4 * m)
          .set(Component.DURCHMARS, trumps, 6 * m)
          .setOpen(Component.DURCHMARS, trumps, 12 * m)
          .set(Component.BETLI, level, 5 * m)
          .lostUltiPenalty(trumps, 4 * m);
      if (m >= 3 || lowOpenBetli) {
        values.setOpen(Component.BETLI, level, 10 * m);
      }
    }
    return values.set(Component.DURCHMARS, Denomination.NO_TRUMP, 24)
        .setOpen(Component.DURCHMARS, Denomination.NO_TRUMP, 48)
        .build();
  }

  private static void apply(RuleSet base, RuleSet.Builder builder, boolean lowOpenBetli) {
    ScoringRules.Builder scoring = base.scoring().toBuilder();
    for (Suit suit : LEVELS) {
      Denomination trumps = Denomination.trumps(suit);
      int m = level(suit);
      scoring.silentUlti(trumps, 2 * m, 4 * m).silentDurchmars(trumps, 3 * m);
    }
    builder.values(values(lowOpenBetli))
        .scoring(scoring.build())
        .trumpDurchmarsAlone(true)
        .passesToEndAuction(2);
  }
}
