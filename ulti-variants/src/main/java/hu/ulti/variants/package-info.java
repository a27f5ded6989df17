/**
 * The variant rule sets and house rules, registered with {@link hu.ulti.core.rules.RuleSets}
 * through {@link java.util.ServiceLoader}: put this module on the class or module path and
 * {@code RuleSets.byId("four-aces")} finds it. Ids: {@code tournament}, {@code four-aces} (and two
 * other readings), {@code wikipedia}, {@code suit-bid}, {@code half-hand},
 * {@code quadruple-half-hand}, {@code historical}, and options for the house rules and for each
 * alternative of the rule texts' disagreements, composable with {@code +}. {@code docs/decisions.md}
 * lists every decision and its option; {@code docs/rules-coverage.md} maps each rule to the class or
 * option that implements it. Users rarely name a class of this package: the ids are the API.
 */
package hu.ulti.variants;
