package hu.ulti.bots;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Phase;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.play.Trick;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.play.UltiSeven;
import hu.ulti.core.rules.RuleSet;
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
 * <p>In the play, sampled deals keep every card already played legal (so voids, forced trumps
 * and forced overtakes shown by the play are respected) and give each declared marriage to the
 * seat that declared it. In the auction it estimates
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
    List<Action.PlayCard> plays = new ArrayList<>();
    for (Action action : legal) {
      if (action instanceof Action.PlayCard play) {
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
      TrickPlay deal = sample(view, contract, declarer, random);
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
    Action.PlayCard best = plays.get(0);
    double bestScore = Double.NEGATIVE_INFINITY;
    for (Action.PlayCard play : plays) {
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

  /**
   * A deal consistent with the view, replayed to the view's position; null if none was found in
   * the allowed attempts (which a legal view makes rare).
   */
  static TrickPlay sample(PlayerView view, Contract contract, Seat declarer, RandomGenerator random) {
    List<Trick> tricks = new ArrayList<>(view.completedTricks());
    Trick current = view.currentTrick();
    Map<Seat, CardSet> playedBy = new EnumMap<>(Seat.class);
    for (Seat seat : Seat.values()) {
      playedBy.put(seat, CardSet.of());
    }
    List<Trick> all = new ArrayList<>(tricks);
    all.add(current);
    for (Trick trick : all) {
      for (int i = 0; i < trick.size(); i++) {
        playedBy.merge(trick.seatAt(i), CardSet.of(trick.card(i)), CardSet::union);
      }
    }
    Map<Seat, CardSet> known = new EnumMap<>(Seat.class);
    known.put(view.seat(), view.hand());
    view.exposedHands().forEach(known::put);
    CardSet unseen = CardSet.all();
    for (CardSet cards : known.values()) {
      unseen = unseen.minus(cards);
    }
    for (CardSet cards : playedBy.values()) {
      unseen = unseen.minus(cards);
    }
    CardSet knownTalon = view.knownTalon().orElse(null);
    if (knownTalon != null) {
      unseen = unseen.minus(knownTalon);
    }
    List<Seat> hidden = new ArrayList<>();
    for (Seat seat : Seat.values()) {
      if (!known.containsKey(seat)) {
        hidden.add(seat);
      }
    }
    UltiSeven seven = contract.bid().has(Component.ULTI) ? UltiSeven.KEPT : UltiSeven.FREE;
    // Cards a hidden seat must hold: the king and over of each marriage it declared, where the
    // play has not shown them yet. (A bid ulti says nothing certain of the seven: the rules let a
    // player bid it without.)
    Map<Seat, CardSet> required = new EnumMap<>(Seat.class);
    for (Seat seat : hidden) {
      CardSet cards = CardSet.empty();
      for (Suit suit : view.declaredMarriages().getOrDefault(seat, List.of())) {
        cards = cards.with(Card.of(suit, Rank.KING)).with(Card.of(suit, Rank.OVER));
      }
      required.put(seat, cards.intersection(unseen));
    }
    CardSet free = unseen;
    for (CardSet cards : required.values()) {
      free = free.minus(cards);
    }
    for (int attempt = 0; attempt < ATTEMPTS_PER_SAMPLE; attempt++) {
      List<Card> pool = new ArrayList<>(free.toList());
      Shuffle.cards(pool, random);
      Map<Seat, CardSet> hands = new EnumMap<>(known);
      int next = 0;
      for (Seat seat : hidden) {
        int count = view.cardsHeld(seat) - required.get(seat).size();
        if (count < 0 || next + count > pool.size()) {
          return null; // the view's facts do not fit together: leave it to the rule of thumb
        }
        hands.put(seat, required.get(seat).union(CardSet.copyOf(pool.subList(next, next + count))));
        next += count;
      }
      CardSet talon = knownTalon != null ? knownTalon : CardSet.copyOf(pool.subList(next, pool.size()));
      List<CardSet> start = new ArrayList<>();
      for (Seat seat : Seat.values()) {
        start.add(hands.get(seat).union(playedBy.get(seat)));
      }
      try {
        TrickPlay play = TrickPlay.start(view.rules().trickRules(), contract.trumps(), declarer, seven, start, talon);
        for (Trick trick : all) {
          for (int i = 0; i < trick.size(); i++) {
            play = play.play(trick.card(i));
          }
        }
        return play;
      } catch (IllegalArgumentException inconsistent) { // IllegalPlayException among them
        // This deal contradicts the play (a void, a forced trump or overtake): draw another.
      }
    }
    return null;
  }

  @Override
  public String toString() {
    return "SamplingBot[" + samples + " samples" + timeLimit.map(limit -> ", " + limit.toMillis() + " ms").orElse("") + "]";
  }
}
