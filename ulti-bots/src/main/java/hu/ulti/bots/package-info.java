/**
 * Players that choose an action from a seat's {@link hu.ulti.core.game.PlayerView} alone, never
 * from hidden state: the {@link hu.ulti.bots.Bot} interface and {@link hu.ulti.bots.RuleOfThumbBot},
 * a fast heuristic player for filling empty seats and for simulations. Bots are stateless and
 * deterministic given the view and the random source they are handed.
 */
package hu.ulti.bots;
