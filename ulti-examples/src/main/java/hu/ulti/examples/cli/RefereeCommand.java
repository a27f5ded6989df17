package hu.ulti.examples.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Game;
import hu.ulti.core.record.GameRecord;
import hu.ulti.core.record.GameRecords;
import hu.ulti.core.record.RecordFormatException;
import hu.ulti.core.record.RecordViolationException;
import hu.ulti.examples.json.SettlementJson;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ulti referee}: replays every deal of a record file and judges it. */
@Command(
    name = "referee",
    mixinStandardHelpOptions = true,
    description = {
      "Replays every deal of a game record file (docs/record-format.md) move by move. Reports the"
          + " first violation of each deal, and prints each valid deal's settlement and the"
          + " session totals.",
      "Exit status: 0 when every deal is valid, 1 when one is not, 2 when the file cannot be read."
    })
final class RefereeCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(paramLabel = "FILE", description = "The record file, or - for standard input.")
  String file;

  @Option(names = "--json", description = "Print the judgement as JSON.")
  boolean json;

  InputStream stdin = System.in;

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    List<GameRecord> records;
    try {
      String text = Input.read(file, stdin);
      records = GameRecords.read(text);
    } catch (IOException e) {
      err.println(file + ": cannot read: " + e.getMessage());
      err.flush();
      return 2;
    } catch (RecordFormatException e) {
      err.println(file + ": " + e.getMessage());
      err.flush();
      return 2;
    }
    ObjectMapper mapper = new ObjectMapper();
    ObjectNode root = mapper.createObjectNode();
    ArrayNode deals = root.putArray("deals");
    Map<String, Integer> totals = new LinkedHashMap<>();
    int invalid = 0;
    for (int i = 0; i < records.size(); i++) {
      GameRecord record = records.get(i);
      ObjectNode node = deals.addObject().put("deal", i + 1);
      List<String> names = names(record);
      String problem = null;
      Game game = null;
      try {
        game = record.replay();
        if (!game.isFinished()) {
          problem = "the record stops before the end of the deal (phase " + game.phase() + ")";
        }
      } catch (RecordViolationException e) {
        problem = e.getMessage();
      } catch (IllegalStateException e) {
        problem = e.getMessage(); // a redacted record
      }
      if (problem != null) {
        invalid++;
        node.put("valid", false).put("error", problem);
        if (!json) {
          out.printf("deal %d: INVALID: %s%n", i + 1, problem);
        }
        continue;
      }
      node.put("valid", true);
      ObjectNode payments = node.putObject("payments");
      StringBuilder line = new StringBuilder();
      for (Seat seat : Seat.values()) {
        int payment = game.payments().get(seat);
        String name = names.get(seat.index());
        payments.put(name, payment);
        totals.merge(name, payment, Integer::sum);
        line.append(line.length() == 0 ? "" : ", ").append(name).append(' ').append(payment > 0 ? "+" : "").append(payment);
      }
      node.set("settlement", SettlementJson.tree(game.settlement()));
      if (!json) {
        out.printf("deal %d: valid: %s (%s): %s%n", i + 1,
            game.rules().englishName(game.contract().orElseThrow().bid()), game.contract().orElseThrow().trumps(), line);
      }
    }
    ObjectNode total = root.putObject("totals");
    totals.forEach(total::put);
    root.put("valid", invalid == 0);
    if (json) {
      out.println(mapper.writerWithDefaultPrettyPrinter().writeValueAsString(root));
    } else {
      StringBuilder line = new StringBuilder();
      totals.forEach((name, score) -> line.append(line.length() == 0 ? "" : ", ").append(name).append(' ').append(score > 0 ? "+" : "").append(score));
      out.printf("%d deals, %d valid, %d invalid; totals of the valid deals: %s%n",
          records.size(), records.size() - invalid, invalid, line.length() == 0 ? "none" : line);
    }
    out.flush();
    return invalid == 0 ? 0 : 1;
  }

  /** Player names by seat from the Players tag, or "seat N". */
  private static List<String> names(GameRecord record) {
    List<String> names = new java.util.ArrayList<>(List.of("seat 0", "seat 1", "seat 2"));
    record.tag("Players").ifPresent(players -> {
      String[] given = players.split(",");
      for (int i = 0; i < Math.min(3, given.length); i++) {
        if (!given[i].isBlank()) {
          names.set(i, given[i].strip());
        }
      }
    });
    return names;
  }
}
