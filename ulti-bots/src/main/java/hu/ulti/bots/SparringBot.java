package hu.ulti.bots;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Phase;
import hu.ulti.core.game.PlayerView;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * A bot with enough randomness to reach every part of the game, for tests and for sparring: it
 * takes the talon, discards its weakest cards, bids now modestly and now boldly (one time in
 * three a random contract from the rest of the ladder), names its longest minor suit, declares
 * every marriage it may, kontras and rekontras now and then, sometimes gives up, and plays a
 * random legal card. It sees only its own {@link PlayerView}. It was the rule-of-thumb bot
 * before {@link RuleOfThumbBot} learnt to bid from its hand; its contracts are mostly lost, so it
 * is no baseline for strength (use {@link RuleOfThumbBot}).
 *
 * <p>Guarantees: stateless and thread-safe; its choice depends only on the view and the
 * generator, so a seeded generator repeats it.
 */
public final class SparringBot implements Bot {
  /** The bot; it holds no state, so one serves every seat, table and thread. */
  public SparringBot() {}

  /**
   * {@inheritDoc}
   *
   * @throws IllegalArgumentException if the view's seat is not to act
   */
  @Override
  public Action choose(PlayerView view, RandomGenerator random) {
    Views.requireToAct(view);
    Objects.requireNonNull(random, "random");
    if (view.phase() == Phase.AUCTION) {
      return auction(view, random);
    }
    List<Action> legal = view.legalActions();
    if (view.phase() == Phase.HALF_HAND) {
      // A real pass is common with five cards; now and then one of the lowest bids.
      List<Action> bids = legal.stream().filter(a -> a instanceof Action.Bid).toList();
      return bids.isEmpty() || random.nextInt(3) > 0
          ? new Action.Pass(view.seat()) : bids.get(random.nextInt(Math.min(bids.size(), 6)));
    }
    if (view.phase() == Phase.TRUMPS) {
      // A minor simple game may be given up before trumps are named, and must be where the
      // rules force it.
      if (legal.get(0) instanceof Action.GiveUp && (legal.size() == 1 || random.nextInt(20) == 0)) {
        return legal.get(0);
      }
      return legal.stream()
          .filter(a -> a instanceof Action.NameTrumps)
          .max(Comparator.comparingInt(a -> view.hand().count(((Action.NameTrumps) a).suit())))
          .orElseThrow();
    }
    for (Action action : legal) {
      if (action instanceof Action.GiveUp && random.nextInt(10) == 0) {
        return action;
      }
      if (action instanceof Action.Declare) {
        return action;
      }
      if (action instanceof Action.Kontra && random.nextInt(view.phase() == Phase.KONTRA ? 4 : 6) == 0) {
        return action;
      }
    }
    List<Action> cards = new ArrayList<>();
    for (Action action : legal) {
      if (action instanceof Action.Play) {
        cards.add(action);
      }
    }
    if (cards.isEmpty()) {
      // The kontra phase, with nothing more to raise; or a game whose forfeit is not optional.
      return legal.size() == 1 && legal.get(0) instanceof Action.GiveUp ? legal.get(0) : new Action.Pass(view.seat());
    }
    return cards.get(random.nextInt(cards.size()));
  }

  private Action auction(PlayerView view, RandomGenerator random) {
    if (view.highestBid().isEmpty() && view.hand().size() == 10) {
      // Forehand with the talon dealt apart: name the longest suit if the rules ask, then pick it up.
      List<Action> legal = view.legalActions();
      return legal.stream()
          .filter(a -> a instanceof Action.NameTrumps)
          .max(Comparator.comparingInt(a -> view.hand().count(((Action.NameTrumps) a).suit())))
          .orElse(legal.get(0));
    }
    CardSet discard = view.hand().size() == 12 ? weakest(view.hand()) : CardSet.empty();
    List<Bid> higher = new ArrayList<>();
    for (Bid bid : view.rules().ladder().bids()) {
      if (view.check(new Action.Bid(view.seat(), discard, bid)).isEmpty()) {
        higher.add(bid);
      }
    }
    boolean holdsTwelve = view.hand().size() == 12;
    if (!holdsTwelve) {
      if (!higher.isEmpty() && random.nextInt(4) == 0) {
        return new Action.TakeTalon(view.seat());
      }
      if (!higher.isEmpty() && random.nextInt(40) == 0) {
        return new Action.Bid(view.seat(), CardSet.empty(), higher.get(0)); // bid without looking
      }
      return new Action.Pass(view.seat());
    }
    Bid bid = random.nextInt(3) == 0
        ? higher.get(random.nextInt(higher.size()))
        : higher.get(random.nextInt(Math.min(higher.size(), 4)));
    return new Action.Bid(view.seat(), discard, bid);
  }

  /** The two cards least worth keeping: low cards of short plain suits, never aces or tens. */
  private static CardSet weakest(CardSet hand) {
    List<Card> cards = new ArrayList<>(hand.toList());
    cards.sort(Comparator.comparingInt((Card c) -> c.rank() == Rank.ACE || c.rank() == Rank.TEN ? 1 : 0)
        .thenComparingInt(c -> hand.count(c.suit()))
        .thenComparingInt(c -> -c.rank().ordinal())
        .thenComparing(c -> c.suit() == Suit.HEARTS));
    return CardSet.of(cards.get(0), cards.get(1));
  }
}
