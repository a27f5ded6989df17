package hu.ulti.variants;

import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSetProvider;
import java.util.List;

/**
 * Offers the variant rule sets to {@link hu.ulti.core.rules.RuleSets} through the
 * {@link RuleSetProvider} service, registered in {@code module-info.java} and in
 * {@code META-INF/services} for the class path.
 */
public final class VariantRuleSets implements RuleSetProvider {
  private static final List<RuleSet> ALL = List.of(TournamentRules.create(), FourAcesRules.create(),
      FourAcesRules.create(false), FourAcesRules.ultiNet());

  /** The public no-argument constructor the service loader needs. */
  public VariantRuleSets() {}

  @Override
  public List<RuleSet> ruleSets() {
    return ALL;
  }
}
