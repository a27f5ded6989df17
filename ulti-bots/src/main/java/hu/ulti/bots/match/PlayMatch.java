package hu.ulti.bots.match;

import hu.ulti.bots.Bot;
import hu.ulti.core.card.Deal;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Phase;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
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
 * 95% percentile-bootstrap intervals over deals, over all deals and over each contract family's
 * ({@link #FAMILIES}). A deal whose auction ends without play (a
 * declined opening) counts zero in both. Each thread keeps one bot of each entrant for each role
 * (declarer, first defender, second defender) for all its deals, and tells it of each play before
 * ({@link Bot#newDeal}) and after ({@link Bot#dealOver}). Each bot's random source comes from the seed, the deal
 * and the seating, so deterministic bots give the same result on any number of threads; a
 * match can be cut into slices ({@link #slice}) played apart and measured together
 * ({@link #measure}). Immutable; {@link #play} may be called more than once.
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
  private final Set<Component> families;
  /** The index in the whole match of this match's first deal: 0 unless this is a slice. */
  private final int firstDeal;
  /** How many deals the whole match has: this match's, unless this is a slice. */
  private final int wholeDeals;

  private PlayMatch(RuleSet rules, List<Deal> deals, Entrant candidate, Entrant baseline, Bot auctioneer,
      int threads, long seed, Set<Component> families, int firstDeal, int wholeDeals) {
    this.rules = rules;
    this.deals = deals;
    this.candidate = candidate;
    this.baseline = baseline;
    this.auctioneer = auctioneer;
    this.threads = threads;
    this.seed = seed;
    this.families = families;
    this.firstDeal = firstDeal;
    this.wholeDeals = wholeDeals;
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
    return new PlayMatch(rules, list, candidate, baseline, auctioneer, 1, 1, Set.copyOf(FAMILIES), 0, list.size());
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
    return new PlayMatch(rules, deals, candidate, baseline, auctioneer, threads, seed, families, firstDeal, wholeDeals);
  }

  /**
   * {@return this match, playing and counting only the deals whose contract is of one of these
   * families} The auction of every deal is still played (it is the auctioneer's, and cheap); a
   * deal of another family, or whose auction ends without play, is neither played nor counted.
   * So a match can measure betli defence on the betlis among many deals.
   *
   * @param families some of {@link #FAMILIES}, at least one
   * @throws IllegalArgumentException if none is given
   */
  public PlayMatch withFamilies(Set<Component> families) {
    Set<Component> chosen = Set.copyOf(families);
    if (chosen.isEmpty()) {
      throw new IllegalArgumentException("Families to play: at least one of " + FAMILIES);
    }
    for (Component family : chosen) {
      if (!FAMILIES.contains(family)) {
        throw new IllegalArgumentException("Not a contract family: " + family + "; the families are " + FAMILIES);
      }
    }
    return new PlayMatch(rules, deals, candidate, baseline, auctioneer, threads, seed, chosen, firstDeal, wholeDeals);
  }

  /**
   * {@return the K-th of N slices of this match: its deals from {@code (K - 1) * D / N} up to
   * {@code K * D / N} of the D deals, each played exactly as in the whole match} Its deals keep
   * their indices in the whole match (and the random sources that go with them), so the slices'
   * plays, measured together ({@link #measure}), are the whole match's result exactly: the slices
   * can be played apart, on other machines.
   *
   * @param shard K, from 1
   * @param shards N, from 1 to the number of deals
   * @throws IllegalArgumentException if K or N is out of range, or this is a slice already
   */
  public PlayMatch slice(int shard, int shards) {
    int[] range = Slices.range(shard, shards, deals.size(), firstDeal == 0 && wholeDeals == deals.size());
    int from = range[0];
    int to = range[1];
    return new PlayMatch(rules, List.copyOf(deals.subList(from, to)), candidate, baseline, auctioneer, threads, seed,
        families, from, deals.size());
  }

  /** {@return the index in the whole match of this match's first deal: 0 unless it is a slice} */
  public int firstDeal() {
    return firstDeal;
  }

  /** {@return the deals this match plays: a slice's own, if it is one} */
  public List<Deal> deals() {
    return deals;
  }

  /**
   * {@return this match with the bots' random sources drawn from that seed}
   *
   * @param seed the seed
   */
  public PlayMatch withSeed(long seed) {
    return new PlayMatch(rules, deals, candidate, baseline, auctioneer, threads, seed, families, firstDeal, wholeDeals);
  }

  /**
   * What a play-only match measured.
   *
   * @param candidate the candidate's name
   * @param baseline the baseline's name
   * @param deals how many deals were counted: every deal, or with {@link #withFamilies} those
   *     played in a contract of the families chosen (four plays each)
   * @param declarerPlay the candidate's gain as declarer, game points per deal
   * @param defence the candidate's gain as the defence, game points per deal
   * @param perDeal for each deal counted, in deal order, the declarer's points in its four plays
   * @param families the same two measures over the deals of each contract family that was played,
   *     in the order of {@link #FAMILIES}
   */
  public record Result(String candidate, String baseline, int deals, Interval declarerPlay, Interval defence,
      List<DealPlays> perDeal, List<Family> families) {
    /**
     * Copies the deals.
     *
     * @param candidate the candidate
     * @param baseline the baseline
     * @param deals the deals
     * @param declarerPlay the declarer play
     * @param defence the defence
     * @param perDeal the per deal
     * @param families the families
     */
    public Result {
      Objects.requireNonNull(candidate, "candidate");
      Objects.requireNonNull(baseline, "baseline");
      Objects.requireNonNull(declarerPlay, "declarerPlay");
      Objects.requireNonNull(defence, "defence");
      perDeal = List.copyOf(perDeal);
      families = List.copyOf(families);
    }

    /**
     * {@return the measures over the deals of one contract family, if any was played}
     *
     * @param family a contract family, one of {@link #FAMILIES}
     */
    public Optional<Family> family(Component family) {
      Objects.requireNonNull(family, "family");
      return families.stream().filter(f -> f.family() == family).findFirst();
    }
  }

  /**
   * The contract families a play-only match reports apart, in the order a contract is sorted into
   * them: the first of these components its bid has. So a betli of any form (open, hearts) is a
   * betli, a 40-100 ulti an ulti, and a simple game with nothing else a simple game. The families
   * differ in what decides them (a betli or a durchmars is lost by one trick, a simple game by card
   * points), and a defence good at one can be poor at another.
   */
  public static final List<Component> FAMILIES = List.of(Component.BETLI, Component.DURCHMARS, Component.ULTI,
      Component.FOUR_ACES, Component.FOUR_TENS, Component.FORTY_HUNDRED, Component.TWENTY_HUNDRED,
      Component.SIMPLE_GAME);

  /**
   * {@return the contract family of a bid: the first of {@link #FAMILIES} it has}
   *
   * @param bid a bid
   */
  public static Component familyOf(Bid bid) {
    Objects.requireNonNull(bid, "bid");
    return FAMILIES.stream().filter(bid::has).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("A bid of no known family: " + bid));
  }

  /**
   * The play-only measures over the deals of one contract family.
   *
   * @param family the family (see {@link #FAMILIES})
   * @param deals how many deals of the match were played in a contract of it
   * @param declarerPlay the candidate's gain as declarer on those deals, game points per deal
   * @param defence the candidate's gain as the defence on those deals, game points per deal
   */
  public record Family(Component family, int deals, Interval declarerPlay, Interval defence) {
    /**
     * Checks the values.
     *
     * @param family the family
     * @param deals the deals
     * @param declarerPlay the declarer play
     * @param defence the defence
     */
    public Family {
      Objects.requireNonNull(family, "family");
      Objects.requireNonNull(declarerPlay, "declarerPlay");
      Objects.requireNonNull(defence, "defence");
      if (deals < 1) {
        throw new IllegalArgumentException("A family's measures need at least one deal, not " + deals);
      }
    }
  }

  /**
   * The declarer's game points in the four plays of one deal (zero in each if its auction ended
   * without play).
   *
   * @param dealIndex the deal's index in the whole match, from 0
   * @param baselineDeclaring the baseline declaring, the baseline defending
   * @param baselineDeclaringCandidateDefending the baseline declaring, the candidate defending
   * @param candidateDeclaring the candidate declaring, the baseline defending
   * @param candidateDeclaringCandidateDefending the candidate declaring, the candidate defending
   * @param contract the contract the auctioneer's auction ended in, the same in all four plays;
   *     empty if it ended without play
   */
  public record DealPlays(int dealIndex, int baselineDeclaring, int baselineDeclaringCandidateDefending,
      int candidateDeclaring, int candidateDeclaringCandidateDefending, Optional<Contract> contract) {
    /**
     * Checks the deal's index and that the contract is given.
     *
     * @param dealIndex the deal's index
     * @param baselineDeclaring the baseline declaring, the baseline defending
     * @param baselineDeclaringCandidateDefending the baseline declaring, the candidate defending
     * @param candidateDeclaring the candidate declaring, the baseline defending
     * @param candidateDeclaringCandidateDefending the candidate declaring, the candidate defending
     * @param contract the contract, or empty
     */
    public DealPlays {
      Objects.requireNonNull(contract, "contract");
      if (dealIndex < 0) {
        throw new IllegalArgumentException("A deal's index is at least 0, not " + dealIndex);
      }
    }

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
   * Plays every deal four times and measures the candidate against the baseline: {@link #measure}
   * of {@link #playDeals}.
   *
   * @param progress told how many deals are done after each, on the calling thread
   * @return the comparison
   * @throws InterruptedException if interrupted while waiting
   * @throws IllegalStateException if a bot chose an action the game refused
   * @throws NoSuchElementException if no deal was counted: none was played in a contract of the
   *     families chosen ({@link #withFamilies})
   */
  public Result play(IntConsumer progress) throws InterruptedException {
    List<DealPlays> perDeal = playDeals(progress);
    if (perDeal.isEmpty()) {
      throw new NoSuchElementException("None of the " + deals.size() + " deals was played in a contract of "
          + families.stream().sorted().map(Component::englishName).toList());
    }
    return measure(candidate.name(), baseline.name(), perDeal, seed);
  }

  /**
   * Plays every deal four times and gives each counted deal's plays, in deal order, unmeasured: a
   * slice's part of a match ({@link #slice}), to be measured with the other slices'. Empty if no
   * deal was counted (a slice may hold no deal of the families chosen).
   *
   * @param progress told how many deals are done after each, on the calling thread
   * @return the plays of every deal counted (all of them unless {@link #withFamilies} chose some)
   * @throws InterruptedException if interrupted while waiting
   * @throws IllegalStateException if a bot chose an action the game refused
   */
  public List<DealPlays> playDeals(IntConsumer progress) throws InterruptedException {
    Objects.requireNonNull(progress, "progress");
    ExecutorService pool = Executors.newFixedThreadPool(threads, runnable -> {
      Thread thread = new Thread(runnable, "ulti-play-match");
      thread.setDaemon(true);
      return thread;
    });
    BlockingQueue<Players> free = new ArrayBlockingQueue<>(threads);
    List<Players> all = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      Players players = new Players();
      free.add(players);
      all.add(players);
    }
    List<DealPlays> perDeal = new ArrayList<>();
    try {
      List<Future<Optional<DealPlays>>> futures = new ArrayList<>();
      for (int d = 0; d < deals.size(); d++) {
        int deal = d;
        futures.add(pool.submit(() -> {
          Players players = free.take();
          try {
            return playDeal(deal, players);
          } finally {
            free.add(players);
          }
        }));
      }
      for (int d = 0; d < futures.size(); d++) {
        try {
          futures.get(d).get().ifPresent(perDeal::add);
        } catch (ExecutionException e) {
          if (e.getCause() instanceof RuntimeException runtime) {
            throw runtime;
          }
          throw new IllegalStateException("Deal " + (firstDeal + d) + " failed: " + e.getCause(), e.getCause());
        }
        progress.accept(d + 1);
      }
    } finally {
      pool.shutdownNow();
      all.forEach(Players::close);
    }
    return List.copyOf(perDeal);
  }

  /**
   * {@return the measures of these deals' plays, exactly as a match with this seed reports them}
   * The plays may come from the slices of one match ({@link #slice}, {@link #playDeals}), in any
   * order: they are measured in the order of their deals, as one run over all the deals measures
   * them.
   *
   * @param candidate the candidate's name
   * @param baseline the baseline's name
   * @param perDeal the plays of each deal counted, at least one, each deal once
   * @param seed the match's seed (the intervals' resampling is drawn from it)
   * @throws IllegalArgumentException if a deal is given twice
   * @throws NoSuchElementException if no deal is given
   */
  public static Result measure(String candidate, String baseline, List<DealPlays> perDeal, long seed) {
    Objects.requireNonNull(candidate, "candidate");
    Objects.requireNonNull(baseline, "baseline");
    List<DealPlays> sorted = new ArrayList<>(perDeal);
    if (sorted.isEmpty()) {
      throw new NoSuchElementException("No deal's plays to measure");
    }
    sorted.sort(Comparator.comparingInt(DealPlays::dealIndex));
    for (int d = 1; d < sorted.size(); d++) {
      if (sorted.get(d).dealIndex() == sorted.get(d - 1).dealIndex()) {
        throw new IllegalArgumentException("Deal " + (sorted.get(d).dealIndex() + 1) + " is given twice");
      }
    }
    double[] declarer = new double[sorted.size()];
    double[] defence = new double[sorted.size()];
    for (int d = 0; d < sorted.size(); d++) {
      declarer[d] = sorted.get(d).declarerPlayGain();
      defence[d] = sorted.get(d).defenceGain();
    }
    return new Result(candidate, baseline, sorted.size(), Interval.ofMean(declarer, RESAMPLES, seed),
        Interval.ofMean(defence, RESAMPLES, seed + 1), sorted, families(sorted, seed));
  }

  /**
   * Each family's measures, over the deals played in a contract of it, bootstrapped with the whole
   * match's seeds: in a match of one family ({@link #withFamilies}) the family's intervals are the
   * whole's.
   */
  private static List<Family> families(List<DealPlays> perDeal, long seed) {
    List<Family> families = new ArrayList<>();
    for (Component family : FAMILIES) {
      List<DealPlays> of = perDeal.stream()
          .filter(p -> p.contract().map(c -> familyOf(c.bid()) == family).orElse(false)).toList();
      if (of.isEmpty()) {
        continue;
      }
      double[] declarer = of.stream().mapToDouble(DealPlays::declarerPlayGain).toArray();
      double[] defence = of.stream().mapToDouble(DealPlays::defenceGain).toArray();
      families.add(new Family(family, of.size(), Interval.ofMean(declarer, RESAMPLES, seed),
          Interval.ofMean(defence, RESAMPLES, seed + 1)));
    }
    return families;
  }

  /**
   * The declarer's points in the four plays of one deal; zeros if its auction ended without play;
   * nothing if the match does not count it (see {@link #withFamilies}).
   */
  private Optional<DealPlays> playDeal(int sliceDeal, Players players) {
    int deal = firstDeal + sliceDeal;
    int[][] points = new int[2][2];
    Game game = Game.start(rules, deals.get(sliceDeal));
    RandomGenerator auctionRandom = SeededRandom.of(seed * 0x9E3779B97F4A7C15L + deal * 1_000_003L);
    while (!game.isOver() && game.phase() != Phase.PLAY) {
      Seat seat = game.toAct().orElseThrow();
      game = apply(game, auctioneer.choose(game.view(seat), auctionRandom), "the auctioneer", deal);
    }
    if (!families.containsAll(FAMILIES)
        && (game.isOver() || !families.contains(familyOf(game.contract().orElseThrow().bid())))) {
      return Optional.empty();
    }
    if (game.isOver()) {
      return Optional.of(new DealPlays(deal, 0, 0, 0, 0, Optional.empty()));
    }
    Seat declarer = game.declarer().orElseThrow();
    List<Entrant> both = List.of(baseline, candidate);
    for (int x = 0; x < 2; x++) {
      for (int y = 0; y < 2; y++) {
        // Each role's bot of its entrant: the declarer's, the first defender's, the second's.
        Map<Seat, Bot> bots = Map.of(declarer, players.bot(x, 0), declarer.next(), players.bot(y, 1),
            declarer.next().next(), players.bot(y, 2));
        String name = "deal " + (deal + 1) + ", " + both.get(x).name() + " declaring against " + both.get(y).name();
        bots.values().forEach(bot -> bot.newDeal(name));
        // The same random source in all four plays: an entrant against itself gains exactly nothing.
        RandomGenerator random = SeededRandom.of(seed * 0x9E3779B97F4A7C15L + deal * 1_000_003L + 1);
        Game play = game;
        while (!play.isOver()) {
          Seat seat = play.toAct().orElseThrow();
          String who = (seat == declarer ? both.get(x) : both.get(y)).name();
          play = apply(play, bots.get(seat).choose(play.view(seat), random), who, deal);
        }
        for (Seat seat : Seat.values()) {
          bots.get(seat).dealOver(play.view(seat));
        }
        points[x][y] = play.payments().get(declarer);
      }
    }
    return Optional.of(new DealPlays(deal, points[0][0], points[0][1], points[1][0], points[1][1], game.contract()));
  }

  /**
   * The bots one thread plays with: for the baseline (0) and the candidate (1), one for each role
   * (the declarer, the first defender, the second), made when first needed and kept for every deal
   * the thread plays, so that an engine is started once per role and thread, not once per play.
   */
  private final class Players {
    private final Bot[][] bots = new Bot[2][3];

    Bot bot(int entrant, int role) {
      if (bots[entrant][role] == null) {
        bots[entrant][role] = Objects.requireNonNull((entrant == 0 ? baseline : candidate).bots().get(), "an entrant's bot");
      }
      return bots[entrant][role];
    }

    void close() {
      for (Bot[] roles : bots) {
        for (Bot bot : roles) {
          if (bot instanceof AutoCloseable closeable) {
            try {
              closeable.close();
            } catch (Exception e) {
              // best effort: the plays are over
            }
          }
        }
      }
    }
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
