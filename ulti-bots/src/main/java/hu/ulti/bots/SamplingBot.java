package hu.ulti.bots;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.Seat;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Phase;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.solve.Resampling;
import hu.ulti.core.solve.SearchStoppedException;
import hu.ulti.core.solve.Solution;
import hu.ulti.core.solve.Solver;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.BooleanSupplier;
import java.util.random.RandomGenerator;

/**
 * A bot that decides by sampling: from its {@link PlayerView} alone it deals the cards it cannot
 * see at random, consistently with everything public, solves each deal with all hands open, and
 * takes the action with the best average result for its side. Every component of the contract
 * counts with its value in the rule set's table, won or lost, and the card points break ties.
 *
 * <p>In the play, deals are drawn by {@link Resampling}: uniformly over those consistent with the
 * view (every card already played legal, so voids, forced trumps and forced overtakes shown by the
 * play are respected, and each declared marriage in the hand of the seat that declared it). In the auction it estimates
 * each bid it may make from sampled solves (see {@code AuctionSampler}): it bids the best, takes
 * the talon when its best bid would be worth more than passing (nothing, or when the highest bid is
 * its own, that bid played as it stands; a talon it laid down itself counts as the two cards it
 * knows), and names the trump suit worth most for its bid. It plays every card by samples, the first trick's too (where the declarer's
 * lead can decide a betli or a durchmars). A defender of a betli or a durchmars samples eight
 * times its level's deals for each card (at most {@link #MAX_SAMPLES}): one trick decides those
 * contracts, so few deals rank his cards by chance. A defender's kontras are sampled too, from
 * deals in which the declarer's ten cards support his contract as a cautious player counts it
 * (see {@code KontraSampler}); where too few drawn deals do, and for the declarer's rekontras,
 * they are the rule of thumb's. It declares every marriage it may: in every sampled deal a
 * declaration only adds card points to the declaring side, so it never lowers that side's value
 * of a card, and sampling the choice would always give the same answer. The half-hand auction is
 * {@link RuleOfThumbBot}'s. It never reads hidden state: a view is all it is given.
 *
 * <p>Its strength is a quantity of work, the same on every machine: the deals sampled per decision
 * and the solver nodes a decision may search in all ({@link #withNodeBudget}; an auction decision,
 * which solves every sampled deal from the first lead for each trump suit, four times as many; a
 * defender's card while he may still say kontra, twice as many, since the kontra's deals and the
 * card's each have a budget, so that the one does not starve the other); a
 * sample whose solve
 * would go past the budget is left out, and the decision is made on the samples finished. So for a
 * given view and random source it decides the same at any load and thread count. A server may add
 * a wall-clock safety cap ({@link #withTimeLimit}), which can only cut a decision short (and then
 * it depends on the machine); {@link #decisionsCutByTimeLimit} says how often it did. Immutable in
 * its decisions and thread-safe; its counters of decisions are its only state.
 */
public final class SamplingBot implements Bot {
  /** The longest time limit per decision: a day (longer ones would overflow the clock's arithmetic). */
  public static final Duration MAX_TIME_LIMIT = Duration.ofDays(1);
  /** The most deals a decision may sample. */
  public static final int MAX_SAMPLES = 1_000;
  /** The fast level's solver nodes per decision (see the README's figures for what they cost). */
  static final long FAST_NODES = 100_000;
  /** The strong level's solver nodes per decision. */
  static final long STRONG_NODES = 2_000_000;
  /**
   * How many times its level's deals a defender samples for a card of a betli or a durchmars. Each
   * is lost by one trick: a defender's card decides it in few of the deals, so a dozen deals rank
   * the cards by chance; and a solve answers one question there, so the deals are cheap. Measured
   * on the betlis of tuning deals (README): 4 times gained 3.65 game points per deal, 8 times 5.94.
   */
  static final int LONE_TRICK_DEFENCE_FACTOR = 8;
  /**
   * How many times its node budget an auction decision may search. Each of its sampled deals is
   * solved from the first lead for every trump suit worth trying and without trumps, so within one
   * budget the fast level finished fewer deals than it asked for in one auction decision of six,
   * and now and then none (its bid was then the rule of thumb's, often the lowest it might make, a
   * durchmars it could not make). With four budgets, 4 decisions of 1,238 on 200 tuning deals. On
   * 1,000 tuning deals ({@code ContractsDeclared}) its auction's lead over the rule of thumb's, with
   * the same card play, went from +0.88 to +1.12 game points per game.
   */
  static final int AUCTION_NODE_FACTOR = 4;

  private final int samples;
  private final long nodeBudget;
  private final Optional<Duration> timeLimit;
  private final Bot fallback = new RuleOfThumbBot();
  private final LongAdder decisions = new LongAdder();
  private final LongAdder cut = new LongAdder();
  private final LongAdder outOfNodes = new LongAdder();

