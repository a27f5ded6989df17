package hu.ulti.examples.cli;

import hu.ulti.bots.Bot;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Refusal;
import hu.ulti.core.play.Trick;
import hu.ulti.core.record.GameRecords;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.engine.TimeControl;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.random.RandomGenerator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code ulti simulate}: bots play many deals while the invariants are checked. */
@Command(
    name = "simulate",
    mixinStandardHelpOptions = true,
    description = "Bots play many deals through the public API. Prints deals per second and the"
        + " share of each contract, and checks as it goes that no action is refused, cards are"
        + " conserved and every settlement sums to zero. Exits 1 if any check fails.")
final class SimulateCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin RuleSetOption rules;

  @Option(names = "--deals", paramLabel = "N", required = true, description = "How many deals.")
  int deals;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = "--out", paramLabel = "FILE",
      description = "Write every deal as a game record to FILE, for 'ulti referee'.")
  Path outFile;

  @Option(names = "--json", description = "Print the results as JSON.")
  boolean json;

  @Option(names = {"-q", "--quiet"},
      description = "No progress on standard error (by default: count, rate and time left).")
  boolean quiet;

  @Option(names = "--bot", paramLabel = "BOT", defaultValue = "rule-of-thumb",
      description = "The bot that plays every seat: rule-of-thumb, sparring, random, sampling or sampling:K"
          + " (default: ${DEFAULT-VALUE}).")
  String botName;

  @Override
  public Integer call() {
    RuleSet ruleSet = rules.ruleSet();
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (deals < 1) {
      err.println("--deals: at least 1, not " + deals);
      err.flush();
      return SettleCommand.BAD_INPUT;
    }
    Writer records = null;
    if (outFile != null) {
      try {
        records = Files.newBufferedWriter(outFile, StandardCharsets.UTF_8);
      } catch (IOException e) {
        err.println(Input.cannotWrite(outFile, e));
        err.flush();
        return SettleCommand.BAD_INPUT;
      }
    }
    Progress progress = Progress.of(err, "deals", deals, quiet);
    RandomGenerator random = SeededRandom.of(seed);
    Bot bot;
    try {
      bot = Entrants.builtIn(botName, new Entrants.Settings(12, Optional.empty(), TimeControl.standard()));
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), "--bot: " + e.getMessage());
    }
    Map<String, Integer> contracts = new TreeMap<>();
    long refused = 0;
    long broken = 0;
    long actions = 0;
    Seat dealer = Seat.SEAT_2;
    long started = System.nanoTime();
    for (int n = 1; n <= deals; n++) {
      Game game = Game.deal(ruleSet, dealer, random);
      while (!game.isOver()) {
        Action action = bot.choose(game.view(game.toAct().orElseThrow()), random);
        Optional<Refusal> refusal = game.check(action);
        if (refusal.isPresent()) {
          refused++;
          err.println("deal " + n + ": refused " + action + ": " + refusal.get().message());
          action = game.legalActions().get(0);
        }
        game = game.apply(action);
        actions++;
      }
      int sum = game.payments().values().stream().mapToInt(Integer::intValue).sum();
      if (sum != 0 || cardsInPlay(game) != 32) {
        broken++;
        err.println("deal " + n + ": broken invariant (payments sum " + sum + ", cards " + cardsInPlay(game) + ")");
      }
      contracts.merge(ruleSet.englishName(game.summary().bid()), 1, Integer::sum);
      if (records != null) {
        try {
          records.write(GameRecords.write(game,
              DemoCommand.tags("ulti simulate, deal " + n, seed)));
          records.write('\n');
        } catch (IOException e) {
          err.println(Input.cannotWrite(outFile, e));
          err.flush();
          return SettleCommand.BAD_INPUT;
        }
      }
      dealer = dealer.next(); // the deal passes to the right
      progress.update(n);
    }
    progress.finish();
    double seconds = (System.nanoTime() - started) / 1e9;
    if (records != null) {
      try {
        records.close();
      } catch (IOException e) {
        err.println(Input.cannotWrite(outFile, e));
        err.flush();
        return SettleCommand.BAD_INPUT;
      }
    }
    if (json) {
      var root = Json.MAPPER.createObjectNode();
      root.put("rules", ruleSet.id()).put("seed", seed).put("deals", deals).put("actions", actions)
          .put("seconds", seconds).put("dealsPerSecond", deals / seconds)
          .put("refusedActions", refused).put("brokenInvariants", broken);
      var counts = root.putObject("contracts");
      contracts.forEach(counts::put);
      out.println(Json.pretty(root));
      out.flush();
      return refused == 0 && broken == 0 ? 0 : 1;
    }
    out.printf("%d deals (%d actions) in %.1f s: %.0f deals per second%n", deals, actions, seconds, deals / seconds);
    out.printf("checks: %d refused actions, %d broken invariants (zero-sum payments, 32 cards)%n", refused, broken);
    out.println("contracts:");
    contracts.entrySet().stream()
        .sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
        .forEach(e -> out.printf("  %6.2f %%  %s%n", 100.0 * e.getValue() / deals, e.getKey()));
    out.flush();
    return refused == 0 && broken == 0 ? 0 : 1;
  }

  private static int cardsInPlay(Game game) {
    int count = game.talon().size();
    for (Seat seat : Seat.values()) {
      count += game.hand(seat).size();
    }
    if (game.trickPlay().isPresent()) {
      for (Trick trick : game.trickPlay().get().completedTricks()) {
        count += trick.size();
      }
      count += game.trickPlay().get().currentTrick().size();
    }
    return count;
  }
}
