package hu.ulti.examples.cli;

import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** The {@code --rules ID} option shared by commands that play by a rule set. */
final class RuleSetOption {
  @Spec(Spec.Target.MIXEE) CommandSpec spec;

  @Option(names = "--rules", paramLabel = "ID", defaultValue = "standard",
      description = "The rule set (default: ${DEFAULT-VALUE}); 'ulti rules' lists them.")
  String id;

  /** The chosen rule set; an unknown id is a usage error (exit 2) listing the known ones. */
  RuleSet ruleSet() {
    try {
      return RuleSets.byId(id);
    } catch (IllegalArgumentException e) { // unknown id, or a composition that cannot be made
      throw new ParameterException(spec.commandLine(), e.getMessage(), e);
    }
  }
}
