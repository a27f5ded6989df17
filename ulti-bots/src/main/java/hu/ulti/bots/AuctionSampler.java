package hu.ulti.bots;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.BiddingBox;
import hu.ulti.core.game.Phase;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.play.Marriage;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.play.UltiSeven;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.scoring.Scorer;
import hu.ulti.core.solve.SearchStoppedException;
import hu.ulti.core.solve.Solver;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.random.RandomGenerator;

/**
 * The sampling bot's auction and naming of trumps: what each bid it may make is worth, estimated
 * by dealing the cards it cannot see at random, solving each deal with all hands open from the
 * opening lead, and averaging the declarer's result (each component's value, won or lost, from
 * both defenders; a lost ulti adds its penalty) over the samples and one imagined sample in which
 * every component is lost (see {@link BidEstimates}).
 *
 * <p>With twelve cards it makes the bid worth most. With ten it takes the talon when the best bid
 * it could then make is worth more on average than passing, and passes otherwise. Passing is worth
 * nothing while another seat holds the highest bid; when the highest bid is its own (the other two
 * passed), passing ends the auction and it plays that bid with the hand and talon it holds, so
 * passing is worth that bid's estimate. A talon it laid down itself is known: taking it back, it
 * counts those two cards, not two unseen ones. Naming trumps,
 * it names the suit worth most for its bid. Each trump suit (and no trumps, once for betli and
 * once for the rest) comes with its own discard: plain low cards of short suits for a trump
 * contract, the highest cards for betli, the lowest for a no-trump durchmars.
 *
 * <p>Bids with components the solver does not decide (four aces, four tens) are not considered,
 * and open bids only when every sample makes them: double-dummy solves cannot see what exposing
 * the hand costs. It never reads hidden state: the view is all it has.
 */
final class AuctionSampler {
  /** The components a solve decides, so the only ones whose bids are estimated. */
  private static final Set<Component> DECIDED = EnumSet.of(Component.SIMPLE_GAME, Component.FORTY_HUNDRED,
      Component.TWENTY_HUNDRED, Component.ULTI, Component.DURCHMARS, Component.BETLI);

  private final PlayerView view;
  private final RuleSet rules;
  private final int samples;
  private final RandomGenerator random;
  private final WorkBudget budget;

  private AuctionSampler(PlayerView view, int samples, RandomGenerator random, WorkBudget budget) {
    this.view = view;
    this.rules = view.rules();
    this.samples = samples;
    this.random = random;
    this.budget = budget;
  }

  /**
   * {@return the bot's action in the auction or the naming of trumps, or empty where it leaves
   * the choice to the rule of thumb} (the half-hand auction, suits named before the talon is
   * picked up, giving up, or nothing its estimates can rank).
   */
  static Optional<Action> choose(PlayerView view, int samples, RandomGenerator random, WorkBudget budget) {
    AuctionSampler sampler = new AuctionSampler(view, samples, random, budget);
    if (view.phase() == Phase.TRUMPS) {
      return sampler.trumps();
    }
    if (view.phase() != Phase.AUCTION) {
      return Optional.empty();
    }
    return view.biddingBox().filter(box -> box.suitsToName().isEmpty()).flatMap(sampler::auction);
  }

  private Optional<Action> auction(BiddingBox box) {
    if (box.discardDue()) {
      List<Bid> bids = estimable(box.bids());
      if (bids.isEmpty()) {
        return Optional.empty();
      }
      BidEstimates estimate = estimate(bids, view.hand(), CardSet.empty());
      if (estimate.samples() == 0) {
        return Optional.empty();
      }
      int best = estimate.best();
      if (estimate.value(best) == Double.NEGATIVE_INFINITY) {
        return Optional.empty();
      }
      CardSet discard = discard(estimate.option(best), view.hand());
      return box.discards().contains(discard)
          ? Optional.of(new Action.Bid(view.seat(), discard, bids.get(best))) : Optional.empty();
    }
    if (box.mayTakeTalon()) {
      List<Bid> bids = estimable(box.bidsAfterTakingTalon());
      // A talon it laid down itself is known: it would pick up those two cards, not two unseen ones.
      CardSet hand = view.hand().union(view.knownTalon().orElse(CardSet.empty()));
      BidEstimates estimate = bids.isEmpty() ? null : estimate(bids, hand, CardSet.empty());
      if (estimate == null || estimate.samples() == 0) {
        return Optional.empty();
      }
      boolean take = estimate.value(estimate.best()) > valueOfPassing() || !box.mayPass();
      return Optional.of(take ? new Action.TakeTalon(view.seat()) : new Action.Pass(view.seat()));
    }
    return Optional.empty();
  }

