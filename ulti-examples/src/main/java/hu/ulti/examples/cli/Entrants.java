package hu.ulti.examples.cli;

import hu.ulti.bots.Bot;
import hu.ulti.bots.RandomBot;
import hu.ulti.bots.RuleOfThumbBot;
import hu.ulti.bots.SamplingBot;
import hu.ulti.bots.SparringBot;
import hu.ulti.bots.SplitBot;
import hu.ulti.bots.match.Entrant;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.engine.DecisionTimes;
import hu.ulti.engine.EngineBot;
import hu.ulti.engine.EngineException;
import hu.ulti.engine.EngineLaunch;
import hu.ulti.engine.Fault;
import hu.ulti.engine.TimeControl;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The players the {@code ulti} commands know, by name: the SDK's bots ({@code sampling},
 * {@code sampling:K} with K samples, {@code sampling-fast}, {@code sampling-strong}, {@code rule-of-thumb},
 * {@code sparring}, {@code random}), a bot that bids like one of them and plays like another
 * ({@code BIDDER/PLAYER}, as {@code sampling/rule-of-thumb}) and engines
 * ({@code engine:COMMAND}, the command split at spaces), each optionally named
 * ({@code NAME=SPEC}); an engine not named is called by the name it gives itself.
 */
final class Entrants {
  /** The SDK's bots, as a user names them. */
  static final List<String> BUILT_IN = List.of("sampling", "sampling-fast", "sampling-strong", "rule-of-thumb",
      "sparring", "random");

  private static final Pattern NAMED = Pattern.compile("([A-Za-z0-9_.-]+)=(.+)");
  private static final Pattern SAMPLING = Pattern.compile("sampling(?::(\\d+))?");

  private final List<Started> engines = Collections.synchronizedList(new ArrayList<>());

  /** An engine process started for an entrant. */
  private record Started(String entrant, EngineBot bot) {}

  /** The sampling bots with a time limit, by entrant: the match says how often the limit cut in. */
  private final List<Capped> capped = Collections.synchronizedList(new ArrayList<>());

  /**
   * A sampling bot of an entrant, with a safety cap on its decisions' time.
   *
   * @param entrant the entrant's name
   * @param bot the bot, which counts its decisions and those the cap cut short
   */
  record Capped(String entrant, SamplingBot bot) {}

  /**
   * How the entrants are made.
   *
   * @param engineOptions the option values of each engine entrant, by entrant name then option name
   */
  record Settings(int samples, Optional<Duration> samplingTimeLimit, TimeControl engineTime, Duration startupLimit,
      Map<String, Map<String, String>> engineOptions) {
    Settings(int samples, Optional<Duration> samplingTimeLimit, TimeControl engineTime) {
      this(samples, samplingTimeLimit, engineTime, EngineLaunch.DEFAULT_STARTUP_LIMIT, Map.of());
    }

    Map<String, String> options(String entrant) {
      return engineOptions.getOrDefault(entrant, Map.of());
    }
  }

  /**
   * The SDK's bot of that name.
   *
   * @throws IllegalArgumentException naming the bots, if there is none
   */
  static Bot builtIn(String spec, Settings settings) {
    return builtIn(spec, settings, bot -> { });
  }

  /** The SDK's bot of that name; each sampling bot in it is also given to {@code sampling}. */
  static Bot builtIn(String spec, Settings settings, Consumer<SamplingBot> sampling) {
    Bot bot = make(spec, settings);
    if (bot instanceof SamplingBot alone) {
      sampling.accept(alone);
    } else if (bot instanceof SplitBot split) {
      for (Bot part : List.of(split.bidder(), split.player())) {
        if (part instanceof SamplingBot inside) {
          sampling.accept(inside);
        }
      }
    }
    return bot;
  }

  private static Bot make(String spec, Settings settings) {
    String name = spec.strip().toLowerCase(Locale.ROOT);
    int split = name.indexOf('/');
    if (split >= 0) {
      if (name.indexOf('/', split + 1) >= 0) {
        throw new IllegalArgumentException("'" + spec + "': a split bot is BIDDER/PLAYER, two of the SDK's bots");
      }
      return SplitBot.of(make(name.substring(0, split), settings), make(name.substring(split + 1), settings));
    }
    Matcher sampling = SAMPLING.matcher(name);
    if (sampling.matches()) {
      int samples = sampling.group(1) == null ? settings.samples() : parseSamples(sampling.group(1));
      return capped(new SamplingBot(samples), settings);
    }
    return switch (name) {
      case "rule-of-thumb" -> new RuleOfThumbBot();
      case "random" -> new RandomBot();
      case "sparring" -> new SparringBot();
      case "sampling-fast" -> capped(SamplingBot.fast(), settings);
      case "sampling-strong" -> capped(SamplingBot.strong(), settings);
      default -> throw new IllegalArgumentException("unknown bot '" + spec + "'; the bots are sampling (or sampling:K"
          + " with K samples), sampling-fast, sampling-strong, rule-of-thumb, sparring, random, BIDDER/PLAYER (bids like"
          + " one, plays like the other) and engine:COMMAND");
    };
  }

