package hu.ulti.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import hu.ulti.bots.RuleOfThumbBot;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.external.Integration;
import hu.ulti.core.external.Python;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import hu.ulti.json.UltiJson;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the referee tells an engine, as the engine hears it: options in the JSON of their declared
 * types, each deal with the referee's name for it and the rule sheet of a rule set the first time,
 * a minimal environment without the referee's secrets; and what the referee keeps: each answered
 * decision's time, and a refusal of a view that does not continue the deal it began.
 */
@Timeout(60)
@Integration
class EngineConversationTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Path ENGINES = EngineBotTest.ENGINES;
  private static final TimeControl TIME = new TimeControl(Duration.ofSeconds(5), Duration.ofMinutes(1));
  @TempDir Path folder;

  private EngineLaunch recorder(Path log) {
    return EngineLaunch.of(List.of(Python.require().toString(), ENGINES.resolve("recorder.py").toString(),
        log.toString())).withTimeControl(TIME);
  }

  private static List<JsonNode> lines(Path log) throws IOException {
    List<JsonNode> lines = new ArrayList<>();
    for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
      lines.add(JSON.readTree(line));
    }
    return lines;
  }

  /** Plays one deal with the engine in seat 0 and the rule-of-thumb bot in the others; returns the finished game. */
  private static Game playDeal(EngineBot engine, RuleSet rules, long seed, String name) {
    RandomGenerator random = SeededRandom.of(seed);
    Game game = Game.deal(rules, Seat.SEAT_2, random);
    engine.newDeal(name);
    while (!game.isOver()) {
      Seat seat = game.toAct().orElseThrow();
      game = game.apply((seat == Seat.SEAT_0 ? engine : new RuleOfThumbBot()).choose(game.view(seat), random));
    }
    engine.dealOver(game.view(Seat.SEAT_0));
    return game;
  }

  @Test
  void optionsAreSentAsTheJsonOfTheirDeclaredTypes() throws IOException {
    Path log = folder.resolve("options.jsonl");
    try (EngineBot engine = EngineBot.start(recorder(log).withOption("depth", "3").withOption("fast", "TRUE")
        .withOption("style", "bold \"move\""))) {
      assertThat(engine.identity().options()).extracting(EngineOption::type).containsExactly("integer", "boolean", "string");
    }
    List<String> options = lines(log).stream().filter(line -> line.path("type").asText().equals("option"))
        .map(JsonNode::toString).toList();
    assertThat(options).containsExactly("{\"type\":\"option\",\"name\":\"depth\",\"value\":3}",
        "{\"type\":\"option\",\"name\":\"fast\",\"value\":true}",
        "{\"type\":\"option\",\"name\":\"style\",\"value\":\"bold \\\"move\\\"\"}");
  }

  @Test
  void aValueAnOptionDoesNotTakeIsRefusedAtTheStartSayingWhatItTakes() {
    Path log = folder.resolve("refused.jsonl");
    assertThatThrownBy(() -> EngineBot.start(recorder(log).withOption("depth", "12")))
        .isInstanceOf(EngineException.class).hasMessageContaining("Recorder")
        .hasMessageContaining("option depth takes an integer from 1 to 9, not 12");
    assertThatThrownBy(() -> EngineBot.start(recorder(log).withOption("depth", "deep")))
        .hasMessageContaining("option depth takes an integer from 1 to 9, not 'deep'");
    assertThatThrownBy(() -> EngineBot.start(recorder(log).withOption("fast", "yes")))
        .hasMessageContaining("option fast takes true or false, not 'yes'");
    assertThatThrownBy(() -> EngineBot.start(recorder(log).withOption("width", "3")))
        .hasMessageContaining("takes no option 'width'; it takes [depth, fast, style]");
  }

  /**
   * Each deal begins with newDeal naming the game as the referee named it; the rule sheet comes
   * with the first deal of each rule set, and again after the engine was started again.
   */
  @Test
  void eachDealIsNamedAndEachRuleSetsSheetIsSentOnce() throws IOException {
    Path log = folder.resolve("deals.jsonl");
    try (EngineBot engine = EngineBot.start(recorder(log))) {
      playDeal(engine, RuleSet.standard(), 1, "deal 1 of the test");
      playDeal(engine, RuleSet.standard(), 2, "deal 2 of the test");
      playDeal(engine, RuleSets.byId("four-aces"), 3, "deal 3 of the test");
      assertThat(engine.faults()).isEmpty();
      DecisionTimes times = engine.decisionTimes();
      assertThat(times.count()).isPositive();
      assertThat(times.percentile(50)).isPositive().isLessThanOrEqualTo(times.max());
    }
    List<JsonNode> deals = lines(log).stream().filter(line -> line.path("type").asText().equals("newDeal")).toList();
    assertThat(deals).extracting(deal -> deal.path("game").asText())
        .containsExactly("deal 1 of the test", "deal 2 of the test", "deal 3 of the test");
    assertThat(deals).extracting(deal -> deal.path("dealNumber").asInt()).containsExactly(1, 2, 3);
    assertThat(deals).extracting(deal -> deal.has("ruleSheet")).containsExactly(true, false, true);
    assertThat(deals.get(0).path("ruleSheet")).isEqualTo(JSON.readTree(UltiJson.ruleSheet(RuleSet.standard()).toString()));
    assertThat(deals.get(2).path("ruleSheet").path("rules").asText()).isEqualTo("four-aces");
    assertThat(lines(log).stream().filter(line -> line.path("type").asText().equals("dealOver")).count()).isEqualTo(3);
  }

  /**
   * A referee that begins deals is held to them: an earlier view of the deal in progress (a
   * referee answering a turn twice) is refused, not taken for a new deal; without newDeal the bot
   * tells deals apart by their views, as before.
   */
  @Test
  void aViewThatDoesNotContinueTheDealInProgressIsRefused() throws IOException {
    Path log = folder.resolve("stale.jsonl");
    RandomGenerator random = SeededRandom.of(4);
    try (EngineBot engine = EngineBot.start(recorder(log))) {
      Game game = Game.deal(RuleSet.standard(), Seat.SEAT_2, random);
      engine.newDeal("table t, deal 1");
      List<PlayerView> seen = new ArrayList<>();
      while (seen.size() < 3) {
        Seat seat = game.toAct().orElseThrow();
        if (seat == Seat.SEAT_0) {
          seen.add(game.view(seat));
        }
        game = game.apply((seat == Seat.SEAT_0 ? engine : new RuleOfThumbBot()).choose(game.view(seat), random));
      }
      assertThatThrownBy(() -> engine.choose(seen.get(1), random)).isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("does not continue the deal in progress (table t, deal 1)");
      assertThat(engine.faults()).isEmpty();
    }
    assertThat(lines(log).stream().filter(line -> line.path("type").asText().equals("newDeal")).count()).isEqualTo(1);
  }

  /**
   * An engine's process gets the variables of EngineLaunch.INHERITED that the host has and those
   * the launch gives, and nothing else: the referee's ULTI_DB_PASSWORD (set for these tests by the
   * build, as a server's would be) never reaches it.
   */
  @Test
  void anEngineGetsAMinimalEnvironmentWithoutTheRefereesSecrets() throws IOException {
    assertThat(System.getenv("ULTI_DB_PASSWORD")).as("the build sets a secret for this test").isNotBlank();
    Path dump = folder.resolve("environment.json");
    try (EngineBot engine = EngineBot.start(EngineLaunch.of(List.of(Python.require().toString(),
        ENGINES.resolve("hostile.py").toString(), "environment", dump.toString())).withTimeControl(TIME)
        .withEnvironment(Map.of("ENGINE_SETTING", "granted")))) {
      assertThat(engine.identity().name()).isEqualTo("Hostile environment");
    }
    JsonNode environment = JSON.readTree(dump.toFile());
    Set<String> names = new HashSet<>();
    // What the engine's launcher sets for itself is its own: pyenv's shim of python3, a bash
    // script, sets PYENV_* and bash's PWD, SHLVL and _.
    environment.fieldNames().forEachRemaining(name -> {
      if (!name.startsWith("PYENV_") && !name.startsWith("_PYENV_") && !List.of("PWD", "SHLVL", "_").contains(name)) {
        names.add(name);
      }
    });
    Set<String> allowed = new HashSet<>(EngineLaunch.INHERITED);
    allowed.add("ENGINE_SETTING");
    // Python itself may set LC_CTYPE (PEP 538); it is among the inherited names.
    assertThat(names).isSubsetOf(allowed).contains("ENGINE_SETTING");
    assertThat(environment.path("ENGINE_SETTING").asText()).isEqualTo("granted");
    assertThat(environment.toString()).doesNotContain(System.getenv("ULTI_DB_PASSWORD"));
    assertThat(System.getenv().keySet()).as("the host has more than the engine got").hasSizeGreaterThan(names.size());
  }
}
