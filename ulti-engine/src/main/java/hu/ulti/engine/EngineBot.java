package hu.ulti.engine;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.bots.Bot;
import hu.ulti.bots.RuleOfThumbBot;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.json.UltiJson;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * A {@link Bot} played by an engine: a process in any language that speaks the engine protocol
 * ({@code docs/engine-protocol.md}) on its standard input and output. The bot starts the process,
 * shakes hands, tells it of each deal, sends it the seat's view whenever it is to act and returns
 * the action it answers.
 *
 * <p>An engine never stops the game: whatever goes wrong (a line that is not the protocol, an
 * illegal action, no answer within the {@link TimeControl}, a crash) is recorded as a
 * {@link Fault} and the decision is taken by {@link RuleOfThumbBot} instead. A crashed engine is
 * started again before its next deal, three times at most.
 *
 * <p>One process plays one seat at a time: a bot is used by one thread, for one seat, deal after
 * deal (its methods are synchronized). Close it to end the process.
 */
public final class EngineBot implements Bot, AutoCloseable {
  /** How long an engine has to say who it is and that it is ready. */
  static final long HANDSHAKE_MILLIS = 10_000;
  /** After this many crashes in one run an engine is not started again. */
  static final int MAX_CRASHES = 3;
  private static final ObjectMapper JSON = UltiJson.mapper();
  private static final Bot SUBSTITUTE = new RuleOfThumbBot();

  private final List<String> command;
  private final Path directory;
  private final TimeControl time;
  private final Map<String, Object> options;
  private final long handshakeMillis;
  private final List<Fault> faults = new ArrayList<>();
  private EngineProcess process;
  private EngineIdentity identity;
  private int crashes;
  private int deal;
  private int decision;
  private long dealLeftMillis;
  /** The last view of the deal in progress, to tell a new deal; null between deals. */
  private PlayerView last;
  /** Whether the engine plays no more: it crashed too often or never got ready. */
  private boolean disabled;
  /** Whether a decision went unanswered in time and its answer has not come since. */
  private boolean owesAnswer;

  private EngineBot(List<String> command, Path directory, TimeControl time, Map<String, Object> options,
      long handshakeMillis) {
    this.command = List.copyOf(command);
    this.directory = directory;
    this.time = time;
    this.options = Map.copyOf(options);
    this.handshakeMillis = handshakeMillis;
  }

  /**
   * Starts an engine and shakes hands with it.
   *
   * @param command the program and its arguments
   * @param directory where it runs
   * @param time the time control of every decision and deal
   * @param options the values of engine options to set, by name
   * @return the bot
   * @throws EngineException if the engine does not start, does not say who it is and that it is
   *     ready within ten seconds, speaks no version of the protocol this referee speaks, or does not
   *     take one of the options
   */
  public static EngineBot start(List<String> command, Path directory, TimeControl time, Map<String, Object> options) {
    return start(command, directory, time, options, HANDSHAKE_MILLIS);
  }

  /** As the public {@code start}, with the handshake's time given (for tests of engines that never answer). */
  static EngineBot start(List<String> command, Path directory, TimeControl time, Map<String, Object> options,
      long handshakeMillis) {
    Objects.requireNonNull(command, "command");
    Objects.requireNonNull(directory, "directory");
    Objects.requireNonNull(time, "time");
    Objects.requireNonNull(options, "options");
    if (command.isEmpty()) {
      throw new IllegalArgumentException("An engine's command names a program");
    }
    EngineBot bot = new EngineBot(command, directory, time, options, handshakeMillis);
    synchronized (bot) {
      if (!bot.launch()) {
        String faults = bot.faults.toString();
        bot.close();
        throw new EngineException("The engine " + String.join(" ", command) + " did not get ready: " + faults);
      }
      String refusal = bot.refusal();
      if (!refusal.isEmpty()) {
        bot.close();
        throw new EngineException("The engine " + bot.identity.name() + " (" + String.join(" ", command) + ") "
            + refusal);
      }
    }
    return bot;
  }

  /** Why the engine cannot play with this referee, or empty. */
  private String refusal() {
    if (identity.protocol() < 1) {
      return "speaks protocol " + identity.protocol() + "; this referee speaks version 1";
    }
    for (String name : options.keySet()) {
      if (identity.options().stream().noneMatch(option -> option.name().equals(name))) {
        return "takes no option '" + name + "'; it takes " + identity.options().stream().map(EngineOption::name).toList();
      }
    }
    return "";
  }

  /** Starts the process and shakes hands; false, with a fault recorded, if it fails. */
  private boolean launch() {
    try {
      process = EngineProcess.start(command, directory);
    } catch (IOException e) {
      crashes++;
      faults.add(new Fault(Fault.Kind.CRASHED, deal, "", "it did not start: " + e.getMessage()));
      process = null;
      return false;
    }
    process.send(message("hello").put("protocol", 1).toString());
    Optional<JsonNode> id = await("identity", handshakeMillis, "");
    if (id.isEmpty()) {
      return unready("no identity");
    }
    identity = identity(id.get());
    for (Map.Entry<String, Object> option : options.entrySet()) {
      ObjectNode set = message("option").put("name", option.getKey());
      set.set("value", JSON.valueToTree(option.getValue()));
      process.send(set.toString());
    }
    process.send(message("isReady").toString());
    if (await("readyOk", handshakeMillis, "").isEmpty()) {
      return unready("no readyOk");
    }
    return true;
  }

