/**
 * Settlement: a {@link hu.ulti.core.scoring.HandSummary} states what happened in one deal (the
 * contract, who made which component, kontras, silent bonuses, declarations, card points) and
 * {@link hu.ulti.core.scoring.Scorer} turns it into a {@link hu.ulti.core.scoring.Settlement}:
 * each component on its own, each kontra level, and payments that always sum to zero. A summary
 * that cannot have happened is refused by {@link hu.ulti.core.scoring.HandSummaryValidator} with
 * the reason.
 */
package hu.ulti.core.scoring;
