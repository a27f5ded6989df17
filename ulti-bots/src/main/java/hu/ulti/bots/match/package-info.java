/**
 * Tournaments of bots on duplicate deals: {@link hu.ulti.bots.match.Match} plays every deal in
 * every seating of its {@link hu.ulti.bots.match.Entrant}s, {@link hu.ulti.bots.match.Crosstable}
 * sums the results up with bootstrap intervals, and {@link hu.ulti.bots.match.EvaluationSet} holds
 * the frozen lists of deals that published results cite.
 *
 * <pre>{@code
 * EvaluationSet set = EvaluationSet.named("standard-v1");
 * MatchResult result = Match.of(set.rules(), set.cards(), List.of(
 *         Entrant.of("mine", new MyBot()), Entrant.of("rule-of-thumb", new RuleOfThumbBot())))
 *     .withThreads(Runtime.getRuntime().availableProcessors())
 *     .play((game, finished) -> {});
 * Interval gain = result.crosstable(1000, 1).versus(0, 1);  // game points per game, 95% interval
 * }</pre>
 */
package hu.ulti.bots.match;
