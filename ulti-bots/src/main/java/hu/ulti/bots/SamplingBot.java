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
import hu.ulti.core.solve.SearchLimit;
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
 * the talon when its best bid would be worth more than nothing, and names the trump suit worth
 * most for its bid. Declarations, kontras, the first trick and the half-hand auction are played by
 * {@link RuleOfThumbBot}. It never reads hidden state: a view is all it is given.
 *
 * <p>Its strength is the number of deals sampled per decision; an optional time limit per
 * decision stops sampling (and any solve under way) when it runs out, and the bot decides on the
 * samples finished by then. Immutable and thread-safe; without a time limit deterministic for a
 * given view and random source (with one, how many samples finish depends on the machine).
 */
public final class SamplingBot implements Bot {
  /** The longest time limit per decision: a day (longer ones would overflow the clock's arithmetic). */
  public static final Duration MAX_TIME_LIMIT = Duration.ofDays(1);
  /** The most deals a decision may sample. */
  public static final int MAX_SAMPLES = 1_000;
  /** How many deals are tried per sample before the bot gives up sampling and plays by rule of thumb. */
  private static final int ATTEMPTS_PER_SAMPLE = 50;

  private final int samples;
  private final Optional<Duration> timeLimit;
  private final Bot fallback = new RuleOfThumbBot();

  /**
   * A bot that samples {@code samples} deals per decision, without a time limit.
   *
   * @param samples deals per decision, 1 to {@link #MAX_SAMPLES}; more is stronger and slower
   * @throws IllegalArgumentException if {@code samples} is out of range
   */
  public SamplingBot(int samples) {
    this(samples, Optional.empty());
  }

  private SamplingBot(int samples, Optional<Duration> timeLimit) {
    if (samples < 1 || samples > MAX_SAMPLES) {
      throw new IllegalArgumentException("Samples per decision: 1 to " + MAX_SAMPLES + ", not " + samples);
    }
    this.samples = samples;
    this.timeLimit = timeLimit;
  }

  /**
   * {@return the fast level: 12 deals per decision, and at most 15 ms per decision} Its 99th
   * percentile per decision stays within 20 ms on one core (see the README's figures).
   */
  public static SamplingBot fast() {
    return new SamplingBot(12).withTimeLimit(Duration.ofMillis(15));
  }

  /**
   * {@return the strong level: 100 deals per decision, and at most 400 ms per decision} Its 99th
   * percentile per decision stays within 500 ms on one core (see the README's figures).
   */
  public static SamplingBot strong() {
    return new SamplingBot(100).withTimeLimit(Duration.ofMillis(400));
  }

  /**
   * {@return this bot, deciding within {@code limit} per decision} When time runs out it decides
   * on the samples finished (by rule of thumb if none did).
   *
   * @param limit the most time a decision may take, positive and at most {@link #MAX_TIME_LIMIT}
   * @throws IllegalArgumentException if {@code limit} is zero, negative or longer than a day
   */
  public SamplingBot withTimeLimit(Duration limit) {
    Objects.requireNonNull(limit, "limit");
    if (limit.isNegative() || limit.isZero() || limit.compareTo(MAX_TIME_LIMIT) > 0) {
      throw new IllegalArgumentException("A time limit per decision is positive and at most a day, not " + limit);
    }
    return new SamplingBot(samples, Optional.of(limit));
  }

  /** {@return the deals sampled per decision} */
  public int samples() {
    return samples;
  }

  /** {@return the time limit per decision, if any} */
  public Optional<Duration> timeLimit() {
    return timeLimit;
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
    SearchLimit limit = timeLimit.map(SamplingBot::deadline).orElse(SearchLimit.none());
    if (view.phase() == Phase.AUCTION || view.phase() == Phase.TRUMPS) {
      return AuctionSampler.choose(view, auctionSamples(), random, limit).orElseGet(() -> fallback.choose(view, random));
    }
    List<Action> legal = view.legalActions();
    List<Action.Play> plays = new ArrayList<>();
    for (Action action : legal) {
      if (action instanceof Action.Play play) {
        plays.add(play);
      }
    }
    if (view.phase() != Phase.PLAY || plays.size() < 2 || view.completedTricks().isEmpty()
        || view.contract().isEmpty() || view.declarer().isEmpty()) {
      return fallback.choose(view, random);
    }
    Contract contract = view.contract().get();
    Seat declarer = view.declarer().get();
    boolean declaring = view.seat() == declarer;
    Map<Card, Double> score = new EnumMap<>(Card.class);
    int solved = 0;
    for (int i = 0; i < samples && !limit.stop().getAsBoolean(); i++) {
      TrickPlay deal = Resampling.deal(view, random).orElse(null);
      if (deal == null) {
        break;
      }
      Solution solution;
      try {
        solution = Solver.solve(view.rules(), deal, contract, view.declaredMarriages(), limit);
      } catch (SearchStoppedException outOfTime) {
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
   * Deals sampled per auction decision: a third of the play's, since each is solved for every trump
   * suit worth trying and without trumps, from the first lead.
   */
  private int auctionSamples() {
    return Math.max(1, samples / 3);
  }

  private static SearchLimit deadline(Duration limit) {
    long deadline = System.nanoTime() + limit.toNanos();
    return SearchLimit.none().stoppingWhen(() -> System.nanoTime() - deadline > 0);
  }

  /** The declarer's result of a card: each component's value, won or lost, and card points as a tie-break. */
  private static double value(RuleSet rules, Contract contract, Solution.CardValue card) {
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
    return "SamplingBot[" + samples + " samples" + timeLimit.map(limit -> ", " + limit.toMillis() + " ms").orElse("") + "]";
  }
}
