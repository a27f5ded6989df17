package hu.ulti.examples.cli;

import hu.ulti.bots.Bot;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Phase;
import hu.ulti.core.play.Trick;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.record.GameRecords;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.engine.TimeControl;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.random.RandomGenerator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code ulti demo}: three bots bid, play and settle one deal. */
@Command(
    name = "demo",
    mixinStandardHelpOptions = true,
    description = "Three bots bid, play and settle one deal; prints the deal, the auction, the"
        + " tricks and the settlement. The same seed gives the same deal and play.")
final class DemoCommand implements Callable<Integer> {
  private static final Map<Phase, String> HEADINGS = Map.of(
      Phase.HALF_HAND, "Half-hand auction on five cards (félkéz licit):",
      Phase.HALF_HAND_KONTRA, "Kontras on the half-hand contract (each x4):",
      Phase.AUCTION, "Auction (licit):",
      Phase.TRUMPS, "Trumps (adu):",
      Phase.PLAY, "First trick (declarations, kontras, giving up):",
      Phase.KONTRA, "Kontras before the second trick:");

  @Spec CommandSpec spec;

  @Mixin RuleSetOption rules;

  @Option(names = "--seed", paramLabel = "N",
      description = "Seed for the deal and the bots; without it a random seed is drawn and printed.")
  Long seed;

  @Option(names = "--out", paramLabel = "FILE",
      description = "Also write the deal as a game record (see docs/record-format.md).")
  Path outFile;

  @Option(names = "--json", description = "Print the finished game in the JSON wire format (docs/json.md) instead.")
  boolean json;

  @Option(names = "--bot", paramLabel = "BOT", defaultValue = "rule-of-thumb",
      description = "The bot that plays every seat: rule-of-thumb, sparring, random, sampling or sampling:K"
          + " (default: ${DEFAULT-VALUE}).")
  String botName;

  @Override
  public Integer call() {
    RuleSet ruleSet = rules.ruleSet();
    long actualSeed = seed != null ? seed : new SecureRandom().nextLong();
    RandomGenerator random = SeededRandom.of(actualSeed);
    Game game = Game.deal(ruleSet, Seat.SEAT_2, random);
    Bot bot;
    try {
      bot = Entrants.builtIn(botName, new Entrants.Settings(12, Optional.empty(), TimeControl.standard()));
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), "--bot: " + e.getMessage());
    }
    // The output file is opened before the deal is played, so that a path that cannot be
    // written fails at once.
    Writer record = null;
    if (outFile != null) {
      try {
        record = Files.newBufferedWriter(outFile, StandardCharsets.UTF_8);
      } catch (IOException e) {
        spec.commandLine().getErr().println(Input.cannotWrite(outFile, e));
        spec.commandLine().getErr().flush();
        return 2;
      }
    }
    PrintWriter out = json ? new PrintWriter(Writer.nullWriter()) : spec.commandLine().getOut();
    out.printf("Ulti demo: seed %d, rules %s, %s deals%n%n", actualSeed, ruleSet.id(), game.deal().dealer());
    for (Seat seat : Seat.values()) {
      out.printf("%s %-9s %s%n", seat, seat == game.deal().forehand() ? "forehand" : "", game.hand(seat).codes());
    }
    if (!game.talon().isEmpty()) {
      out.printf("talon            %s%n", game.talon().codes());
    }
    out.println();
    Phase shown = null;
    while (!game.isOver()) {
      Seat seat = game.toAct().orElseThrow();
      Action action = bot.choose(game.view(seat), random);
      if (!(action instanceof Action.Play)) {
        if (game.phase() != shown) {
          if (game.phase() == Phase.AUCTION && (shown == Phase.HALF_HAND || shown == Phase.HALF_HAND_KONTRA)) {
            out.println("Second round: seven to " + game.toAct().orElseThrow() + ", five to each other:");
            for (Seat each : Seat.values()) {
              out.printf("  %s %s%n", each, game.hand(each).codes());
            }
          }
          shown = game.phase();
          out.println(HEADINGS.get(shown));
        }
        out.printf("  %s %s%n", seat, Describe.action(ruleSet, action));
      }
      game = game.apply(action);
    }
    final Game played = game;
    game.declarerDiscardedAceOrTen().ifPresent(discarded -> out.printf(
        "%nLeading to the first trick, %s announces that he discarded %s.%n",
        played.declarer().orElseThrow(), discarded ? "an ace or ten" : "no ace or ten"));
    game.trickPlay().ifPresent(play -> printTricks(out, play));
    out.println();
    SettleCommand.printTable(out, game.settlement());
    if (record != null) {
      try (Writer writer = record) {
        writer.write(GameRecords.write(game, tags("ulti demo", actualSeed)));
      } catch (IOException e) {
        spec.commandLine().getErr().println(Input.cannotWrite(outFile, e));
        spec.commandLine().getErr().flush();
        return 2;
      }
      out.printf("%nRecord written to %s%n", outFile);
    }
    out.flush();
    if (json) {
      spec.commandLine().getOut().println(Json.pretty(game));
      spec.commandLine().getOut().flush();
    }
    return 0;
  }

  /** Event and Seed tags, in that order. */
  static Map<String, String> tags(String event, long seed) {
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Event", event);
    tags.put("Seed", String.valueOf(seed));
    return tags;
  }

  private static void printTricks(PrintWriter out, TrickPlay play) {
    out.printf("%nTricks (declarer %s, %s):%n", play.declarer(), play.trumps());
    for (int i = 0; i < play.completedTricks().size(); i++) {
      Trick trick = play.completedTricks().get(i);
      StringBuilder cards = new StringBuilder();
      for (int j = 0; j < trick.size(); j++) {
        cards.append(String.format("%s:%-4s", trick.seatAt(j).index(), trick.card(j).code()));
      }
      out.printf("  %2d  %s  won by %s%n", i + 1, cards, play.trickWinners().get(i));
    }
  }
}
