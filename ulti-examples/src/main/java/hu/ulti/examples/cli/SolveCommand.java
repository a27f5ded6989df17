package hu.ulti.examples.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.card.Seat;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.game.Game;
import hu.ulti.core.record.GameRecord;
import hu.ulti.core.record.GameRecords;
import hu.ulti.core.record.Notation;
import hu.ulti.core.record.NotationFormatException;
import hu.ulti.core.record.RecordFormatException;
import hu.ulti.core.record.RecordViolationException;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.scoring.ScoreItem;
import hu.ulti.core.solve.Claim;
import hu.ulti.core.solve.Claims;
import hu.ulti.core.solve.Solution;
import hu.ulti.core.solve.Solver;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ulti solve}: what best play gives from a position of the play. */
@Command(
    name = "solve",
    mixinStandardHelpOptions = true,
    description = {
      "Reads a position of the play, a game record that stops during the play"
          + " (docs/record-format.md) or a line of the position notation (--position,"
          + " docs/notation.md), and computes with all hands known and best play by both sides:"
          + " whether the declarer makes each component decided by the play, the card points he"
          + " can guarantee, the value of each legal card of the player to move, and which claims"
          + " hold.",
      "Exit status 2 for unreadable input or a position that is not in its play."
    })
final class SolveCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(paramLabel = "FILE", arity = "0..1", description = "The record, or - for standard input.")
  String file;

  @Option(names = "--position", paramLabel = "NOTATION",
      description = "The position in the notation of docs/notation.md, instead of a record.")
  String position;

  @Option(names = "--json", description = "Print the result as JSON.")
  boolean json;

  InputStream stdin = System.in;

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if ((file == null) == (position == null)) {
      throw new ParameterException(spec.commandLine(), "Give a record FILE or --position, not " + (file == null
          ? "neither" : "both"));
    }
    Notation.PlayPosition at;
    String source = file == null ? "--position" : file;
    try {
      if (file == null) {
        at = Notation.parsePosition(position);
      } else {
        String text = Input.read(file, stdin, Input.RECORDS);
        List<GameRecord> records = GameRecords.read(text);
        Game game = records.get(records.size() - 1).replay();
        if (game.trickPlay().isEmpty()) {
          return fail(err, file + ": the record is not in its play (phase " + game.phase()
              + "); solve needs a position with cards still to play");
        }
        at = Notation.parsePosition(Notation.position(game));
      }
    } catch (IOException e) {
      return fail(err, Input.cannotRead(file, e));
    } catch (RecordFormatException | RecordViolationException | NotationFormatException | IllegalStateException e) {
      return fail(err, source + ": " + e.getMessage());
    }
    if (at.play().isOver()) {
      return fail(err, source + ": the play is over; solve needs a position with cards still to play");
    }
    RuleSet rules = at.rules();
    Contract contract = at.contract();
    Solution solution = Solver.solve(rules, at.play(), contract, at.declaredMarriages());
    Seat toPlay = at.play().toPlay();
    Map<Claim, Boolean> claims = new EnumMap<>(Claim.class);
    for (Claim claim : Claim.values()) {
      claims.put(claim, Claims.granted(rules, at.play(), claim));
    }
    if (json) {
      ObjectMapper mapper = new ObjectMapper();
      ObjectNode root = mapper.createObjectNode();
      root.put("contract", rules.englishName(contract.bid()));
      root.put("position", Notation.position(at));
      root.put("toPlay", toPlay.index());
      ObjectNode made = root.putObject("made");
      solution.made().forEach((component, value) -> made.put(code(component), value));
      root.put("declarerCardPoints", solution.declarerCardPoints());
      ArrayNode cards = root.putArray("cards");
      for (Solution.CardValue value : solution.cards()) {
        ObjectNode card = cards.addObject().put("card", value.card().code());
        ObjectNode after = card.putObject("made");
        value.made().forEach((component, result) -> after.put(code(component), result));
        card.put("declarerCardPoints", value.declarerCardPoints());
        ArrayNode keeps = card.putArray("keeps");
        value.keeps().stream().sorted().forEach(component -> keeps.add(code(component)));
        card.put("keepsCardPoints", value.keepsCardPoints());
      }
      ObjectNode claimNode = root.putObject("claims");
      claims.forEach((claim, granted) -> claimNode.put(claim.name(), granted));
      out.println(mapper.writerWithDefaultPrettyPrinter().writeValueAsString(root));
    } else {
      out.printf("%s, %s; %s to play, holding %s%n", rules.englishName(contract.bid()), contract.trumps(), toPlay,
          at.play().hand(toPlay).codes());
      out.printf("Position: %s%n", Notation.position(at));
      out.println("With best play by both sides:");
      solution.made().forEach((component, value) ->
          out.printf("  %-12s %s%n", component.englishName(), value ? "made" : "defeated"));
      if (contract.trumps().hasTrumps()) {
        out.printf("  the declarer guarantees %d card points (the talon's aces and tens are the defenders')%n",
            solution.declarerCardPoints());
      }
      out.println("Each legal card:");
      for (Solution.CardValue value : solution.cards()) {
        String made = value.made().entrySet().stream()
            .map(e -> e.getKey().englishName() + (e.getValue() ? " made" : " defeated"))
            .collect(Collectors.joining(", "));
        out.printf("  %-4s %s%s; keeps the best for %s%n", value.card().code(), made,
            contract.trumps().hasTrumps() ? ", " + value.declarerCardPoints() + " points" : "",
            value.keeps().isEmpty() && !value.keepsCardPoints() ? "nothing"
                : value.keeps().stream().map(Component::englishName).collect(Collectors.joining(", "))
                    + (value.keepsCardPoints() ? (value.keeps().isEmpty() ? "" : ", ") + "card points" : ""));
      }
      out.println("Claims:");
      claims.forEach((claim, granted) -> out.printf("  %-40s %s%n", claim.name().toLowerCase().replace('_', ' '), granted ? "granted" : "refused"));
    }
    out.flush();
    return 0;
  }

  private static String code(Component component) {
    return ScoreItem.of(component).code();
  }

  private int fail(PrintWriter err, String message) {
    err.println(message);
    err.flush();
    return 2;
  }
}
