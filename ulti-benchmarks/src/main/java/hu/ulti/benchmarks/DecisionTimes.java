package hu.ulti.benchmarks;

import hu.ulti.bots.Bot;
import hu.ulti.bots.RuleOfThumbBot;
import hu.ulti.bots.SamplingBot;
import hu.ulti.bots.match.EvaluationSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.contract.Component;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Phase;
import hu.ulti.core.rules.RuleSet;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.random.RandomGenerator;

/**
 * What a bot's decision costs on one core, in the thread's CPU time: the bot plays every seat of
 * the first deals of the frozen evaluation set {@code standard-v1}, one decision at a time on this
 * thread. Prints per level the decisions, the median, the 99th percentile and the maximum, and for
 * a sampling bot how many decisions used their whole node budget; for a sampling bot also its
 * cards and its other decisions (the auction, kontras, declarations) apart, and the same figures
 * for its defenders' cards in betli and durchmars (which sample more deals), on the first deals of
 * the set whose rule-of-thumb auction ends in one, half as many deals as the level's row.
 *
 * <p>{@code java -cp ulti-benchmarks/target/benchmarks.jar hu.ulti.benchmarks.DecisionTimes [DEALS [STRONG_DEALS [SAMPLES:NODES ...]]]}
 * (default 100 deals, 20 for the strong level; the levels default to the rule of thumb, the fast
 * and the strong level; {@code 12:1500000} is a sampling bot of 12 deals and 1,500,000 nodes per
 * decision, {@code 12:0} one without a budget). Thread CPU time, not the wall clock, so that the
 * figure is the decision's cost even on a busy machine. Not JMH: a decision's cost depends on the
 * position, so the distribution over real positions is the figure, not a mean over repeated calls
 * on one.
 */
public final class DecisionTimes {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private DecisionTimes() {}

  /**
   * Measures and prints.
   *
   * @param args the number of deals, of deals for the strong level, and the levels, optionally
   */
  public static void main(String[] args) {
    int deals = args.length > 0 ? Integer.parseInt(args[0]) : 100;
    int strongDeals = args.length > 1 ? Integer.parseInt(args[1]) : 20;
    List<Bot> levels = new ArrayList<>();
    List<Integer> counts = new ArrayList<>();
    if (args.length > 2) {
      for (String spec : Arrays.asList(args).subList(2, args.length)) {
        String[] parts = spec.split(":");
        SamplingBot bot = new SamplingBot(Integer.parseInt(parts[0]));
        long nodes = Long.parseLong(parts[1]);
        levels.add(nodes > 0 ? bot.withNodeBudget(nodes) : bot);
        counts.add(bot.samples() >= 50 ? strongDeals : deals);
      }
    } else {
      levels.addAll(List.of(new RuleOfThumbBot(), SamplingBot.fast(), SamplingBot.strong()));
      counts.addAll(List.of(deals, deals, strongDeals));
    }
    EvaluationSet set = EvaluationSet.named("standard-v1");
    RuleSet rules = set.rules();
    List<Deal> cards = set.cards().subList(0, Math.max(deals, strongDeals));
    System.out.printf(Locale.ROOT, "%-46s %9s %10s %10s %10s %12s%n", "bot", "decisions", "p50 ms", "p99 ms", "max ms",
        "out of nodes");
    for (int i = 0; i < levels.size(); i++) {
      Bot bot = levels.get(i);
      // One deal first, so that the JIT has compiled the solver before the timed deals.
      times(bot, rules, cards.subList(0, 1));
      long before = bot instanceof SamplingBot sampling ? sampling.decisionsOutOfNodes() : 0;
      List<double[]> millis = times(bot, rules, cards.subList(0, counts.get(i)));
      long outOfNodes = bot instanceof SamplingBot sampling ? sampling.decisionsOutOfNodes() - before : 0;
      print(bot.toString(), millis.get(0), outOfNodes);
      if (bot instanceof SamplingBot sampling) {
        print("  its decisions other than cards", millis.get(1), -1);
        print("  its cards", millis.get(2), -1);
        // The betli and durchmars defence samples more deals: its cost apart, on the contracts the
        // rule of thumb's auction ends in on the set's deals (the level's own auction seldom bids them).
        long beforeDefence = sampling.decisionsOutOfNodes();
        double[] defence = defenceTimes(sampling, rules, set.cards(), counts.get(i) / 2);
        print("  its betli and durchmars defence (" + counts.get(i) / 2 + " deals)", defence,
            sampling.decisionsOutOfNodes() - beforeDefence);
      }
    }
  }

