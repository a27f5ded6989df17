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
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.random.RandomGenerator;

/**
 * A {@link Bot} played by an engine: a process in any language that speaks the engine protocol
 * ({@code docs/engine-protocol.md}) on its standard input and output. The bot starts the process
 * as its {@link EngineLaunch} says (with a minimal environment), shakes hands and sets the
 * options, tells it of each deal (with the rule set's rule sheet the first time), sends it the
 * seat's view whenever it is to act and returns the action it answers.
 *
 * <p>An engine never stops the game: whatever goes wrong (a line that is not the protocol, an
 * illegal action, no answer within the {@link TimeControl}, a crash) is recorded as a
 * {@link Fault}, named by the referee's name for the game ({@link #newDeal}), and the decision is
 * taken by {@link RuleOfThumbBot} instead. A crashed engine is started again before its next deal,
 * three times at most. The time each answered decision took, as the referee measured it, is kept
 * ({@link #decisionTimes()}).
 *
 * <p>One process plays one seat at a time: a bot is used by one thread, for one seat of a deal,
 * deal after deal (its methods are synchronized). A referee that calls {@link #newDeal} before each
 * deal is held to it: a view that does not continue the deal in progress is refused. Close the bot
 * to end the process.
 */
public final class EngineBot implements Bot, AutoCloseable {
  /** After this many crashes in one run an engine is not started again. */
  static final int MAX_CRASHES = 3;
  private static final ObjectMapper JSON = UltiJson.mapper();
  private static final Bot SUBSTITUTE = new RuleOfThumbBot();

  private final EngineLaunch launch;
  private final TimeControl time;
  private final List<Fault> faults = new ArrayList<>();
  private final DecisionTimes.Tally decisionTimes = new DecisionTimes.Tally();
  /** The rule sets whose rule sheet the running process has been sent. */
  private final Set<String> sheetsSent = new HashSet<>();
  private EngineProcess process;
  private EngineIdentity identity;
  /** Why the engine cannot play with this referee, found at its first start; empty if it can. */
  private String refusal = "";
  private int crashes;
  private int deal;
  private int decision;
  private long dealLeftMillis;
  /** The referee's name for the deal in progress, or for the next once told; empty if none. */
  private String game = "";
  /** Whether the referee tells deals apart ({@link #newDeal}): then it is held to it. */
  private boolean told;
  /** Whether the referee has begun a deal whose first decision has not come yet. */
  private boolean dealPending;
  /** The seat of the latest deal; null before the first. */
  private Seat seat;
  /** The last view of the deal in progress, to tell a new deal; null between deals. */
  private PlayerView last;
  /** Whether the engine plays no more: it crashed too often or never got ready. */
  private boolean disabled;
  /** Whether a decision went unanswered in time and its answer has not come since. */
  private boolean owesAnswer;

  private EngineBot(EngineLaunch launch) {
    this.launch = launch;
    this.time = launch.timeControl();
  }

  /**
   * Starts an engine, shakes hands with it and sets its options.
   *
   * @param launch how to start it
   * @return the bot
   * @throws EngineException if the engine does not start, does not say who it is and that it is
   *     ready within the launch's start-up limit, speaks no version of the protocol this referee
   *     speaks, or does not take one of the options or one of their values; the message says which
   */
  public static EngineBot start(EngineLaunch launch) {
    Objects.requireNonNull(launch, "launch");
    EngineBot bot = new EngineBot(launch);
    synchronized (bot) {
      if (!bot.launch()) {
        String why = bot.refusal.isEmpty() ? "did not get ready: " + bot.faults : bot.refusal;
        bot.close();
        throw new EngineException("The engine " + (bot.identity == null ? "" : bot.identity.name() + " ") + "("
            + launch.commandLine() + ") " + why);
      }
    }
    return bot;
  }

  /**
   * Starts the process, shakes hands and sets the options; false, with a fault recorded (or, at
   * the first start, the refusal), if it fails.
   */
  private boolean launch() {
    sheetsSent.clear();
    try {
      process = EngineProcess.start(launch);
    } catch (IOException e) {
      crashes++;
      faults.add(fault(Fault.Kind.CRASHED, "", "it did not start: " + e.getMessage()));
      process = null;
      return false;
    }
    long limit = launch.startupLimit().toMillis();
    process.send(message("hello").put("protocol", 1).toString());
    Optional<JsonNode> id = await("identity", limit, "");
    if (id.isEmpty()) {
      return unready("no identity", limit);
    }
    identity = EngineIdentity.read(id.get());
    Map<String, Object> values = Map.of();
    if (identity.protocol() < 1) {
      refusal = "speaks protocol " + identity.protocol() + "; this referee speaks version 1";
    } else {
      try {
        values = identity.values(launch.options());
      } catch (IllegalArgumentException e) {
        refusal = e.getMessage();
      }
    }
    if (!refusal.isEmpty()) {
      crashes++;
      faults.add(fault(Fault.Kind.UNREADY, "", refusal));
      process.close(0);
      process = null;
      return false;
    }
    for (Map.Entry<String, Object> option : values.entrySet()) {
      ObjectNode set = message("option").put("name", option.getKey());
      set.set("value", JSON.valueToTree(option.getValue()));
      process.send(set.toString());
    }
    process.send(message("isReady").toString());
    if (await("readyOk", limit, "").isEmpty()) {
      return unready("no readyOk", limit);
    }
    return true;
  }

