package hu.ulti.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class DemoAndSimulateTest {
  private final Cli cli = new Cli();
  private final java.io.StringWriter out = cli.out;
  private final java.io.StringWriter err = cli.err;

  private int run(String... args) {
    return cli.run(args);
  }

  @Test
  void demoPlaysOneDealFromAuctionToSettlement() {
    assertThat(run("demo", "--seed", "7")).isZero();
    String text = out.toString();
    assertThat(text)
        .contains("Ulti demo: seed 7, rules standard")
        .contains("Auction (licit):")
        .contains("takes the talon")
        .contains("Trumps (adu):")
        .contains("declares the acorns marriage")
        .contains("Kontras before the second trick:")
        .containsPattern("10  2:A7 +0:H7 +1:LA +won by seat 2")
        .contains("Payments (positive: receives): declarer +32, first defender -16, second defender -16");
    String first = text;
    out.getBuffer().setLength(0);
    run("demo", "--seed", "7");
    assertThat(out.toString()).isEqualTo(first);
  }

  @Test
  void simulatePlaysManyDealsWithoutARefusedActionOrABrokenInvariant() {
    assertThat(run("simulate", "--deals", "2000", "--seed", "11")).as(err.toString()).isZero();
    assertThat(out.toString())
        .contains("2000 deals")
        .contains("checks: 0 refused actions, 0 broken invariants")
        .contains("contracts:")
        .contains("Heart ulti");
    assertThat(err.toString()).isEmpty();
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
    assertThat(run("simulate", "--rules", id, "--deals", "300", "--seed", "5")).as(err.toString()).isZero();
    assertThat(out.toString()).contains("checks: 0 refused actions, 0 broken invariants");
  }

  static java.util.stream.Stream<String> ids() {
    return java.util.stream.Stream.concat(
        hu.ulti.core.rules.RuleSets.all().stream().map(hu.ulti.core.rules.RuleSet::id),
        java.util.stream.Stream.of("half-hand+suit-bid", "quadruple-half-hand+suit-bid-low-open-betli",
            "four-aces+tournament", "historical+four-aces"));
  }

  @Test
  void badArgumentsExitTwo() {
    assertThat(run("simulate", "--deals", "0")).isEqualTo(2);
    assertThat(run("simulate")).isEqualTo(2);
    assertThat(run("demo", "--rules", "nope")).isEqualTo(2);
  }
}
