package hu.ulti.examples.cli;

import hu.ulti.core.contract.Bid;
import hu.ulti.core.rules.RuleSet;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code ulti ladder}: every bid of a rule set, lowest first. */
@Command(
    name = "ladder",
    mixinStandardHelpOptions = true,
    description = {
      "Prints every bid of a rule set, lowest first, one tab-separated line each: step, English"
          + " name, Hungarian name, trump (minor, hearts or none), component values joined by +,"
          + " total. Bids on the same step are equal and shut each other out."
    })
final class LadderCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin RuleSetOption rules;

  @Override
  public Integer call() {
    print(spec.commandLine().getOut(), rules.ruleSet());
    return 0;
  }

  static void print(PrintWriter out, RuleSet ruleSet) {
    List<List<Bid>> steps = ruleSet.ladder().steps();
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
