package hu.ulti.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.bots.Bot;
import hu.ulti.bots.RuleOfThumbBot;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.json.UltiJson;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/** A bot served as an engine: the handshake, options, an action for each go, the result, and bad lines answered with info. */
class EngineServerTest {
  private static final ObjectMapper JSON = UltiJson.mapper();

  private static List<JsonNode> serve(EngineServer server, List<String> lines) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    server.serve(new ByteArrayInputStream((String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8)), out,
        SeededRandom.of(1));
    List<JsonNode> answers = new ArrayList<>();
    for (String line : out.toString(StandardCharsets.UTF_8).split("\n")) {
      answers.add(JSON.readTree(line));
    }
    return answers;
  }

  private static String go(String id, PlayerView view) {
    ObjectNode go = JSON.createObjectNode().put("type", "go").put("id", id);
    go.set("view", JSON.valueToTree(view));
    go.putObject("time").put("decisionMillis", 1000).put("dealLeftMillis", 60000);
    return go.toString();
  }

  @Test
  void answersTheHandshakeAndEveryGoWithTheBotsLegalAction() throws IOException {
    Game game = Game.deal(RuleSet.standard(), Seat.SEAT_0, SeededRandom.of(9));
    Seat seat = game.toAct().orElseThrow();
    AtomicReference<Map<String, String>> options = new AtomicReference<>();
    List<PlayerView> results = new ArrayList<>();
    Bot bot = new Bot() {
      @Override
      public Action choose(PlayerView view, RandomGenerator random) {
        return new RuleOfThumbBot().choose(view, random);
      }

      @Override
      public void dealOver(PlayerView view) {
        results.add(view);
      }
    };
    EngineServer server = new EngineServer(
        EngineServer.identity("Test", "me", List.of(EngineOption.integer("samples", 12, 1, 1000))), values -> {
          options.set(values);
          return bot;
        });
    List<JsonNode> answers = serve(server, List.of(
        "{\"type\":\"hello\",\"protocol\":1}",
        "{\"type\":\"option\",\"name\":\"samples\",\"value\":24}",
        "{\"type\":\"isReady\"}",
        "{\"type\":\"newDeal\",\"dealNumber\":1,\"rules\":\"standard\",\"seat\":" + seat.index() + "}",
        go("1.1", game.view(seat)),
        "{\"type\":\"dealOver\",\"dealNumber\":1,\"view\":" + JSON.writeValueAsString(game.view(seat)) + "}",
        "{\"type\":\"quit\"}",
        "{\"type\":\"isReady\"}"));
    assertThat(answers).hasSize(3);
    assertThat(answers.get(0).get("type").asText()).isEqualTo("identity");
    assertThat(answers.get(0).get("name").asText()).isEqualTo("Test");
    assertThat(answers.get(0).get("protocol").asInt()).isEqualTo(1);
    assertThat(answers.get(0).get("rules").toString()).isEqualTo("[\"*\"]");
    assertThat(answers.get(0).get("options").toString())
        .isEqualTo("[{\"name\":\"samples\",\"type\":\"integer\",\"default\":12,\"min\":1,\"max\":1000}]");
    assertThat(answers.get(1).get("type").asText()).isEqualTo("readyOk");
    assertThat(options.get()).containsExactly(Map.entry("samples", "24"));
    assertThat(answers.get(2).get("id").asText()).isEqualTo("1.1");
    Action action = JSON.treeToValue(answers.get(2).get("action"), Action.class);
    assertThat(game.legalActions()).contains(action);
    assertThat(results).containsExactly(game.view(seat));
  }

  /** A referee that speaks the words of the protocol before 0.1.0 is still answered, in today's words. */
  @Test
  void aRefereeOfBeforeTheFirstReleaseIsAnswered() throws IOException {
    List<PlayerView> over = new ArrayList<>();
    EngineServer server = new EngineServer(EngineServer.identity("Test", "me", List.of()), values -> new Bot() {
      @Override
      public Action choose(PlayerView view, RandomGenerator random) {
        return view.legalActions().get(0);
      }

      @Override
      public void dealOver(PlayerView view) {
        over.add(view);
      }
    });
    Game game = Game.deal(RuleSet.standard(), Seat.SEAT_2, SeededRandom.of(3));
    game = game.apply(game.legalActions().get(0)); // seat 1 to act, with legal actions listed
    Seat seat = game.toAct().orElseThrow();
    List<JsonNode> answers = serve(server, List.of("{\"type\":\"ulti-engine\",\"protocol\":1}",
        "{\"type\":\"isready\"}", "{\"type\":\"newdeal\",\"deal\":1,\"rules\":\"standard\",\"seat\":1}",
        go("1.1", game.view(seat)), "{\"type\":\"result\",\"deal\":1,\"view\":" + JSON.writeValueAsString(game.view(seat)) + "}"));
    assertThat(answers).extracting(answer -> answer.get("type").asText()).containsExactly("identity", "readyOk", "action");
    assertThat(over).containsExactly(game.view(seat));
  }

  @Test
  void aLineItCannotUnderstandIsAnsweredWithInfoAndTheServerGoesOn() throws IOException {
    EngineServer server = new EngineServer(EngineServer.identity("Test", "me", List.of()), values -> new RuleOfThumbBot());
    List<JsonNode> answers = serve(server, List.of("not json", "{\"type\":\"go\",\"id\":\"1.1\",\"view\":{}}",
        "{\"type\":\"later-message\"}", "{\"type\":\"isReady\"}"));
    assertThat(answers).extracting(answer -> answer.get("type").asText()).containsExactly("info", "info", "readyOk");
    assertThat(answers.get(0).get("message").asText()).startsWith("not JSON");
    assertThat(answers.get(1).get("message").asText()).startsWith("cannot answer go 1.1");
  }

  @Test
  void optionsThatMakeNoBotAreReportedAndNotReady() throws IOException {
    EngineServer server = new EngineServer(EngineServer.identity("Test", "me", List.of()), values -> {
      throw new IllegalArgumentException("samples must be 1 to 1000");
    });
    List<JsonNode> answers = serve(server, List.of("{\"type\":\"isReady\"}"));
    assertThat(answers).singleElement().satisfies(answer ->
        assertThat(answer.get("message").asText()).isEqualTo("the options do not make a bot: samples must be 1 to 1000"));
  }
}