  private boolean unready(String what) {
    if (process == null) {
      return false; // its output ended: recorded as a crash
    }
    crashes++;
    faults.add(new Fault(process.hasEnded() ? Fault.Kind.CRASHED : Fault.Kind.UNREADY, deal, "", what
        + " within " + handshakeMillis + " ms" + tail()));
    process.close(0); // it did not answer the handshake: it would not answer quit either
    process = null;
    return false;
  }

  private static EngineIdentity identity(JsonNode id) {
    List<String> rules = new ArrayList<>();
    id.path("rules").forEach(rule -> rules.add(rule.asText()));
    List<EngineOption> options = new ArrayList<>();
    id.path("options").forEach(option -> options.add(new EngineOption(option.path("name").asText(),
        option.path("type").asText(), option.path("default").asText(), option.path("min").asLong(Long.MIN_VALUE),
        option.path("max").asLong(Long.MAX_VALUE))));
    return new EngineIdentity(id.path("name").asText("?"), id.path("author").asText(""), id.path("protocol").asInt(1),
        rules, options);
  }

  /** {@return what the engine said of itself when it started} */
  public synchronized EngineIdentity identity() {
    return identity;
  }

  /** {@return every fault so far, in order} */
  public synchronized List<Fault> faults() {
    return List.copyOf(faults);
  }

  /**
   * {@inheritDoc}
   *
   * <p>The engine's action, or, after a fault, the rule-of-thumb bot's.
   *
   * @throws IllegalArgumentException if the view's seat is not to act, or the engine does not play
   *     the view's rules
   */
  @Override
  public synchronized Action choose(PlayerView view, RandomGenerator random) {
    Objects.requireNonNull(view, "view");
    Objects.requireNonNull(random, "random");
    if (!view.toAct().equals(Optional.of(view.seat()))) {
      throw new IllegalArgumentException("The view's seat " + view.seat().index() + " is not to act");
    }
    if (identity != null && !identity.plays(view.rules())) {
      throw new IllegalArgumentException("The engine " + identity.name() + " does not play " + view.rules().id()
          + "; it plays " + identity.rules());
    }
    if (isNewDeal(view)) {
      beginDeal(view.rules(), view.seat());
    }
    last = view;
    decision++;
    String id = deal + "." + decision;
    if (process == null || disabled) {
      return SUBSTITUTE.choose(view, random);
    }
    if (dealLeftMillis <= 0) {
      faults.add(new Fault(Fault.Kind.LATE, deal, id, "the deal's " + time.perDeal().toMillis() + " ms are spent"));
      return SUBSTITUTE.choose(view, random);
    }
    long limit = Math.min(time.perDecision().toMillis(), dealLeftMillis);
    long started = System.nanoTime();
    ObjectNode go = message("go").put("id", id);
    go.set("view", JSON.valueToTree(view));
    go.putObject("time").put("decisionMillis", limit).put("dealLeftMillis", dealLeftMillis);
    if (!process.send(go.toString())) {
      crashed(id, "it no longer reads its input");
      return SUBSTITUTE.choose(view, random);
    }
    Optional<JsonNode> answer = await("action", limit, id);
    dealLeftMillis -= (System.nanoTime() - started) / 1_000_000;
    if (answer.isEmpty()) {
      if (process != null) {
        faults.add(new Fault(Fault.Kind.LATE, deal, id, "no action within " + limit + " ms"));
        owesAnswer = true;
      }
      return SUBSTITUTE.choose(view, random);
    }
    Action action;
    try {
      action = JSON.treeToValue(answer.get().path("action"), Action.class);
    } catch (JsonProcessingException e) {
      faults.add(new Fault(Fault.Kind.ILLEGAL, deal, id, "not an action: " + e.getOriginalMessage()));
      return SUBSTITUTE.choose(view, random);
    }
    if (!view.legalActions().contains(action)) {
      faults.add(new Fault(Fault.Kind.ILLEGAL, deal, id, view.check(action).map(refusal -> refusal.violation() + ": "
          + refusal.message()).orElse(action + " is not one of the legal actions")));
      return SUBSTITUTE.choose(view, random);
    }
    return action;
  }

  /** A view of another deal than the last: other rules, seat, dealer or cards, or a history that does not go on. */
  private boolean isNewDeal(PlayerView view) {
    return last == null || !last.rules().equals(view.rules()) || last.seat() != view.seat()
        || last.dealer() != view.dealer() || !last.receivedHand().equals(view.receivedHand())
        || last.history().size() > view.history().size()
        || !view.history().subList(0, last.history().size()).equals(last.history());
  }

