package hu.ulti.examples.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import hu.ulti.core.card.Seat;
import hu.ulti.core.scoring.SettlementLine;
import hu.ulti.core.scoring.HandSummary;
import hu.ulti.core.scoring.Party;
import hu.ulti.core.scoring.Scorer;
import hu.ulti.core.scoring.Settlement;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ulti settle}: scores a hand from its JSON summary. */
@Command(
    name = "settle",
    mixinStandardHelpOptions = true,
    description = {
      "Reads a hand summary (JSON, see docs/json.md) and prints its settlement as JSON: the"
          + " summary, a line per component and the payments by seat, which sum to zero.",
      "Bad input exits 2 with one line naming the field and the rule."
    })
final class SettleCommand implements Callable<Integer> {
  /** Exit status for input that cannot be read or breaks a rule. */
  static final int BAD_INPUT = 2;

  @Spec CommandSpec spec;

  @Parameters(paramLabel = "FILE", description = "The hand summary, or - for standard input.")
  String file;

  @Option(names = "--text", description = "Print a table for people instead of JSON.")
  boolean text;

  /** Standard input, replaceable in tests. */
  InputStream stdin = System.in;

  @Override
  public Integer call() {
    PrintWriter err = spec.commandLine().getErr();
    String json;
    try {
      json = Input.read(file, stdin, Input.SMALL);
    } catch (IOException e) {
      err.println(Input.cannotRead(file, e));
      err.flush();
      return BAD_INPUT;
    }
    Settlement settlement;
    try {
      settlement = Scorer.settle(Json.MAPPER.readValue(json, HandSummary.class));
    } catch (JsonProcessingException e) {
      err.println(Json.problem(e));
      err.flush();
      return BAD_INPUT;
    }
    PrintWriter out = spec.commandLine().getOut();
    if (text) {
      printTable(out, settlement);
    } else {
      out.println(Json.pretty(settlement));
    }
    out.flush();
    return 0;
  }

  static void printTable(PrintWriter out, Settlement settlement) {
    var summary = settlement.summary();
    out.printf("%s (%s), %s, rules: %s%n%n", summary.rules().englishName(summary.bid()),
        summary.rules().hungarianName(summary.bid()), summary.trumps(), summary.rules().id());
    out.printf("%-10s %-6s %-5s %5s %4s %13s  %s%n", "component", "kind", "won", "value", "×", "per defender", "note");
    for (SettlementLine line : settlement.lines()) {
      out.printf("%-10s %-6s %-5s %5d %4d %+13d  %s%n", line.item().code(), line.bid() ? "bid" : "silent",
          line.won() ? "yes" : "no", line.value(), line.multiplier(), line.perDefender(), line.note());
    }
    Seat declarer = summary.declarerSeat();
    out.printf("%nPayments (positive: receives): declarer (%s) %+d, first defender (%s) %+d, second defender (%s) %+d%n",
        declarer, settlement.payment(Party.DECLARER), declarer.next(), settlement.payment(Party.FIRST_DEFENDER),
        declarer.previous(), settlement.payment(Party.SECOND_DEFENDER));
  }
}
