package hu.ulti.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class LadderCommandTest {
  private final Cli cli = new Cli();
  private final java.io.StringWriter out = cli.out;
  private final java.io.StringWriter err = cli.err;

  private int run(String... args) {
    return cli.run(args);
  }

  /** The transcription of pagat's table that ulti-core's tests check the ladder against. */
  private static List<String> pagatTableAsLadderLines() throws IOException {
    Path table = Path.of(System.getProperty("ulti.root", ".."))
        .resolve("ulti-core/src/test/resources/hu/ulti/core/rules/pagat-ladder.tsv");
    return Files.readAllLines(table, StandardCharsets.UTF_8).stream()
        .filter(line -> !line.isBlank() && !line.startsWith("#"))
        .map(line -> line.replace(" + ", "+"))
        .toList();
  }

  @Test
  void ladderPrintsPagatsListExactly() throws IOException {
    assertThat(run("ladder")).isZero();
    assertThat(out.toString().lines().toList()).containsExactlyElementsOf(pagatTableAsLadderLines());
    assertThat(out.toString()).contains("20\tHeart 20-100 ulti open durchmars\tPiros húsz-száz ulti terített durchmars\thearts\t16+8+24\t48\n");
  }

  /** Issue 6: "ulti ladder --rules wikipedia equals the four-aces ladder file row by row". */
  @Test
  void wikipediaLadderIsTheFourAcesLadderFileRowByRow() throws IOException {
    Path file = Path.of(System.getProperty("ulti.corpus", "../../shared/corpus"))
        .resolveSibling("rules").resolve("four-aces-ladder.csv");
    List<String> expected = Files.readAllLines(file, StandardCharsets.UTF_8).stream()
        .skip(1)
        .filter(line -> !line.isBlank())
        .map(line -> line.split(",", 10))
        // rank_step, trump, component_values, total: the names and notes are the table's own words.
        .map(f -> f[0] + "\t" + f[4] + "\t" + f[6] + "\t" + f[7])
        .toList();
    assertThat(run("ladder", "--rules", "wikipedia")).isZero();
    List<String> actual = out.toString().lines()
        .map(line -> line.split("\t"))
        .map(f -> f[0] + "\t" + f[3] + "\t" + f[4] + "\t" + f[5])
        .toList();
    assertThat(actual).hasSize(54).containsExactlyElementsOf(expected);
  }

  @Test
  void ladderTakesTheRuleSetById() throws IOException {
    assertThat(run("ladder", "--rules", "Standard")).isZero();
    assertThat(out.toString().lines().toList()).hasSize(38);
  }

  @Test
  void unknownRuleSetExitsTwoListingTheKnownOnes() {
    assertThat(run("ladder", "--rules", "klaverjas")).isEqualTo(2);
    assertThat(err.toString()).contains("Unknown rule set 'klaverjas'; known: standard");
  }

  @Test
  void rulesListsIdsWithDescriptions() {
    assertThat(run("rules")).isZero();
    assertThat(out.toString()).startsWith("standard\tpagat's main text");
  }
}
