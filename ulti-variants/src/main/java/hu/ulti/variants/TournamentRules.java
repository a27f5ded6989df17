package hu.ulti.variants;

import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Denomination;
import hu.ulti.core.rules.RuleSet;
import java.util.Set;

/**
 * The durchmars rules of the annual tournaments in Siófok and Kecskemét (pagat's "Variations"):
 *
 * <ol>
 *   <li>"A minor suit open durchmars is worth only 12 rather than 24."
 *   <li>"A suit durchmars does not need to be combined with an ulti or 100, but can be played by
 *       itself."
 *   <li>"There is no 6 point no trump durchmars - no trump durchmars is always worth 12 if played
 *       with concealed cards; 24 if played with open cards."
 * </ol>
 *
 * <p>"If you allow a suit durchmars to be played on its own ... a player who wants to bid a no
 * trump durchmars must explicitly say so in the bid", so the no-trump durchmars is named "No trump
 * heart durchmars" (szín nélküli piros durchmars) and "No trump open durchmars".
 */
public final class TournamentRules {
  /** The rule set id. */
  public static final String ID = "tournament";

  static final Modifier MODIFIER = new Modifier(ID,
      "Siófok/Kecskemét tournament durchmars: minor open 12, suit durchmars alone, no-trump 12/24",
      Set.of("durchmars"),
      (base, builder) -> builder
          .values(ValueChanges.minorOpenDurchmarsTwelve(base.values()).toBuilder()
              .remove(Component.DURCHMARS, Denomination.NO_TRUMP)
              .build())
          .trumpDurchmarsAlone(true));

  private TournamentRules() {}

  /** {@return the tournament rules: the standard rules with the three durchmars changes} */
  public static RuleSet create() {
    return MODIFIER.applyTo(RuleSet.standard(), ID, MODIFIER.description());
  }
}
