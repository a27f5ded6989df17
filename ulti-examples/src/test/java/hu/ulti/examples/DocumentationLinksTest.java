package hu.ulti.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every relative link of the README and the guides in docs/ leads to a file of the repository,
 * and every class or test the rules-coverage table names exists, so a reader never follows a dead
 * end.
 */
class DocumentationLinksTest {
  private static final Path ROOT = Path.of(System.getProperty("ulti.root", ".."));
  private static final Pattern LINK = Pattern.compile("\\]\\(([^)#\\s]+)(#[^)]*)?\\)");

  @Test
  void everyRelativeLinkResolves() throws IOException {
    List<Path> pages = new ArrayList<>(List.of(ROOT.resolve("README.md"), ROOT.resolve("RELEASING.md"),
        ROOT.resolve("CHANGELOG.md"), ROOT.resolve("ulti-core/src/test/corpus/README.md"),
        ROOT.resolve("docs/schema/README.md")));
    try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
      docs.filter(p -> p.toString().endsWith(".md")).forEach(pages::add);
    }
    List<String> dead = new ArrayList<>();
    for (Path page : pages) {
      Matcher link = LINK.matcher(Files.readString(page, StandardCharsets.UTF_8));
      while (link.find()) {
        String target = link.group(1);
        if (target.contains("://") || target.startsWith("mailto:")) {
          continue;
        }
        if (!Files.exists(page.getParent().resolve(target))) {
          dead.add(ROOT.relativize(page) + " -> " + target);
        }
      }
    }
    assertThat(pages).hasSizeGreaterThan(8);
    assertThat(dead).as("links to nothing").isEmpty();
  }

  /** The rules-coverage table names classes and tests; each must exist somewhere in the sources. */
  @Test
  void everyClassTheCoverageTableNamesExists() throws IOException {
    String table = Files.readString(ROOT.resolve("docs/rules-coverage.md"), StandardCharsets.UTF_8);
    Matcher name = Pattern.compile("`(?:[a-z]+\\.)?([A-Z][A-Za-z]+)(?:\\.[a-z][A-Za-z]*\\(?\\)?)?`").matcher(table);
    List<String> sources = new ArrayList<>();
    try (Stream<Path> files = Files.walk(ROOT)) {
      files.filter(p -> p.toString().endsWith(".java") && !p.toString().contains("/target/"))
          .forEach(p -> sources.add(p.getFileName().toString().replace(".java", "")));
    }
    List<String> missing = new ArrayList<>();
    int named = 0;
    while (name.find()) {
      named++;
      if (!sources.contains(name.group(1))) {
        missing.add(name.group(1));
      }
    }
    assertThat(named).isGreaterThan(60);
    assertThat(missing).as("classes and tests the table names but the sources lack").isEmpty();
  }
}
