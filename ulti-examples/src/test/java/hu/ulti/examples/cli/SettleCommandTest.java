package hu.ulti.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
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

  /**
   * The hand summary example of docs/json.md and its settlement: the first JSON block of the
   * HandSummary section and of the Settlement section.
   */
  private static List<String> handSummaryDocExamples() throws IOException {
    Path doc = Path.of(System.getProperty("ulti.root", "..")).resolve("docs/json.md");
    String text = Files.readString(doc, StandardCharsets.UTF_8);
    return List.of(firstJsonBlock(text, "## HandSummary"), firstJsonBlock(text, "## Settlement"));
  }

  private static String firstJsonBlock(String text, String heading) {
    Matcher block = Pattern.compile("```json\\n(.*?)```", Pattern.DOTALL).matcher(text.substring(text.indexOf(heading)));
    assertThat(block.find()).as("a JSON example under %s", heading).isTrue();
    return block.group(1);
  }

  @Test
  void settlesTheExampleOfTheFormatPageAsThePageSays() throws IOException {
    List<String> blocks = handSummaryDocExamples();
    Path input = folder.resolve("example.json");
    Files.writeString(input, blocks.get(0));
    assertThat(run("", "settle", input.toString())).as(err.toString()).isZero();
    assertThat(JSON.readTree(out.toString())).isEqualTo(JSON.readTree(blocks.get(1)));
  }

  @Test
  void readsStandardInputAndPrintsATableWithText() throws IOException {
    String example = handSummaryDocExamples().get(0);
    assertThat(run(example, "settle", "--text", "-")).isZero();
    assertThat(out.toString())
        .contains("Heart ulti (Piros ulti), hearts trumps, rules: standard")
        .containsPattern("ulti +bid +no +8 +2 +-24  lost bid ulti")
        .contains("declarer (seat 0) -44, first defender (seat 1) +22, second defender (seat 2) +22");
  }

  @Test
  void betliWithOneDefendersKontraSplitsThePayments() throws IOException {
    String betli = "{\"rules\":\"standard\",\"bid\":\"Piros betli\","
        + "\"kontras\":[{\"component\":\"betli\",\"level\":1,\"defender\":\"first\"}],"
        + "\"declarer\":{\"tricks\":0},\"defenders\":{\"tricks\":10}}";
    assertThat(run(betli, "settle", "-")).isZero();
    assertThat(JSON.readTree(out.toString()).get("payments"))
        .isEqualTo(JSON.readTree("{\"0\":30,\"1\":-20,\"2\":-10}"));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(delimiter = '|', value = {
    "{\"rules\":\"standard\",\"bid\":\"Simple game\",\"trumps\":\"acorns\",\"gaveUp\":true,\"colour\":1} | colour: unknown field",
    "{\"rules\":\"standard\",\"trumps\":\"acorns\",\"gaveUp\":true} | bid: required",
    "{\"rules\":\"klaverjas\",\"bid\":\"Pass\"} | rules: Unknown rule set 'klaverjas'; the closest known: four-aces, half-hand",
    "{\"rules\":\"historical+wikipedia\",\"bid\":\"Simple game\"} | rules: Cannot compose 'historical+wikipedia': wikipedia does not fit on top of historical",
    "{\"rules\":\"standard\",\"bid\":\"Simple game spades\"} | bid: Cannot read bid word 'spades'",
    "{\"rules\":\"standard\",\"bid\":\"Simple game\",\"trumps\":\"spades\"} | trumps: expected a suit: acorns, leaves, hearts or bells, found \"spades\"",
    "{\"rules\":\"standard\",\"bid\":\"Simple game\",\"trumps\":\"acorns\",\"gaveUp\":\"yes\"} | gaveUp: expected true or false",
    "{\"rules\":\"standard\",\"bid\":\"Simple game\",\"trumps\":\"acorns\",\"declarer\":{\"tricks\":\"five\"}} | declarer.tricks: expected a whole number",
    "{\"rules\":\"standard\",\"bid\":\"Simple game\",\"trumps\":\"acorns\",\"declarer\":{\"cardPoints\":50}} | declarer.tricks: required",
    "{\"rules\":\"standard\",\"bid\":\"Simple game\",\"trumps\":\"acorns\",\"kontras\":[{\"component\":\"100\",\"level\":1,\"defender\":\"both\"}]} | kontras[0].component: expected a component code: game, 40-100, 20-100, ulti, four-aces, four-tens, betli, durchmars; found \"100\"",
    "{\"rules\":\"standard\",\"bid\":\"Simple game\",\"trumps\":\"acorns\",\"kontras\":[{\"component\":\"game\",\"level\":7,\"defender\":\"both\"}]} | kontras[0].level: expected a whole number from 1 to 6, found 7",
    "{\"rules\":\"standard\",\"bid\":\"Simple game\",\"trumps\":\"acorns\",\"lastTrick\":{\"wonBy\":\"nobody\",\"trumpSeven\":\"none\"}} | lastTrick.wonBy: expected declarer or defenders; found \"nobody\"",
    "{\"rules\":\"standard\",\"bid\":\"Betli\",\"declarer\":{\"tricks\":0,\"cardPoints\":0},\"defenders\":{\"tricks\":10}} | declarer.cardPoints: there are no card points in a no-trump contract",
    "[1, 2] | expected an object, found [1,2]",
    "{\"rules\": | line 1 column 10: not valid JSON",
    "{\"rules\":\"standard\",\"rules\":\"standard\",\"bid\":\"Pass\"} | line 1 column 28: not valid JSON: Duplicate field 'rules'",
    "{\"rules\":\"standard\",\"bid\":\"Pass\",\"trump\":\"acorns\",\"gaveUp\":true} {} | line 1 column 66: not valid JSON: Trailing token",
    "{\"rules\":\"standard\",\"bid\":\"Pass\",\"trump\":\"acorns\",\"gaveUp\":true} x | line 1 column 67: not valid JSON: Unrecognized token 'x'",
    "{\"rules\":\"standard+\",\"bid\":\"Pass\"} | rules: A rule set id has no empty part: 'standard+' ends with '+'",
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
    RuleSet rules = RuleSets.byId(id);
    Bid lowest = rules.ladder().lowest().orElseThrow();
    String trump = lowest.denomination().fixedSuit().map(Suit::englishName).orElse("acorns");
    String json = "{\"rules\": \"" + id + "\", \"bid\": \"" + rules.englishName(lowest) + "\", \"trumps\": \""
        + trump + "\", \"declarer\": {\"cardPoints\": 60, \"tricks\": 6}, \"defenders\": {\"cardPoints\": 30,"
        + " \"tricks\": 4}, \"lastTrick\": {\"wonBy\": \"declarer\", \"trumpSeven\": \"none\"}}";
    assertThat(run(json, "settle", "-")).as(err.toString()).isZero();
    com.fasterxml.jackson.databind.JsonNode payments = JSON.readTree(out.toString()).get("payments");
    int sum = 0;
    for (com.fasterxml.jackson.databind.JsonNode payment : payments) {
      sum += payment.asInt();
    }
    assertThat(sum).isZero();
    assertThat(payments.get("0").asInt()).isPositive();
  }

  /** pagat: "Half-hand rekontra'd 40-100 szubkontra'd full-hand is worth 256 points (8*4*4*2)." */
  @Test
  void settlesAHalfHandContract() throws IOException {
    String json = "{\"rules\": \"half-hand\", \"bid\": \"Bell 40-100\", \"trumps\": \"bells\","
        + " \"kontras\": [{\"component\": \"40-100\", \"level\": 3, \"defender\": \"both\"}],"
        + " \"halfHand\": {\"factors\": {\"40-100\": 2}, \"kontras\": {\"40-100\": 2}},"
        + " \"declarer\": {\"cardPoints\": 70, \"tricks\": 7, \"marriages\": [40]},"
        + " \"defenders\": {\"cardPoints\": 20, \"tricks\": 3}, \"lastTrick\": {\"wonBy\": \"declarer\", \"trumpSeven\": \"none\"}}";
    assertThat(run(json, "settle", "-")).as(err.toString()).isZero();
    assertThat(JSON.readTree(out.toString()).get("lines").get(0).get("perDefender").asInt()).isEqualTo(256);
    out.getBuffer().setLength(0);
    assertThat(run(json.replace("\"40-100\": 2}, \"kontras\": {\"40-100\": 2}", "\"40-100\": 2}, \"kontras\": {\"40-100\": 4}"),
        "settle", "-")).isEqualTo(2);
    assertThat(err.toString()).contains("halfHand.kontras.40-100");
  }

  /** Input is bounded, and messages quote a short prefix of it, never the whole. */
  @Test
  void longInputIsRefusedAndQuotedShort() {
    String longBid = "{\"rules\":\"standard\",\"bid\":\"" + "ulti ".repeat(20_000) + "\"}";
    assertThat(run(longBid, "settle", "-")).isEqualTo(2);
    assertThat(err.toString()).startsWith("bid: not valid JSON: String value length (").contains("exceeds the maximum allowed (10000");
    err.getBuffer().setLength(0);
    String bid = "{\"rules\":\"standard\",\"bid\":\"" + "ulti ".repeat(150) + "\"}";
    assertThat(run(bid, "settle", "-")).isEqualTo(2);
    assertThat(err.toString().length()).isLessThan(250);
    err.getBuffer().setLength(0);
    String deep = "{\"rules\":\"standard\",\"bid\":\"Simple game\",\"x\":" + "[".repeat(5_000) + "]".repeat(5_000) + "}";
    assertThat(run(deep, "settle", "-")).isEqualTo(2);
    assertThat(err.toString()).contains("not valid JSON: Document nesting depth (17) exceeds the maximum allowed (16");
  }
}
