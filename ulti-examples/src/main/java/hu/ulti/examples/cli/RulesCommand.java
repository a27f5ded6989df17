package hu.ulti.examples.cli;

import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code ulti rules}: the available rule sets. */
@Command(
    name = "rules",
    mixinStandardHelpOptions = true,
    description = {
      "Lists the available rule sets and house-rule options, one per line: id, tab, one-line"
          + " description (house rules and options say so).",
      "Every command that takes --rules accepts ids joined with +, such as half-hand+suit-bid or"
          + " four-aces+give-up-any; parts that change the same rules are refused with the reason."
    })
final class RulesCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    for (RuleSet ruleSet : RuleSets.all()) {
      out.printf("%s\t%s%n", ruleSet.id(), ruleSet.description());
    }
    out.flush();
    return 0;
  }
}
