package hu.ulti.examples.cli;

import hu.ulti.bots.SamplingBot;
import hu.ulti.bots.match.Crosstable;
import hu.ulti.bots.match.PlayMatch;
import hu.ulti.core.contract.Component;
import hu.ulti.engine.DecisionTimes;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/** What {@code ulti match} prints: its header, crosstable, play-only comparison and engines' report. */
final class MatchReport {
  private MatchReport() {}

  /** The match's first line: what was played, by how many, in how many games. */
  static void header(PrintWriter out, String name, int entrants, int seatings, int games) {
    out.printf(Locale.ROOT, "ulti match: %s; %d entrants, %d seatings a deal, %d games%n", name, entrants, seatings,
        games);
  }

  /** Each entrant's games and mean, and each pair's difference, with their intervals. */
  static void crosstable(PrintWriter out, Crosstable table, int resamples) {
    List<String> names = table.entrants();
    int width = Math.max(8, names.stream().mapToInt(String::length).max().orElse(8));
    StringBuilder header = new StringBuilder(String.format(Locale.ROOT, "%-" + width + "s %7s  %-26s", "", "games",
        "game points per game"));
    for (String name : names) {
      header.append("  ").append(String.format(Locale.ROOT, "%-26s", "vs " + name));
    }
    out.println(header.toString().stripTrailing());
    for (int e = 0; e < names.size(); e++) {
      StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%-" + width + "s %7d  %-26s", names.get(e),
          table.games(e), table.mean(e)));
      for (int o = 0; o < names.size(); o++) {
        row.append("  ").append(String.format(Locale.ROOT, "%-26s", e == o ? "." : table.versus(e, o).toString()));
      }
      out.println(row.toString().stripTrailing());
    }
    out.printf(Locale.ROOT, "(95%% intervals: percentile bootstrap over deals, %d resamples; 'vs X': the row's game"
        + " points per game minus X's, in the games where both sat)%n", resamples);
  }

  /**
   * A play-only match's result: the candidate's gains as declarer and in defence, over all and by
   * family; {@code families} are the families it was told to count, empty for all.
   */
  static void playOnly(PrintWriter out, String dealsName, String auctioneer, List<String> families,
      PlayMatch.Result result) {
    out.printf(Locale.ROOT, "ulti match --play-only: %s; the auctioneer (%s) bids for every seat; each deal's play"
        + " played 4 times%n", dealsName, auctioneer);
    if (!families.isEmpty()) {
      out.printf(Locale.ROOT, "only the %d deals played in a contract of %s are counted%n", result.deals(),
          String.join(", ", families));
    }
    out.printf(Locale.ROOT, "%s against %s, game points per deal:%n", result.candidate(), result.baseline());
    out.printf(Locale.ROOT, "  declarer play  %s%n", result.declarerPlay());
    out.printf(Locale.ROOT, "  defence        %s%n", result.defence());
    out.printf(Locale.ROOT, "by contract family (the first of %s the bid has):%n", PlayMatch.FAMILIES.stream()
        .map(Component::englishName).collect(Collectors.joining(", ")));
    for (PlayMatch.Family counted : result.families()) {
      out.printf(Locale.ROOT, "  %-15s %5d deals  declarer play %s  defence %s%n", counted.family().englishName(),
          counted.deals(), counted.declarerPlay(), counted.defence());
    }
    out.printf(Locale.ROOT, "(95%% intervals: percentile bootstrap over deals, %d resamples; declarer play: what the"
        + " declarer wins with %s declaring minus with %s, over both defences; defence: what the declarer loses"
        + " with %s defending minus with %s, over both declarers)%n", PlayMatch.RESAMPLES, result.candidate(),
        result.baseline(), result.candidate(), result.baseline());
  }

  /** Each engine entrant's decision times as the referee measured them, then every fault. */
  static void engines(PrintWriter out, Entrants made) {
    for (Entrants.Capped capped : made.capped()) {
      SamplingBot bot = capped.bot();
      out.printf(Locale.ROOT, "%s: the time limit of %d ms cut %d of %d decisions short%s%n", capped.entrant(),
          bot.timeLimit().orElseThrow().toMillis(), bot.decisionsCutByTimeLimit(), bot.decisions(),
          bot.decisionsCutByTimeLimit() == 0 ? "" : " (those games depend on the machine and its load)");
    }
    for (Map.Entry<String, DecisionTimes> engine : made.decisionTimes().entrySet()) {
      DecisionTimes times = engine.getValue();
      if (times.count() == 0) {
        out.printf(Locale.ROOT, "engine %s: no decision answered%n", engine.getKey());
      } else {
        out.printf(Locale.ROOT, "engine %s: %d decisions answered, p50 %.1f ms, p99 %.1f ms, max %.1f ms (wall time from"
            + " go to action, as the referee measured it)%n", engine.getKey(), times.count(), millis(times.percentile(50)),
            millis(times.percentile(99)), millis(times.max()));
      }
    }
    List<String> faults = made.faults();
    out.println(faults.isEmpty() ? "engine faults: none" : "engine faults (" + faults.size() + "):");
    faults.forEach(fault -> out.println("  " + fault));
  }

  private static double millis(Duration time) {
    return time.toNanos() / 1e6;
  }
}
