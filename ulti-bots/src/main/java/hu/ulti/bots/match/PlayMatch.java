package hu.ulti.bots.match;

import hu.ulti.bots.Bot;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Phase;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntConsumer;
import java.util.random.RandomGenerator;

/**
 * Card play measured alone: on each duplicate deal one fixed bot (the auctioneer) bids for all
 * three seats and names the trumps, so that the same contract, declarer and talon reach the play
 * for both entrants; the play (declarations, kontras, giving up, the cards) is then played four
 * times, with the declarer's seat held by the candidate or the baseline and both defenders' seats
 * held by the candidate or the baseline. Declarer play and defence are compared separately:
 *
 * <ul>
 *   <li>declarer play: what the declarer wins with the candidate declaring minus with the baseline
 *       declaring, averaged over the two defences;
 *   <li>defence: what the declarer loses with the candidate defending minus with the baseline
 *       defending, averaged over the two declarers.
 * </ul>
 *
 * <p>Both are in game points per deal (the declarer's, which the two defenders pay together), with
 * 95% percentile-bootstrap intervals over deals. A deal whose auction ends without play (a
 * declined opening) counts zero in both. Each bot's random source comes from the seed, the deal
 * and the seating, so deterministic bots give the same result on any number of threads.
 * Immutable; {@link #play} may be called more than once.
 */
public final class PlayMatch {
  /** How many bootstrap resamples the intervals use. */
  public static final int RESAMPLES = 2_000;

  private final RuleSet rules;
  private final List<Deal> deals;
  private final Entrant candidate;
  private final Entrant baseline;
  private final Bot auctioneer;
  private final int threads;
  private final long seed;

  private PlayMatch(RuleSet rules, List<Deal> deals, Entrant candidate, Entrant baseline, Bot auctioneer,
      int threads, long seed) {
    this.rules = rules;
    this.deals = deals;
    this.candidate = candidate;
    this.baseline = baseline;
    this.auctioneer = auctioneer;
    this.threads = threads;
    this.seed = seed;
  }

  /**
   * A play-only match on one thread, with seed 1.
   *
   * @param rules the rule set
   * @param deals the duplicate deals, at least one
   * @param candidate the entrant measured
   * @param baseline the entrant it is measured against
   * @param auctioneer the bot that bids and names trumps for every seat; it must hold no state
   * @return the match
   * @throws IllegalArgumentException without deals
   */
  public static PlayMatch of(RuleSet rules, List<Deal> deals, Entrant candidate, Entrant baseline, Bot auctioneer) {
    Objects.requireNonNull(rules, "rules");
    List<Deal> list = List.copyOf(deals);
    Objects.requireNonNull(candidate, "candidate");
    Objects.requireNonNull(baseline, "baseline");
    Objects.requireNonNull(auctioneer, "auctioneer");
    if (list.isEmpty()) {
      throw new IllegalArgumentException("A match needs at least one deal");
    }
    return new PlayMatch(rules, list, candidate, baseline, auctioneer, 1, 1);
  }

  /**
   * {@return this match played on that many threads}
   *
   * @param threads at least 1
   */
  public PlayMatch withThreads(int threads) {
    if (threads < 1) {
      throw new IllegalArgumentException("Threads: at least 1, not " + threads);
    }
    return new PlayMatch(rules, deals, candidate, baseline, auctioneer, threads, seed);
  }

  /**
   * {@return this match with the bots' random sources drawn from that seed}
   *
   * @param seed the seed
   */
  public PlayMatch withSeed(long seed) {
    return new PlayMatch(rules, deals, candidate, baseline, auctioneer, threads, seed);
  }

  /**
   * What a play-only match measured.
   *
   * @param candidate the candidate's name
   * @param baseline the baseline's name
   * @param deals how many deals were played (four plays each)
   * @param declarerPlay the candidate's gain as declarer, game points per deal
   * @param defence the candidate's gain as the defence, game points per deal
   * @param perDeal for each deal, the declarer's points in its four plays
   */
  public record Result(String candidate, String baseline, int deals, Interval declarerPlay, Interval defence,
      List<DealPlays> perDeal) {
    /**
     * Copies the deals.
     *
     * @param candidate the candidate
     * @param baseline the baseline
     * @param deals the deals
     * @param declarerPlay the declarer play
     * @param defence the defence
     * @param perDeal the per deal
     */
    public Result {
      Objects.requireNonNull(candidate, "candidate");
      Objects.requireNonNull(baseline, "baseline");
      Objects.requireNonNull(declarerPlay, "declarerPlay");
      Objects.requireNonNull(defence, "defence");
      perDeal = List.copyOf(perDeal);
    }
  }

