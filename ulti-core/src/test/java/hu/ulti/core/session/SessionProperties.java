package hu.ulti.core.session;

import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.conformance.RandomSessions;
import hu.ulti.core.conformance.SessionConformance;
import hu.ulti.core.rules.RuleSet;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Random sessions of three and four players under the standard rules (the variants' conformance
 * suite runs the same checks for every rule set): each state replays from its log, the scores
 * add up, the deal passes to the right, and no view leaks.
 */
class SessionProperties {
  @Property(tries = 60)
  void everyStateReplaysAddsUpAndLeaksNothing(@ForAll long seed, @ForAll @IntRange(min = 3, max = 4) int players) {
    RandomSessions.play(RuleSet.standard(), players, 8, true, SeededRandom.of(seed), SessionConformance::all);
  }
}
