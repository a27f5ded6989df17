package hu.ulti.variants;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.game.Game;
import hu.ulti.core.record.GameRecord;
import hu.ulti.core.record.GameRecords;
import hu.ulti.core.record.Notation;
import hu.ulti.core.record.SessionRecords;
import hu.ulti.core.session.Session;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The promise of docs/vocabulary.md kept for the record format and the notation: what the build
 * of 2026-11-26 wrote, before the words of 0.1.0 (src/test/resources/legacy/2026-11-26), reads
 * with every reader of today, means what it meant, and is written again only in today's words.
 */
class LegacyRecordsTest {
  private static final String FOLDER = "/legacy/2026-11-26/";

  private static String read(String name) throws IOException {
    try (InputStream in = LegacyRecordsTest.class.getResourceAsStream(FOLDER + name)) {
      assertThat(in).as(name).isNotNull();
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /** The tags the writer sets itself, under today's names and the old Result. */
  private static final List<String> WRITERS_OWN = List.of("Format", "Rules", "Dealer", "Hand0", "Hand1", "Hand2",
      "Talon", "Payments", "Result", "View", "Exposed0", "Exposed1", "Exposed2", "First0", "First1", "First2",
      "DealId");

  /** The tags a caller gave, as the writer takes them back: everything the writer does not set itself. */
  private static Map<String, String> callersTags(GameRecord record) {
    Map<String, String> tags = new LinkedHashMap<>(record.tags());
    tags.keySet().removeAll(WRITERS_OWN);
    return tags;
  }

  @Test
  void everyLoneDealOfTheOldBuildReplaysToItsPaymentsAndIsWrittenInTodaysWords() throws IOException {
    String old = read("records/lone-deals.records");
    assertThat(old).contains("[Result ").containsPattern("\\d take discard ").containsPattern("\\d trumps ")
        .contains(" bid Pass\n");
    List<GameRecord> records = GameRecords.read(old);
    assertThat(records).hasSize(108);
    for (GameRecord record : records) {
      Game game = record.replay(); // checks the old Result tag against the play
      assertThat(record.tag("Payments")).as("the old Result, found by its new name").isPresent();
      String today = GameRecords.write(game, callersTags(record));
      assertThat(today).doesNotContain("[Result ").doesNotContainPattern("\\d take discard ")
          .doesNotContainPattern("\\d trumps ").doesNotContain(" bid Pass\n").contains("[Payments ");
      assertThat(GameRecords.read(today).get(0).replay()).isEqualTo(game);
    }
  }

  @Test
  void everyRedactedRecordOfTheOldBuildReadsAsTheViewItWas() throws IOException {
    List<GameRecord> records = GameRecords.read(read("records/redacted.records"));
    assertThat(records).hasSize(108);
    for (GameRecord record : records) {
      assertThat(record.viewpoint()).isPresent();
      assertThat(record.deal()).isEmpty();
      assertThat(record.moves()).isNotEmpty();
    }
  }

  @Test
  void everySessionOfTheOldBuildIsRefereedAndWrittenInTodaysWords() throws IOException {
    String old = read("records/sessions.records");
    assertThat(old).contains("[Table ").contains("[EndCalled ").contains("[Result ");
    List<List<GameRecord>> sessions = SessionRecords.group(GameRecords.read(old));
    assertThat(sessions).hasSize(12);
    for (List<GameRecord> records : sessions) {
      Session session = SessionRecords.replay(records); // checks Players (the seats' names), Result, Scores
      String today = SessionRecords.write(session, records.get(0).tag("Session").orElseThrow(), Map.of());
      assertThat(today).doesNotContain("[Table ").doesNotContain("[EndCalled ").doesNotContain("[Result ")
          .contains("[Seating ");
      assertThat(SessionRecords.replay(GameRecords.read(today))).isEqualTo(session);
    }
  }

  @Test
  void everyNotationLineOfTheOldBuildReadsAndIsWrittenTheSameButForRenamedRuleSets() throws IOException {
    List<String> deals = read("notation/deals.txt").lines().toList();
    assertThat(deals).hasSize(108).anyMatch(line -> line.startsWith("no-pass-bid "));
    for (String line : deals) {
      Notation.DealPosition deal = Notation.parseDeal(line);
      assertThat(Notation.deal(deal.rules(), deal.deal())).isEqualTo(withRuleSetId(line, deal.rules().id()));
    }
    List<String> positions = read("notation/positions.txt").lines().toList();
    assertThat(positions).hasSizeGreaterThan(900);
    for (String line : positions) {
      Notation.PlayPosition position = Notation.parsePosition(line);
      assertThat(Notation.position(position)).isEqualTo(withRuleSetId(line, position.rules().id()));
    }
  }

  /** The line with its first field, the rule set, as today's id names it. */
  private static String withRuleSetId(String line, String id) {
    return id + line.substring(line.indexOf(' '));
  }
}
