package hu.ulti.examples.cli;

import hu.ulti.bots.SamplingBot;
import hu.ulti.bots.match.Entrant;
import hu.ulti.bots.match.EvaluationSet;
import hu.ulti.bots.match.Match;
import hu.ulti.bots.match.MatchResult;
import hu.ulti.core.card.Deal;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.engine.EngineException;
import hu.ulti.engine.TimeControl;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code ulti match}: a tournament of bots and engines on duplicate deals ({@link Match}), its
 * crosstable with bootstrap intervals, the engines' faults, and optionally every game's record
 * and a per-card analysis of each entrant's play.
 */
@Command(
    name = "match",
    mixinStandardHelpOptions = true,
    description = "Plays bots and engines against each other on duplicate deals (every deal in every"
        + " seating of the entrants) and prints a crosstable of mean game points per game with 95%%"
        + " bootstrap intervals. Entrants: sampling, sampling:K, sampling-fast, sampling-strong, rule-of-thumb, sparring, random, engine:COMMAND;"
        + " NAME=ENTRANT names one.")
final class MatchCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin RuleSetOption rules;

  @Option(names = "--entrant", paramLabel = "ENTRANT",
      description = "An entrant; give two or more. engine:COMMAND starts the command (split at spaces) as an"
          + " engine of docs/engine-protocol.md; BIDDER/PLAYER bids like one bot and plays like another"
          + " (sampling/rule-of-thumb: the sampling bot's bidding alone).")
  List<String> entrants;

  @Option(names = "--set", paramLabel = "NAME",
      description = "Play the frozen evaluation set NAME (its rules; all its deals, or the first --deals):"
          + " standard-v1, tournament-v1, four-aces-v1, suit-bid-v1, half-hand-v1, historical-v1.")
  String set;

  @Option(names = "--deals", paramLabel = "N",
      description = "How many deals: drawn from --seed under --rules, or the first N of --set.")
  Integer deals;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
      description = "Seed of the deals (without --set) and of the bots' randomness (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = "--samples", paramLabel = "K", defaultValue = "12",
      description = "Deals a sampling bot samples per card, a third as many per auction decision (default:"
          + " ${DEFAULT-VALUE}); sampling:K sets one entrant's.")
  int samples;

  @Option(names = "--time-limit", paramLabel = "MS",
      description = "A safety cap: the most milliseconds a sampling bot's decision may take (default: none). A level"
          + " is its samples and node budget, the same on every machine; a cap that cuts in makes the games depend on"
          + " the machine, and the match says how often it did.")
  Long timeLimit;

  @Option(names = "--decision-ms", paramLabel = "MS", defaultValue = "1000",
      description = "An engine's time per decision (default: ${DEFAULT-VALUE}).")
  long decisionMillis;

  @Option(names = "--deal-ms", paramLabel = "MS", defaultValue = "60000",
      description = "An engine's time for all its decisions in a deal (default: ${DEFAULT-VALUE}).")
  long dealMillis;

  @Option(names = "--engine-option", paramLabel = "ENTRANT:NAME=VALUE",
      description = "Sets option NAME of the engine entrant ENTRANT (its name, given as NAME=engine:COMMAND or its own)"
          + " to VALUE: digits for an integer, true or false, any text for a string. Repeat for more.")
  List<String> engineOptions = List.of();

  @Option(names = "--startup-ms", paramLabel = "MS", defaultValue = "60000",
      description = "How long an engine has to say who it is and that it is ready (default: ${DEFAULT-VALUE}).")
  long startupMillis;

  @Option(names = "--threads", paramLabel = "T", description = "Threads (default: one per core).")
  Integer threads;

  @Option(names = "--records", paramLabel = "FILE", description = "Write every game's record to FILE.")
  Path records;

  @Option(names = "--analyse", description = "Grade every card with the solver and report each entrant's"
      + " average cost per card, as declarer and in defence.")
  boolean analyse;

  @Option(names = "--resamples", paramLabel = "B", defaultValue = "1000",
      description = "Bootstrap resamples of the intervals (default: ${DEFAULT-VALUE}).")
  int resamples;

  @Option(names = {"-q", "--quiet"}, description = "No progress on standard error.")
  boolean quiet;

  @Option(names = "--shard", paramLabel = "K/N",
      description = "Play only the K-th of N slices of the deals (deals (K-1)*D/N to K*D/N of D, each played exactly"
          + " as in the whole match), as one task of a scheduler; with --results, for --merge.")
  String shard;

  @Option(names = "--results", paramLabel = "FILE",
      description = "Write every game's result to FILE (" + MatchResultsFile.FORMAT + ", JSON lines; with --play-only"
          + " every deal's four plays, " + PlayResultsFile.FORMAT + "), for --merge.")
  Path results;

  @Option(names = "--merge", paramLabel = "FILE", arity = "1..*",
      description = "Merge the --results files of the N slices of one match and print its crosstable (or its"
          + " play-only comparison), exactly as one run over all the deals prints it.")
  List<Path> merge;

  @Option(names = "--play-only", description = "Measure card play alone: the auctioneer bids for every seat, then"
      + " each deal's play is played four times (the first entrant or the second declaring, and defending);"
      + " reports the first entrant's gain in declarer play and in defence.")
  boolean playOnly;

  @Option(names = "--auctioneer", paramLabel = "BOT", defaultValue = "rule-of-thumb",
      description = "With --play-only, the bot that bids and names trumps for every seat (default: ${DEFAULT-VALUE}).")
  String auctioneer;

  @Option(names = "--family", paramLabel = "COMPONENT",
      description = "With --play-only, play and count only the deals whose contract is of this family (betli,"
          + " durchmars, ulti, four-aces, four-tens, 40-100, 20-100 or game); may be given more than once.")
  List<String> family;

  @Override
  public Integer call() throws InterruptedException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (merge != null) {
      return merge(out, err);
    }
    check(entrants != null && !entrants.isEmpty(), "--entrant: give two or more entrants (or --merge FILE...)");
    int threadCount = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
    check(threadCount >= 1, "--threads: at least 1, not " + threadCount);
    check(deals == null || deals >= 1, "--deals: at least 1, not " + deals);
    check(family == null || playOnly, "--family: for --play-only");
    check(set != null || deals != null, "--deals or --set: say which deals to play");
    check(resamples >= 100, "--resamples: at least 100, not " + resamples);
    check(timeLimit == null || timeLimit >= 1 && timeLimit <= SamplingBot.MAX_TIME_LIMIT.toMillis(),
        "--time-limit: from 1 millisecond to a day (" + SamplingBot.MAX_TIME_LIMIT.toMillis() + "), not " + timeLimit);
    check(samples >= 1 && samples <= SamplingBot.MAX_SAMPLES,
        "--samples: 1 to " + SamplingBot.MAX_SAMPLES + ", not " + samples);
    TimeControl time;
    try {
      time = new TimeControl(Duration.ofMillis(decisionMillis), Duration.ofMillis(dealMillis));
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), "--decision-ms, --deal-ms: " + e.getMessage());
    }
    check(startupMillis >= 1 && startupMillis <= TimeControl.MOST.toMillis(),
        "--startup-ms: from 1 millisecond to a day (" + TimeControl.MOST.toMillis() + "), not " + startupMillis);
    Deals played = deals();
    Entrants made = new Entrants();
    Entrants.Settings settings = new Entrants.Settings(samples, Optional.ofNullable(timeLimit).map(Duration::ofMillis),
        time, Duration.ofMillis(startupMillis), engineOptions());
    try {
      List<Entrant> list = new ArrayList<>();
      for (String entrant : entrants) {
        try {
          list.add(made.entrant(entrant, played.rules(), settings));
        } catch (EngineException e) {
          throw e;
        } catch (IllegalArgumentException e) {
          throw new ParameterException(spec.commandLine(), "--entrant " + entrant + ": " + e.getMessage());
        }
      }
      Set<String> unknown = new TreeSet<>(settings.engineOptions().keySet());
      unknown.removeAll(made.engineNames());
      check(unknown.isEmpty(), "--engine-option: no engine entrant is named " + String.join(", ", unknown)
          + "; the engine entrants are " + made.engineNames());
      return playOnly ? new PlayOnlyMatch(this).play(out, err, played, list, made, settings, threadCount)
          : match(out, err, played, list, made, threadCount);
    } catch (EngineException e) {
      // An engine that cannot start is the engine's fault, not a stack trace: one line, exit 2.
      err.println("ulti match: " + e.getMessage());
      err.flush();
      return SettleCommand.BAD_INPUT;
    } finally {
      made.closeEngines();
    }
  }

  /** The option values of --engine-option, by entrant name then option name. */
  private Map<String, Map<String, String>> engineOptions() {
    Map<String, Map<String, String>> byEntrant = new LinkedHashMap<>();
    for (String option : engineOptions) {
      int colon = option.indexOf(':');
      int equals = option.indexOf('=', colon + 1);
      check(colon > 0 && equals > colon + 1, "--engine-option: ENTRANT:NAME=VALUE, as Random:depth=3, not " + option);
      byEntrant.computeIfAbsent(option.substring(0, colon), name -> new LinkedHashMap<>())
          .put(option.substring(colon + 1, equals), option.substring(equals + 1));
    }
    return byEntrant;
  }

  /** The full match: every deal in every seating. */
  private int match(PrintWriter out, PrintWriter err, Deals played, List<Entrant> list, Entrants made, int threadCount)
      throws InterruptedException {
    Match match;
    try {
      match = Match.of(played.rules(), played.deals(), list).withThreads(threadCount).withSeed(seed);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), "--entrant: " + e.getMessage());
    }
    int[] slice = shard == null ? new int[] {1, 1} : parseShard();
    if (shard != null) {
      Match whole = match;
      match = sliced(() -> whole.slice(slice[0], slice[1]));
    }
    Writer writer = null;
    if (records != null) {
      try {
        writer = Files.newBufferedWriter(records, StandardCharsets.UTF_8);
      } catch (IOException e) {
        err.println(Input.cannotWrite(records, e));
        err.flush();
        return SettleCommand.BAD_INPUT;
      }
    }
    // A slice counts its own deals: out of the whole set, its progress would end at an eighth.
    Progress progress = Progress.of(err, "deals", match.deals().size(), quiet);
    MatchRecorder recorder = new MatchRecorder(match, played.name(), writer, analyse, progress, made);
    MatchResult result = match.play(recorder);
    progress.finish();
    try {
      recorder.close();
    } catch (IOException e) {
      err.println(Input.cannotWrite(records, e));
      err.flush();
      return SettleCommand.BAD_INPUT;
    }
    String name = shard == null ? played.name() : sliceName(played.name(), slice, match.firstDeal(),
        match.deals().size());
    MatchReport.header(out, name, match.entrants().size(), match.seatings().size(), match.games());
    MatchReport.crosstable(out, result.crosstable(resamples, seed), resamples);
    MatchReport.engines(out, made);
    if (results != null) {
      try {
        MatchResultsFile.write(results, new MatchResultsFile.Header(played.name(), played.rules().id(), seed,
            result.entrants(), played.deals().size(), slice[0], slice[1]), result);
      } catch (IOException e) {
        err.println(Input.cannotWrite(results, e));
        err.flush();
        return SettleCommand.BAD_INPUT;
      }
      out.printf(Locale.ROOT, "results of %d games written to %s%n", result.games().size(), results);
    }
    if (analyse) {
      CardCosts.print(out, match, recorder.games(), threadCount);
    }
    out.flush();
    return 0;
  }

  /** The name of a slice of the deals, as its report's first line gives it. */
  static String sliceName(String deals, int[] slice, int firstDeal, int count) {
    return deals + ", slice " + slice[0] + "/" + slice[1] + " (deals " + (firstDeal + 1) + " to " + (firstDeal + count)
        + ")";
  }

  void check(boolean condition, String message) {
    if (!condition) {
      throw new ParameterException(spec.commandLine(), message);
    }
  }

  /** The deals a match plays, with a name to cite them by. */
  record Deals(String name, RuleSet rules, List<Deal> deals) {}

  private Deals deals() {
    if (set != null) {
      EvaluationSet evaluation;
      try {
        evaluation = EvaluationSet.named(set);
      } catch (IllegalArgumentException e) {
        throw new ParameterException(spec.commandLine(), "--set: " + e.getMessage());
      }
      List<Deal> cards = evaluation.cards();
      if (deals != null && deals < cards.size()) {
        return new Deals("the first " + deals + " deals of " + evaluation.citation(), evaluation.rules(),
            cards.subList(0, deals));
      }
      return new Deals(evaluation.citation(), evaluation.rules(), cards);
    }
    RuleSet ruleSet = rules.ruleSet();
    return new Deals(deals + " deals of " + ruleSet.id() + " from seed " + seed, ruleSet,
        EvaluationSet.draw(ruleSet, seed, deals));
  }

  /** K and N of --shard, as written; whether they fit the deals is the match's to say ({@link #sliced}). */
  int[] parseShard() {
    Matcher parts = Pattern.compile("(\\d{1,9})/(\\d{1,9})").matcher(shard.strip());
    check(parts.matches(), "--shard: K/N, as 3/8, not " + shard);
    return new int[] {Integer.parseInt(parts.group(1)), Integer.parseInt(parts.group(2))};
  }

  /** {@return the slice {@code slicing} makes, its refusal (K or N out of range) told as --shard's} */
  <T> T sliced(Supplier<T> slicing) {
    try {
      return slicing.get();
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), "--shard: " + e.getMessage());
    }
  }

  /** --merge: the slices' results as one match, printed as one run prints it. */
  private int merge(PrintWriter out, PrintWriter err) {
    check(entrants == null && set == null && deals == null && shard == null && results == null && !playOnly,
        "--merge: give only the results files (and --resamples); the match is in them");
    if (PlayOnlyMatch.isResultsFile(merge.get(0))) {
      return new PlayOnlyMatch(this).merge(out, err);
    }
    List<MatchResultsFile.Slice> slices = new ArrayList<>();
    MatchResultsFile.Slice merged;
    try {
      for (Path file : merge) {
        try {
          slices.add(MatchResultsFile.read(file));
        } catch (IOException e) {
          err.println("ulti match --merge: " + Input.cannotRead(file.toString(), e));
          err.flush();
          return SettleCommand.BAD_INPUT;
        }
      }
      merged = MatchResultsFile.merge(slices);
    } catch (IllegalArgumentException e) {
      err.println("ulti match --merge: " + e.getMessage());
      err.flush();
      return SettleCommand.BAD_INPUT;
    }
    MatchResultsFile.Header header = merged.header();
    int seatings = merged.result().games().size() / header.deals();
    MatchReport.header(out, header.match(), header.entrants().size(), seatings, merged.result().games().size());
    MatchReport.crosstable(out, merged.result().crosstable(resamples, header.seed()), resamples);
    out.printf(Locale.ROOT, "merged from %d results files, slices 1 to %d%n", slices.size(),
        slices.get(0).header().shards());
    out.flush();
    return 0;
  }
}