  /**
   * What passing is worth: nothing when another seat holds the highest bid (it is his to make);
   * when the highest bid is this seat's own, passing ends the auction and it plays that bid with
   * the hand and talon it has, so passing is worth that bid's estimate.
   */
  private double valueOfPassing() {
    Optional<Bid> own = view.highestBid().filter(bid -> view.bidder().filter(view.seat()::equals).isPresent());
    if (own.isEmpty() || view.knownTalon().isEmpty() || estimable(List.of(own.get())).isEmpty()) {
      return 0;
    }
    BidEstimates kept = estimate(List.of(own.get()), view.hand(), view.knownTalon().get());
    return kept.samples() == 0 || kept.value(0) == Double.NEGATIVE_INFINITY ? 0 : kept.value(0);
  }

  private Optional<Action> trumps() {
    List<Action.NameTrumps> names = new ArrayList<>();
    for (Action action : view.legalActions()) {
      if (action instanceof Action.NameTrumps name) {
        names.add(name);
      }
    }
    Optional<Bid> bid = view.highestBid().filter(b -> DECIDED.containsAll(b.componentSet()));
    if (names.size() < 2 || bid.isEmpty() || view.knownTalon().isEmpty()) {
      return Optional.empty();
    }
    BidEstimates estimate = estimate(List.of(bid.get()), view.hand(), view.knownTalon().get());
    if (estimate.samples() == 0) {
      return Optional.empty();
    }
    Action.NameTrumps best = null;
    for (Action.NameTrumps name : names) {
      int option = name.suit().ordinal();
      if (estimate.solved(0, option) && (best == null || estimate.better(0, option, best.suit().ordinal()))) {
        best = name;
      }
    }
    return Optional.ofNullable(best);
  }

  /** The bids whose every component a solve decides, in the order given. */
  private static List<Bid> estimable(List<Bid> bids) {
    return bids.stream().filter(bid -> DECIDED.containsAll(bid.componentSet())).toList();
  }

  /**
   * Sums each bid's result under each option it allows over the samples. With twelve cards in
   * {@code hand} the talon is the option's discard; with ten and an empty {@code talon}, two
   * unseen cards complete the hand first (the talon it would pick up); with ten and a known
   * talon, the hand is played as it is.
   */
  private BidEstimates estimate(List<Bid> bids, CardSet hand, CardSet talon) {
    BidEstimates estimate = new BidEstimates(rules, bids, hand);
    List<Seat> others = new ArrayList<>();
    for (Seat seat : Seat.values()) {
      if (seat != view.seat()) {
        others.add(seat);
      }
    }
    CardSet unseen = CardSet.all().minus(hand).minus(talon);
    for (int sample = 0; sample < samples && budget.hasWorkLeft(); sample++) {
      List<Card> pool = new ArrayList<>(unseen.toList());
      Shuffle.cards(pool, random);
      CardSet full = hand;
      int next = 0;
      if (hand.size() == 10 && talon.isEmpty()) {
        full = hand.union(CardSet.of(pool.get(0), pool.get(1)));
        next = 2;
      }
      CardSet first = CardSet.copyOf(pool.subList(next, next + 10));
      CardSet second = CardSet.copyOf(pool.subList(next + 10, next + 20));
      double[][] results = new double[bids.size()][BidEstimates.OPTIONS];
      for (double[] row : results) {
        Arrays.fill(row, Double.NaN); // not solved
      }
      try {
        for (int option = 0; option < BidEstimates.OPTIONS; option++) {
          if (!estimate.anyAllows(option) || !worthTrying(option, full)) {
            continue;
          }
          CardSet discard = full.size() == 12 ? discard(option, full) : talon;
          Facts facts = facts(option, estimate, full.minus(discard), discard, others, first, second);
          for (int b = 0; b < bids.size(); b++) {
            if (estimate.allows(b, option)) {
              results[b][option] = facts.value(bids.get(b));
            }
          }
        }
      } catch (SearchStoppedException outOfWork) {
        break; // a sample cut short is left out
      }
      estimate.add(results);
    }
    return estimate;
  }