  /** Prints a row; {@code outOfNodes} is left blank when negative (not counted apart). */
  private static void print(String name, double[] millis, long outOfNodes) {
    if (millis.length == 0) {
      System.out.printf(Locale.ROOT, "%-46s %9d%n", name, 0); // too few deals for this row
      return;
    }
    Arrays.sort(millis);
    System.out.printf(Locale.ROOT, "%-46s %9d %10.3f %10.3f %10.1f %12s%n", name, millis.length,
        DoubleDummyDeals.percentile(millis, 0.5), DoubleDummyDeals.percentile(millis, 0.99), millis[millis.length - 1],
        outOfNodes < 0 ? "" : Long.toString(outOfNodes));
  }

  /**
   * The thread CPU time of each defender's card decision of the bot on the first {@code count}
   * deals whose rule-of-thumb auction ends in a betli or a durchmars; the bot holds every seat.
   */
  private static double[] defenceTimes(SamplingBot bot, RuleSet rules, List<Deal> deals, int count) {
    Bot auctioneer = new RuleOfThumbBot();
    double[] millis = new double[count * 20];
    int n = 0;
    int played = 0;
    for (int d = 0; d < deals.size() && played < count; d++) {
      RandomGenerator random = SeededRandom.of(d);
      Game game = Game.start(rules, deals.get(d));
      while (!game.isOver() && game.phase() != Phase.PLAY) {
        game = game.apply(auctioneer.choose(game.view(game.toAct().orElseThrow()), random));
      }
      if (game.isOver() || !game.contract().orElseThrow().bid().has(Component.BETLI)
          && !game.contract().orElseThrow().bid().has(Component.DURCHMARS)) {
        continue;
      }
      played++;
      Seat declarer = game.declarer().orElseThrow();
      while (!game.isOver()) {
        Seat seat = game.toAct().orElseThrow();
        long start = THREADS.getCurrentThreadCpuTime();
        var action = bot.choose(game.view(seat), random);
        double took = (THREADS.getCurrentThreadCpuTime() - start) / 1e6;
        if (seat != declarer && action instanceof Action.Play) {
          if (n == millis.length) {
            millis = Arrays.copyOf(millis, n * 2);
          }
          millis[n++] = took;
        }
        game = game.apply(action);
      }
    }
    return Arrays.copyOf(millis, n);
  }

  /** The thread CPU time of every decision, of those other than cards and of the cards, in that order. */
  private static List<double[]> times(Bot bot, RuleSet rules, List<Deal> deals) {
    double[] millis = new double[deals.size() * 60];
    boolean[] card = new boolean[millis.length];
    int n = 0;
    for (int d = 0; d < deals.size(); d++) {
      RandomGenerator random = SeededRandom.of(d);
      Game game = Game.start(rules, deals.get(d));
      while (!game.isOver()) {
        Seat seat = game.toAct().orElseThrow();
        long start = THREADS.getCurrentThreadCpuTime();
        var action = bot.choose(game.view(seat), random);
        double took = (THREADS.getCurrentThreadCpuTime() - start) / 1e6;
        if (n == millis.length) {
          millis = Arrays.copyOf(millis, n * 2);
          card = Arrays.copyOf(card, n * 2);
        }
        card[n] = action instanceof Action.Play;
        millis[n++] = took;
        game = game.apply(action);
      }
    }
    double[] others = new double[n];
    double[] cardsPlayed = new double[n];
    int o = 0;
    int c = 0;
    for (int k = 0; k < n; k++) {
      if (card[k]) {
        cardsPlayed[c++] = millis[k];
      } else {
        others[o++] = millis[k];
      }
    }
    return List.of(Arrays.copyOf(millis, n), Arrays.copyOf(others, o), Arrays.copyOf(cardsPlayed, c));
  }
}
