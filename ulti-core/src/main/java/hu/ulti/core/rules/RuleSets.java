package hu.ulti.core.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

/**
 * Finds rule sets by id: the standard rules, plus every rule set that a
 * {@link RuleSetProvider} on the module or class path offers.
 */
public final class RuleSets {
  private RuleSets() {}

  /**
   * Every available rule set, the standard rules first, then the providers' in their order.
   *
   * @throws IllegalStateException if two rule sets share an id
   */
  public static List<RuleSet> all() {
    Map<String, RuleSet> byId = new LinkedHashMap<>();
    byId.put(RuleSet.standard().id(), RuleSet.standard());
    for (RuleSetProvider provider : ServiceLoader.load(RuleSetProvider.class, RuleSets.class.getClassLoader())) {
      for (RuleSet ruleSet : provider.ruleSets()) {
        if (byId.putIfAbsent(ruleSet.id(), ruleSet) != null) {
          throw new IllegalStateException("Two rule sets have the id '" + ruleSet.id() + "'");
        }
      }
    }
    return List.copyOf(new ArrayList<>(byId.values()));
  }

  /**
   * The rule set with the given id, in any case; a provider may also build compositions such
   * as {@code four-aces+tournament}.
   *
   * @throws UnknownRuleSetException listing the known ids if none has it
   * @throws IllegalArgumentException if a composition cannot be made, with the reason
   */
  public static RuleSet byId(String id) {
    String wanted = id.strip().toLowerCase(Locale.ROOT);
    List<RuleSet> all = all();
    for (RuleSet ruleSet : all) {
      if (ruleSet.id().equals(wanted)) {
        return ruleSet;
      }
    }
    for (RuleSetProvider provider : ServiceLoader.load(RuleSetProvider.class, RuleSets.class.getClassLoader())) {
      java.util.Optional<RuleSet> found = provider.find(wanted);
      if (found.isPresent()) {
        return found.get();
      }
    }
    throw new UnknownRuleSetException(id, all.stream().map(RuleSet::id).collect(Collectors.toList()));
  }
}
