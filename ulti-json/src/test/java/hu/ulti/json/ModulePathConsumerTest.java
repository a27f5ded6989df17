package hu.ulti.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import hu.ulti.core.card.Card;
import hu.ulti.core.external.Integration;
import hu.ulti.core.external.Programs;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JPMS consumer case: a module that {@code requires hu.ulti.json} is compiled and run on the
 * module path alone, with only the modules it needs resolved ({@code --limit-modules}); it finds
 * the Jackson module through the service loader, writes a game and reads it back.
 */
@Integration
class ModulePathConsumerTest {
  @TempDir Path work;

  private static Path location(Class<?> type) {
    try {
      return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  @Test
  void aModuleRequiringUltiJsonReadsAndWritesAGame() throws Exception {
    Path source = work.resolve("src/consumer");
    Files.createDirectories(source.resolve("consumer"));
    Files.writeString(source.resolve("module-info.java"), """
        module consumer {
          requires hu.ulti.json;
          uses com.fasterxml.jackson.databind.Module;
        }
        """);
    Files.writeString(source.resolve("consumer/Main.java"), """
        package consumer;

        import com.fasterxml.jackson.databind.ObjectMapper;
        import hu.ulti.core.card.SeededRandom;
        import hu.ulti.core.card.Seat;
        import hu.ulti.core.game.Game;
        import hu.ulti.core.game.PlayerView;
        import hu.ulti.core.rules.RuleSet;

        public class Main {
          public static void main(String[] args) throws Exception {
            ObjectMapper mapper = new ObjectMapper().findAndRegisterModules();
            Game game = Game.deal(RuleSet.standard(), Seat.SEAT_2, SeededRandom.of(7));
            game = game.apply(game.legalActions().get(0));
            String json = mapper.writeValueAsString(game);
            Game back = mapper.readValue(json, Game.class);
            PlayerView view = mapper.readValue(mapper.writeValueAsString(game.view(Seat.SEAT_1)), PlayerView.class);
            System.out.println(back.equals(game) + " " + view.legalActions().equals(game.legalActions()) + " "
                + Main.class.getModule().getName());
          }
        }
        """);
    List<Path> modules = List.of(location(Card.class), location(UltiModule.class), location(ObjectMapper.class),
        location(JsonFactory.class), location(JsonProperty.class), location(com.google.common.collect.ImmutableList.class),
        location(com.google.common.util.concurrent.internal.InternalFutureFailureAccess.class));
    String modulePath = modules.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator));
    Path classes = work.resolve("classes");
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
    int compiled = javac.run(null, diagnostics, diagnostics, "--module-path", modulePath, "-d", classes.toString(),
        source.resolve("module-info.java").toString(), source.resolve("consumer/Main.java").toString());
    assertThat(compiled).as("javac:%n%s", diagnostics).isZero();

    Programs.starting("a consumer in a JVM of its own");
    String javaBinary = ProcessHandle.current().info().command().orElse("java");
    List<String> command = new ArrayList<>(List.of(javaBinary, "--module-path",
        modulePath + File.pathSeparator + classes, "--limit-modules", "consumer", "-m", "consumer/consumer.Main"));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.exitValue()).as(output).isZero();
    assertThat(output.strip()).isEqualTo("true true consumer");
  }
}