  /** What the solver says of one sample under one option: only what the bids ask. */
  private Facts facts(int option, BidEstimates estimate, CardSet mine, CardSet talon, List<Seat> others, CardSet first,
      CardSet second) {
    Trumps trumps = option < 4 ? Trumps.of(Suit.values()[option]) : Trumps.none();
    List<CardSet> hands = new ArrayList<>(List.of(CardSet.empty(), CardSet.empty(), CardSet.empty()));
    hands.set(view.seat().index(), mine);
    hands.set(others.get(0).index(), first);
    hands.set(others.get(1).index(), second);
    TrickPlay play = TrickPlay.start(rules.trickRules(), trumps, view.seat(), UltiSeven.FREE, hands, talon);
    Facts facts = new Facts(trumps, mine, first, second, play);
    if (estimate.anyAsks(option, Component.DURCHMARS)) {
      facts.durchmars = Solver.declarerMakes(rules, play, Component.DURCHMARS, budget.next());
    }
    if (estimate.anyAsks(option, Component.BETLI)) {
      facts.betli = Solver.declarerMakes(rules, play, Component.BETLI, budget.next());
    }
    if (trumps.hasTrumps() && mine.contains(trumps.card(Rank.SEVEN).orElseThrow())
        && estimate.anyAsks(option, Component.ULTI)) {
      TrickPlay kept = TrickPlay.start(rules.trickRules(), trumps, view.seat(), UltiSeven.KEPT, hands, talon);
      facts.ulti = Solver.declarerMakes(rules, kept, Component.ULTI, budget.next());
    }
    return facts;
  }

  /**
   * Whether an option deserves solves: no trumps always; a trump suit when the hand holds four
   * or more of it, or none of its suits does better. Naming trumps, every suit is tried.
   */
  private boolean worthTrying(int option, CardSet hand) {
    if (option >= 4 || view.phase() == Phase.TRUMPS) {
      return true;
    }
    int longest = 0;
    for (Suit suit : Suit.values()) {
      longest = Math.max(longest, hand.count(suit));
    }
    int count = hand.count(Suit.values()[option]);
    return count >= 4 || count == longest;
  }

  /**
   * The two cards laid down for an option, from twelve: for a trump suit the plain cards least
   * worth keeping (no trumps, aces, tens or marriage cards if others will do; short suits and
   * low cards first); for betli the strongest cards; for a no-trump durchmars the weakest.
   */
  private CardSet discard(int option, CardSet twelve) {
    int[] noTrump = rules.trickRules().rankOrder(Trumps.none()).strengths();
    Comparator<Card> order;
    if (option == BidEstimates.BETLI) {
      order = Comparator.comparingInt((Card c) -> -noTrump[c.rank().ordinal()]);
    } else if (option == BidEstimates.NO_TRUMP) {
      order = Comparator.comparingInt((Card c) -> noTrump[c.rank().ordinal()]).thenComparingInt(c -> twelve.count(c.suit()));
    } else {
      Suit trump = Suit.values()[option];
      CardSet marriageCards = rules.trickRules().cardPoints().marriages(twelve, Trumps.of(trump)).stream()
          .map(Marriage::cards).reduce(CardSet.empty(), CardSet::union);
      order = Comparator.comparingInt((Card c) -> c.suit() == trump ? 1 : 0)
          .thenComparingInt(c -> rules.trickRules().cardPoints().of(c) > 0 ? 1 : 0)
          .thenComparingInt(c -> marriageCards.contains(c) ? 1 : 0)
          .thenComparingInt(c -> twelve.count(c.suit()))
          .thenComparingInt(c -> -c.rank().ordinal());
    }
    List<Card> cards = new ArrayList<>(twelve.toList());
    cards.sort(order);
    return CardSet.of(cards.get(0), cards.get(1));
  }

