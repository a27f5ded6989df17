package hu.ulti.examples.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Game;
import hu.ulti.core.record.GameRecord;
import hu.ulti.core.record.GameRecords;
import hu.ulti.core.record.RecordFormatException;
import hu.ulti.core.record.ReplayBudget;
import hu.ulti.core.record.RecordViolationException;
import hu.ulti.core.record.SessionRecords;
import hu.ulti.core.record.SessionViolationException;
import hu.ulti.core.session.Session;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.util.ArrayList;
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
          + " first violation of each deal, and prints each valid deal's settlement and the totals."
          + " Records marked as a session (a Session tag) are also checked as one: the deal passes"
          + " to the right, the ace of hearts ends it, the running scores add up.",
      "Exit status: 0 when every deal is valid, 1 when one is not, 2 when the file cannot be read."
    })
final class RefereeCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(paramLabel = "FILE", description = "The record file, or - for standard input.")
  String file;

  @Option(names = "--json", description = "Print the judgement as JSON.")
  boolean json;

  InputStream stdin = System.in;

  /** The bound on choosing unknown discards, for all the records of this run together. */
  private ReplayBudget budget = ReplayBudget.ofActions(ReplayBudget.DEFAULT_ACTIONS);

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    List<GameRecord> records;
    try {
      String text = Input.read(file, stdin, Input.RECORDS);
      records = GameRecords.read(text);
    } catch (IOException e) {
      err.println(Input.cannotRead(file, e));
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
        game = record.replay(budget);
        if (!game.isOver()) {
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
      // JSON keys payments by seat number, as the wire format does; "players" names the seats.
      ObjectNode payments = node.putObject("payments");
      ObjectNode players = node.putObject("players");
      StringBuilder line = new StringBuilder();
      for (Seat seat : Seat.values()) {
        int payment = game.payments().get(seat);
        String name = names.get(seat.index());
        payments.put(String.valueOf(seat.index()), payment);
        players.put(String.valueOf(seat.index()), name);
        totals.merge(name, payment, Integer::sum);
        line.append(line.length() == 0 ? "" : ", ").append(name).append(' ').append(payment > 0 ? "+" : "").append(payment);
      }
      node.set("settlement", Json.MAPPER.valueToTree(game.settlement()));
      if (!json) {
        out.printf("deal %d: valid: %s (%s): %s%n", i + 1,
            game.rules().englishName(game.summary().bid()), game.summary().trumps(), line);
      }
    }
    ObjectNode total = root.putObject("totals");
    totals.forEach(total::put);
    int invalidSessions = sessions(records, root.putArray("sessions"), out);
    root.put("valid", invalid == 0 && invalidSessions == 0);
    if (json) {
      out.println(mapper.writerWithDefaultPrettyPrinter().writeValueAsString(root));
    } else {
      StringBuilder line = new StringBuilder();
      totals.forEach((name, score) -> line.append(line.length() == 0 ? "" : ", ").append(name).append(' ').append(score > 0 ? "+" : "").append(score));
      out.printf("%d deals, %d valid, %d invalid; totals of the valid deals: %s%n",
          records.size(), records.size() - invalid, invalid, line.length() == 0 ? "none" : line);
    }
    out.flush();
    return invalid == 0 && invalidSessions == 0 ? 0 : 1;
  }

  /**
   * Checks each session of the file (records in a row with the same Session tag) as a whole:
   * the deal passes to the right, the ace of hearts ends it, the running scores add up. Prints
   * one line per session unless JSON is asked for; returns how many are invalid.
   */
  private int sessions(List<GameRecord> records, ArrayNode nodes, PrintWriter out) {
    int invalid = 0;
    int first = 1;
    for (List<GameRecord> group : SessionRecords.group(records)) {
      int deals = group.size();
      first += deals;
      if (group.get(0).tag("Session").isEmpty()) {
        continue;
      }
      String name = group.get(0).tag("Session").get();
      ObjectNode node = nodes.addObject().put("session", name).put("firstDeal", first - deals).put("deals", deals);
      try {
        Session session = SessionRecords.replay(group, budget);
        node.put("valid", true).put("over", session.isOver());
        ObjectNode scores = node.putObject("scores");
        StringBuilder line = new StringBuilder();
        for (int p = 0; p < session.players().size(); p++) {
          int score = session.scores().get(p);
          scores.put(session.players().get(p), score);
          line.append(p == 0 ? "" : ", ").append(session.players().get(p)).append(' ').append(score > 0 ? "+" : "").append(score);
        }
        if (!json) {
          out.printf("session '%s' (deals %d to %d): valid%s; scores: %s%n", name, first - deals, first - 1,
              session.isOver() ? ", over" : "", line);
        }
      } catch (SessionViolationException e) {
        invalid++;
        node.put("valid", false).put("error", e.getMessage());
        if (!json) {
          out.printf("INVALID %s%n", e.getMessage());
        }
      }
    }
    return invalid;
  }

  /** Player names by seat from the Players tag, or "seat N". */
  private static List<String> names(GameRecord record) {
    List<String> names = new ArrayList<>(List.of("seat 0", "seat 1", "seat 2"));
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
