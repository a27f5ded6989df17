/**
 * Tournaments of bots on duplicate deals: {@link hu.ulti.bots.match.Match} plays every deal in
 * every seating of its {@link hu.ulti.bots.match.Entrant}s, {@link hu.ulti.bots.match.Crosstable}
 * sums the results up with bootstrap intervals, and {@link hu.ulti.bots.match.EvaluationSet} holds
 * the frozen lists of deals that published results cite.
 */
package hu.ulti.bots.match;
