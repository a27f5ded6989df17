package hu.ulti.bots;

import hu.ulti.core.game.Action;
import hu.ulti.core.game.PlayerView;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * A bot that takes any legal action, each as likely as another: the floor every other bot must
 * clear, and a quick way to reach odd corners of the rules in tests. It bids whatever the bidding
 * box allows, so it bids often, and its contracts are often lost.
 */
public final class RandomBot implements Bot {
  /** A random bot; it holds no state. */
  public RandomBot() {}

  /**
   * {@inheritDoc}
   *
   * @throws IllegalArgumentException if the view's seat is not to act
   */
  @Override
  public Action choose(PlayerView view, RandomGenerator random) {
    Views.requireToAct(view);
    Objects.requireNonNull(random, "random");
    List<Action> legal = view.legalActions();
    return legal.get(random.nextInt(legal.size()));
  }

  @Override
  public String toString() {
    return "RandomBot";
  }
}
