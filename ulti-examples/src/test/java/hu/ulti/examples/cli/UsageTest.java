package hu.ulti.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The command line's usage errors and help: the message first and alone, and help that does not break a path. */
class UsageTest {
  private final Cli cli = new Cli();

  @Test
  void aUsageErrorShowsItsMessageAndWhereToReadMoreNotTheWholeUsage() {
    assertThat(cli.run("match", "--entrant", "random", "--deals", "x")).isEqualTo(2);
    assertThat(cli.err()).startsWith("Invalid value for option '--deals'")
        .contains("Try 'ulti match --help' for its options.").doesNotContain("Usage:");
    cli.clear();
    assertThat(cli.run("demo", "--no-such-option")).isEqualTo(2);
    assertThat(cli.err().lines()).hasSize(2).last().isEqualTo("Try 'ulti demo --help' for its options.");
  }

  @Test
  void helpNeverSplitsAPathOfTheDocumentation() {
    for (String command : UltiCommand.newCommandLine().getSubcommands().keySet()) {
      cli.clear();
      cli.run(command, "--help");
      assertThat(cli.out()).as(command).doesNotContainPattern("docs/[\\w-]*\\.\\s*\\n\\s*md");
    }
    cli.clear();
    cli.run("demo", "--help");
    assertThat(cli.out()).contains("(docs/json.md)");
  }

  @Test
  void aLongRuleSetIdIsQuotedWholeInItsError() {
    String id = "four-aces+tournament+give-up-any+betli-only-individual+unknown";
    assertThat(cli.run("demo", "--rules", id)).isEqualTo(2);
    assertThat(cli.err()).contains("Cannot compose '" + id + "'");
  }
}
