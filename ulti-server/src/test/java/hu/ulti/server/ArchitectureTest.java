package hu.ulti.server;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import hu.ulti.core.architecture.PackageLayers;
import hu.ulti.core.card.Card;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Game;
import hu.ulti.core.rules.RuleSet;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The server's layers (persistence, then the tables, then HTTP, then the wiring) depend only
 * downward, HTTP types stay at the edge, and the server holds no rule of Ulti: it asks the SDK
 * who deals, who sits out and how many play, and neither rotates a dealer, notes the ace of
 * hearts nor counts seats itself.
 */
class ArchitectureTest {
  private static final JavaClasses SERVER = new ClassFileImporter()
      .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("hu.ulti.server");

  @Test
  void packagesDependOnlyDownward() {
    PackageLayers.of("hu.ulti.server", "store", "table", "http", "").check();
  }

  @Test
  void theTablesKnowNoHttp() {
    noClasses().that().resideInAnyPackage("hu.ulti.server.table..", "hu.ulti.server.store..")
        .should().dependOnClassesThat().resideInAnyPackage("io.javalin..", "org.eclipse.jetty..", "jakarta.servlet..")
        .check(SERVER);
  }

  /** What the SDK decides, and a server must not: the cards that end a session, and whose turn it is to deal or sit out. */
  @Test
  void theServerUsesNoRuleOfTheGameItself() {
    noClasses().should().accessField(Card.class, "HEARTS_ACE")
        .orShould().callMethod(Seat.class, "next")
        .orShould().callMethod(Seat.class, "previous")
        .orShould().callMethod(Seat.class, "values")
        .orShould().callMethod(Game.class, "replay", RuleSet.class,
            Deal.class, List.class)
        .orShould().callMethod(Game.class, "start", RuleSet.class,
            Deal.class)
        .check(SERVER);
  }

  /**
   * No arithmetic on seat counts or dealers in the server's source: no seat count written as a
   * number, no turn passed on by hand. The patterns are what such code looks like.
   */
  @Test
  void theServersSourceCountsNoSeats() throws IOException {
    Pattern[] rules = {
        Pattern.compile("%\\s*[34]\\b"),                          // a dealer or seat passed on modulo 3 or 4
        Pattern.compile("(size\\(\\)|players|seats)\\s*[=!<>]=?\\s*[34]\\b"), // a count compared with 3 or 4
        Pattern.compile("nCopies\\(\\s*[34]\\b"),                 // seats made by count
        Pattern.compile("nextInt\\(\\s*[34]\\b"),                 // a first dealer drawn by hand
        Pattern.compile("List\\.of\\(0,\\s*1,\\s*2"),             // seats listed by hand
    };
    List<String> found = new ArrayList<>();
    Path root = Path.of(System.getProperty("ulti.root", "..")).resolve("ulti-server/src/main");
    try (Stream<Path> files = Files.walk(root)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java") || f.toString().endsWith(".js")).toList()) {
        List<String> lines = Files.readAllLines(file);
        for (int i = 0; i < lines.size(); i++) {
          for (Pattern rule : rules) {
            Matcher matcher = rule.matcher(lines.get(i));
            if (matcher.find()) {
              found.add(root.relativize(file) + ":" + (i + 1) + ": " + lines.get(i).strip());
            }
          }
        }
      }
    }
    assertThat(found).as("seat counts and rotation in the server: ask the SDK's Session").isEmpty();
  }
}
