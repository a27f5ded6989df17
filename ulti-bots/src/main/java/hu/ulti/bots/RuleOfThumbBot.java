package hu.ulti.bots;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.BiddingBox;
import hu.ulti.core.game.Phase;
import hu.ulti.core.game.PlayerView;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * A baseline that bids like a cautious human and plays its cards at random: the opponent a
 * stronger bot must beat. It reads its hand as a card player does ({@code HandEvaluation}:
 * trumps and their honours, aces and guarded tens, marriages, voids, how low each suit runs for
 * betli) and bids a contract only when the hand clearly supports every component of it, the
 * highest such; with ten cards it takes the talon only when the hand already supports a higher
 * bid. Forced to bid (forehand, or after taking the talon) with nothing supported, it makes the
 * lowest bid it may, or declines the opening where the rules allow it. It names its strongest
 * minor suit, declares every marriage, says kontra only on a simple game or an ulti that its own
 * trumps and aces stand against, never rekontras, gives up only where the rules force it, and in
 * the half-hand auction bids only four trumps headed by the ace. Its card play is a random legal
 * card: it measures what bidding alone is worth.
 *
 * <p>It sees only its own {@link PlayerView}. Guarantees: stateless and thread-safe; its choice
 * depends only on the view and the generator, so a seeded generator repeats it.
 */
public final class RuleOfThumbBot implements Bot {
  /** The bot; it holds no state, so one serves every seat, table and thread. */
  public RuleOfThumbBot() {}

  /**
   * {@inheritDoc}
   *
   * @throws IllegalArgumentException if the view's seat is not to act
   */
  @Override
  public Action choose(PlayerView view, RandomGenerator random) {
    Views.requireToAct(view);
    Objects.requireNonNull(random, "random");
    return switch (view.phase()) {
      // The bidding box, not the legal actions: with twelve cards those are every bid times 66 discards.
      case AUCTION -> auction(view, view.biddingBox().orElseThrow());
      case HALF_HAND -> halfHand(view, view.legalActions());
      case TRUMPS -> trumps(view, view.legalActions());
      default -> play(view, view.legalActions(), random);
    };
  }

  private static Action auction(PlayerView view, BiddingBox box) {
    CardSet hand = view.hand();
    if (!box.suitsToName().isEmpty()) {
      // Forehand names a suit before picking up the talon dealt apart (the older rules).
      Suit suit = HandEvaluation.bestMinor(hand).filter(s -> hand.count(Suit.HEARTS) < hand.count(s))
          .orElse(Suit.HEARTS);
      return new Action.NameTrumps(view.seat(), suit);
    }
    if (hand.size() == 12) {
      Optional<HandEvaluation.Choice> choice = HandEvaluation.best(box.bids(), hand);
      if (choice.isPresent()) {
        return new Action.Bid(view.seat(), choice.get().discard(), choice.get().bid());
      }
      if (box.mayPass()) {
        return new Action.Pass(view.seat()); // forehand declines the opening, where the rules allow it
      }
      Bid lowest = box.bids().get(0);
      return new Action.Bid(view.seat(), HandEvaluation.discardFor(lowest, hand), lowest);
    }
    // Ten cards: take the talon only for a bid the hand already supports (or, opening with the
    // talon dealt apart, because forehand must).
    boolean opening = view.highestBid().isEmpty();
    if (box.mayTakeTalon() && (opening || HandEvaluation.best(box.bidsAfterTakingTalon(), hand).isPresent())) {
      return new Action.TakeTalon(view.seat());
    }
    return box.mayPass() ? new Action.Pass(view.seat()) : box.actions().get(0);
  }

  /** With five cards: the lowest simple game in a suit of four or more headed by the ace; else pass. */
  private static Action halfHand(PlayerView view, List<Action> legal) {
    CardSet hand = view.hand();
    for (Action action : legal) {
      if (action instanceof Action.Bid make && make.bid().components().equals(List.of(Component.SIMPLE_GAME))) {
        Optional<Suit> suit = make.bid().denomination().fixedSuit();
        if (suit.isPresent() && hand.count(suit.get()) >= 4 && hand.contains(Card.of(suit.get(), Rank.ACE))) {
          return action;
        }
      }
    }
    return new Action.Pass(view.seat());
  }

  /** Names the strongest minor suit; gives up only where the rules force it. */
  private static Action trumps(PlayerView view, List<Action> legal) {
    if (legal.size() == 1) {
      return legal.get(0);
    }
    Suit suit = HandEvaluation.bestMinor(view.hand()).orElseThrow();
    Action name = new Action.NameTrumps(view.seat(), suit);
    return legal.contains(name) ? name : legal.stream().filter(a -> a instanceof Action.NameTrumps).findFirst()
        .orElse(legal.get(0));
  }

  /** Declarations, kontras, and a random legal card. */
  private static Action play(PlayerView view, List<Action> legal, RandomGenerator random) {
    List<Action> cards = new ArrayList<>();
    for (Action action : legal) {
      if (action instanceof Action.Declare) {
        return action;
      }
      if (action instanceof Action.Kontra kontra && kontraWorthSaying(view, kontra)) {
        return action;
      }
      if (action instanceof Action.Play) {
        cards.add(action);
      }
    }
    if (cards.isEmpty()) {
      // The kontra phase with nothing worth raising, or a forfeit the rules force.
      return legal.size() == 1 ? legal.get(0) : new Action.Pass(view.seat());
    }
    return cards.get(random.nextInt(cards.size()));
  }

  /**
   * A defender's kontra on a simple game when he holds three trumps with the ace or ten and two
   * side aces; on an ulti when he holds four trumps with the ace or ten. Nothing else, and the
   * declarer never rekontras.
   */
  private static boolean kontraWorthSaying(PlayerView view, Action.Kontra kontra) {
    if (view.declarer().filter(view.seat()::equals).isPresent() || view.phase() == Phase.KONTRA
        || view.contract().isEmpty()) {
      return false;
    }
    Optional<Suit> trumps = view.contract().get().trumps().suit();
    if (trumps.isEmpty()) {
      return false;
    }
    CardSet hand = view.hand();
    Suit suit = trumps.get();
    boolean topTrump = hand.contains(Card.of(suit, Rank.ACE)) || hand.contains(Card.of(suit, Rank.TEN));
    int sideAces = 0;
    for (Suit side : Suit.values()) {
      if (side != suit && hand.contains(Card.of(side, Rank.ACE))) {
        sideAces++;
      }
    }
    return switch (kontra.component()) {
      case SIMPLE_GAME -> hand.count(suit) >= 3 && topTrump && sideAces >= 2;
      case ULTI -> hand.count(suit) >= 4 && topTrump;
      default -> false;
    };
  }

  @Override
  public String toString() {
    return "RuleOfThumbBot";
  }
}