  private boolean unready(String what, long limit) {
    if (process == null) {
      return false; // its output ended: recorded as a crash
    }
    crashes++;
    faults.add(fault(process.hasEnded() ? Fault.Kind.CRASHED : Fault.Kind.UNREADY, "", what + " within " + limit
        + " ms" + tail()));
    process.close(0); // it did not answer the handshake: it would not answer quit either
    process = null;
    return false;
  }

  private Fault fault(Fault.Kind kind, String decisionId, String detail) {
    return new Fault(kind, game, Optional.ofNullable(seat), deal, decisionId, detail);
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
   * {@return how long the decisions the engine answered took, as the referee measured them: wall
   * time from writing the {@code go} to reading the {@code action}} Decisions it did not answer in
   * time are faults instead ({@link Fault.Kind#LATE}).
   */
  public synchronized DecisionTimes decisionTimes() {
    return decisionTimes.snapshot();
  }

  /**
   * {@inheritDoc}
   *
   * <p>The deal begins with the engine at the bot's next decision, where it is sent
   * {@code newDeal} with this name as its {@code game}. From the first call on, the bot holds the
   * referee to it: a view that does not continue the deal in progress is refused.
   */
  @Override
  public synchronized void newDeal(String game) {
    this.game = Objects.requireNonNull(game, "game");
    told = true;
    dealPending = true;
  }

  /**
   * {@inheritDoc}
   *
   * <p>The engine's action, or, after a fault, the rule-of-thumb bot's.
   *
   * @throws IllegalArgumentException if the view's seat is not to act, the engine does not play
   *     the view's rules, or (for a referee that calls {@link #newDeal}) the view does not continue
   *     the deal in progress: it is an earlier view of it, or of another deal
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
    boolean begins = dealPending || last == null || !told && !continues(view);
    if (!begins && !continues(view)) {
      throw new IllegalArgumentException("The view does not continue the deal in progress (" + (game.isEmpty()
          ? "deal " + deal : game) + "): it is an earlier view of it, or of another deal begun without newDeal");
    }
    if (begins) {
      beginDeal(view.rules(), view.seat());
    }
    last = view;
    decision++;
    String id = deal + "." + decision;
    if (process == null || disabled) {
      return SUBSTITUTE.choose(view, random);
    }
    if (dealLeftMillis <= 0) {
      faults.add(fault(Fault.Kind.LATE, id, "the deal's " + time.perDeal().toMillis() + " ms are spent"));
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
    long took = System.nanoTime() - started;
    dealLeftMillis -= took / 1_000_000;
    if (answer.isEmpty()) {
      if (process != null) {
        faults.add(fault(Fault.Kind.LATE, id, "no action within " + limit + " ms"));
        owesAnswer = true;
      }
      return SUBSTITUTE.choose(view, random);
    }
    decisionTimes.add(took);
    Action action;
    try {
      action = JSON.treeToValue(answer.get().path("action"), Action.class);
    } catch (JsonProcessingException e) {
      faults.add(fault(Fault.Kind.ILLEGAL, id, "not an action: " + e.getOriginalMessage()));
      return SUBSTITUTE.choose(view, random);
    }
    if (!view.legalActions().contains(action)) {
      faults.add(fault(Fault.Kind.ILLEGAL, id, view.check(action).map(refused -> refused.violation() + ": "
          + refused.message()).orElse(action + " is not one of the legal actions")));
      return SUBSTITUTE.choose(view, random);
    }
    return action;
  }

  /**
   * Whether the view continues the last one's deal: the same rules, seat, dealer and cards received
   * (unknown during a half-hand auction, so compared once both know them), and its history goes on.
   */
  private boolean continues(PlayerView view) {
    return last != null && last.rules().equals(view.rules()) && last.seat() == view.seat()
        && last.dealer() == view.dealer() && (last.receivedHand().isEmpty() || view.receivedHand().isEmpty()
            || last.receivedHand().equals(view.receivedHand()))
        && last.history().size() <= view.history().size()
        && view.history().subList(0, last.history().size()).equals(last.history());
  }

  private void beginDeal(RuleSet rules, Seat dealSeat) {
    deal++;
    seat = dealSeat;
    decision = 0;
    dealPending = false;
    dealLeftMillis = time.perDeal().toMillis();
    if ((process == null || process.hasEnded()) && !disabled) {
      if (process != null) {
        process.close();
        process = null;
      }
      if (crashes >= MAX_CRASHES) {
        disabled = true;
        faults.add(fault(Fault.Kind.CRASHED, "", "not started again after " + crashes
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
      if (!game.isEmpty()) {
        message.put("game", game);
      }
      message.putObject("time").put("decisionMillis", time.perDecision().toMillis())
          .put("dealMillis", time.perDeal().toMillis());
      if (sheetsSent.add(rules.id())) {
        message.set("ruleSheet", UltiJson.ruleSheet(rules));
      }
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
    if (!dealPending) {
      game = "";
    }
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
        faults.add(fault(Fault.Kind.INVALID, id, "not a message: " + quote(line.get())));
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
      faults.add(fault(Fault.Kind.INVALID, id, "expected " + type + ", found " + quote(line.get())));
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
    faults.add(fault(Fault.Kind.CRASHED, id, what + tail()));
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
    return "EngineBot[" + launch.commandLine() + (identity == null ? "" : ", " + identity.name()) + "]";
  }
}
