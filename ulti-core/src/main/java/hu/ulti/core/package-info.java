/**
 * The root of the Ulti SDK's rules core: {@link hu.ulti.core.UltiException}, the common
 * supertype of every exception the SDK throws for a broken rule or a malformed input, so a caller
 * can catch them in one place and still read which rule was broken.
 *
 * <p>The rules live in the sub-packages, each using only those below it, from the ground up:
 * this package (the exceptions' supertype); {@code internal} (text and list helpers and the
 * trick-play bitmask logic, not exported); {@link hu.ulti.core.card} (cards, seats, deals);
 * {@link hu.ulti.core.play} (trick play); {@link hu.ulti.core.contract} (bids and their values);
 * {@link hu.ulti.core.rules} (rule sets); {@link hu.ulti.core.scoring} (settlement);
 * {@code internal.fast} (the allocation-free engines behind the solver and the playouts, which
 * know trick play and scoring; not exported); {@link hu.ulti.core.game} (a deal and a session as
 * state machines, and what each seat may see); {@link hu.ulti.core.record} (the game record
 * format); and {@link hu.ulti.core.solve} (a perfect-information solver and claims). An
 * architecture test enforces the order on the compiled classes. Every public value is immutable
 * and thread-safe, and no method accepts or returns {@code null}.
 */
package hu.ulti.core;
