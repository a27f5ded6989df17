/**
 * One deal, and a session of deals, as immutable state machines.
 *
 * <p>{@link hu.ulti.core.game.Game} runs a deal by one rule set: the talon-robbing auction,
 * naming trumps, giving up, declarations and kontras at the first trick, the ten tricks and the
 * settlement. {@code legalActions()} lists what the seat to act may do, and {@code apply} either
 * returns the next state or throws {@link hu.ulti.core.game.IllegalActionException} naming the
 * {@link hu.ulti.core.game.Violation}. {@link hu.ulti.core.session.Session} adds the dealer's
 * rotation and running scores.
 *
 * <p>What a seat may know is a {@link hu.ulti.core.game.PlayerView} and what a spectator may know
 * a {@link hu.ulti.core.game.PublicView} (both {@link hu.ulti.core.game.GameView}s): servers send
 * these, never the {@code Game}, and a client rebuilds a view from its facts to check its own
 * moves exactly as the server will.
 *
 * <p>A whole deal, each seat choosing from its own view:
 *
 * <pre>{@code
 * Game game = Game.deal(RuleSet.standard(), Seat.SEAT_2, SecureShuffle.random());
 * while (!game.isOver()) {
 *   Seat seat = game.toAct().orElseThrow();
 *   PlayerView view = game.view(seat);            // what that seat may know
 *   Action action = view.legalActions().get(0);    // a person's or a bot's choice
 *   game = game.apply(action);                     // refused with a Violation if illegal
 * }
 * Map<Seat, Integer> paid = game.payments();       // zero-sum game points
 * }</pre>
 */
package hu.ulti.core.game;
