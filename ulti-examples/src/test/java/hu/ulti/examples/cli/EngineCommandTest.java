package hu.ulti.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.bots.RandomBot;
import hu.ulti.bots.match.Entrant;
import hu.ulti.bots.match.Match;
import hu.ulti.bots.match.MatchResult;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.external.Integration;
import hu.ulti.core.external.Programs;
import hu.ulti.core.game.Game;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.engine.EngineBot;
import hu.ulti.engine.EngineLaunch;
import hu.ulti.engine.TimeControl;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** ulti engine: the SDK's bots as engines, played through the protocol by the SDK's own referee. */
@Timeout(120)
class EngineCommandTest {
  /** The command that runs {@code ulti engine} in a new JVM, from the classes under test. */
  static List<String> ultiEngine(String... arguments) {
    Programs.starting("ulti engine in a JVM of its own");
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", System.getProperty("java.class.path"), UltiCommand.class.getName(), "engine"));
    command.addAll(List.of(arguments));
    return command;
  }

  @Test
  @Integration
  void theSamplingBotServedAsAnEnginePlaysAMatchThroughTheProtocol() throws InterruptedException {
    List<EngineBot> made = Collections.synchronizedList(new ArrayList<>());
    TimeControl time = new TimeControl(Duration.ofSeconds(10), Duration.ofMinutes(2));
    List<Deal> deals = List.of(Game.deal(RuleSet.standard(), Seat.SEAT_0, SeededRandom.of(1)).deal());
    Match match = Match.of(RuleSet.standard(), deals, List.of(
        new Entrant("sampling engine", () -> {
          EngineBot bot = EngineBot.start(EngineLaunch.of(ultiEngine("--bot", "sampling", "--seed", "1"))
              .withTimeControl(time).withOption("samples", "2"));
          made.add(bot);
          return bot;
        }),
        Entrant.of("random", new RandomBot())));
    MatchResult result = match.play((game, finished) -> {});
    assertThat(result.games()).hasSize(6);
    assertThat(made).isNotEmpty().allSatisfy(bot -> {
      assertThat(bot.identity().name()).startsWith("Ulti SDK sampling");
      assertThat(bot.identity().options()).singleElement().satisfies(option -> {
        assertThat(option.name()).isEqualTo("samples");
        assertThat(option.max()).isEqualTo(1000);
      });
      assertThat(bot.faults()).isEmpty();
    });
  }

  @Test
  void anUnknownBotIsAUsageError() {
    Cli cli = new Cli();
    assertThat(cli.run("engine", "--bot", "nobody")).isEqualTo(2);
    assertThat(cli.err()).contains("--bot: unknown bot 'nobody'; the bots are sampling, sampling-fast, sampling-strong, rule-of-thumb, sparring, random");
  }
}