  /**
   * A bot that samples {@code samples} deals per decision, with no node budget and no time limit.
   *
   * @param samples deals per decision, 1 to {@link #MAX_SAMPLES}; more is stronger and slower
   * @throws IllegalArgumentException if {@code samples} is out of range
   */
  public SamplingBot(int samples) {
    this(samples, Long.MAX_VALUE, Optional.empty());
  }

  private SamplingBot(int samples, long nodeBudget, Optional<Duration> timeLimit) {
    if (samples < 1 || samples > MAX_SAMPLES) {
      throw new IllegalArgumentException("Samples per decision: 1 to " + MAX_SAMPLES + ", not " + samples);
    }
    this.samples = samples;
    this.nodeBudget = nodeBudget;
    this.timeLimit = timeLimit;
  }

  /**
   * {@return the fast level: 12 deals and at most 100,000 solver nodes per decision (4 deals and
   * 400,000 nodes in the auction; 200,000 for a defender's card beside a kontra)} The same
   * decisions on every machine; what they cost in CPU time is in the README's figures.
   */
  public static SamplingBot fast() {
    return new SamplingBot(12).withNodeBudget(FAST_NODES);
  }

  /**
   * {@return the strong level: 100 deals and at most 2,000,000 solver nodes per decision (33 deals
   * and 8,000,000 nodes in the auction; 4,000,000 for a defender's card beside a kontra)} The
   * same decisions on every machine; what they cost in CPU time is in the README's figures.
   */
  public static SamplingBot strong() {
    return new SamplingBot(100).withNodeBudget(STRONG_NODES);
  }

  /**
   * {@return this bot, searching at most {@code nodes} solver nodes per decision, over all its
   * samples} An auction decision (a bid, the talon, the trump suit) may search four times as many,
   * and a defender's card while he may still say kontra twice as many (the kontra's deals and the
   * card's have a budget each).
   *
   * @param nodes the budget, positive
   * @throws IllegalArgumentException if {@code nodes} is not positive
   */
  public SamplingBot withNodeBudget(long nodes) {
    if (nodes < 1) {
      throw new IllegalArgumentException("A node budget per decision is positive, not " + nodes);
    }
    return new SamplingBot(samples, nodes, timeLimit);
  }

  /**
   * {@return this bot, with a wall-clock safety cap per decision} When the cap is reached the bot
   * decides on the samples finished (by rule of thumb if none did): the decision then depends on
   * the machine and its load. The node budget, not the cap, is what makes a level.
   *
   * @param limit the most time a decision may take, positive and at most {@link #MAX_TIME_LIMIT}
   * @throws IllegalArgumentException if {@code limit} is zero, negative or longer than a day
   */
  public SamplingBot withTimeLimit(Duration limit) {
    Objects.requireNonNull(limit, "limit");
    if (limit.isNegative() || limit.isZero() || limit.compareTo(MAX_TIME_LIMIT) > 0) {
      throw new IllegalArgumentException("A time limit per decision is positive and at most a day, not " + limit);
    }
    return new SamplingBot(samples, nodeBudget, Optional.of(limit));
  }

  /**
   * {@return the deals sampled per decision} A defender samples eight times as many for a card of
   * a betli or a durchmars.
   */
  public int samples() {
    return samples;
  }

  /**
   * {@return the solver nodes a decision may search, if it has a budget} An auction decision may
   * search four times as many, and a defender's card while he may still say kontra twice as many.
   */
  public OptionalLong nodeBudget() {
    return nodeBudget == Long.MAX_VALUE ? OptionalLong.empty() : OptionalLong.of(nodeBudget);
  }

  /** {@return the time limit per decision, if any} */
  public Optional<Duration> timeLimit() {
    return timeLimit;
  }

  /** {@return how many decisions this bot has made} */
  public long decisions() {
    return decisions.sum();
  }

  /**
   * {@return how many of its decisions used their whole node budget} Such a decision was made on
   * the samples its budget finished, fewer than {@link #samples}; the same on every machine. (For
   * a defender's card beside a kontra, the card's budget: the kontra's is not counted here.)
   */
  public long decisionsOutOfNodes() {
    return outOfNodes.sum();
  }

  /** {@return how many of its decisions the time limit cut short} Always 0 without one. */
  public long decisionsCutByTimeLimit() {
    return cut.sum();
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
    WorkBudget budget = new WorkBudget(nodesFor(view.phase()), timeLimit.map(SamplingBot::deadline).orElse(() -> false));
    try {
      return decide(view, random, budget);
    } finally {
      decisions.increment();
      if (budget.timedOut()) {
        cut.increment();
      } else if (budget.exhausted()) {
        outOfNodes.increment();
      }
    }
  }

