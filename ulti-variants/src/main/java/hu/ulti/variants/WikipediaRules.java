package hu.ulti.variants;

import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.BidValues;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Denomination;
import hu.ulti.core.rules.RuleSet;
import java.util.Set;

/**
 * The rules of the English Wikipedia article and the Brisbane table: pagat's rules with four
 * aces (4 bid, 2 unbid, doubled in hearts), a suit durchmars that may be played alone and a
 * minor-suit open durchmars worth 12, ranked by the table {@code four-aces-ladder.csv}: "a bid is
 * ranked above another bid if its total value is either higher ... or is equal but made up of
 * less components"; equal bids shut each other out, "but in equal position Ulti is always higher
 * than Four Aces".
 *
 * <p>The ladder is the table, row by row, not a rule applied to it: the Wikipedia article's own
 * table is lost and its 42 steps were rebuilt from its rules and the Brisbane table (D03). The
 * table's cell "hearts 40/100 Ulti beats hearts 40/100 4 Ace" inside one step is kept as one step
 * with an explicit exception (D04). The option {@code wikipedia-brisbane} numbers the steps as the
 * Brisbane table does (41 steps, D03's toggle).
 */
public final class WikipediaRules {
  /** The rule set id. */
  public static final String ID = "wikipedia";
  /** The same bids with the Brisbane table's 41 steps. */
  public static final String BRISBANE_ID = "wikipedia-brisbane";

  private static final String TABLE = "four-aces-ladder.csv";
  private static final Set<String> ASPECTS = Set.of("four aces", "durchmars", "ranking");

  static final Modifier MODIFIER = new Modifier(ID,
      "English Wikipedia and the Brisbane table: four aces, suit durchmars alone, 42-step ladder",
      ASPECTS, (base, builder) -> apply(base, builder, false));
  static final Modifier BRISBANE = new Modifier(BRISBANE_ID,
      "as wikipedia, with the Brisbane table's 41 steps", ASPECTS, (base, builder) -> apply(base, builder, true));

  private WikipediaRules() {}

  /** {@return the Wikipedia rules} */
  public static RuleSet create() {
    return MODIFIER.applyTo(RuleSet.standard(), ID, MODIFIER.description());
  }

  private static void apply(RuleSet base, RuleSet.Builder builder, boolean brisbane) {
    FourAcesRules.fourAces(base, builder, true);
    BidValues values = ValueChanges.minorOpenDurchmarsTwelve(FourAcesRules.withFourAces(base.values()).build());
    builder.values(values)
        .trumpDurchmarsAlone(true)
        .ladder(LadderTable.read(TABLE, values, "rank_step", "brisbane_step").steps(brisbane))
        .equalBidOvercall(
            Bid.of(Denomination.HEARTS, Component.FORTY_HUNDRED, Component.ULTI),
            Bid.of(Denomination.HEARTS, Component.FORTY_HUNDRED, Component.FOUR_ACES),
            "hearts 40/100 Ulti beats hearts 40/100 4 Ace (ulti is higher than four aces in equal position)");
  }

  /** The table as read, for tests. */
  static LadderTable table() {
    return LadderTable.read(TABLE, create().values(), "rank_step", "brisbane_step");
  }
}
