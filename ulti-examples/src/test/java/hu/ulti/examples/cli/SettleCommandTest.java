package hu.ulti.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

class SettleCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();
  @TempDir Path folder;

  private int run(String stdin, String... args) {
    CommandLine cli = UltiCommand.newCommandLine();
    cli.setOut(new PrintWriter(out));
    cli.setErr(new PrintWriter(err));
    CommandLine settle = cli.getSubcommands().get("settle");
    ((SettleCommand) settle.getCommand()).stdin =
        new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8));
    return cli.execute(args);
  }

  /** The JSON blocks of shared/design/hand-summary.md: hand summary, then its settlement. */
  private static List<String> handSummaryDocExamples() throws IOException {
    Path doc = Path.of(System.getProperty("ulti.root", "..")).resolve("../shared/design/hand-summary.md");
    assertThat(doc).as("the hand-summary format beside the project").exists();
    Matcher blocks = Pattern.compile("```json\\n(.*?)```", Pattern.DOTALL)
        .matcher(Files.readString(doc, StandardCharsets.UTF_8));
    return blocks.results().map(m -> m.group(1)).toList();
  }

  @Test
  void answersEveryExampleOfTheFormatPage() throws IOException {
    List<String> blocks = handSummaryDocExamples();
    assertThat(blocks).hasSizeGreaterThanOrEqualTo(2).hasSize(blocks.size() / 2 * 2);
    for (int i = 0; i < blocks.size(); i += 2) {
      out.getBuffer().setLength(0);
      Path input = folder.resolve("example" + i + ".json");
      Files.writeString(input, blocks.get(i));
      assertThat(run("", "settle", input.toString())).as(err.toString()).isZero();
      assertThat(JSON.readTree(out.toString())).isEqualTo(JSON.readTree(blocks.get(i + 1)));
    }
  }

  @Test
  void readsStandardInputAndPrintsATableWithText() throws IOException {
    String example = handSummaryDocExamples().get(0);
    assertThat(run(example, "settle", "--text", "-")).isZero();
    assertThat(out.toString())
        .contains("Heart ulti (Piros ulti), hearts trumps, rules: standard")
        .containsPattern("ulti +bid +no +8 +2 +-24  lost bid ulti")
        .contains("declarer -44, first defender +22, second defender +22");
  }

  @Test
  void betliWithOneDefendersKontraSplitsThePayments() throws IOException {
    String betli = "{\"rules\":\"standard\",\"bid\":\"Piros betli\","
        + "\"kontra\":[{\"component\":\"betli\",\"level\":1,\"by\":\"first\"}],"
        + "\"declarer\":{\"tricks\":0},\"defenders\":{\"tricks\":10}}";
    assertThat(run(betli, "settle", "-")).isZero();
    assertThat(JSON.readTree(out.toString()).get("payments"))
        .isEqualTo(JSON.readTree("{\"declarer\":30,\"firstDefender\":-20,\"secondDefender\":-10}"));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(delimiter = '|', value = {
    "{\"rules\":\"standard\",\"bid\":\"Pass\",\"trump\":\"acorns\",\"gaveUp\":true,\"colour\":1} | colour: unknown field",
    "{\"rules\":\"standard\",\"trump\":\"acorns\",\"gaveUp\":true} | bid: required",
    "{\"rules\":\"klaverjas\",\"bid\":\"Pass\"} | rules: Unknown rule set 'klaverjas'; known: standard",
    "{\"rules\":\"standard\",\"bid\":\"Pass spades\"} | bid: Cannot read bid word 'spades'",
    "{\"rules\":\"standard\",\"bid\":\"Pass\",\"trump\":\"spades\"} | trump: expected one of acorns, leaves, bells, hearts",
    "{\"rules\":\"standard\",\"bid\":\"Pass\",\"trump\":\"acorns\",\"gaveUp\":\"yes\"} | gaveUp: expected true or false",
    "{\"rules\":\"standard\",\"bid\":\"Pass\",\"trump\":\"acorns\",\"declarer\":{\"tricks\":\"five\"}} | declarer.tricks: expected a whole number",
    "{\"rules\":\"standard\",\"bid\":\"Pass\",\"trump\":\"acorns\",\"declarer\":{\"cardPoints\":50}} | declarer.tricks: required",
    "{\"rules\":\"standard\",\"bid\":\"Pass\",\"trump\":\"acorns\",\"kontra\":[{\"component\":\"100\",\"level\":1,\"by\":\"both\"}]} | kontra[0].component: '100' is not one of",
    "{\"rules\":\"standard\",\"bid\":\"Pass\",\"trump\":\"acorns\",\"kontra\":[{\"component\":\"game\",\"level\":7,\"by\":\"both\"}]} | kontra[0].level: 1 (kontra ×2) to 6 (fedáksári ×64), not 7",
    "{\"rules\":\"standard\",\"bid\":\"Pass\",\"trump\":\"acorns\",\"lastTrick\":{\"wonBy\":\"nobody\",\"trumpSeven\":\"none\"}} | lastTrick.wonBy: expected one of declarer, defenders",
    "{\"rules\":\"standard\",\"bid\":\"Betli\",\"declarer\":{\"tricks\":0,\"cardPoints\":0},\"defenders\":{\"tricks\":10}} | declarer.cardPoints: there are no card points in a no-trump contract",
    "[1, 2] | input: a hand summary is one JSON object",
    "{\"rules\": | line 1 column 10: not valid JSON",
  })
  void badInputExitsTwoWithOneLineNamingTheFieldAndTheRule(String input, String message) {
    assertThat(run(input, "settle", "-")).isEqualTo(2);
    assertThat(err.toString()).startsWith(message).endsWith(System.lineSeparator());
    assertThat(err.toString().strip()).doesNotContain("\n");
    assertThat(out.toString()).isEmpty();
  }

  @Test
  void anUnreadableFileExitsTwo() {
    assertThat(run("", "settle", folder.resolve("missing.json").toString())).isEqualTo(2);
    assertThat(err.toString()).contains("missing.json: cannot read");
  }

  /** Issue 6: "ulti settle" works for every rule set: its lowest bid, won by the declarer. */
  @ParameterizedTest
  @org.junit.jupiter.params.provider.MethodSource("hu.ulti.examples.cli.DemoAndSimulateTest#ids")
  void settlesAHandOfEveryRuleSet(String id) throws IOException {
    hu.ulti.core.rules.RuleSet rules = hu.ulti.core.rules.RuleSets.byId(id);
    hu.ulti.core.contract.Bid lowest = rules.ladder().lowest().orElseThrow();
    String trump = lowest.denomination().fixedSuit().map(hu.ulti.core.card.Suit::englishName).orElse("acorns");
    String json = "{\"rules\": \"" + id + "\", \"bid\": \"" + rules.englishName(lowest) + "\", \"trump\": \""
        + trump + "\", \"declarer\": {\"cardPoints\": 60, \"tricks\": 6}, \"defenders\": {\"cardPoints\": 30,"
        + " \"tricks\": 4}, \"lastTrick\": {\"wonBy\": \"declarer\", \"trumpSeven\": \"none\"}}";
    assertThat(run(json, "settle", "-")).as(err.toString()).isZero();
    com.fasterxml.jackson.databind.JsonNode payments = JSON.readTree(out.toString()).get("payments");
    int sum = 0;
    for (com.fasterxml.jackson.databind.JsonNode payment : payments) {
      sum += payment.asInt();
    }
    assertThat(sum).isZero();
    assertThat(payments.get("declarer").asInt()).isPositive();
  }

  /** pagat: "Half-hand rekontra'd 40-100 szubkontra'd full-hand is worth 256 points (8*4*4*2)." */
  @Test
  void settlesAHalfHandContract() throws IOException {
    String json = "{\"rules\": \"half-hand\", \"bid\": \"Bell 40-100\", \"trump\": \"bells\","
        + " \"kontra\": [{\"component\": \"40-100\", \"level\": 3, \"by\": \"both\"}],"
        + " \"halfHand\": {\"factors\": {\"40-100\": 2}, \"kontras\": {\"40-100\": 2}},"
        + " \"declarer\": {\"cardPoints\": 70, \"tricks\": 7, \"marriages\": [40]},"
        + " \"defenders\": {\"cardPoints\": 20, \"tricks\": 3}, \"lastTrick\": {\"wonBy\": \"declarer\", \"trumpSeven\": \"none\"}}";
    assertThat(run(json, "settle", "-")).as(err.toString()).isZero();
    assertThat(JSON.readTree(out.toString()).get("components").get(0).get("perDefender").asInt()).isEqualTo(256);
    out.getBuffer().setLength(0);
    assertThat(run(json.replace("\"40-100\": 2}, \"kontras\": {\"40-100\": 2}", "\"40-100\": 2}, \"kontras\": {\"40-100\": 4}"),
        "settle", "-")).isEqualTo(2);
    assertThat(err.toString()).contains("halfHand.kontras.40-100");
  }
}
