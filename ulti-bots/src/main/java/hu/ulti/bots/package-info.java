/**
 * Players that choose an action from a seat's {@link hu.ulti.core.game.PlayerView} alone, never
 * from hidden state: the {@link hu.ulti.bots.Bot} interface; {@link hu.ulti.bots.RuleOfThumbBot},
 * a fast heuristic player for filling empty seats and for simulations; and
 * {@link hu.ulti.bots.SamplingBot}, which deals the cards it cannot see consistently with its view,
 * solves each deal with the solver and bids, names trumps and plays by the results;
 * {@link hu.ulti.bots.SplitBot}, which bids like one bot and plays like another, to measure a
 * bot's bidding apart from its play. Bots are
 * stateless and deterministic given the view and the random source they are handed (a sampling
 * bot with a time limit excepted: how many samples finish depends on the machine).
 *
 * <p>Layers, lowest first: {@code hu.ulti.bots} (the bots), then {@code hu.ulti.bots.match}
 * (tournaments that play them); a package uses only those below it.
 */
package hu.ulti.bots;
