package hu.ulti.bots.match;

import hu.ulti.bots.Bot;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.random.RandomGenerator;

/**
 * A tournament on duplicate deals: every deal is played once in every {@link #seatings() seating}
 * of the entrants, so each entrant holds each seat's cards against each arrangement of the
 * others, and the luck of the cards cancels out of the comparison.
 *
 * <p>With two entrants a deal is played six times: each entrant alone in each seat against two
 * copies of the other. With three or more, it is played once for every way of seating three
 * different entrants (six for three entrants, twenty-four for four). The games of a deal are
 * played one after another on one thread, the deals on as many threads as asked. Each bot is told
 * of each game before it ({@link Bot#newDeal}, with {@link #gameName}) and after it
 * ({@link Bot#dealOver}), and plays one seat at a time. The bots' random
 * sources come from the seed, the deal and the seating, so a match of deterministic bots gives the
 * same result on any number of threads.
 *
 * <p>Immutable; {@link #play} may be called more than once.
 */
public final class Match {
  private final RuleSet rules;
  private final List<Deal> deals;
  private final List<Entrant> entrants;
  private final int threads;
  private final long seed;
  /** The index in the whole match of this match's first deal: 0 unless this is a slice. */
  private final int firstDeal;
  /** How many deals the whole match has: this match's, unless this is a slice. */
  private final int wholeDeals;

  private Match(RuleSet rules, List<Deal> deals, List<Entrant> entrants, int threads, long seed, int firstDeal,
      int wholeDeals) {
    this.rules = rules;
    this.deals = deals;
    this.entrants = entrants;
    this.threads = threads;
    this.seed = seed;
    this.firstDeal = firstDeal;
    this.wholeDeals = wholeDeals;
  }

  /**
   * A match on one thread, with seed 1.
   *
   * @param rules the rule set every game is played by
   * @param deals the deals, each played in every seating
   * @param entrants two or more entrants with different names
   * @return the match
   * @throws IllegalArgumentException if there are no deals, fewer than two entrants, or two with
   *     one name
   */
  public static Match of(RuleSet rules, List<Deal> deals, List<Entrant> entrants) {
    Objects.requireNonNull(rules, "rules");
    List<Deal> dealList = List.copyOf(deals);
    List<Entrant> entrantList = List.copyOf(entrants);
    if (dealList.isEmpty()) {
      throw new IllegalArgumentException("A match needs at least one deal");
    }
    if (entrantList.size() < 2) {
      throw new IllegalArgumentException("A match needs at least two entrants, not " + entrantList.size());
    }
    Set<String> names = new HashSet<>();
    for (Entrant entrant : entrantList) {
      if (!names.add(entrant.name())) {
        throw new IllegalArgumentException("Two entrants are named " + entrant.name());
      }
    }
    return new Match(rules, dealList, entrantList, 1, 1, 0, dealList.size());
  }

  /**
   * {@return this match played on that many threads}
   *
   * @param threads at least 1
   */
  public Match withThreads(int threads) {
    if (threads < 1) {
      throw new IllegalArgumentException("Threads: at least 1, not " + threads);
    }
    return new Match(rules, deals, entrants, threads, seed, firstDeal, wholeDeals);
  }

  /**
   * {@return the K-th of N slices of this match: its deals from {@code (K - 1) * D / N} up to
   * {@code K * D / N} of the D deals, each played exactly as in the whole match} Its games keep
   * the deals' indices in the whole match (and the bots' random sources that go with them), so
   * the slices' results, merged ({@link MatchResult#merge}), are the whole match's, game for game:
   * the slices can be played apart, on other machines.
   *
   * @param shard K, from 1
   * @param shards N, from 1 to the number of deals
   * @throws IllegalArgumentException if K or N is out of range, or this is a slice already
   */
  public Match slice(int shard, int shards) {
    int[] range = Slices.range(shard, shards, deals.size(), firstDeal == 0 && wholeDeals == deals.size());
    int from = range[0];
    int to = range[1];
    return new Match(rules, List.copyOf(deals.subList(from, to)), entrants, threads, seed, from, deals.size());
  }

  /** {@return the index in the whole match of this match's first deal: 0 unless it is a slice} */
  public int firstDeal() {
    return firstDeal;
  }

  /**
   * {@return this match with the bots' random sources drawn from that seed}
   *
   * @param seed the seed
   */
  public Match withSeed(long seed) {
    return new Match(rules, deals, entrants, threads, seed, firstDeal, wholeDeals);
  }

  /** {@return the rule set} */
  public RuleSet rules() {
    return rules;
  }

  /** {@return the deals} */
  public List<Deal> deals() {
    return deals;
  }

  /** {@return the entrants} */
  public List<Entrant> entrants() {
    return entrants;
  }

  /** {@return how many games the match plays: deals times seatings} */
  public int games() {
    return deals.size() * seatings().size();
  }

  /**
   * {@return the seatings each deal is played in: for each, the entrant (by index) in seats 0, 1
   * and 2} Two entrants: the six seatings in which both play. More: every seating of three
   * different entrants.
   */
  public List<List<Integer>> seatings() {
    int n = entrants.size();
    List<List<Integer>> seatings = new ArrayList<>();
    for (int a = 0; a < n; a++) {
      for (int b = 0; b < n; b++) {
        for (int c = 0; c < n; c++) {
          boolean both = n == 2 && !(a == b && b == c);
          boolean three = n > 2 && a != b && b != c && a != c;
          if (both || three) {
            seatings.add(List.of(a, b, c));
          }
        }
      }
    }
    return List.copyOf(seatings);
  }

