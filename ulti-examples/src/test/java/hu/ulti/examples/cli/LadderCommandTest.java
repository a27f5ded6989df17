package hu.ulti.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class LadderCommandTest {
  private final Cli cli = new Cli();
  private final StringWriter out = cli.out;
  private final StringWriter err = cli.err;

  private int run(String... args) {
    return cli.run(args);
  }

  /**
   * The transcription of pagat's table that ulti-core's tests check the ladder against, with the
   * simple game named as the SDK names it: pagat's "Pass" and "Pass hearts" are "Simple game" and
   * "Heart simple game" ("Parti", "Piros parti"), since "pass" names passing (docs/vocabulary.md).
   */
  private static List<String> pagatTableAsLadderLines() throws IOException {
    Path table = Path.of(System.getProperty("ulti.root", ".."))
        .resolve("ulti-core/src/test/resources/hu/ulti/core/rules/pagat-ladder.tsv");
    return Files.readAllLines(table, StandardCharsets.UTF_8).stream()
        .filter(line -> !line.isBlank() && !line.startsWith("#"))
        .map(line -> line.replace(" + ", "+").replace("\tPass hearts\tPiros passz\t", "\tHeart simple game\tPiros parti\t")
            .replace("\tPass\tPassz\t", "\tSimple game\tParti\t"))
        .toList();
  }

  @Test
  void ladderPrintsPagatsListExactly() throws IOException {
    assertThat(run("ladder")).isZero();
    assertThat(rows().toList()).containsExactlyElementsOf(pagatTableAsLadderLines());
    assertThat(out.toString()).contains("20\tHeart 20-100 ulti open durchmars\tPiros húsz-száz ulti terített durchmars\thearts\t16+8+24\t48\n");
  }

  /** Issue 6: "ulti ladder --rules wikipedia equals the four-aces ladder file row by row". */
  @Test
  void wikipediaLadderIsTheFourAcesLadderFileRowByRow() throws IOException {
    Path file = Path.of("../ulti-variants/src/main/resources/hu/ulti/variants/four-aces-ladder.csv");
    List<String> expected = Files.readAllLines(file, StandardCharsets.UTF_8).stream()
        .skip(1)
        .filter(line -> !line.isBlank())
        .map(line -> line.split(",", 10))
        // rank_step, trump, component_values, total: the names and notes are the table's own words.
        .map(f -> f[0] + "\t" + f[4] + "\t" + f[6] + "\t" + f[7])
        .toList();
    assertThat(run("ladder", "--rules", "wikipedia")).isZero();
    List<String> actual = rows()
        .map(line -> line.split("\t"))
        .map(f -> f[0] + "\t" + f[3] + "\t" + f[4] + "\t" + f[5])
        .toList();
    assertThat(actual).hasSize(54).containsExactlyElementsOf(expected);
  }

  /**
   * Issue 6: "ulti ladder --rules suit-bid follows the suit-bid table" of the rules summary 003,
   * transcribed here: each row's values in acorns, leaves, bells, hearts.
   */
  @Test
  void suitBidLadderFollowsTheSuitBidTable() {
    Map<String, int[]> table = Map.of(
        "simple game", new int[] {1, 2, 3, 4},
        "40-100", new int[] {4, 8, 12, 16},
        "20-100", new int[] {8, 16, 24, 32},
        "ulti", new int[] {4, 8, 12, 16},
        "durchmars", new int[] {6, 12, 18, 24},
        "open durchmars", new int[] {12, 24, 36, 48},
        "betli", new int[] {5, 10, 15, 20},
        "open betli", new int[] {0, 0, 30, 40});
    List<String> levels = List.of("acorn", "leaf", "bell", "heart");
    RuleSet rules = RuleSets.byId("suit-bid");
    assertThat(run("ladder", "--rules", "suit-bid")).isZero();
    List<String> lines = rows().toList();
    int previousStep = 0;
    int previousTotal = 0;
    for (String line : lines) {
      String[] f = line.split("\t");
      Bid bid = rules.parseBid(f[1]);
      List<Integer> expected = new ArrayList<>();
      for (Component component : bid.components()) {
        String row = (bid.isOpen() && component.mayBeOpen() ? "open " : "") + component.englishName();
        String name = f[1].toLowerCase(Locale.ROOT).replace("leaves", "leaf").replace("acorns", "acorn")
            .replace("bells", "bell").replace("hearts", "heart");
        String level = levels.stream().filter(name::contains).findFirst().orElse("");
        // "Suitless Durchmars 24, Suitless Open Durchmars 48"
        int value = f[1].startsWith("No trump") ? (bid.isOpen() ? 48 : 24) : table.get(row)[levels.indexOf(level)];
        expected.add(value);
      }
      assertThat(f[4]).as(line).isEqualTo(expected.stream().map(String::valueOf).collect(Collectors.joining("+")));
      int step = Integer.parseInt(f[0]);
      int total = Integer.parseInt(f[5]);
      assertThat(step).as(line).isBetween(previousStep, previousStep + 1);
      assertThat(step > previousStep || total == previousTotal || f[4].contains("+")).as(line).isTrue();
      previousStep = step;
      previousTotal = total;
    }
    assertThat(lines).hasSize(rules.ladder().bids().size());
  }

  @Test
  void ladderTakesTheRuleSetById() throws IOException {
    assertThat(run("ladder", "--rules", "Standard")).isZero();
    assertThat(rows().toList()).hasSize(38);
  }

  @Test
  void unknownRuleSetExitsTwoNamingTheClosestKnownOnes() {
    assertThat(run("ladder", "--rules", "klaverjas")).isEqualTo(2);
    assertThat(err.toString()).contains("Unknown rule set 'klaverjas'; the closest known: four-aces, half-hand, historical, standard, wikipedia (of 43)");
  }

  @Test
  void rulesListsIdsWithDescriptions() {
    assertThat(run("rules")).isZero();
    assertThat(out.toString()).startsWith("standard\tpagat's main text");
  }

  /** The ladder's rows, after its header row, which names the columns. */
  private Stream<String> rows() {
    List<String> lines = out.toString().lines().toList();
    assertThat(lines.get(0)).isEqualTo("step\tenglish\thungarian\ttrumps\tvalues\ttotal");
    return lines.stream().skip(1);
  }

  @Test
  void ladderAsJson() throws IOException {
    assertThat(run("ladder", "--json")).isZero();
    var json = new com.fasterxml.jackson.databind.ObjectMapper().readTree(out.toString());
    assertThat(json).hasSize(38);
    assertThat(json.get(0).get("bid").asText()).isEqualTo("minor game");
    assertThat(json.get(0).get("trumps").asText()).as("the vocabulary's word").isEqualTo("minor");
    assertThat(json.get(37).get("english").asText()).isEqualTo("Heart 20-100 ulti open durchmars");
    assertThat(json.get(37).get("total").asInt()).isEqualTo(48);
  }

  /** ulti rules --sheet prints the rule sheet, whose ladder is what ulti ladder prints; an unknown id is a usage error. */
  @Test
  void theRuleSheetHasTheLadderOfUltiLadder() throws IOException {
    assertThat(run("ladder", "--rules", "four-aces", "--json")).isZero();
    JsonNode ladder = Json.MAPPER.readTree(out.toString());
    out.getBuffer().setLength(0);
    assertThat(run("rules", "--sheet", "four-aces")).isZero();
    JsonNode sheet = Json.MAPPER.readTree(out.toString());
    assertThat(sheet.path("format").asText()).isEqualTo("ulti-rule-sheet 1");
    assertThat(sheet.path("ladder").size()).isEqualTo(ladder.size()).isPositive();
    for (int i = 0; i < ladder.size(); i++) {
      assertThat(sheet.path("ladder").get(i).path("bid")).isEqualTo(ladder.get(i).path("bid"));
      assertThat(sheet.path("ladder").get(i).path("step")).isEqualTo(ladder.get(i).path("step"));
      assertThat(sheet.path("ladder").get(i).path("total")).isEqualTo(ladder.get(i).path("total"));
    }
    assertThat(run("rules", "--sheet", "no-such-rules")).isEqualTo(2);
    assertThat(err.toString()).contains("--sheet: ").contains("no-such-rules");
  }
}
