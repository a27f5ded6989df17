package hu.ulti.bots;

import hu.ulti.core.game.Action;
import hu.ulti.core.game.Phase;
import hu.ulti.core.game.PlayerView;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * A bot made of two: one bids, the other plays. The bidder takes every decision of the auction
 * (licit): the half-hand auction and its kontras, bids, passes, picking up the talon and
 * discarding, and naming trumps. The player takes everything from the first trick on: the cards,
 * declarations, kontras and giving up. Its use is measurement: a match of
 * {@code SplitBot.of(sampling, ruleOfThumb)} against the rule-of-thumb bot shows what the sampling
 * bot's bidding alone is worth, since both sides then play their cards alike.
 *
 * <p>Immutable and thread-safe when both its bots are.
 */
public final class SplitBot implements Bot {
  private final Bot bidder;
  private final Bot player;

  private SplitBot(Bot bidder, Bot player) {
    this.bidder = bidder;
    this.player = player;
  }

  /**
   * {@return a bot that bids like {@code bidder} and plays like {@code player}}
   *
   * @param bidder the bot for the auction
   * @param player the bot for the play
   */
  public static SplitBot of(Bot bidder, Bot player) {
    return new SplitBot(Objects.requireNonNull(bidder, "bidder"), Objects.requireNonNull(player, "player"));
  }

  /** {@return the bot that bids} */
  public Bot bidder() {
    return bidder;
  }

  /** {@return the bot that plays} */
  public Bot player() {
    return player;
  }

  /**
   * {@inheritDoc}
   *
   * @throws IllegalArgumentException if the view's seat is not to act
   */
  @Override
  public Action choose(PlayerView view, RandomGenerator random) {
    Views.requireToAct(view);
    Objects.requireNonNull(random, "random");
    return bids(view.phase()) ? bidder.choose(view, random) : player.choose(view, random);
  }

  private static boolean bids(Phase phase) {
    return switch (phase) {
      case HALF_HAND, HALF_HAND_KONTRA, AUCTION, TRUMPS -> true;
      case PLAY, KONTRA, OVER -> false;
    };
  }

  /** Tells both bots, each of which plays part of the deal. */
  @Override
  public void newDeal(String game) {
    Objects.requireNonNull(game, "game");
    bidder.newDeal(game);
    player.newDeal(game);
  }

  /** Tells both bots, each of which played part of the deal. */
  @Override
  public void dealOver(PlayerView view) {
    Objects.requireNonNull(view, "view");
    bidder.dealOver(view);
    player.dealOver(view);
  }

  @Override
  public String toString() {
    return "SplitBot[bids like " + bidder + ", plays like " + player + "]";
  }
}
