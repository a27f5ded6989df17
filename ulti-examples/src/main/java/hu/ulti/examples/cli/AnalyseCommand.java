package hu.ulti.examples.cli;

import hu.ulti.core.game.Game;
import hu.ulti.core.record.GameRecord;
import hu.ulti.core.record.GameRecords;
import hu.ulti.core.record.RecordFormatException;
import hu.ulti.core.record.RecordViolationException;
import hu.ulti.core.solve.CardGrade;
import hu.ulti.core.solve.PlayAnalysis;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code ulti analyse}: every card of played deals graded with the solver. */
@Command(
    name = "analyse",
    aliases = "analyze",
    mixinStandardHelpOptions = true,
    description = "Grades every card of the deals in a file of game records with the solver, all hands known:"
        + " what each card cost its side against the best card, in card points (in contracts scored by card"
        + " points) and in components whose best outcome it gave away. '-' reads standard input.")
final class AnalyseCommand implements Callable<Integer> {
  /** The most records one run analyses: each costs up to thirty solves. */
  static final int MAX_RECORDS = 1_000;

  @Spec CommandSpec spec;

  @Parameters(paramLabel = "RECORDS", description = "A file of game records (with every hand known), or '-'.")
  String file;

  /** Standard input, replaceable in tests. */
  InputStream stdin = System.in;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    List<GameRecord> records;
    try {
      records = GameRecords.read(Input.read(file, stdin, Input.RECORDS));
    } catch (IOException e) {
      err.println(Input.cannotRead(file, e));
      err.flush();
      return SettleCommand.BAD_INPUT;
    } catch (RecordFormatException | RecordViolationException e) {
      err.println(file + ": " + e.getMessage());
      err.flush();
      return SettleCommand.BAD_INPUT;
    }
    if (records.size() > MAX_RECORDS) {
      err.println(file + ": " + records.size() + " records; one run analyses at most " + MAX_RECORDS);
      err.flush();
      return SettleCommand.BAD_INPUT;
    }
    int number = 0;
    for (GameRecord record : records) {
      number++;
      if (record.deal().isEmpty()) {
        err.println(file + ": record " + number + " hides cards (a redacted record); the analysis needs every hand");
        err.flush();
        return SettleCommand.BAD_INPUT;
      }
      Game game = record.replay();
      out.printf(Locale.ROOT, "record %d: %s%n", number, game.contract().map(c -> game.rules().englishName(c.bid())
          + " by seat " + game.declarer().orElseThrow().index()).orElse("no contract played"));
      print(out, PlayAnalysis.of(game));
    }
    out.flush();
    return 0;
  }

  static void print(PrintWriter out, List<CardGrade> grades) {
    if (grades.isEmpty()) {
      out.println("  no cards were played");
      return;
    }
    long choices = 0;
    long points = 0;
    for (CardGrade grade : grades) {
      String cost = grade.choices() == 1 ? "forced"
          : grade.isBest() ? "best"
          : (grade.cardPointsLost() > 0 ? "-" + grade.cardPointsLost() + " card points" : "")
              + (grade.componentsLost().isEmpty() ? "" : (grade.cardPointsLost() > 0 ? ", " : "") + "loses "
                  + String.join(", ", grade.componentsLost().stream().map(c -> c.code()).toList()));
      out.printf(Locale.ROOT, "  %2d. seat %d %-4s %-9s %s%n", grade.number(), grade.seat().index(), grade.card(),
          grade.declarer() ? "declarer" : "defender", cost);
      if (grade.choices() > 1) {
        choices++;
        points += grade.cardPointsLost();
      }
    }
    if (choices > 0) {
      out.printf(Locale.ROOT, "  %d cards with a choice, %.2f card points lost per card%n", choices, (double) points / choices);
    }
  }
}
