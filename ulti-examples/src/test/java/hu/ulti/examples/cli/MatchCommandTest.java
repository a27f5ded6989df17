package hu.ulti.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** ulti match: duplicate deals, both bots' means, and the gain with its interval. */
class MatchCommandTest {
  private final Cli cli = new Cli();

  @Test
  void comparesTwoBotsOnDuplicateDeals() {
    assertThat(cli.run("match", "--bots", "sampling,rule-of-thumb", "--deals", "4", "--samples", "2",
        "--threads", "2", "--quiet")).as(cli.err.toString()).isZero();
    assertThat(cli.out.toString())
        .contains("ulti match: 4 duplicate deals (16 games), rules standard, seed 1")
        .containsPattern("sampling +[+-]\\d+\\.\\d{3} game points per game, in each seat once against two rule-of-thumb")
        .containsPattern("sampling gains [+-]\\d+\\.\\d{3} game points per game over rule-of-thumb \\(95% confidence interval");
    assertThat(cli.err.toString()).isEmpty();
  }

  @Test
  void theSameSeedGivesTheSameResultOnAnyNumberOfThreads() {
    cli.run("match", "--bots", "rule-of-thumb,sampling", "--deals", "3", "--samples", "2", "--threads", "1", "-q");
    String one = cli.out.toString();
    cli.out.getBuffer().setLength(0);
    cli.run("match", "--bots", "rule-of-thumb,sampling", "--deals", "3", "--samples", "2", "--threads", "2", "-q");
    assertThat(cli.out.toString()).isEqualTo(one);
  }

  @Test
  void badArgumentsExitTwo() {
    assertThat(cli.run("match", "--bots", "sampling", "--deals", "2")).isEqualTo(2);
    assertThat(cli.run("match", "--bots", "sampling,nobody", "--deals", "2")).isEqualTo(2);
    assertThat(cli.err.toString()).contains("unknown bot 'nobody'");
    assertThat(cli.run("match", "--bots", "sampling,rule-of-thumb", "--deals", "0")).isEqualTo(2);
    assertThat(cli.run("match", "--bots", "sampling,rule-of-thumb", "--deals", "2", "--samples", "0")).isEqualTo(2);
    assertThat(cli.run("match", "--bots", "sampling,rule-of-thumb", "--deals", "2", "--time-limit", "0")).isEqualTo(2);
    assertThat(cli.err.toString()).contains("--time-limit: at least 1 millisecond, not 0");
  }

  @Test
  void aTimeLimitPerDecisionStillFinishesEveryGame() {
    assertThat(cli.run("match", "--bots", "sampling,rule-of-thumb", "--deals", "2", "--time-limit", "5", "-q"))
        .isEqualTo(0);
    assertThat(cli.out.toString()).contains("sampling gains");
  }
}
