package hu.ulti.core.rules;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.contract.Bid;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The standard ladder is pagat's table, every row, in that order, with those values, and with
 * pagat's names but for the simple game alone: pagat's "Pass" and "Pass hearts" (as the bids are
 * announced) are named "Simple game" and "Heart simple game" ("Parti", "Piros parti"), since
 * "pass" names passing (docs/vocabulary.md); pagat's names still read as those bids.
 */
class StandardLadderTest {
  private static final RuleSet STANDARD = RuleSet.standard();
  private static final Map<String, String> RENAMED = Map.of("Pass", "Simple game", "Pass hearts", "Heart simple game",
      "Passz", "Parti", "Piros passz", "Piros parti");

  private record Row(int step, String english, String hungarian, String trump, String score, int total) {}

  private static List<Row> pagatTable() throws IOException {
    List<Row> rows = new ArrayList<>();
    try (InputStream in = StandardLadderTest.class.getResourceAsStream("pagat-ladder.tsv")) {
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] f = line.split("\t");
        rows.add(new Row(Integer.parseInt(f[0]), RENAMED.getOrDefault(f[1], f[1]), RENAMED.getOrDefault(f[2], f[2]),
            f[3], f[4], Integer.parseInt(f[5])));
      }
    }
    return rows;
  }

  @Test
  void ladderIsPagatsTableRowByRow() throws IOException {
    List<Row> table = pagatTable();
    List<Bid> ladder = STANDARD.ladder().bids();
    assertThat(table).hasSize(38);
    assertThat(ladder).hasSize(table.size());
    for (int i = 0; i < table.size(); i++) {
      Row row = table.get(i);
      Bid bid = ladder.get(i);
      String score = STANDARD.values().componentValues(bid).stream()
          .map(String::valueOf).collect(Collectors.joining(" + "));
      assertThat(new Row(STANDARD.ladder().step(bid).getAsInt(), STANDARD.englishName(bid),
              STANDARD.hungarianName(bid), bid.denomination().trumpKind(), score,
              STANDARD.values().total(bid)))
          .as("row %d of pagat's table", i + 1)
          .isEqualTo(row);
    }
    assertThat(STANDARD.ladder().steps()).hasSize(20);
  }

  @Test
  void everyNameInTheTableParsesToItsBid() throws IOException {
    for (Row row : pagatTable()) {
      Bid bid = STANDARD.parseBid(row.english());
      assertThat(STANDARD.englishName(bid)).isEqualTo(row.english());
      assertThat(STANDARD.parseBid(row.hungarian())).isEqualTo(bid);
    }
    RENAMED.forEach((pagat, sdk) -> assertThat(STANDARD.parseBid(pagat)).as(pagat).isEqualTo(STANDARD.parseBid(sdk)));
  }
}