  private void beginDeal(RuleSet rules, Seat seat) {
    deal++;
    decision = 0;
    dealLeftMillis = time.perDeal().toMillis();
    if ((process == null || process.hasEnded()) && !disabled) {
      if (process != null) {
        process.close();
        process = null;
      }
      if (crashes >= MAX_CRASHES) {
        disabled = true;
        faults.add(new Fault(Fault.Kind.CRASHED, deal, "", "not started again after " + crashes
            + " crashes: the rule-of-thumb bot plays the seat from now on"));
        return;
      }
      if (!launch()) {
        return;
      }
    }
    if (process != null) {
      ObjectNode message = message("newDeal").put("dealNumber", deal).put("rules", rules.id())
          .put("seat", seat.index());
      message.putObject("time").put("decisionMillis", time.perDecision().toMillis())
          .put("dealMillis", time.perDeal().toMillis());
      process.send(message.toString());
    }
  }

  /**
   * {@inheritDoc}
   *
   * <p>Sends the engine the {@code dealOver} message.
   */
  @Override
  public synchronized void dealOver(PlayerView view) {
    Objects.requireNonNull(view, "view");
    if (process != null && !process.hasEnded() && last != null) {
      ObjectNode over = message("dealOver").put("dealNumber", deal);
      over.set("view", JSON.valueToTree(view));
      process.send(over.toString());
    }
    last = null;
  }

  /**
   * The engine's messages as they were named before 0.1.0 (docs/vocabulary.md): an engine written
   * then still shakes hands.
   */
  private static final Map<String, String> OLD_TYPES = Map.of("id", "identity", "readyok", "readyOk");

  /**
   * The next message of the type awaited within the time; lines that are not the protocol are
   * faults, and answers to earlier decisions are ignored. Empty if none came in time or the
   * engine's output ended (then a fault is recorded and the process dropped).
   */
  private Optional<JsonNode> await(String type, long millis, String id) {
    long deadline = System.nanoTime() + millis * 1_000_000;
    while (true) {
      long left = (deadline - System.nanoTime()) / 1_000_000;
      if (left <= 0) {
        return Optional.empty();
      }
      Optional<String> line;
      try {
        line = process.next(left);
      } catch (EngineProcess.Ended ended) {
        crashed(id, "its output ended");
        return Optional.empty();
      }
      if (line.isEmpty()) {
        return Optional.empty();
      }
      if (line.get().isBlank()) {
        continue;
      }
      JsonNode message;
      try {
        message = JSON.readTree(line.get());
      } catch (JsonProcessingException e) {
        message = null;
      }
      if (message == null || !message.isObject() || !message.path("type").isTextual()) {
        faults.add(new Fault(Fault.Kind.INVALID, deal, id, "not a message: " + quote(line.get())));
        continue;
      }
      String kind = OLD_TYPES.getOrDefault(message.get("type").textValue(), message.get("type").textValue());
      if (kind.equals("info")) {
        continue;
      }
      if (kind.equals(type) && (id.isEmpty() || id.equals(message.path("id").asText()))) {
        return Optional.of(message);
      }
      if (kind.equals("action") && isEarlier(message.path("id").asText())) {
        owesAnswer = false; // an answer that came too late for its decision
        continue;
      }
      faults.add(new Fault(Fault.Kind.INVALID, deal, id, "expected " + type + ", found " + quote(line.get())));
    }
  }

  /** Whether the id is of a decision already taken. */
  private boolean isEarlier(String id) {
    int dot = id.indexOf('.');
    try {
      int d = Integer.parseInt(id.substring(0, dot));
      int n = Integer.parseInt(id.substring(dot + 1));
      return d < deal || d == deal && n < decision;
    } catch (RuntimeException e) {
      return false;
    }
  }

  private void crashed(String id, String what) {
    crashes++;
    faults.add(new Fault(Fault.Kind.CRASHED, deal, id, what + tail()));
    if (process != null) {
      process.close();
      process = null;
    }
  }

  private String tail() {
    String tail = process == null ? "" : process.stderrTail();
    return tail.isBlank() ? "" : "; its standard error ends: " + quote(tail);
  }

  private static ObjectNode message(String type) {
    return JSON.createObjectNode().put("type", type);
  }

  private static String quote(String text) {
    return text.length() <= 120 ? text : text.substring(0, 120) + "... (" + text.length() + " characters)";
  }

  /**
   * Asks the engine to quit, and ends its process if it has not within two seconds, or at once
   * if it is still thinking about a decision it answered too late: it would read the quit only
   * after that.
   */
  @Override
  public synchronized void close() {
    if (process != null) {
      process.close(owesAnswer ? 0 : 2000);
      process = null;
    }
  }

  @Override
  public String toString() {
    return "EngineBot[" + String.join(" ", command) + (identity == null ? "" : ", " + identity.name()) + "]";
  }
}