  private Action decide(PlayerView view, RandomGenerator random, WorkBudget budget) {
    if (view.phase() == Phase.AUCTION || view.phase() == Phase.TRUMPS) {
      return AuctionSampler.choose(view, auctionSamples(), random, budget).orElseGet(() -> fallback.choose(view, random));
    }
    List<Action> legal = view.legalActions();
    List<Action.Play> plays = new ArrayList<>();
    for (Action action : legal) {
      if (action instanceof Action.Play play) {
        plays.add(play);
      }
    }
    if (view.phase() != Phase.PLAY || plays.size() < 2 || view.contract().isEmpty() || view.declarer().isEmpty()) {
      return fallback.choose(view, random);
    }
    if (plays.size() < legal.size()) {
      // A declaration or a kontra is open beside the cards. Every marriage is declared, as the
      // rule of thumb does: no sampled deal values a card lower for it (DeclarationsFromSamplesTest).
      // A defender's kontras are sampled when his samples can read the bid, and the rule of
      // thumb's otherwise.
      Action call = fallback.choose(view, random);
      if (call instanceof Action.Declare) {
        return call;
      }
      List<Action.Kontra> kontras = new ArrayList<>();
      for (Action action : legal) {
        if (action instanceof Action.Kontra kontra) {
          kontras.add(kontra);
        }
      }
      Optional<Optional<Action.Kontra>> sampled = !kontras.isEmpty() && !view.seat().equals(view.declarer().get())
          ? KontraSampler.choose(view, kontras, samples, random, budget.another()) : Optional.empty();
      if (sampled.isPresent()) {
        if (sampled.get().isPresent()) {
          return sampled.get().get();
        }
      } else if (!(call instanceof Action.Play)) {
        return call;
      }
    }
    Contract contract = view.contract().get();
    Seat declarer = view.declarer().get();
    boolean declaring = view.seat() == declarer;
    Map<Card, Double> score = new EnumMap<>(Card.class);
    int solved = 0;
    int wanted = samplesToPlay(contract, declaring);
    for (int i = 0; i < wanted && budget.hasWorkLeft(); i++) {
      TrickPlay deal = Resampling.deal(view, random).orElse(null);
      if (deal == null) {
        break;
      }
      Solution solution;
      try {
        solution = Solver.solve(view.rules(), deal, contract, view.declaredMarriages(), budget.next());
      } catch (SearchStoppedException outOfWork) {
        break;
      }
      for (Solution.CardValue value : solution.cards()) {
        double forDeclarer = value(view.rules(), contract, value);
        score.merge(value.card(), declaring ? forDeclarer : -forDeclarer, Double::sum);
      }
      solved++;
    }
    if (solved == 0) {
      return fallback.choose(view, random);
    }
    Action.Play best = plays.get(0);
    double bestScore = Double.NEGATIVE_INFINITY;
    for (Action.Play play : plays) {
      double value = score.getOrDefault(play.card(), Double.NEGATIVE_INFINITY);
      if (value > bestScore) {
        best = play;
        bestScore = value;
      }
    }
    return best;
  }

  /**
   * Deals sampled for a card: the level's, or for a defender of a betli or a durchmars
   * {@link #LONE_TRICK_DEFENCE_FACTOR} times as many (at most {@link #MAX_SAMPLES}).
   */
  int samplesToPlay(Contract contract, boolean declaring) {
    boolean loneTrick = contract.has(Component.BETLI) || contract.has(Component.DURCHMARS);
    return declaring || !loneTrick ? samples : Math.min(MAX_SAMPLES, samples * LONE_TRICK_DEFENCE_FACTOR);
  }

  /**
   * Deals sampled per auction decision: a third of the play's, since each is solved for every trump
   * suit worth trying and without trumps, from the first lead.
   */
  private int auctionSamples() {
    return Math.max(1, samples / 3);
  }

  /**
   * The nodes a decision in this phase may search: the budget, or {@link #AUCTION_NODE_FACTOR}
   * times it in the auction and the naming of trumps.
   */
  long nodesFor(Phase phase) {
    boolean auction = phase == Phase.AUCTION || phase == Phase.TRUMPS;
    return !auction || nodeBudget > Long.MAX_VALUE / AUCTION_NODE_FACTOR ? nodeBudget
        : nodeBudget * AUCTION_NODE_FACTOR;
  }

  private static BooleanSupplier deadline(Duration limit) {
    long deadline = System.nanoTime() + limit.toNanos();
    return () -> System.nanoTime() - deadline > 0;
  }

  /** The declarer's result of a card: each component's value, won or lost, and card points as a tie-break. */
  static double value(RuleSet rules, Contract contract, Solution.CardValue card) {
    double total = card.declarerCardPoints() / 1000.0;
    for (Map.Entry<Component, Boolean> made : card.made().entrySet()) {
      if (!contract.bid().has(made.getKey())) {
        continue;
      }
      int worth = rules.values().componentValue(contract.bid(), made.getKey());
      total += made.getValue() ? worth : -worth;
    }
    return total;
  }

  @Override
  public String toString() {
    return "SamplingBot[" + samples + " samples" + nodeBudget().stream().mapToObj(nodes -> ", " + nodes + " nodes")
        .findFirst().orElse("") + timeLimit.map(limit -> ", at most " + limit.toMillis() + " ms").orElse("") + "]";
  }
}
