package hu.ulti.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import hu.ulti.bots.RuleOfThumbBot;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.external.Integration;
import hu.ulti.core.external.Python;
import hu.ulti.core.game.Game;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.vocabulary.Vocabulary;
import hu.ulti.core.vocabulary.Vocabulary.Column;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The engine protocol speaks the vocabulary of docs/vocabulary.md: every message type and every
 * field the SDK's referee sends (recorded by an engine over a whole deal) and the SDK's engine
 * answers is in the table's protocol column, and every name in that column is one of them or a
 * fault's kind.
 */
@Timeout(60)
class ProtocolVocabularyTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  @TempDir Path folder;

  /** The message's type, its fields, and the fields of the objects inside it but views, actions and rule sheets. */
  private static void names(JsonNode message, Set<String> into) {
    into.add(message.get("type").asText());
    message.properties().forEach(field -> {
      into.add(field.getKey());
      JsonNode value = field.getValue();
      // A view, an action and a rule sheet are documents of the wire format, held to its column.
      if (!List.of("view", "action", "ruleSheet").contains(field.getKey())) {
        value.forEach(inner -> {
          if (inner.isObject()) {
            inner.fieldNames().forEachRemaining(into::add);
          }
        });
        if (value.isObject()) {
          value.fieldNames().forEachRemaining(into::add);
        }
      }
    });
  }

  @Test
  @Integration
  void everyMessageAndFieldOfBothSidesIsInTheTableAndNoOther() throws Exception {
    Path log = folder.resolve("referee.jsonl");
    RandomGenerator random = SeededRandom.of(5);
    try (EngineBot engine = EngineBot.start(EngineLaunch.of(List.of(Python.require().toString(),
        Path.of("src", "test", "resources", "engines", "recorder.py").toString(), log.toString()))
        .withTimeControl(new TimeControl(Duration.ofSeconds(5), Duration.ofMinutes(1))).withOption("depth", "3"))) {
      Game game = Game.deal(RuleSet.standard(), Seat.SEAT_2, random);
      engine.newDeal("deal 1 of the vocabulary test");
      RuleOfThumbBot others = new RuleOfThumbBot();
      while (!game.isOver()) {
        Seat seat = game.toAct().orElseThrow();
        game = game.apply((seat == Seat.SEAT_0 ? engine : others).choose(game.view(seat), random));
      }
      engine.dealOver(game.view(Seat.SEAT_0));
      assertThat(engine.faults()).isEmpty();
    }
    List<String> refereeLines = Files.readAllLines(log, StandardCharsets.UTF_8);
    Set<String> used = new TreeSet<>();
    for (String line : refereeLines) {
      names(JSON.readTree(line), used);
    }
    // The SDK's own engine, answering what the referee said, and a line it cannot read.
    List<String> said = new ArrayList<>(refereeLines);
    said.add(1, "not json");
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    new EngineServer(EngineServer.identity("Test", "me", List.of(EngineOption.integer("depth", 1, 1, 9))),
        values -> new RuleOfThumbBot()).serve(new ByteArrayInputStream(String.join("\n", said)
            .getBytes(StandardCharsets.UTF_8)), out, random);
    for (String line : out.toString(StandardCharsets.UTF_8).split("\n")) {
      names(JSON.readTree(line), used);
    }
    assertThat(used).contains("hello", "identity", "option", "isReady", "readyOk", "newDeal", "go", "action",
        "dealOver", "quit", "info", "game", "ruleSheet");
    Set<String> table = Vocabulary.read().names(Column.PROTOCOL);
    assertThat(table).as("the table's protocol column").containsAll(used);
    Set<String> unused = new TreeSet<>(table);
    unused.removeAll(used);
    for (Fault.Kind kind : Fault.Kind.values()) {
      assertThat(unused.remove(kind.name().toLowerCase(Locale.ROOT))).as("the fault %s in the table", kind).isTrue();
    }
    assertThat(unused).as("names of the table's protocol column that neither side sends").isEmpty();
  }
}