  /** The bot with the safety cap, if the settings give one. */
  private static SamplingBot capped(SamplingBot bot, Settings settings) {
    return settings.samplingTimeLimit().map(bot::withTimeLimit).orElse(bot);
  }

  private static int parseSamples(String digits) {
    try {
      return Integer.parseInt(digits);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("samples: " + digits + " is too many; at most " + SamplingBot.MAX_SAMPLES);
    }
  }

  /**
   * An entrant from its spec. An engine's first process is started here, to check that it starts,
   * shakes hands, takes its options and plays the rules, and then plays the first seat the match
   * gives the entrant; the match starts one more for each other seat it plays at once. An engine
   * named by its identity whose options are given by that name is started once more, with them.
   *
   * @throws IllegalArgumentException if the spec names no bot, or the engine does not play the rules
   * @throws EngineException if the engine cannot start, get ready or take its options
   */
  Entrant entrant(String spec, RuleSet rules, Settings settings) {
    Matcher named = NAMED.matcher(spec.strip());
    boolean hasName = named.matches() && !spec.strip().startsWith("engine:");
    String body = hasName ? named.group(2) : spec.strip();
    if (!body.startsWith("engine:")) {
      String entrantName = hasName ? named.group(1) : body;
      Bot bot = builtIn(body, settings, sampling -> {
        if (sampling.timeLimit().isPresent()) {
          capped.add(new Capped(entrantName, sampling));
        }
      });
      return Entrant.of(entrantName, bot);
    }
    List<String> command = List.of(body.substring("engine:".length()).strip().split("\\s+"));
    if (command.get(0).isEmpty()) {
      throw new IllegalArgumentException("engine: give the command that starts the engine, as engine:python3 my_engine.py");
    }
    EngineLaunch plain = EngineLaunch.of(command).withTimeControl(settings.engineTime())
        .withStartupLimit(settings.startupLimit());
    String name = hasName ? named.group(1) : null;
    EngineBot first = EngineBot.start(plain.withOptions(name == null ? Map.of() : settings.options(name)));
    if (name == null) {
      name = first.identity().name();
      if (!settings.options(name).isEmpty()) {
        first.close();
        first = EngineBot.start(plain.withOptions(settings.options(name)));
      }
    }
    if (!first.identity().plays(rules)) {
      first.close();
      throw new IllegalArgumentException("the engine " + first.identity().name() + " plays " + first.identity().rules()
          + ", not " + rules.id());
    }
    String entrantName = name;
    EngineLaunch launch = plain.withOptions(settings.options(name));
    AtomicReference<EngineBot> unused = new AtomicReference<>(first);
    engines.add(new Started(entrantName, first));
    return new Entrant(entrantName, () -> {
      EngineBot bot = unused.getAndSet(null);
      if (bot == null) {
        bot = EngineBot.start(launch);
        engines.add(new Started(entrantName, bot));
      }
      return bot;
    });
  }

  /** The names of the engine entrants made so far. */
  Set<String> engineNames() {
    synchronized (engines) {
      return engines.stream().map(Started::entrant).collect(Collectors.toCollection(TreeSet::new));
    }
  }

  /** Ends every engine process still running (a match closes those it used; this closes the rest too). */
  void closeEngines() {
    synchronized (engines) {
      engines.forEach(started -> started.bot().close());
    }
  }

  /** Every fault of every engine started, with the entrant's name, in the order of the engines. */
  List<String> faults() {
    List<String> faults = new ArrayList<>();
    synchronized (engines) {
      for (Started started : engines) {
        for (Fault fault : started.bot().faults()) {
          faults.add(started.entrant() + ": " + fault);
        }
      }
    }
    return faults;
  }

  /** The faults of the game of that name, with the entrant's name. */
  List<String> faults(String game) {
    List<String> faults = new ArrayList<>();
    synchronized (engines) {
      for (Started started : engines) {
        for (Fault fault : started.bot().faults()) {
          if (fault.game().equals(game)) {
            faults.add(started.entrant() + ": " + fault);
          }
        }
      }
    }
    return faults;
  }

  /** How long each engine entrant's answered decisions took, as the referee measured them, by entrant. */
  /** {@return the sampling bots with a time limit, in the order their entrants were made} */
  List<Capped> capped() {
    synchronized (capped) {
      return List.copyOf(capped);
    }
  }

  Map<String, DecisionTimes> decisionTimes() {
    Map<String, DecisionTimes> times = new TreeMap<>();
    synchronized (engines) {
      for (Started started : engines) {
        times.merge(started.entrant(), started.bot().decisionTimes(), DecisionTimes::plus);
      }
    }
    return times;
  }
}
