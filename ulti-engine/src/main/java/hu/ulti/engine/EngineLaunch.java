package hu.ulti.engine;

import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * How to start an engine ({@code docs/engine-protocol.md}): its command, the folder it runs in,
 * its time control, the option values to set, how long it has to get ready, and the environment
 * variables it gets beyond the minimal ones. Immutable; each {@code with} method returns a copy.
 *
 * <pre>{@code
 * EngineLaunch launch = EngineLaunch.of(List.of("python3", "my_engine.py"))
 *     .withOptions(Map.of("samples", "24"))
 *     .withStartupLimit(Duration.ofSeconds(30));
 * try (EngineBot engine = EngineBot.start(launch)) { ... }
 * }</pre>
 *
 * <p>An engine's process gets a minimal environment, never the host's: {@code PATH}, {@code HOME},
 * {@code TMPDIR}, {@code TZ} and the locale ({@code LANG}, {@code LC_ALL}, {@code LC_CTYPE}) where
 * the host has them, and the variables given here. Database passwords, tokens and keys in the
 * referee's environment stay there.
 *
 * @param command the program and its arguments
 * @param directory where it runs
 * @param timeControl the time of every decision and deal
 * @param options the option values to set, by name, as text (an integer's digits, {@code true} or
 *     {@code false}, any string); each is sent with the type the engine declared for it
 * @param startupLimit how long the engine has to answer {@code identity} and then {@code readyOk}
 * @param environment variables the engine gets beyond the minimal ones
 */
public record EngineLaunch(List<String> command, Path directory, TimeControl timeControl, Map<String, String> options,
    Duration startupLimit, Map<String, String> environment) {
  /**
   * The default start-up limit: a minute. A Java engine ({@code java -jar ulti.jar engine}) got
   * ready in 0.6 s on the idle 2-core machine, and in 15 s when 24 of them started at once beside
   * four busy loops; a minute leaves room for a loaded machine and costs a mute engine a minute once.
   */
  public static final Duration DEFAULT_STARTUP_LIMIT = Duration.ofMinutes(1);
  /** The variables of the host an engine gets, where the host has them. */
  public static final List<String> INHERITED = List.of("PATH", "HOME", "TMPDIR", "TZ", "LANG", "LC_ALL", "LC_CTYPE");
  private static final Pattern VARIABLE = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

  /**
   * Checks the parts and copies the collections.
   *
   * @param command the program and its arguments
   * @param directory where it runs
   * @param timeControl the time control
   * @param options the option values
   * @param startupLimit the start-up limit
   * @param environment the extra variables
   * @throws IllegalArgumentException if the command is empty, the start-up limit is not from a
   *     millisecond to a day, or a variable's name is not a name
   */
  public EngineLaunch {
    command = List.copyOf(command);
    Objects.requireNonNull(directory, "directory");
    Objects.requireNonNull(timeControl, "timeControl");
    options = Map.copyOf(options);
    Objects.requireNonNull(startupLimit, "startupLimit");
    environment = Map.copyOf(environment);
    if (command.isEmpty() || command.get(0).isBlank()) {
      throw new IllegalArgumentException("An engine's command names a program");
    }
    if (startupLimit.compareTo(Duration.ofMillis(1)) < 0 || startupLimit.compareTo(TimeControl.MOST) > 0) {
      throw new IllegalArgumentException("An engine's start-up limit is from a millisecond to a day, not " + startupLimit);
    }
    for (String name : environment.keySet()) {
      if (!VARIABLE.matcher(name).matches()) {
        throw new IllegalArgumentException("Not the name of an environment variable: '" + name + "'");
      }
    }
  }

  /**
   * {@return a launch of the command in the working folder, with the standard time control, no
   * options, the default start-up limit and no extra environment}
   *
   * @param command the program and its arguments
   */
  public static EngineLaunch of(List<String> command) {
    return new EngineLaunch(command, Path.of("."), TimeControl.standard(), Map.of(), DEFAULT_STARTUP_LIMIT, Map.of());
  }

  /**
   * {@return this launch in another folder}
   *
   * @param folder where the engine runs
   */
  public EngineLaunch withDirectory(Path folder) {
    return new EngineLaunch(command, folder, timeControl, options, startupLimit, environment);
  }

  /**
   * {@return this launch with another time control}
   *
   * @param time the time control
   */
  public EngineLaunch withTimeControl(TimeControl time) {
    return new EngineLaunch(command, directory, time, options, startupLimit, environment);
  }

  /**
   * {@return this launch with these option values, replacing the others}
   *
   * @param values the values, by option name
   */
  public EngineLaunch withOptions(Map<String, String> values) {
    return new EngineLaunch(command, directory, timeControl, values, startupLimit, environment);
  }

  /**
   * {@return this launch with one more option value (or another value for that option)}
   *
   * @param name the option's name
   * @param value its value as text
   */
  public EngineLaunch withOption(String name, String value) {
    Map<String, String> values = new LinkedHashMap<>(options);
    values.put(Objects.requireNonNull(name, "name"), Objects.requireNonNull(value, "value"));
    return withOptions(values);
  }

  /**
   * {@return this launch with another start-up limit}
   *
   * @param limit how long the engine has to get ready
   */
  public EngineLaunch withStartupLimit(Duration limit) {
    return new EngineLaunch(command, directory, timeControl, options, limit, environment);
  }

  /**
   * {@return this launch with these extra environment variables, replacing the others}
   *
   * @param variables the variables the engine gets beyond the minimal ones
   */
  public EngineLaunch withEnvironment(Map<String, String> variables) {
    return new EngineLaunch(command, directory, timeControl, options, startupLimit, variables);
  }

  /** The command as one line, for messages. */
  String commandLine() {
    return String.join(" ", command);
  }
}
