package hu.ulti.engine;

import hu.ulti.bots.Bot;
import hu.ulti.bots.RandomBot;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.conformance.NullHostility;
import hu.ulti.core.external.Integration;
import hu.ulti.core.external.Python;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.rules.RuleSet;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * "No nulls in the API": every public constructor and method of the engine protocol's types
 * throws {@link NullPointerException} for a null argument ("EngineIdentity.plays(null)" was
 * accepted). The engine bot checked is the documentation's Python engine, really started.
 */
@Integration
class NullHostilityTest {
  private static EngineBot engine;

  @TestFactory
  Stream<DynamicTest> everyPublicMethodRefusesNull() throws Exception {
    RuleSet rules = RuleSet.standard();
    Game game = Game.deal(rules, Seat.SEAT_2, SeededRandom.of(1));
    EngineIdentity identity = EngineServer.identity("sample", "the tests", List.of(EngineOption.integer("depth", 1, 0, 9)));
    engine = EngineBot.start(EngineLaunch.of(List.of(Python.require().toString(), EngineBotTest.EXAMPLES
        .resolve("random_engine.py").toString())));
    Map<Class<?>, Object> samples = new LinkedHashMap<>();
    samples.put(RuleSet.class, rules);
    samples.put(PlayerView.class, game.view(Seat.SEAT_0));
    samples.put(RandomGenerator.class, SeededRandom.of(2));
    samples.put(Duration.class, Duration.ofSeconds(1));
    samples.put(Path.class, Path.of("."));
    samples.put(InputStream.class, new ByteArrayInputStream(new byte[0]));
    samples.put(OutputStream.class, new ByteArrayOutputStream());
    samples.put(Function.class, (Function<Map<String, String>, Bot>) values -> new RandomBot());
    samples.put(Bot.class, new RandomBot());
    samples.put(TimeControl.class, TimeControl.standard());
    samples.put(EngineOption.class, EngineOption.integer("depth", 1, 0, 9));
    samples.put(EngineIdentity.class, identity);
    samples.put(EngineServer.class, new EngineServer(identity, values -> new RandomBot()));
    samples.put(Fault.class, new Fault(Fault.Kind.LATE, "deal 1", Optional.of(Seat.SEAT_1), 1, "1.1", "late"));
    samples.put(EngineBot.class, engine);
    samples.put(DecisionTimes.class, DecisionTimes.none());
    samples.put(EngineLaunch.class, EngineLaunch.of(List.of("engine")));
    samples.put(List.class, List.of("engine"));
    samples.put(String.class, "text");
    return NullHostility.everyPublicMethodRefusesNull(EngineBot.class, samples, 7);
  }

  @AfterAll
  static void stop() {
    if (engine != null) {
      engine.close();
    }
  }
}
