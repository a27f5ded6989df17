/**
 * Rule sets: {@link hu.ulti.core.rules.RuleSet} holds every rule that differs between the
 * variants as data (values, ranking, the ladder, declarations, scoring, the procedure), and
 * {@link hu.ulti.core.rules.RuleSets} finds them by id. {@code RuleSet.standard()} is the main text
 * of pagat's rules; the variants of the {@code ulti-variants} module plug in through
 * {@link hu.ulti.core.rules.RuleSetProvider} and {@link java.util.ServiceLoader}, and ids compose
 * with {@code +} ({@code "half-hand+give-up-any"}). A composition whose parts change the same rule
 * is refused with {@link hu.ulti.core.rules.RuleSetConflictException}. The decisions taken where
 * the rule texts disagree are listed, with their options, in {@code docs/decisions.md}.
 */
package hu.ulti.core.rules;
