package hu.ulti.engine;

import java.util.Objects;

/**
 * An option an engine takes ({@code docs/engine-protocol.md}): its name, its type
 * ({@code integer}, {@code boolean} or {@code string}), its default, and for an integer its
 * bounds.
 *
 * @param name the option's name
 * @param type {@code integer}, {@code boolean} or {@code string}
 * @param defaultValue its default, as the engine wrote it
 * @param min the least value of an integer option
 * @param max the greatest value of an integer option
 */
public record EngineOption(String name, String type, String defaultValue, long min, long max) {
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
}
