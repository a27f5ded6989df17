package hu.ulti.examples.cli;

import hu.ulti.bots.match.Entrant;
import hu.ulti.bots.match.PlayMatch;
import hu.ulti.core.contract.Component;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import picocli.CommandLine.ParameterException;

/**
 * {@code ulti match --play-only}: card play measured alone ({@link PlayMatch}), the whole match or
 * one slice of it, and {@code --merge} of a play-only match's slices ({@link PlayResultsFile}).
 * The command's options are read from the {@link MatchCommand} it serves.
 */
final class PlayOnlyMatch {
  private final MatchCommand command;

  PlayOnlyMatch(MatchCommand command) {
    this.command = command;
  }

  /** The play-only comparison of the first entrant (the candidate) with the second (the baseline). */
  int play(PrintWriter out, PrintWriter err, MatchCommand.Deals played, List<Entrant> list, Entrants made,
      Entrants.Settings settings, int threadCount) throws InterruptedException {
    command.check(list.size() == 2,
        "--play-only: give two entrants, the candidate and the baseline, not " + list.size());
    command.check(command.records == null && !command.analyse,
        "--play-only: --records and --analyse belong to a full match");
    Entrant bidder;
    try {
      bidder = made.entrant(command.auctioneer, played.rules(), settings);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(command.spec.commandLine(),
          "--auctioneer " + command.auctioneer + ": " + e.getMessage());
    }
    PlayMatch match = PlayMatch.of(played.rules(), played.deals(), list.get(0), list.get(1), bidder.bots().get())
        .withThreads(threadCount).withSeed(command.seed);
    List<String> familyCodes = List.of();
    if (command.family != null) {
      Set<Component> families = new TreeSet<>();
      for (String code : command.family) {
        Component component = Component.parse(code).filter(PlayMatch.FAMILIES::contains)
            .orElseThrow(() -> new ParameterException(command.spec.commandLine(), "--family " + code
                + ": not a contract family; the families are " + PlayMatch.FAMILIES.stream().map(Component::code)
                .collect(Collectors.joining(", "))));
        families.add(component);
      }
      match = match.withFamilies(families);
      familyCodes = PlayResultsFile.codes(families);
    }
    int[] slice = command.shard == null ? new int[] {1, 1} : command.parseShard();
    if (command.shard != null) {
      PlayMatch whole = match;
      match = command.sliced(() -> whole.slice(slice[0], slice[1]));
    }
    Progress progress = Progress.of(err, "deals", match.deals().size(), command.quiet);
    List<PlayMatch.DealPlays> plays;
    Optional<PlayMatch.Result> result;
    if (command.shard == null) {
      try {
        result = Optional.of(match.play(progress::update));
      } catch (NoSuchElementException noDeal) {
        progress.finish();
        err.println("ulti match --play-only: " + noDeal.getMessage());
        err.flush();
        return 1;
      }
      plays = result.get().perDeal();
    } else {
      // A slice may count no deal of the families chosen; its file says so, and the merge counts the rest.
      plays = match.playDeals(progress::update);
      result = plays.isEmpty() ? Optional.empty()
          : Optional.of(PlayMatch.measure(list.get(0).name(), list.get(1).name(), plays, command.seed));
    }
    progress.finish();
    String name = command.shard == null ? played.name()
        : MatchCommand.sliceName(played.name(), slice, match.firstDeal(), match.deals().size());
    if (result.isPresent()) {
      MatchReport.playOnly(out, name, bidder.name(), familyCodes, result.get());
    } else {
      out.printf(Locale.ROOT, "ulti match --play-only: %s; none of its deals was played in a contract of %s%n", name,
          String.join(", ", familyCodes));
    }
    MatchReport.engines(out, made);
    if (command.results != null) {
      try {
        PlayResultsFile.write(command.results, new PlayResultsFile.Header(played.name(), played.rules().id(),
            command.seed, list.get(0).name(), list.get(1).name(), bidder.name(), familyCodes, played.deals().size(),
            slice[0], slice[1]), plays);
      } catch (IOException e) {
        err.println(Input.cannotWrite(command.results, e));
        err.flush();
        return SettleCommand.BAD_INPUT;
      }
      out.printf(Locale.ROOT, "the plays of %d deals written to %s%n", plays.size(), command.results);
    }
    out.flush();
    return 0;
  }

  /** Whether a results file is a play-only match's (its first line says); an unreadable one is left to the reader. */
  static boolean isResultsFile(Path file) {
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      String first = in.readLine();
      return first != null && PlayResultsFile.isHeader(first);
    } catch (IOException | UncheckedIOException e) {
      return false;
    }
  }

  /** --merge of a play-only match's slices: its comparison, printed as one run prints it. */
  int merge(PrintWriter out, PrintWriter err) {
    List<PlayResultsFile.Slice> slices = new ArrayList<>();
    PlayResultsFile.Slice merged;
    try {
      for (Path file : command.merge) {
        try {
          slices.add(PlayResultsFile.read(file));
        } catch (IOException e) {
          err.println("ulti match --merge: " + Input.cannotRead(file.toString(), e));
          err.flush();
          return SettleCommand.BAD_INPUT;
        }
      }
      merged = PlayResultsFile.merge(slices);
    } catch (IllegalArgumentException e) {
      err.println("ulti match --merge: " + e.getMessage());
      err.flush();
      return SettleCommand.BAD_INPUT;
    }
    if (merged.plays().isEmpty()) {
      err.println("ulti match --merge: none of the " + merged.header().deals() + " deals was played in a contract of "
          + String.join(", ", merged.header().families()));
      err.flush();
      return 1;
    }
    PlayMatch.Result result;
    try {
      result = PlayMatch.measure(merged.header().candidate(), merged.header().baseline(), merged.plays(),
          merged.header().seed());
    } catch (IllegalArgumentException e) {
      err.println("ulti match --merge: " + e.getMessage());
      err.flush();
      return SettleCommand.BAD_INPUT;
    }
    PlayResultsFile.Header header = merged.header();
    MatchReport.playOnly(out, header.match(), header.auctioneer(), header.families(), result);
    out.printf(Locale.ROOT, "merged from %d results files, slices 1 to %d%n", slices.size(),
        slices.get(0).header().shards());
    out.flush();
    return 0;
  }
}
