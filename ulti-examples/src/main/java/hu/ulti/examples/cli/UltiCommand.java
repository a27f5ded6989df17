package hu.ulti.examples.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code ulti} command-line tool: a thin shell over the SDK. Each subcommand is its own
 * class; exit codes follow picocli (0 success, 2 bad usage or input).
 */
@Command(
    name = "ulti",
    mixinStandardHelpOptions = true,
    versionProvider = UltiCommand.Version.class,
    description = "Ulti, Hungary's national card game: tools built on the Ulti SDK.",
    subcommands = {
      DemoCommand.class,
      SimulateCommand.class,
      MatchCommand.class,
      EngineCommand.class,
      AnalyseCommand.class,
      DatasetCommand.class,
      DealCommand.class,
      LadderCommand.class,
      RulesCommand.class,
      SettleCommand.class,
      RefereeCommand.class,
      SolveCommand.class,
      CommandLine.HelpCommand.class
    })
public final class UltiCommand {

  /**
   * Runs the tool and exits with its exit code.
   *
   * @param args the command line
   */
  public static void main(String[] args) {
    System.exit(newCommandLine().execute(args));
  }

  /** {@return the configured command line, for tests and embedding} */
  public static CommandLine newCommandLine() {
    CommandLine line = new CommandLine(new UltiCommand()).setCaseInsensitiveEnumValuesAllowed(true)
        .setUsageHelpWidth(100)
        .setParameterExceptionHandler(UltiCommand::usageError);
    // -V works on every subcommand too (picocli gives each its own, empty, version by default).
    line.getSubcommands().values().forEach(sub -> sub.getCommandSpec().versionProvider(new Version()));
    return line;
  }

  /**
   * A usage error: the message and where to read more, not the whole usage, which would bury the
   * message under it. Exit code 2.
   */
  private static int usageError(CommandLine.ParameterException error, String[] args) {
    CommandLine command = error.getCommandLine();
    command.getErr().println(error.getMessage());
    command.getErr().println("Try '" + command.getCommandSpec().qualifiedName() + " --help' for its options.");
    command.getErr().flush();
    return command.getCommandSpec().exitCodeOnInvalidInput();
  }

  /** Reports the version from the jar manifest, or "development" when run from classes. */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      String version = UltiCommand.class.getPackage().getImplementationVersion();
      return new String[] {"ulti " + (version == null ? "development" : version)};
    }
  }
}
