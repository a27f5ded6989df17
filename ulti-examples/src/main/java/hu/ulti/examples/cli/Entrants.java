package hu.ulti.examples.cli;

import hu.ulti.bots.Bot;
import hu.ulti.bots.RandomBot;
import hu.ulti.bots.RuleOfThumbBot;
import hu.ulti.bots.SamplingBot;
import hu.ulti.bots.SparringBot;
import hu.ulti.bots.SplitBot;
import hu.ulti.bots.match.Entrant;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.engine.EngineBot;
import hu.ulti.engine.EngineException;
import hu.ulti.engine.TimeControl;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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

  private final List<EngineBot> engines = Collections.synchronizedList(new ArrayList<>());
  private final List<String> engineNames = Collections.synchronizedList(new ArrayList<>());

  /** How the entrants are made. */
  record Settings(int samples, Optional<Duration> samplingTimeLimit, TimeControl engineTime) {}

  /**
   * The SDK's bot of that name.
   *
   * @throws IllegalArgumentException naming the bots, if there is none
   */
  static Bot builtIn(String spec, Settings settings) {
    String name = spec.strip().toLowerCase(Locale.ROOT);
    int split = name.indexOf('/');
    if (split >= 0) {
      if (name.indexOf('/', split + 1) >= 0) {
        throw new IllegalArgumentException("'" + spec + "': a split bot is BIDDER/PLAYER, two of the SDK's bots");
      }
      return SplitBot.of(builtIn(name.substring(0, split), settings), builtIn(name.substring(split + 1), settings));
    }
    Matcher sampling = SAMPLING.matcher(name);
    if (sampling.matches()) {
      int samples = sampling.group(1) == null ? settings.samples() : parseSamples(sampling.group(1));
      SamplingBot bot = new SamplingBot(samples);
      return settings.samplingTimeLimit().map(bot::withTimeLimit).orElse(bot);
    }
    return switch (name) {
      case "rule-of-thumb" -> new RuleOfThumbBot();
      case "random" -> new RandomBot();
      case "sparring" -> new SparringBot();
      case "sampling-fast" -> SamplingBot.fast();
      case "sampling-strong" -> SamplingBot.strong();
      default -> throw new IllegalArgumentException("unknown bot '" + spec + "'; the bots are sampling (or sampling:K"
          + " with K samples), sampling-fast, sampling-strong, rule-of-thumb, sparring, random, BIDDER/PLAYER (bids like"
          + " one, plays like the other) and engine:COMMAND");
    };
  }

  private static int parseSamples(String digits) {
    try {
      return Integer.parseInt(digits);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("samples: " + digits + " is too many; at most " + SamplingBot.MAX_SAMPLES);
    }
  }

  /**
   * An entrant from its spec. An engine is started once here, to check that it starts, shakes
   * hands and plays the rules; the match then starts one process for each seat it plays at once.
   *
   * @throws IllegalArgumentException if the spec names no bot, or the engine cannot play
   */
  Entrant entrant(String spec, RuleSet rules, Settings settings) {
    Matcher named = NAMED.matcher(spec.strip());
    boolean hasName = named.matches() && !spec.strip().startsWith("engine:");
    String body = hasName ? named.group(2) : spec.strip();
    if (!body.startsWith("engine:")) {
      Bot bot = builtIn(body, settings);
      return Entrant.of(hasName ? named.group(1) : body, bot);
    }
    List<String> command = List.of(body.substring("engine:".length()).strip().split("\\s+"));
    if (command.get(0).isEmpty()) {
      throw new IllegalArgumentException("engine: give the command that starts the engine, as engine:python3 my_engine.py");
    }
    String name;
    try (EngineBot probe = EngineBot.start(command, Path.of("."), settings.engineTime(), Map.of())) {
      if (!probe.identity().plays(rules)) {
        throw new IllegalArgumentException("the engine " + probe.identity().name() + " plays " + probe.identity().rules()
            + ", not " + rules.id());
      }
      name = hasName ? named.group(1) : probe.identity().name();
    } catch (EngineException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
    return new Entrant(name, () -> {
      EngineBot bot = EngineBot.start(command, Path.of("."), settings.engineTime(), Map.of());
      engines.add(bot);
      engineNames.add(name);
      return bot;
    });
  }

  /** Every fault of every engine started, with the entrant's name. */
  List<String> faults() {
    List<String> faults = new ArrayList<>();
    synchronized (engines) {
      for (int i = 0; i < engines.size(); i++) {
        for (var fault : engines.get(i).faults()) {
          faults.add(engineNames.get(i) + ": " + fault);
        }
      }
    }
    return faults;
  }
}
