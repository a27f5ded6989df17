/**
 * What a declarer undertakes: the {@link hu.ulti.core.contract.Component}s (simple game, ulti,
 * 40-100, 20-100, betli, durchmars, four aces and their open and red forms), a
 * {@link hu.ulti.core.contract.Bid} combining them with a {@link hu.ulti.core.contract.Denomination}
 * (no trumps, the minor suits, hearts, or a named suit), the {@link hu.ulti.core.contract.Contract}
 * the auction ends on, {@link hu.ulti.core.contract.BidValues} (each component's worth) and the
 * {@link hu.ulti.core.contract.BidLadder} that orders the bids of a rule set.
 */
package hu.ulti.core.contract;
