package hu.ulti.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.card.Deal;
import hu.ulti.core.card.DealPattern;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.game.Game;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import hu.ulti.json.UltiJson;
import java.io.StringWriter;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class DemoAndSimulateTest {
  private final Cli cli = new Cli();
  private final StringWriter out = cli.out;
  private final StringWriter err = cli.err;

  private int run(String... args) {
    return cli.run(args);
  }

  @Test
  void demoPlaysOneDealFromAuctionToSettlement() {
    // The sparring bot reaches every part of a deal: the talon, declarations, kontras.
    assertThat(run("demo", "--seed", "27", "--bot", "sparring")).isZero();
    String text = out.toString();
    assertThat(text)
        .contains("Ulti demo: seed 27, rules standard")
        .contains("Auction (licit):")
        .contains("takes the talon")
        .contains("Trumps (adu):")
        .contains("declares the leaves marriage")
        .contains("seat 2 doubles the 40-100")
        .contains("Kontras before the second trick:")
        .containsPattern("10  1:AA +2:L9 +0:H8 +won by seat 2")
        .contains("Payments (positive: receives): declarer (seat 1) -28, first defender (seat 2) +14, second defender (seat 0) +14");
    String first = text;
    out.getBuffer().setLength(0);
    run("demo", "--seed", "27", "--bot", "sparring");
    assertThat(out.toString()).isEqualTo(first);
    out.getBuffer().setLength(0);
    assertThat(run("demo", "--seed", "27")).isZero();
    assertThat(out.toString()).contains("Auction (licit):", "Payments (positive: receives):").isNotEqualTo(first);
    assertThat(run("demo", "--bot", "nobody")).isEqualTo(2);
    assertThat(err.toString()).contains("--bot: unknown bot 'nobody'");
  }

  @Test
  void simulatePlaysManyDealsWithoutARefusedActionOrABrokenInvariant() {
    assertThat(run("simulate", "--deals", "1000", "--seed", "11")).as(err.toString()).isZero();
    assertThat(out.toString())
        .contains("1000 deals")
        .contains("checks: 0 refused actions, 0 broken invariants")
        .contains("contracts:")
        .contains("Heart ulti");
    // Not a terminal here: the progress is whole lines on standard error, the last at the end.
    assertThat(err.toString()).endsWith("1,000/1,000 deals (100 %), " + lastRate() + " per second, 0 s left"
        + System.lineSeparator());
  }

  private String lastRate() {
    Matcher m = Pattern.compile("100 %\\), ([\\d,]+) per second").matcher(err.toString());
    assertThat(m.find()).as(err.toString()).isTrue();
    return m.group(1);
  }

  @Test
  void quietSimulateWritesNothingToStandardError() {
    assertThat(run("simulate", "--deals", "50", "--seed", "11", "--quiet")).isZero();
    assertThat(out.toString()).contains("50 deals");
    assertThat(err.toString()).isEmpty();
  }

  /** Issue 15: "-V works everywhere". */
  @Test
  void everySubcommandPrintsTheVersion() {
    for (String command : new String[] {"demo", "simulate", "deal", "ladder", "rules", "referee", "settle", "solve"}) {
      out.getBuffer().setLength(0);
      assertThat(run(command, "-V")).isZero();
      assertThat(out.toString()).as(command).startsWith("ulti ");
    }
  }

  /** Issue 6: "ulti demo --rules ID ... work for each" rule set, and for compositions. */
  @org.junit.jupiter.params.ParameterizedTest
  @org.junit.jupiter.params.provider.MethodSource("ids")
  void demoPlaysEveryRuleSet(String id) {
    for (String seed : new String[] {"1", "2", "3"}) {
      out.getBuffer().setLength(0);
      assertThat(run("demo", "--rules", id, "--seed", seed)).as(err.toString()).isZero();
      assertThat(out.toString()).contains("rules " + id).contains("Payments (positive: receives)");
    }
  }

  /** Many deals of every rule set, played by the bot and checked by the game, refuse nothing. */
  @org.junit.jupiter.params.ParameterizedTest
  @org.junit.jupiter.params.provider.MethodSource("ids")
  void simulateEveryRuleSet(String id) {
    assertThat(run("simulate", "--rules", id, "--deals", "100", "--seed", "5")).as(err.toString()).isZero();
    assertThat(out.toString()).contains("checks: 0 refused actions, 0 broken invariants");
  }

  static Stream<String> ids() {
    return Stream.concat(
        RuleSets.all().stream().map(RuleSet::id),
        Stream.of("half-hand+suit-bid", "quadruple-half-hand+suit-bid-low-open-betli",
            "four-aces+tournament", "historical+four-aces"));
  }

  @Test
  void badArgumentsExitTwo() {
    assertThat(run("simulate", "--deals", "0")).isEqualTo(2);
    assertThat(run("simulate")).isEqualTo(2);
    assertThat(run("demo", "--rules", "nope")).isEqualTo(2);
  }

  /** Every command that prints a result prints it as JSON with --json: the wire format where there is one. */
  @org.junit.jupiter.api.Test
  void everyResultAlsoAsJson() throws Exception {
    var mapper = UltiJson.mapper();
    assertThat(run("demo", "--seed", "27", "--bot", "sparring", "--json")).isZero();
    Game game = mapper.readValue(out.toString(), Game.class);
    assertThat(game.isOver()).isTrue();
    assertThat(game.payments().get(Seat.SEAT_1)).isEqualTo(-28);
    out.getBuffer().setLength(0);
    assertThat(run("simulate", "--deals", "50", "--json")).isZero();
    var stats = mapper.readTree(out.toString());
    assertThat(stats.get("deals").asInt()).isEqualTo(50);
    assertThat(stats.get("refusedActions").asInt()).isZero();
    out.getBuffer().setLength(0);
    assertThat(run("deal", "--seed", "3", "--json")).isZero();
    var deal = mapper.readTree(out.toString());
    assertThat(mapper.treeToValue(deal.get("deal"), Deal.class))
        .isEqualTo(Deal.random(Seat.SEAT_2, DealPattern.CUT,
            SeededRandom.of(3)));
    out.getBuffer().setLength(0);
    assertThat(run("rules", "--json")).isZero();
    assertThat(mapper.readTree(out.toString()).get(0).get("id").asText()).isEqualTo("standard");
  }

  /** An output file that cannot be written fails before anything is played, saying why. */
  @org.junit.jupiter.api.Test
  void anUnwritableOutputFailsFirst() {
    assertThat(run("demo", "--seed", "27", "--out", "/no/such/folder/demo.ulti")).isEqualTo(2);
    assertThat(out.toString()).isEmpty();
    assertThat(err.toString()).contains("/no/such/folder/demo.ulti: cannot write: no such folder");
  }
}
