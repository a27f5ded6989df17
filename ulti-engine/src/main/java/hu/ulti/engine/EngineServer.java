package hu.ulti.engine;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.bots.Bot;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.PlayerView;
import hu.ulti.json.UltiJson;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.random.RandomGenerator;

/**
 * Serves a {@link Bot} as an engine ({@code docs/engine-protocol.md}): reads the referee's
 * messages, one JSON object per line, and answers them, the bot choosing each action from the
 * view it is sent. What {@code ulti engine} runs, so that other programs can play the SDK's bots.
 *
 * <p>A line it cannot understand is answered with an {@code info} message saying why; it goes
 * on reading. It returns when the referee says {@code quit} or its input ends.
 */
public final class EngineServer {
  private static final ObjectMapper JSON = UltiJson.mapper();

  private final EngineIdentity identity;
  private final Function<Map<String, String>, Bot> bots;

  /**
   * A server for a bot.
   *
   * @param identity what the engine says of itself (its rules, its options)
   * @param bots the bot, made from the option values the referee set (by name, as text: an
   *     integer's digits, {@code true} or {@code false}, a string)
   */
  public EngineServer(EngineIdentity identity, Function<Map<String, String>, Bot> bots) {
    this.identity = Objects.requireNonNull(identity, "identity");
    this.bots = Objects.requireNonNull(bots, "bots");
  }

  /**
   * Serves until the referee says {@code quit} or the input ends.
   *
   * @param in the referee's messages
   * @param out where the answers go
   * @param random the randomness the bot uses
   * @throws IOException if the input cannot be read
   */
  public void serve(InputStream in, OutputStream out, RandomGenerator random) throws IOException {
    Objects.requireNonNull(in, "in");
    Objects.requireNonNull(out, "out");
    Objects.requireNonNull(random, "random");
    BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    PrintStream answers = new PrintStream(out, false, StandardCharsets.UTF_8);
    Map<String, String> values = new LinkedHashMap<>();
    Bot bot = null;
    for (String line = reader.readLine(); line != null; line = reader.readLine()) {
      JsonNode message;
      try {
        message = JSON.readTree(line);
      } catch (JsonProcessingException e) {
        info(answers, "not JSON: " + e.getOriginalMessage());
        continue;
      }
      // The referee's messages before 0.1.0 were ulti-engine, isready, newdeal and result.
      switch (message.path("type").asText()) {
        case "hello", "ulti-engine" -> send(answers, identity.write());
        case "option" -> values.put(message.path("name").asText(), message.path("value").asText());
        case "isReady", "isready" -> {
          try {
            bot = bots.apply(values);
            send(answers, JSON.createObjectNode().put("type", "readyOk"));
          } catch (IllegalArgumentException e) {
            info(answers, "the options do not make a bot: " + e.getMessage());
          }
        }
        case "go" -> {
          try {
            if (bot == null) {
              bot = bots.apply(values);
            }
            PlayerView view = JSON.treeToValue(message.path("view"), PlayerView.class);
            Action action = bot.choose(view, random);
            ObjectNode answer = JSON.createObjectNode().put("type", "action").put("id", message.path("id").asText());
            answer.set("action", JSON.valueToTree(action));
            send(answers, answer);
          } catch (JsonProcessingException | IllegalArgumentException e) {
            info(answers, "cannot answer go " + message.path("id").asText() + ": " + e.getMessage());
          }
        }
        case "dealOver", "result" -> {
          if (bot != null) {
            try {
              bot.dealOver(JSON.treeToValue(message.path("view"), PlayerView.class));
            } catch (JsonProcessingException | IllegalArgumentException e) {
              info(answers, "cannot read the end of deal " + message.path(message.has("dealNumber") ? "dealNumber"
                  : "deal").asText() + ": " + e.getMessage());
            }
          }
        }
        case "quit" -> {
          answers.flush();
          return;
        }
        case "newDeal", "newdeal" -> {
          if (bot == null) {
            try {
              bot = bots.apply(values);
            } catch (IllegalArgumentException e) {
              info(answers, "the options do not make a bot: " + e.getMessage());
              continue;
            }
          }
          bot.newDeal(message.path("game").asText(""));
        }
        default -> {
          // anything later versions add: nothing to answer
        }
      }
    }
    answers.flush();
  }

  private static void info(PrintStream answers, String message) {
    send(answers, JSON.createObjectNode().put("type", "info").put("message", message));
  }

  private static void send(PrintStream answers, JsonNode message) {
    answers.print(message + "\n");
    answers.flush();
  }

  /**
   * {@return the identity of an engine that plays every rule set and takes these options}
   *
   * @param name the engine's name
   * @param author its author
   * @param options the options it takes
   */
  public static EngineIdentity identity(String name, String author, List<EngineOption> options) {
    return new EngineIdentity(name, author, 1, List.of("*"), options);
  }
}
