package hu.ulti.examples.cli;

import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import hu.ulti.json.UltiJson;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParameterException;
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

  @picocli.CommandLine.Option(names = "--json", description = "Print the rule sets as a JSON array instead.")
  boolean json;

  @picocli.CommandLine.Option(names = "--sheet", paramLabel = "ID",
      description = "Print the rule sheet of rule set ID instead (docs/json.md#rule-sheet): its ladder with each bid's"
          + " step and values, the rank orders, card points and silent bonuses, as JSON; what the engine protocol"
          + " sends engines.")
  String sheet;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    if (sheet != null) {
      RuleSet ruleSet;
      try {
        ruleSet = RuleSets.byId(sheet);
      } catch (IllegalArgumentException e) {
        throw new ParameterException(spec.commandLine(), "--sheet: " + e.getMessage());
      }
      out.println(Json.pretty(UltiJson.ruleSheet(ruleSet)));
      out.flush();
      return 0;
    }
    var array = Json.MAPPER.createArrayNode();
    for (RuleSet ruleSet : RuleSets.all()) {
      if (json) {
        array.addObject().put("id", ruleSet.id()).put("description", ruleSet.description());
      } else {
        out.printf("%s\t%s%n", ruleSet.id(), ruleSet.description());
      }
    }
    if (json) {
      out.println(Json.pretty(array));
    }
    out.flush();
    return 0;
  }
}
