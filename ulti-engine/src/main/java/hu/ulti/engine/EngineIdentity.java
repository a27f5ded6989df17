package hu.ulti.engine;

import hu.ulti.core.rules.RuleSet;
import java.util.List;
import java.util.Objects;

/**
 * What an engine says of itself in its {@code id} message.
 *
 * @param name its name
 * @param author its author
 * @param protocol the protocol version it speaks
 * @param rules the rule set ids it plays, or {@code "*"} for every one
 * @param options the options it takes
 */
public record EngineIdentity(String name, String author, int protocol, List<String> rules, List<EngineOption> options) {
  /**
   * Copies the lists.
   *
   * @param name its name
   * @param author its author
   * @param protocol the protocol version
   * @param rules the rule set ids it plays
   * @param options the options it takes
   */
  public EngineIdentity {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(author, "author");
    rules = List.copyOf(rules);
    options = List.copyOf(options);
  }

  /**
   * {@return whether the engine plays this rule set}
   *
   * @param ruleSet the rule set
   */
  public boolean plays(RuleSet ruleSet) {
    Objects.requireNonNull(ruleSet, "ruleSet");
    return rules.contains("*") || rules.contains(ruleSet.id());
  }
}
