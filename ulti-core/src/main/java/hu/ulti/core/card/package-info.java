/**
 * The 32-card Hungarian pack: {@link hu.ulti.core.card.Suit} (acorns, leaves, hearts, bells:
 * makk, zöld, piros, tök), {@link hu.ulti.core.card.Rank}, {@link hu.ulti.core.card.Card} with
 * English and Hungarian names that parse back, {@link hu.ulti.core.card.CardSet} (a set of cards
 * in one {@code int}), the three {@link hu.ulti.core.card.Seat}s, and
 * {@link hu.ulti.core.card.Deal}: who holds what after a deal by one of the
 * {@link hu.ulti.core.card.DealPattern}s the rule texts describe.
 *
 * <p>Shuffles are reproducible from a seed with {@link hu.ulti.core.card.SeededRandom} (the SDK's
 * own algorithm, identical on every Java runtime) or unpredictable with
 * {@link hu.ulti.core.card.SecureShuffle} for real money and real opponents.
 */
package hu.ulti.core.card;
