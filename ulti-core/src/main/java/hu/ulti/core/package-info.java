/**
 * The root of the Ulti SDK's rules core: {@link hu.ulti.core.UltiException}, the common
 * supertype of every exception the SDK throws for a broken rule or a malformed input, so a caller
 * can catch them in one place and still read which rule was broken.
 *
 * <p>The rules live in the sub-packages, from the ground up: {@link hu.ulti.core.card} (cards,
 * seats, deals), {@link hu.ulti.core.play} (trick play), {@link hu.ulti.core.contract} (bids and
 * their values), {@link hu.ulti.core.rules} (rule sets), {@link hu.ulti.core.scoring}
 * (settlement), {@link hu.ulti.core.game} (a deal and a session as state machines, and what each
 * seat may see), {@link hu.ulti.core.record} (the game record format) and
 * {@link hu.ulti.core.solve} (a perfect-information solver and claims). Every public value is
 * immutable and thread-safe, and no method accepts or returns {@code null}.
 */
package hu.ulti.core;