  /** Hears of each game as it ends, in deal order then seating order, on the thread that called {@link #play}. */
  public interface Listener {
    /**
     * A game is over.
     *
     * @param result its result
     * @param game the finished game
     */
    void gameOver(GameResult result, Game game);

    /**
     * All games of a deal are over.
     *
     * @param dealsDone how many deals are over, this one included
     */
    default void dealOver(int dealsDone) {}
  }

  /**
   * Plays every game.
   *
   * @param listener hears of each game, in order
   * @return the results
   * @throws InterruptedException if interrupted while waiting for the games
   * @throws IllegalStateException if a bot chose an action the game refused, or failed
   */
  public MatchResult play(Listener listener) throws InterruptedException {
    Objects.requireNonNull(listener, "listener");
    List<List<Integer>> seatings = seatings();
    BlockingQueue<Tables> tables = new ArrayBlockingQueue<>(threads);
    List<Tables> all = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      Tables table = new Tables(entrants.size());
      tables.add(table);
      all.add(table);
    }
    ExecutorService pool = Executors.newFixedThreadPool(threads, runnable -> {
      Thread thread = new Thread(runnable, "ulti-match");
      thread.setDaemon(true);
      return thread;
    });
    List<GameResult> results = new ArrayList<>();
    try {
      List<Future<List<Played>>> futures = new ArrayList<>();
      for (int d = 0; d < deals.size(); d++) {
        int deal = d;
        futures.add(pool.submit(() -> {
          Tables table = tables.take();
          try {
            List<Played> played = new ArrayList<>();
            for (int s = 0; s < seatings.size(); s++) {
              played.add(playGame(deal, s, seatings.get(s), table));
            }
            return played;
          } finally {
            tables.add(table);
          }
        }));
      }
      for (int d = 0; d < deals.size(); d++) {
        List<Played> played;
        try {
          played = futures.get(d).get();
        } catch (ExecutionException e) {
          Throwable cause = e.getCause();
          if (cause instanceof RuntimeException runtime) {
            throw runtime;
          }
          throw new IllegalStateException("Deal " + (firstDeal + d) + " failed: " + cause, cause);
        }
        for (Played game : played) {
          results.add(game.result());
          listener.gameOver(game.result(), game.game());
        }
        listener.dealOver(d + 1);
      }
    } finally {
      pool.shutdownNow();
      all.forEach(Tables::close);
    }
    return new MatchResult(entrants.stream().map(Entrant::name).toList(), deals.size(), results);
  }

  private record Played(GameResult result, Game game) {}

  /**
   * {@return the name this match gives its bots for one game ({@link Bot#newDeal}): the deal's
   * number in the match, from 1, and the entrants in seats 0, 1 and 2, as {@code "deal 18, seating
   * sampling, Random, rule-of-thumb"}}
   *
   * @param dealIndex the deal's index in the whole match, from 0
   * @param seating the entrant (its index) in each seat
   * @throws IllegalArgumentException if the index or the seating is not of this match
   */
  public String gameName(int dealIndex, List<Integer> seating) {
    if (dealIndex < firstDeal || dealIndex >= firstDeal + deals.size() || !seatings().contains(seating)) {
      throw new IllegalArgumentException("Not a game of this match: deal index " + dealIndex + ", seating " + seating);
    }
    return "deal " + (dealIndex + 1) + ", seating " + String.join(", ",
        seating.stream().map(entrant -> entrants.get(entrant).name()).toList());
  }

  private Played playGame(int sliceDeal, int seatingIndex, List<Integer> seating, Tables table) {
    int deal = firstDeal + sliceDeal;
    RandomGenerator random = SeededRandom.of(seed * 0x9E3779B97F4A7C15L + deal * 1_000_003L + seatingIndex);
    String name = gameName(deal, seating);
    for (Seat seat : Seat.values()) {
      table.bot(seating.get(seat.index()), seat).newDeal(name);
    }
    Game game = Game.start(rules, deals.get(sliceDeal));
    while (!game.isOver()) {
      Seat seat = game.toAct().orElseThrow();
      int entrant = seating.get(seat.index());
      Action action = table.bot(entrant, seat).choose(game.view(seat), random);
      try {
        game = game.apply(action);
      } catch (RuntimeException e) {
        throw new IllegalStateException(entrants.get(entrant).name() + " in seat " + seat.index() + " of deal " + deal
            + " chose an action the game refuses: " + e.getMessage(), e);
      }
    }
    List<Integer> paid = new ArrayList<>();
    for (Seat seat : Seat.values()) {
      table.bot(seating.get(seat.index()), seat).dealOver(game.view(seat));
      paid.add(game.payments().get(seat));
    }
    return new Played(new GameResult(deal, seating, paid), game);
  }

  /** The bots one thread plays with: one per entrant and seat, made when first needed. */
  private final class Tables {
    private final Bot[][] bots;

    Tables(int entrants) {
      bots = new Bot[entrants][3];
    }

    Bot bot(int entrant, Seat seat) {
      Bot bot = bots[entrant][seat.index()];
      if (bot == null) {
        bot = Objects.requireNonNull(entrants.get(entrant).bots().get(), "an entrant's bot");
        bots[entrant][seat.index()] = bot;
      }
      return bot;
    }

    void close() {
      for (Bot[] seats : bots) {
        for (Bot bot : seats) {
          if (bot instanceof AutoCloseable closeable) {
            try {
              closeable.close();
            } catch (Exception e) {
              // closing is best effort: the match is over, its results stand
            }
          }
        }
      }
    }
  }
}
