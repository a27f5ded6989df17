package hu.ulti.benchmarks;

import hu.ulti.bots.Bot;
import hu.ulti.bots.RuleOfThumbBot;
import hu.ulti.bots.SamplingBot;
import hu.ulti.bots.match.EvaluationSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Game;
import hu.ulti.core.rules.RuleSet;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.random.RandomGenerator;

/**
 * What a bot's decision costs on one core: the bot plays every seat of the first deals of the
 * frozen evaluation set {@code standard-v1}, one decision at a time on this thread, and each
 * {@code choose} is timed by the wall clock (on an idle machine, the thread's time). Prints the
 * decisions, the median, the 99th percentile and the maximum per level.
 *
 * <p>{@code java -cp ulti-benchmarks/target/benchmarks.jar hu.ulti.benchmarks.DecisionTimes [DEALS [STRONG_DEALS]]}
 * (default 100 deals, 20 for the strong level, whose decisions take up to 400 ms). Not JMH: a decision's cost depends on the position, so the distribution over
 * real positions is the figure, not a mean over repeated calls on one.
 */
public final class DecisionTimes {
  private DecisionTimes() {}

  /**
   * Measures and prints.
   *
   * @param args the number of deals, optionally
   */
  public static void main(String[] args) {
    int deals = args.length > 0 ? Integer.parseInt(args[0]) : 100;
    int strongDeals = args.length > 1 ? Integer.parseInt(args[1]) : 20;
    EvaluationSet set = EvaluationSet.named("standard-v1");
    RuleSet rules = set.rules();
    List<Deal> cards = set.cards().subList(0, Math.max(deals, strongDeals));
    System.out.printf(Locale.ROOT, "%-34s %9s %10s %10s %10s%n", "bot", "decisions", "p50 ms", "p99 ms", "max ms");
    // The strong level's decisions take up to 400 ms, so it plays fewer deals.
    Map<Bot, Integer> levels = new LinkedHashMap<>();
    levels.put(new RuleOfThumbBot(), deals);
    levels.put(SamplingBot.fast(), deals);
    levels.put(SamplingBot.strong(), strongDeals);
    levels.forEach((bot, count) -> {
      // One deal first, so that the JIT has compiled the solver before the timed deals.
      times(bot, rules, cards.subList(0, 1));
      double[] millis = times(bot, rules, cards.subList(0, count));
      Arrays.sort(millis);
      System.out.printf(Locale.ROOT, "%-34s %9d %10.3f %10.3f %10.1f%n", bot, millis.length,
          DoubleDummyDeals.percentile(millis, 0.5), DoubleDummyDeals.percentile(millis, 0.99), millis[millis.length - 1]);
    });
  }

  private static double[] times(Bot bot, RuleSet rules, List<Deal> deals) {
    double[] millis = new double[deals.size() * 60];
    int n = 0;
    for (int d = 0; d < deals.size(); d++) {
      RandomGenerator random = SeededRandom.of(d);
      Game game = Game.start(rules, deals.get(d));
      while (!game.isOver()) {
        Seat seat = game.toAct().orElseThrow();
        long start = System.nanoTime();
        var action = bot.choose(game.view(seat), random);
        double took = (System.nanoTime() - start) / 1e6;
        if (n == millis.length) {
          millis = Arrays.copyOf(millis, n * 2);
        }
        millis[n++] = took;
        game = game.apply(action);
      }
    }
    return Arrays.copyOf(millis, n);
  }
}
