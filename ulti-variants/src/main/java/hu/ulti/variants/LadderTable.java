package hu.ulti.variants;

import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.BidValues;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Denomination;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;

/**
 * A published ladder read from a CSV table, one bid per row: its step, its trump column
 * ({@code minor}, {@code hearts} or {@code none}), its components joined by {@code +} and their
 * values. Each row's values are checked against the rule set's value table, so the table and the
 * values cannot drift apart.
 */
final class LadderTable {
  /** One row: the bid, its step in each numbering the table gives, and the table's own name. */
  record Row(Bid bid, int step, int alternativeStep, String name) {}

  private final List<Row> rows;

  private LadderTable(List<Row> rows) {
    this.rows = List.copyOf(rows);
  }

  /**
   * Reads a table from a resource beside this class.
   *
   * @param stepColumn the column of the step numbering to use
   * @param alternativeColumn the column of the other numbering
   */
  static LadderTable read(String resource, BidValues values, String stepColumn, String alternativeColumn) {
    try (InputStream in = LadderTable.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("The ladder table " + resource + " is missing from ulti-variants");
      }
      return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), values, stepColumn, alternativeColumn);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static LadderTable parse(String text, BidValues values, String stepColumn, String alternativeColumn) {
    List<String> lines = text.lines().filter(l -> !l.isBlank()).toList();
    List<String> header = fields(lines.get(0));
    int step = column(header, stepColumn);
    int alternative = column(header, alternativeColumn);
    int name = column(header, "bid_name_en");
    int trump = column(header, "trump");
    int components = column(header, "components");
    int componentValues = column(header, "component_values");
    List<Row> rows = new ArrayList<>();
    for (int i = 1; i < lines.size(); i++) {
      List<String> row = fields(lines.get(i));
      Bid bid = bid(row.get(trump), row.get(components), row.get(componentValues), values, i + 1);
      rows.add(new Row(bid, Integer.parseInt(row.get(step)), Integer.parseInt(row.get(alternative)), row.get(name)));
    }
    return new LadderTable(rows);
  }

  List<Row> rows() {
    return rows;
  }

  /** The steps in the given numbering, each in the table's row order. */
  List<List<Bid>> steps(boolean alternative) {
    TreeMap<Integer, List<Bid>> steps = new TreeMap<>();
    for (Row row : rows) {
      steps.computeIfAbsent(alternative ? row.alternativeStep() : row.step(), k -> new ArrayList<>()).add(row.bid());
    }
    int expected = 1;
    for (int number : steps.keySet()) {
      if (number != expected++) {
        throw new IllegalStateException("The ladder table skips step " + (expected - 1));
      }
    }
    return List.copyOf(steps.values());
  }

  /** The row's bid; a no-trump row's scale (plain or "piros") is the one its values match. */
  private static Bid bid(String trump, String componentNames, String componentValues, BidValues values, int line) {
    Set<Component> components = EnumSet.noneOf(Component.class);
    boolean open = false;
    for (String part : componentNames.split("\\+")) {
      String word = part.strip();
      if (word.startsWith("open-")) {
        open = true;
        word = word.substring("open-".length());
      }
      components.add(component(word, line));
    }
    List<Integer> expected = new ArrayList<>();
    for (String value : componentValues.split("\\+")) {
      expected.add(Integer.parseInt(value.strip()));
    }
    List<Denomination> candidates = switch (trump) {
      case "minor" -> List.of(Denomination.MINOR);
      case "hearts" -> List.of(Denomination.HEARTS);
      case "none" -> List.of(Denomination.NO_TRUMP, Denomination.NO_TRUMP_HEARTS);
      default -> throw new IllegalStateException("Line " + line + ": unknown trump column '" + trump + "'");
    };
    for (Denomination denomination : candidates) {
      Bid bid = open ? Bid.open(denomination, components) : Bid.of(denomination, components);
      if (values.covers(bid) && sorted(values.componentValues(bid)).equals(sorted(expected))) {
        return bid;
      }
    }
    throw new IllegalStateException("Line " + line + ": no " + trump + " " + componentNames
        + " is worth " + componentValues + " in the value table");
  }

  private static List<Integer> sorted(List<Integer> values) {
    return values.stream().sorted().toList();
  }

  private static Component component(String word, int line) {
    return switch (word) {
      case "game" -> Component.SIMPLE_GAME;
      case "40-100" -> Component.FORTY_HUNDRED;
      case "20-100" -> Component.TWENTY_HUNDRED;
      case "ulti" -> Component.ULTI;
      case "four-aces" -> Component.FOUR_ACES;
      case "four-tens" -> Component.FOUR_TENS;
      case "betli" -> Component.BETLI;
      case "durchmars" -> Component.DURCHMARS;
      default -> throw new IllegalStateException("Line " + line + ": unknown component '" + word + "'");
    };
  }

  private static int column(List<String> header, String name) {
    int index = header.indexOf(name);
    if (index < 0) {
      throw new IllegalStateException("The ladder table has no column " + name);
    }
    return index;
  }

  /** The fields of one CSV line: commas separate, double quotes enclose, "" is a quote. */
  static List<String> fields(String line) {
    List<String> fields = new ArrayList<>();
    StringBuilder field = new StringBuilder();
    boolean quoted = false;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quoted) {
        if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
          field.append('"');
          i++;
        } else if (c == '"') {
          quoted = false;
        } else {
          field.append(c);
        }
      } else if (c == '"') {
        quoted = true;
      } else if (c == ',') {
        fields.add(field.toString());
        field.setLength(0);
      } else {
        field.append(c);
      }
    }
    fields.add(field.toString());
    return fields;
  }
}
