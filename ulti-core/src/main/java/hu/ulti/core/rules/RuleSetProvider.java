package hu.ulti.core.rules;

import java.util.List;

/**
 * Service interface through which modules such as {@code hu.ulti.variants} offer rule sets to
 * {@link RuleSets}: register an implementation with {@code provides} in {@code module-info.java}
 * (or in {@code META-INF/services} on the class path).
 */
public interface RuleSetProvider {
  /** The rule sets this provider offers; their ids must be unique across all providers. */
  List<RuleSet> ruleSets();
}
