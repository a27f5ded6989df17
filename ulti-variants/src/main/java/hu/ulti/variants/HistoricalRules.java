package hu.ulti.variants;

import hu.ulti.core.rules.RuleSet;
import java.util.Set;

/**
 * pagat's list of "the main differences in the older version" of the rules:
 *
 * <ul>
 *   <li>"The player to dealer's right was only dealt 10 cards and two were dealt to the talon
 *       between the two rounds of five" ({@link DealPatterns#OLD_CUT}).
 *   <li>"For the first bid, the player to dealer's right named a suit before picking up the
 *       talon. After discarding, this player had to name a contract in the nominated suit or in
 *       no trumps. On subsequent turns to bid, the player was free to bid contracts in other
 *       suits as well."
 *   <li>"When bidding, a player named the intended trump suit, even if it was a minor suit": the
 *       bids are in acorns, leaves, bells or hearts, the minor suits scored alike.
 *   <li>"If two players in succession passed on the talon without bidding, the auction ended and
 *       the last contract bid was played. 'Self-robbing' ... after the other players both passed
 *       was not permitted": two passes end the auction, so the last bidder never speaks again.
 *   <li>"A declarer who had discarded any aces or tens into the talon had to announce that this
 *       was so when leading to the first trick".
 *   <li>"The score for 20-100 was only 4 (or 8 in hearts) - the same as a 40-100" (D10).
 *   <li>"In an open betli or open durchmars, only the declarer's hand was exposed" (D19).
 * </ul>
 */
public final class HistoricalRules {
  /** The rule set id. */
  public static final String ID = "historical";

  static final Modifier MODIFIER = new Modifier(ID,
      "pagat's older rules: talon dealt apart, suits named in bids, two passes, 20-100 worth 4, only the declarer exposes",
      Set.of("suits named in bids", "auction end", "20-100", "deal pattern", "announcements", "exposure"),
      HistoricalRules::apply);

  private HistoricalRules() {}

  /** {@return the older rules} */
  public static RuleSet create() {
    return MODIFIER.applyTo(RuleSet.standard(), ID, MODIFIER.description());
  }

  private static void apply(RuleSet base, RuleSet.Builder builder) {
    NamedMinorSuits.apply(ValueChanges.twentyHundredLikeFortyHundred(base.values()), base.scoring(), builder, false);
    builder.passesToEndAuction(2)
        .procedure(base.procedure().toBuilder()
            .dealPattern(DealPatterns.OLD_CUT)
            .firstBidderNamesSuit(true)
            .discardedAcesAndTensAnnounced(true)
            .onlyDeclarerExposes(true)
            .build());
  }
}
