package hu.ulti.examples.cli;

import hu.ulti.bots.Bot;
import hu.ulti.bots.RuleOfThumbBot;
import hu.ulti.bots.SamplingBot;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.game.Game;
import hu.ulti.core.rules.RuleSet;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.random.RandomGenerator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code ulti match}: two bots compared on duplicate deals. Every deal is played four times with
 * the same cards: once with the second bot in every seat, and once with the first bot in each
 * seat in turn against two copies of the second. The first bot's payment in a seat minus the
 * second bot's payment in the same seat of the all-second game is the first bot's gain on that
 * deal and seat, with the luck of the cards and of the opponents taken out.
 */
@Command(
    name = "match",
    mixinStandardHelpOptions = true,
    description = "Compares two bots on duplicate deals (the same cards, each seat in turn) and"
        + " prints each bot's mean game points per game and the difference with its 95%% confidence"
        + " interval. Bots: sampling, rule-of-thumb.")
final class MatchCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin RuleSetOption rules;

  @Option(names = "--bots", paramLabel = "A,B", split = ",", required = true,
      description = "The bot to measure and the bot to measure it against, such as sampling,rule-of-thumb.")
  List<String> bots;

  @Option(names = "--deals", paramLabel = "N", required = true, description = "How many duplicate deals.")
  int deals;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = "--samples", paramLabel = "K", defaultValue = "12",
      description = "Deals the sampling bot samples per card, a third as many per auction decision"
          + " (default: ${DEFAULT-VALUE}).")
  int samples;

  @Option(names = "--time-limit", paramLabel = "MS",
      description = "The most milliseconds a sampling bot's decision may take (default: none; results"
          + " then depend on the machine's speed).")
  Long timeLimit;

  @Option(names = "--threads", paramLabel = "T", description = "Threads (default: one per core).")
  Integer threads;

  @Option(names = {"-q", "--quiet"}, description = "No progress on standard error.")
  boolean quiet;

  @Override
  public Integer call() throws InterruptedException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (bots.size() != 2) {
      throw new ParameterException(spec.commandLine(), "--bots: two bots, such as sampling,rule-of-thumb");
    }
    if (deals < 1) {
      throw new ParameterException(spec.commandLine(), "--deals: at least 1, not " + deals);
    }
    int threadCount = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
    if (threadCount < 1) {
      throw new ParameterException(spec.commandLine(), "--threads: at least 1, not " + threadCount);
    }
    Bot first = bot(bots.get(0));
    Bot second = bot(bots.get(1));
    RuleSet ruleSet = rules.ruleSet();
    Progress progress = Progress.of(err, "deals", deals, quiet);
    ExecutorService pool = Executors.newFixedThreadPool(threadCount);
    double[] gains = new double[deals * 3];
    double[] firstPaid = new double[deals * 3];
    double[] secondPaid = new double[deals * 3];
    try {
      List<Future<int[]>> results = new ArrayList<>();
      for (int d = 0; d < deals; d++) {
        int deal = d;
        results.add(pool.submit(() -> duplicate(ruleSet, deal, first, second)));
      }
      for (int d = 0; d < deals; d++) {
        int[] paid = results.get(d).get();
        for (int seat = 0; seat < 3; seat++) {
          firstPaid[d * 3 + seat] = paid[seat];
          secondPaid[d * 3 + seat] = paid[3 + seat];
          gains[d * 3 + seat] = paid[seat] - paid[3 + seat];
        }
        progress.update(d + 1);
      }
    } catch (ExecutionException e) {
      throw new IllegalStateException("A deal failed: " + e.getCause(), e.getCause());
    } finally {
      pool.shutdownNow();
    }
    progress.finish();
    // The three seats of one deal share its cards, so the deal (the mean gain of its three games)
    // is the independent unit of the confidence interval.
    double[] perDeal = new double[deals];
    for (int d = 0; d < deals; d++) {
      perDeal[d] = (gains[d * 3] + gains[d * 3 + 1] + gains[d * 3 + 2]) / 3;
    }
    double mean = mean(perDeal);
    double half = 1.96 * Math.sqrt(variance(perDeal, mean) / deals);
    out.printf(Locale.ROOT, "ulti match: %d duplicate deals (%d games), rules %s, seed %d%n", deals, deals * 4,
        ruleSet.id(), seed);
    out.printf(Locale.ROOT, "%-14s %+8.3f game points per game, in each seat once against two %s%n",
        bots.get(0), mean(firstPaid), bots.get(1));
    out.printf(Locale.ROOT, "%-14s %+8.3f game points per game, in the same seats with the same cards%n",
        bots.get(1), mean(secondPaid));
    out.printf(Locale.ROOT, "%s gains %+.3f game points per game over %s (95%% confidence interval %+.3f to %+.3f)%n",
        bots.get(0), mean, bots.get(1), mean - half, mean + half);
    out.flush();
    return 0;
  }

  /** One deal's four games: the first bot's payment in each seat, then the second bot's in the same seats. */
  private int[] duplicate(RuleSet ruleSet, int deal, Bot first, Bot second) {
    long dealSeed = seed * 1_000_003L + deal;
    Seat dealer = Seat.of(deal % 3);
    int[] paid = new int[6];
    Game baseline = play(Game.deal(ruleSet, dealer, SeededRandom.of(dealSeed)), seat -> second, dealSeed);
    for (Seat seat : Seat.values()) {
      Game game = play(Game.deal(ruleSet, dealer, SeededRandom.of(dealSeed)),
          s -> s == seat ? first : second, dealSeed + 7 * (seat.index() + 1));
      paid[seat.index()] = game.payments().get(seat);
      paid[3 + seat.index()] = baseline.payments().get(seat);
    }
    return paid;
  }

  private static Game play(Game game, java.util.function.Function<Seat, Bot> bots, long seed) {
    RandomGenerator random = SeededRandom.of(seed ^ 0x5DEECE66DL);
    while (!game.isFinished()) {
      Seat seat = game.toAct().orElseThrow();
      game = game.apply(bots.apply(seat).choose(game.view(seat), random));
    }
    return game;
  }

  private Bot bot(String name) {
    return switch (name.strip().toLowerCase(Locale.ROOT)) {
      case "sampling" -> {
        try {
          SamplingBot bot = new SamplingBot(samples);
          if (timeLimit != null && timeLimit < 1) {
            throw new ParameterException(spec.commandLine(), "--time-limit: at least 1 millisecond, not " + timeLimit);
          }
          yield timeLimit == null ? bot : bot.withTimeLimit(java.time.Duration.ofMillis(timeLimit));
        } catch (IllegalArgumentException e) {
          throw new ParameterException(spec.commandLine(), "--samples: " + e.getMessage());
        }
      }
      case "rule-of-thumb" -> new RuleOfThumbBot();
      default -> throw new ParameterException(spec.commandLine(),
          "--bots: unknown bot '" + name + "'; the bots are sampling and rule-of-thumb");
    };
  }

  private static double mean(double[] values) {
    double sum = 0;
    for (double value : values) {
      sum += value;
    }
    return sum / values.length;
  }

  private static double variance(double[] values, double mean) {
    if (values.length < 2) {
      return 0;
    }
    double sum = 0;
    for (double value : values) {
      sum += (value - mean) * (value - mean);
    }
    return sum / (values.length - 1);
  }
}
