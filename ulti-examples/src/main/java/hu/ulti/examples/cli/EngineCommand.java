package hu.ulti.examples.cli;

import hu.ulti.core.card.SecureShuffle;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.engine.EngineOption;
import hu.ulti.engine.EngineServer;
import hu.ulti.engine.TimeControl;
import hu.ulti.bots.SamplingBot;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code ulti engine}: one of the SDK's bots as an engine of the engine protocol
 * ({@code docs/engine-protocol.md}), on standard input and output, so that programs in any
 * language can play against it.
 */
@Command(
    name = "engine",
    mixinStandardHelpOptions = true,
    description = "Serves one of the SDK's bots as an engine (docs/engine-protocol.md): reads the referee's"
        + " messages on standard input and answers on standard output, one JSON object per line.")
final class EngineCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--bot", paramLabel = "NAME", defaultValue = "sampling",
      description = "sampling, sampling-fast, sampling-strong, rule-of-thumb, sparring or random (default: ${DEFAULT-VALUE}).")
  String bot;

  @Option(names = "--seed", paramLabel = "S",
      description = "Seed of the bot's randomness (default: from the system, different each run).")
  Long seed;

  @Override
  public Integer call() throws IOException {
    String name = bot.strip().toLowerCase(Locale.ROOT);
    if (!Entrants.BUILT_IN.contains(name)) {
      throw new ParameterException(spec.commandLine(), "--bot: unknown bot '" + bot + "'; the bots are "
          + String.join(", ", Entrants.BUILT_IN));
    }
    List<EngineOption> options = name.equals("sampling")
        ? List.of(EngineOption.integer("samples", 12, 1, SamplingBot.MAX_SAMPLES)) : List.of();
    String version = Optional.ofNullable(EngineCommand.class.getPackage().getImplementationVersion()).orElse("development");
    EngineServer server = new EngineServer(EngineServer.identity("Ulti SDK " + name + " " + version, "Ulti SDK", options),
        values -> {
          int samples = 12;
          if (values.containsKey("samples")) {
            try {
              samples = Integer.parseInt(values.get("samples"));
            } catch (NumberFormatException e) {
              throw new IllegalArgumentException("samples is a number from 1 to " + SamplingBot.MAX_SAMPLES + ", not "
                  + values.get("samples"));
            }
          }
          return Entrants.builtIn(name, new Entrants.Settings(samples, Optional.empty(), TimeControl.standard()));
        });
    server.serve(System.in, System.out, seed == null ? SecureShuffle.random() : SeededRandom.of(seed));
    return 0;
  }
}
