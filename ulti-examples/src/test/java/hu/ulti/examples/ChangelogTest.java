package hu.ulti.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The CHANGELOG keeps the Keep a Changelog form and stays a summary a user reads in a minute; the
 * change-by-change log lives in docs/development-log.md.
 */
class ChangelogTest {
  private static final Path ROOT = Path.of(System.getProperty("ulti.root", ".."));
  private static final Set<String> KINDS = Set.of("Added", "Changed", "Deprecated", "Removed", "Fixed", "Security");

  @Test
  void theChangelogIsAShortKeepAChangelogSummary() throws IOException {
    List<String> lines = Files.readAllLines(ROOT.resolve("CHANGELOG.md"), StandardCharsets.UTF_8);
    assertThat(lines).as("a summary, not a development log").hasSizeLessThan(120);
    assertThat(lines).contains("## [Unreleased]");
    for (String line : lines) {
      if (line.startsWith("## ")) {
        // A version's section is dated when it is released; until then it says so.
        assertThat(line).matches("## \\[(Unreleased|\\d+\\.\\d+\\.\\d+)\\]( - (\\d{4}-\\d{2}-\\d{2}|Unreleased))?");
        // "[Unreleased]" rendered with literal brackets: every heading's link is defined.
        String version = line.substring(line.indexOf('[') + 1, line.indexOf(']'));
        assertThat(lines).as("the link definition of %s", version)
            .anyMatch(l -> l.startsWith("[" + version + "]: https://github.com/ulti-sdk/ulti/"));
      }
      if (line.startsWith("### ")) {
        assertThat(KINDS).as("a Keep a Changelog kind of change: %s", line).contains(line.substring(4));
      }
    }
    assertThat(Files.exists(ROOT.resolve("docs/development-log.md"))).isTrue();
  }
}
