package hu.ulti.variants;

import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSetProvider;
import hu.ulti.core.rules.RuleSetConflictException;
import hu.ulti.core.rules.RuleSets;
import hu.ulti.core.rules.UnknownRuleSetException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Offers the variant rule sets to {@link hu.ulti.core.rules.RuleSets} through the
 * {@link RuleSetProvider} service, registered in {@code module-info.java} and in
 * {@code META-INF/services} for the class path. Ids compose with {@code +}, such as
 * {@code four-aces+tournament} or {@code standard+give-up-any}: each part changes the rule set
 * the parts before it made, and two parts that change the same thing are refused with a reason.
 */
public final class VariantRuleSets implements RuleSetProvider {
  private static final Map<String, Modifier> MODIFIERS = modifiers();

  /**
   * Other names of the variants: the Hungarian names of the glossary, without accents, and the ids
   * used before 0.1.0.
   */
  private static final Map<String, String> ALIASES = Map.of(
      "felkez", HalfHandVariants.HALF_HAND_ID, "felkezes", HalfHandVariants.HALF_HAND_ID,
      "szinlicit", SuitBidRules.ID, "szinlicites", SuitBidRules.ID,
      "negy-asz", FourAcesRules.ID,
      "no-pass-bid", PublicImplementationRules.NO_SIMPLE_GAME_BID);

  /** The public no-argument constructor the service loader needs. */
  public VariantRuleSets() {}

  /** Builds every variant; {@link hu.ulti.core.rules.RuleSets} keeps what it is given. */
  @Override
  public List<RuleSet> ruleSets() {
    return MODIFIERS.values().stream()
        .map(m -> m.applyTo(RuleSet.standard(), m.id(), m.description()))
        .collect(Collectors.toUnmodifiableList());
  }

  @Override
  public Map<String, String> aliases() {
    return ALIASES;
  }

  /** The ids, without building a rule set. */
  @Override
  public List<String> ids() {
    return List.copyOf(MODIFIERS.keySet());
  }

  /** One variant, built when asked for; or a composition, such as {@code four-aces+tournament}. */
  @Override
  public Optional<RuleSet> find(String id) {
    if (!id.contains("+")) {
      Modifier modifier = MODIFIERS.get(id);
      return modifier == null ? Optional.empty()
          : Optional.of(modifier.applyTo(RuleSet.standard(), modifier.id(), modifier.description()));
    }
    return Optional.of(build(id));
  }

  /**
   * {@return the rule set of a composed id: the parts apply in order on the standard rules
   * ({@code standard} itself may be named first)}
   *
   * @param id the id
   * @throws UnknownRuleSetException for an unknown part
   * @throws RuleSetConflictException for two parts that change the same thing, or a part that
   *     cannot be applied on top of the parts before it
   */
  public static RuleSet compose(String id) {
    return RuleSets.byId(id);
  }

  /** Builds a composition; the id is canonical ({@link RuleSets} has read it). */
  private static RuleSet build(String wanted) {
    List<String> parts = new ArrayList<>(List.of(wanted.split("\\+", -1)));
    if (parts.get(0).equals(RuleSet.standard().id())) {
      parts.remove(0);
    }
    if (parts.isEmpty()) {
      return RuleSet.standard();
    }
    String canonical = String.join("+", parts);
    RuleSet ruleSet = RuleSet.standard();
    Map<String, String> changed = new LinkedHashMap<>();
    List<String> descriptions = new ArrayList<>();
    for (int i = 0; i < parts.size(); i++) {
      String part = parts.get(i);
      Modifier modifier = MODIFIERS.get(part);
      if (modifier == null) {
        throw new UnknownRuleSetException(wanted, part, List.copyOf(MODIFIERS.keySet()));
      }
      for (String aspect : modifier.aspects()) {
        String earlier = changed.putIfAbsent(aspect, part);
        if (earlier != null) {
          throw new RuleSetConflictException(wanted, earlier, part, aspect);
        }
      }
      descriptions.add(modifier.description());
      try {
        ruleSet = modifier.applyTo(ruleSet, canonical, String.join("; ", descriptions));
      } catch (IllegalArgumentException | IllegalStateException doesNotFit) {
        // The part's rules refuse what the parts before it made (a fixed ladder that has no place
        // for their bids, say): refused as a composition that cannot be made, with the reason.
        throw new RuleSetConflictException(wanted, String.join("+", parts.subList(0, i)), part, doesNotFit);
      }
    }
    return ruleSet;
  }

  private static Map<String, Modifier> modifiers() {
    Map<String, Modifier> all = new LinkedHashMap<>();
    for (Modifier modifier : List.of(TournamentRules.MODIFIER, FourAcesRules.MODIFIER, FourAcesRules.WITH_BONUS,
        FourAcesRules.ULTINET, WikipediaRules.MODIFIER, WikipediaRules.BRISBANE, SuitBidRules.MODIFIER, SuitBidRules.LOW_OPEN_BETLI, HistoricalRules.MODIFIER, HalfHandVariants.HALF_HAND, HalfHandVariants.QUADRUPLE)) {
      all.put(modifier.id(), modifier);
    }
    for (Modifier modifier : HouseRules.MODIFIERS) {
      all.put(modifier.id(), modifier);
    }
    for (Modifier modifier : DecisionOptions.MODIFIERS) {
      all.put(modifier.id(), modifier);
    }
    all.put(PublicImplementationRules.ALL.id(), PublicImplementationRules.ALL);
    for (Modifier modifier : PublicImplementationRules.MODIFIERS) {
      all.put(modifier.id(), modifier);
    }
    return all;
  }
}