  /**
   * The solver's answers for one sample and option, and the marriages each side would declare.
   * The simple game and the 100s are thresholds of the declarer's card points, so each is asked
   * as a null-window question at its threshold, when a bid first needs it (several times cheaper
   * than finding the points: about 1,900 positions against 13,000 from the first lead).
   */
  private final class Facts {
    private final Trumps trumps;
    private final CardSet mine;
    private final TrickPlay play;
    private final int defenderMarriages;
    /** Whether the declarer reaches each number of card points: 0 not asked yet, 1 yes, -1 no. */
    private final byte[] reached;
    private boolean durchmars;
    private boolean betli;
    private boolean ulti;

    Facts(Trumps trumps, CardSet mine, CardSet first, CardSet second, TrickPlay play) {
      this.trumps = trumps;
      this.mine = mine;
      this.play = play;
      this.defenderMarriages = marriages(first) + marriages(second);
      this.reached = new byte[total() + 1];
    }

    private int total() {
      return rules.trickRules().cardPoints().total();
    }

    /** Whether the declarer can take at least {@code target} card points, asked once. */
    private boolean reaches(int target) {
      if (target <= 0) {
        return true;
      }
      if (target > total()) {
        return false;
      }
      if (reached[target] == 0) {
        reached[target] = Solver.declarerTakesAtLeast(rules, play, target, budget.next()) ? (byte) 1 : (byte) -1;
      }
      return reached[target] > 0;
    }

    /** Whether the declarer wins the simple game: the fewest card points that win it, reached. */
    private boolean simpleGame() {
      int own = marriages(mine);
      for (int points = 1; points <= total(); points++) {
        if (Scorer.simpleGameWon(points, own, 1, total() - points, defenderMarriages, 1)) {
          return reaches(points);
        }
      }
      return false;
    }

    /** The points of the marriages a hand would declare. */
    private int marriages(CardSet hand) {
      return rules.trickRules().cardPoints().marriages(hand, trumps).stream().mapToInt(Marriage::points).sum();
    }

    /** The points of the declarer's marriage in the trump suit (a 40) or outside it (a 20), if he holds one. */
    private OptionalInt ownMarriage(boolean trumpSuit) {
      return rules.trickRules().cardPoints().marriages(mine, trumps).stream()
          .filter(marriage -> marriage.trumpSuit() == trumpSuit)
          .mapToInt(Marriage::points).findFirst();
    }

    /** Whether the declarer makes a bid 100 with his marriage in (or outside) the trump suit. */
    private boolean hundred(boolean trumpSuit) {
      OptionalInt marriage = ownMarriage(trumpSuit);
      for (int points = 0; marriage.isPresent() && points <= total(); points++) {
        if (Scorer.hundredWon(points, marriage)) {
          return reaches(points);
        }
      }
      return false;
    }

    /** The declarer's result of the bid from both defenders. */
    double value(Bid bid) {
      double total = 0;
      for (Component component : bid.components()) {
        boolean made = switch (component) {
          case SIMPLE_GAME -> simpleGame();
          case FORTY_HUNDRED -> hundred(true);
          case TWENTY_HUNDRED -> hundred(false);
          case ULTI -> ulti;
          case DURCHMARS -> durchmars;
          case BETLI -> betli;
          default -> throw new IllegalStateException(component + " is not estimated");
        };
        total += made ? rules.values().componentValue(bid, component) : -BidEstimates.loss(rules, bid, component);
      }
      return 2 * total;
    }
  }
}
