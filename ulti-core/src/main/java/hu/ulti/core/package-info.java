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
 * {@link hu.ulti.core.game} (one deal as a state machine, and what each seat may see of it);
 * {@link hu.ulti.core.session} (a session of deals, its players and what each may see);
 * {@link hu.ulti.core.record} (the game record format and the position notation);
 * {@code solve.internal} (the allocation-free engines behind the solver and the playouts, not
 * exported); and {@link hu.ulti.core.solve} (a perfect-information solver, claims and
 * resampling). An architecture test enforces the order on the compiled classes, and the folders
 * tell the same order: the root's {@code internal} serves every package from the ground floor,
 * {@code solve.internal} serves the solver alone and sits just below it.
 *
 * <p>Guarantees that hold for every public type of the SDK, so that each class states only what
 * differs: values are immutable and thread-safe, no method accepts or returns {@code null}
 * (absence is an {@code Optional}), collections returned are unmodifiable and iterate in a
 * documented, deterministic order, and every exception thrown for a broken rule or a malformed
 * input is an {@link hu.ulti.core.UltiException} naming the rule or the field.
 */
package hu.ulti.core;
