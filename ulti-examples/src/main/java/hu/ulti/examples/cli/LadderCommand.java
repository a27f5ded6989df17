package hu.ulti.examples.cli;

import hu.ulti.core.contract.Bid;
import hu.ulti.core.rules.RuleSet;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code ulti ladder}: every bid of a rule set, lowest first. */
@Command(
    name = "ladder",
    mixinStandardHelpOptions = true,
    description = {
      "Prints every bid of a rule set, lowest first, one tab-separated line each: step, English"
          + " name, Hungarian name, trumps (minor, hearts, none or the suit the bid names), component"
          + " values joined by +, total. Bids on the same step are equal and shut each other out."
    })
final class LadderCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin RuleSetOption rules;

  @Option(names = "--json", description = "Print the ladder as a JSON array instead.")
  boolean json;

  @Override
  public Integer call() {
    if (json) {
      printJson(spec.commandLine().getOut(), rules.ruleSet());
    } else {
      print(spec.commandLine().getOut(), rules.ruleSet());
    }
    return 0;
  }

  /** The ladder as JSON: each bid with its step, code, names, trumps (its denomination's kind), values and total. */
  static void printJson(PrintWriter out, RuleSet ruleSet) {
    var array = Json.MAPPER.createArrayNode();
    List<List<Bid>> steps = ruleSet.ladder().steps();
    for (int step = 0; step < steps.size(); step++) {
      for (Bid bid : steps.get(step)) {
        var node = array.addObject().put("step", step + 1).put("bid", bid.code())
            .put("english", ruleSet.englishName(bid)).put("hungarian", ruleSet.hungarianName(bid))
            .put("trumps", bid.denomination().trumpKind());
        var values = node.putArray("values");
        ruleSet.values().componentValues(bid).forEach(values::add);
        node.put("total", ruleSet.values().total(bid));
      }
    }
    out.println(Json.pretty(array));
    out.flush();
  }

  static void print(PrintWriter out, RuleSet ruleSet) {
    List<List<Bid>> steps = ruleSet.ladder().steps();
    out.println("step\tenglish\thungarian\ttrumps\tvalues\ttotal");
    for (int step = 0; step < steps.size(); step++) {
      for (Bid bid : steps.get(step)) {
        List<Integer> values = ruleSet.values().componentValues(bid);
        out.printf("%d\t%s\t%s\t%s\t%s\t%d%n",
            step + 1,
            ruleSet.englishName(bid),
            ruleSet.hungarianName(bid),
            bid.denomination().trumpKind(),
            values.stream().map(String::valueOf).collect(Collectors.joining("+")),
            ruleSet.values().total(bid));
      }
    }
    out.flush();
  }
}