  /**
   * The declarer's game points in the four plays of one deal (zero in each if its auction ended
   * without play).
   *
   * @param baselineDeclaring the baseline declaring, the baseline defending
   * @param baselineDeclaringCandidateDefending the baseline declaring, the candidate defending
   * @param candidateDeclaring the candidate declaring, the baseline defending
   * @param candidateDeclaringCandidateDefending the candidate declaring, the candidate defending
   */
  public record DealPlays(int baselineDeclaring, int baselineDeclaringCandidateDefending, int candidateDeclaring,
      int candidateDeclaringCandidateDefending) {
    /**
     * {@return the declarer's points in one of the plays}
     *
     * @param candidateDeclares whether the candidate held the declarer's seat
     * @param candidateDefends whether the candidate held the defenders' seats
     */
    public int declarerPoints(boolean candidateDeclares, boolean candidateDefends) {
      return candidateDeclares
          ? (candidateDefends ? candidateDeclaringCandidateDefending : candidateDeclaring)
          : (candidateDefends ? baselineDeclaringCandidateDefending : baselineDeclaring);
    }

    /** {@return what the declarer wins with the candidate declaring minus with the baseline, over both defences} */
    public double declarerPlayGain() {
      return (candidateDeclaring - baselineDeclaring
          + candidateDeclaringCandidateDefending - baselineDeclaringCandidateDefending) / 2.0;
    }

    /** {@return what the declarer loses with the candidate defending minus with the baseline, over both declarers} */
    public double defenceGain() {
      return (baselineDeclaring - baselineDeclaringCandidateDefending
          + candidateDeclaring - candidateDeclaringCandidateDefending) / 2.0;
    }
  }

  /**
   * Plays every deal four times.
   *
   * @param progress told how many deals are done after each, on the calling thread
   * @return the comparison
   * @throws InterruptedException if interrupted while waiting
   * @throws IllegalStateException if a bot chose an action the game refused
   */
  public Result play(IntConsumer progress) throws InterruptedException {
    Objects.requireNonNull(progress, "progress");
    ExecutorService pool = Executors.newFixedThreadPool(threads, runnable -> {
      Thread thread = new Thread(runnable, "ulti-play-match");
      thread.setDaemon(true);
      return thread;
    });
    List<DealPlays> perDeal = new ArrayList<>();
    try {
      List<Future<DealPlays>> futures = new ArrayList<>();
      for (int d = 0; d < deals.size(); d++) {
        int deal = d;
        futures.add(pool.submit(() -> playDeal(deal)));
      }
      for (int d = 0; d < futures.size(); d++) {
        try {
          perDeal.add(futures.get(d).get());
        } catch (ExecutionException e) {
          if (e.getCause() instanceof RuntimeException runtime) {
            throw runtime;
          }
          throw new IllegalStateException("Deal " + d + " failed: " + e.getCause(), e.getCause());
        }
        progress.accept(d + 1);
      }
    } finally {
      pool.shutdownNow();
    }
    double[] declarer = new double[perDeal.size()];
    double[] defence = new double[perDeal.size()];
    for (int d = 0; d < perDeal.size(); d++) {
      declarer[d] = perDeal.get(d).declarerPlayGain();
      defence[d] = perDeal.get(d).defenceGain();
    }
    return new Result(candidate.name(), baseline.name(), deals.size(), Interval.ofMean(declarer, RESAMPLES, seed),
        Interval.ofMean(defence, RESAMPLES, seed + 1), perDeal);
  }

  /** The declarer's points in the four plays of one deal; zeros if its auction ended without play. */
  private DealPlays playDeal(int deal) {
    int[][] points = new int[2][2];
    Game game = Game.start(rules, deals.get(deal));
    RandomGenerator auctionRandom = SeededRandom.of(seed * 0x9E3779B97F4A7C15L + deal * 1_000_003L);
    while (!game.isOver() && game.phase() != Phase.PLAY) {
      Seat seat = game.toAct().orElseThrow();
      game = apply(game, auctioneer.choose(game.view(seat), auctionRandom), "the auctioneer", deal);
    }
    if (game.isOver()) {
      return new DealPlays(0, 0, 0, 0);
    }
    Seat declarer = game.declarer().orElseThrow();
    List<Entrant> both = List.of(baseline, candidate);
    for (int x = 0; x < 2; x++) {
      for (int y = 0; y < 2; y++) {
        Bot declaring = both.get(x).bots().get();
        Bot defending = both.get(y).bots().get();
        Bot otherDefender = both.get(y).bots().get();
        // The same random source in all four plays: an entrant against itself gains exactly nothing.
        RandomGenerator random = SeededRandom.of(seed * 0x9E3779B97F4A7C15L + deal * 1_000_003L + 1);
        Game play = game;
        while (!play.isOver()) {
          Seat seat = play.toAct().orElseThrow();
          Bot bot = seat == declarer ? declaring : seat == declarer.next() ? defending : otherDefender;
          String who = (seat == declarer ? both.get(x) : both.get(y)).name();
          play = apply(play, bot.choose(play.view(seat), random), who, deal);
        }
        points[x][y] = play.payments().get(declarer);
        for (Bot bot : List.of(declaring, defending, otherDefender)) {
          if (bot instanceof AutoCloseable closeable) {
            try {
              closeable.close();
            } catch (Exception e) {
              // best effort: the play is over
            }
          }
        }
      }
    }
    return new DealPlays(points[0][0], points[0][1], points[1][0], points[1][1]);
  }

  private static Game apply(Game game, Action action, String who, int deal) {
    try {
      return game.apply(action);
    } catch (RuntimeException e) {
      throw new IllegalStateException(who + " in deal " + deal + " chose an action the game refuses: "
          + e.getMessage(), e);
    }
  }
}
