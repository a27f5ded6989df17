package hu.ulti.core.vocabulary;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The vocabulary table of {@code docs/vocabulary.md}, read for the tests that hold each surface
 * to it: each row a concept, each column a surface, each cell the names written in backticks.
 * Shared by every module's {@code VocabularyTest} through ulti-core's test jar.
 */
public final class Vocabulary {
  /** The columns of the concept tables, in the order the page writes them. */
  public enum Column { CONCEPT, JAVA, JSON, RECORD, NOTATION, PROTOCOL, SERVER, HUNGARIAN, MEANING }

  /**
   * One row: a concept and its names on each surface.
   *
   * @param concept the concept
   * @param cells the cells' text, by column
   */
  public record Row(String concept, List<String> cells) {
    /** {@return the names in backticks in one column} */
    public Set<String> names(Column column) {
      return backticked(cells.get(column.ordinal()));
    }
  }

  /**
   * One old spelling and what replaced it.
   *
   * @param surface where it was written
   * @param old the old spellings, in backticks
   * @param now today's, in backticks
   */
  public record Renamed(String surface, Set<String> old, Set<String> now) {}

  private static final Pattern BACKTICKED = Pattern.compile("`([^`]+)`");

  private final List<Row> rows;
  private final List<Renamed> renamed;

  private Vocabulary(List<Row> rows, List<Renamed> renamed) {
    this.rows = List.copyOf(rows);
    this.renamed = List.copyOf(renamed);
  }

  /** {@return the page of the repository the tests run in} */
  public static Vocabulary read() {
    Path page = Path.of(System.getProperty("ulti.root", "..")).resolve("docs/vocabulary.md");
    List<String> lines;
    try {
      lines = Files.readAllLines(page, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<Row> rows = new ArrayList<>();
    List<Renamed> renamed = new ArrayList<>();
    boolean inRenamed = false;
    for (String line : lines) {
      if (line.startsWith("## ")) {
        inRenamed = line.toLowerCase(Locale.ROOT).contains("spellings before");
      }
      if (!line.startsWith("| ") || line.startsWith("|---") || line.startsWith("| concept ")
          || line.startsWith("| surface ")) {
        continue;
      }
      List<String> cells = new ArrayList<>();
      for (String cell : line.substring(1, line.length() - 1).split("(?<!\\\\)\\|", -1)) {
        cells.add(cell.strip());
      }
      if (inRenamed) {
        renamed.add(new Renamed(cells.get(0), backticked(cells.get(1)), backticked(cells.get(2))));
      } else if (cells.size() == Column.values().length) {
        rows.add(new Row(cells.get(0), cells));
      } else {
        throw new IllegalStateException("A row of " + cells.size() + " cells in docs/vocabulary.md: " + line);
      }
    }
    return new Vocabulary(rows, renamed);
  }

  /** {@return the concept rows} */
  public List<Row> rows() {
    return rows;
  }

  /** {@return the old spellings, by surface} */
  public List<Renamed> renamed() {
    return renamed;
  }

  /** {@return every name in one column, over all rows} */
  public Set<String> names(Column column) {
    Set<String> names = new LinkedHashSet<>();
    rows.forEach(row -> names.addAll(row.names(column)));
    return names;
  }

  /** {@return the row of a concept} */
  public Row row(String concept) {
    return rows.stream().filter(row -> row.concept().equals(concept)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("No concept '" + concept + "' in docs/vocabulary.md"));
  }

  static Set<String> backticked(String cell) {
    Set<String> names = new LinkedHashSet<>();
    Matcher m = BACKTICKED.matcher(cell);
    while (m.find()) {
      names.add(m.group(1));
    }
    return names;
  }
}
