package hu.ulti.variants;

import hu.ulti.core.rules.RuleSet;
import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiConsumer;

/**
 * One variant or house rule as a change to a rule set: it reads the rule set it starts from and
 * sets what differs on its builder. The aspects name what it changes, so that two modifiers that
 * change the same thing are refused as a composition.
 *
 * @param id the id, part of the public API
 * @param description one line for {@code ulti rules}
 * @param aspects what it changes (for conflicts)
 * @param change the change
 */
record Modifier(String id, String description, Set<String> aspects, BiConsumer<RuleSet, RuleSet.Builder> change) {
  Modifier {
    // Sorted, so that a refused composition names the same aspect on every run.
    aspects = Collections.unmodifiableSortedSet(new TreeSet<>(aspects));
  }

  RuleSet applyTo(RuleSet base, String id, String description) {
    RuleSet.Builder builder = base.toBuilder(id, description);
    change.accept(base, builder);
    return builder.build();
  }
}
