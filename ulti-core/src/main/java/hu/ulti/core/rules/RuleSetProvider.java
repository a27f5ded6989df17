package hu.ulti.core.rules;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Service interface through which modules such as {@code hu.ulti.variants} offer rule sets to
 * {@link RuleSets}: register an implementation with {@code provides} in {@code module-info.java}
 * (or in {@code META-INF/services} on the class path).
 */
public interface RuleSetProvider {
  /**
   * {@return the rule sets this provider offers, built; their ids must be unique across all providers}
   * {@link RuleSets} asks for them only when a caller wants every rule set.
   */
  List<RuleSet> ruleSets();

  /**
   * {@return the ids of the rule sets this provider offers; a provider whose rule sets are costly to
   * build should list them without building them}
   */
  default List<String> ids() {
    return ruleSets().stream().map(RuleSet::id).toList();
  }

  /**
   * {@return the rule set with this id, which may be one the provider builds on request (a composition
   * such as {@code four-aces+tournament}); empty if the provider does not know the id} The id is
   * canonical (lower case, well formed), and {@link RuleSets} keeps what this returns.
   *
   * @param id the id
   * @throws IllegalArgumentException if the id names a composition that cannot be made, with
   *     the reason
   */
  default Optional<RuleSet> find(String id) {
    return ruleSets().stream().filter(ruleSet -> ruleSet.id().equals(id)).findFirst();
  }

  /**
   * {@return other names of this provider's rule sets, each to the id it stands for: Hungarian names
   * and ids used before a rename, so that records and documents written with them stay readable}
   * An alias is an id part in canonical form (lower case, no accents, words joined by hyphens);
   * {@link RuleSets#byId} replaces each part of an id that is an alias.
   */
  default Map<String, String> aliases() {
    return Map.of();
  }
}
