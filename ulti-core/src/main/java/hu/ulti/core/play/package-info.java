/**
 * Trick play: {@link hu.ulti.core.play.Trumps}, the rank orders with and without trumps, the
 * legal cards of pagat's rules ({@link hu.ulti.core.play.TrickRules}: follow suit, beat the
 * highest card of the led suit, trump and overtrump when void, keep the trump seven in an ulti)
 * with a typed reason for each refused card ({@link hu.ulti.core.play.IllegalPlay}), the trick
 * in progress and its winner, {@link hu.ulti.core.play.TrickPlay} for the ten tricks of a deal,
 * card points (aces and tens ten each, the last trick ten) and marriages (20 and 40).
 */
package hu.ulti.core.play;
