package hu.ulti.variants;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.card.Seat;
import hu.ulti.core.contract.Component;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.record.GameRecord;
import hu.ulti.core.record.GameRecords;
import hu.ulti.core.record.Move;
import hu.ulti.core.record.SessionRecords;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.vocabulary.Vocabulary;
import hu.ulti.core.vocabulary.Vocabulary.Column;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The record format speaks the vocabulary of docs/vocabulary.md: every tag and every move word the
 * writers write is in the table's record column, and every tag and word in that column is one the
 * writers write (or metadata a caller gives: Event, Date, Seed). The records are the corpus of the
 * old build, written again by today's writers: lone deals of 18 rule sets, each seat's redacted
 * view of them, and sessions of three and four.
 */
class RecordVocabularyTest {
  private static final Pattern TAG = Pattern.compile("(?m)^\\[([A-Za-z0-9]+) ");
  private static final Pattern MOVE = Pattern.compile(
      "(?m)^\\d+\\. \\d (take talon)?(?: ?(discard) \\S+ \\S+)?(?: ?(bid|pass|name trumps|give up|declare|kontra|play)"
          + "(?: \\S+ (against))?)?");
  /** Tags a caller gives the writers, which they keep. */
  private static final Set<String> CALLERS = Set.of("Event", "Date", "Seed");

  private static String legacy(String name) throws IOException {
    try (InputStream in = RecordVocabularyTest.class.getResourceAsStream("/legacy/2026-11-26/records/" + name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /** Every record today's writers write of the corpus. */
  private static String writtenToday() throws IOException {
    StringBuilder out = new StringBuilder();
    for (GameRecord record : GameRecords.read(legacy("lone-deals.records"))) {
      Game game = record.replay();
      out.append(GameRecords.write(game, Map.of("Event", "e", "Date", "2026.11.27", "Seed", "1",
          "Players", "Anna, Béla, Csaba"))).append('\n');
      for (Seat seat : Seat.values()) {
        out.append(GameRecords.writeView(game, seat, Map.of())).append('\n');
      }
    }
    for (List<GameRecord> session : SessionRecords.group(GameRecords.read(legacy("sessions.records")))) {
      out.append(SessionRecords.write(SessionRecords.replay(session), "s", Map.of())).append('\n');
    }
    // The declarer's rekontra of one defender's kontra, which the corpus's bots never said.
    out.append("1. ").append(Move.format(RuleSet.standard(),
        new Action.Kontra(Seat.SEAT_0, Component.BETLI, Optional.of(Seat.SEAT_1)))).append('\n');
    return out.toString();
  }

  /** The tags (capitalised) and move words (lower case) of the table's record column. */
  private static Set<String> tableWords() {
    Set<String> words = new TreeSet<>();
    for (String name : Vocabulary.read().names(Column.RECORD)) {
      if (name.matches("[A-Z][A-Za-z]*[0-9]?")) {
        words.add(name);
      } else if (Component.parse(name).isEmpty()) { // a component's code is a value a move names, not a word
        for (String word : name.split(" ")) {
          if (word.matches("[a-z]+")) {
            words.add(word);
          }
        }
      }
    }
    return words;
  }

  @Test
  void everyTagAndMoveWordTheWritersWriteIsInTheTableAndNoOther() throws IOException {
    String records = writtenToday();
    Set<String> written = new TreeSet<>();
    Matcher tags = TAG.matcher(records);
    while (tags.find()) {
      written.add(tags.group(1));
    }
    Matcher moves = MOVE.matcher(records);
    while (moves.find()) {
      for (int g = 1; g <= moves.groupCount(); g++) {
        if (moves.group(g) != null) {
          written.addAll(List.of(moves.group(g).split(" ")));
        }
      }
    }
    Set<String> table = tableWords();
    assertThat(table).as("the table's record column").containsAll(written);
    Set<String> unwritten = new TreeSet<>(table);
    unwritten.removeAll(written);
    unwritten.removeAll(CALLERS);
    assertThat(unwritten).as("names in the table's record column that no writer writes").isEmpty();
  }
}
