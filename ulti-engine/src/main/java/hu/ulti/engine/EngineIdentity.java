package hu.ulti.engine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What an engine says of itself in its {@code identity} message.
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

  /** The identity an engine's {@code identity} message gives; what it leaves out takes its default. */
  static EngineIdentity read(JsonNode message) {
    List<String> rules = new ArrayList<>();
    message.path("rules").forEach(rule -> rules.add(rule.asText()));
    List<EngineOption> options = new ArrayList<>();
    message.path("options").forEach(option -> options.add(new EngineOption(option.path("name").asText(),
        option.path("type").asText(), option.path("default").asText(), option.path("min").asLong(Long.MIN_VALUE),
        option.path("max").asLong(Long.MAX_VALUE))));
    return new EngineIdentity(message.path("name").asText("?"), message.path("author").asText(""),
        message.path("protocol").asInt(1), rules, options);
  }

  /** The {@code identity} message of this identity, each option's default in the JSON of its type. */
  ObjectNode write() {
    ObjectNode id = JsonNodeFactory.instance.objectNode().put("type", "identity").put("name", name)
        .put("author", author).put("protocol", protocol);
    ArrayNode ruleIds = id.putArray("rules");
    rules.forEach(ruleIds::add);
    ArrayNode list = id.putArray("options");
    for (EngineOption option : options) {
      ObjectNode entry = list.addObject().put("name", option.name()).put("type", option.type());
      Object value = EngineOption.TYPES.contains(option.type()) ? option.value(option.defaultValue()) : option.defaultValue();
      if (value instanceof Long number) {
        entry.put("default", number);
      } else if (value instanceof Boolean flag) {
        entry.put("default", flag);
      } else {
        entry.put("default", value.toString());
      }
      if (option.type().equals("integer")) {
        entry.put("min", option.min()).put("max", option.max());
      }
    }
    return id;
  }

  /**
   * The values to send for options given as text, in name order, each in the type the engine
   * declared for it.
   *
   * @throws IllegalArgumentException saying why, if the engine does not take one of the options or
   *     one of the values
   */
  Map<String, Object> values(Map<String, String> given) {
    Map<String, Object> values = new LinkedHashMap<>();
    for (Map.Entry<String, String> option : new TreeMap<>(given).entrySet()) {
      Optional<EngineOption> declared = options.stream().filter(o -> o.name().equals(option.getKey())).findFirst();
      if (declared.isEmpty()) {
        throw new IllegalArgumentException("takes no option '" + option.getKey() + "'; it takes "
            + options.stream().map(EngineOption::name).toList());
      }
      try {
        values.put(option.getKey(), declared.get().value(option.getValue()));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("cannot take that value: " + e.getMessage(), e);
      }
    }
    return values;
  }
}
