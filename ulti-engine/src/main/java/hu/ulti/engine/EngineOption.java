package hu.ulti.engine;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * An option an engine takes ({@code docs/engine-protocol.md}, "Options"): its name, its type
 * ({@code integer}, {@code boolean} or {@code string}), its default, and for an integer its
 * bounds. A referee sends a value as the JSON of its type: a number, {@code true} or
 * {@code false}, a string.
 *
 * @param name the option's name
 * @param type {@code integer}, {@code boolean} or {@code string}; another type an engine declares
 *     is kept, and such an option cannot be set
 * @param defaultValue its default, as the engine wrote it
 * @param min the least value of an integer option
 * @param max the greatest value of an integer option
 */
public record EngineOption(String name, String type, String defaultValue, long min, long max) {
  /** The option types of the protocol. */
  public static final List<String> TYPES = List.of("integer", "boolean", "string");

  /**
   * Checks the parts.
   *
   * @param name the option's name
   * @param type its type
   * @param defaultValue its default
   * @param min the least value
   * @param max the greatest value
   */
  public EngineOption {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(defaultValue, "defaultValue");
  }

  /**
   * {@return an integer option}
   *
   * @param name the name
   * @param defaultValue its default
   * @param min the least value
   * @param max the greatest value
   */
  public static EngineOption integer(String name, long defaultValue, long min, long max) {
    return new EngineOption(name, "integer", String.valueOf(defaultValue), min, max);
  }

  /**
   * {@return a boolean option}
   *
   * @param name the name
   * @param defaultValue its default
   */
  public static EngineOption ofBoolean(String name, boolean defaultValue) {
    return new EngineOption(name, "boolean", String.valueOf(defaultValue), 0, 0);
  }

  /**
   * {@return a string option}
   *
   * @param name the name
   * @param defaultValue its default
   */
  public static EngineOption ofString(String name, String defaultValue) {
    return new EngineOption(name, "string", defaultValue, 0, 0);
  }

  /**
   * {@return a value of this option, from text, as the protocol sends it: a {@code Long} for an
   * integer, a {@code Boolean}, or the {@code String} itself}
   *
   * @param text the value as a person writes it: digits, {@code true} or {@code false}, any text
   * @throws IllegalArgumentException naming the option, its type and its bounds, if the text is
   *     not a value of it, or if the option's type is not one of the protocol's
   */
  public Object value(String text) {
    Objects.requireNonNull(text, "text");
    switch (type) {
      case "integer" -> {
        long value;
        try {
          value = Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
          throw new IllegalArgumentException("option " + name + " takes an integer from " + min + " to " + max + ", not '"
              + text + "'");
        }
        if (value < min || value > max) {
          throw new IllegalArgumentException("option " + name + " takes an integer from " + min + " to " + max + ", not "
              + value);
        }
        return value;
      }
      case "boolean" -> {
        String word = text.strip().toLowerCase(Locale.ROOT);
        if (!word.equals("true") && !word.equals("false")) {
          throw new IllegalArgumentException("option " + name + " takes true or false, not '" + text + "'");
        }
        return Boolean.valueOf(word);
      }
      case "string" -> {
        return text;
      }
      default -> throw new IllegalArgumentException("option " + name + " is of type '" + type
          + "', which the protocol does not know (" + String.join(", ", TYPES) + "): it cannot be set");
    }
  }
}
