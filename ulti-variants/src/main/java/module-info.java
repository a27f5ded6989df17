/**
 * Variant rules of Ulti built on {@code hu.ulti.core}: every way of dealing the rule texts
 * describe, and variant rule sets offered to {@code hu.ulti.core.rules.RuleSets} as a service.
 */
module hu.ulti.variants {
  requires transitive hu.ulti.core;

  exports hu.ulti.variants;

  provides hu.ulti.core.rules.RuleSetProvider with hu.ulti.variants.VariantRuleSets;
}
