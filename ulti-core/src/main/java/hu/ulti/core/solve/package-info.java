/**
 * A perfect-information solver for the play: with all hands known and best play by both sides,
 * {@link hu.ulti.core.solve.Solver} answers whether the declarer makes each component the play
 * decides and how many card points he can guarantee, and {@link hu.ulti.core.solve.Claims}
 * decides whether a claim (such as "the declarer takes every remaining trick") must succeed.
 */
package hu.ulti.core.solve;
