package hu.ulti.core.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Violation;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Records as people write them, and the messages for the ones that are wrong. */
class RecordReaderTest {
  static final String HEADER = String.join("\n",
      "[Format \"ulti-record 1\"]",
      "[Event \"Friday club\"]",
      "[Players \"Anna, Béla, Csaba\"]",
      "[Rules \"standard\"]",
      "[Dealer \"2\"]",
      "[Hand0 \"HK HO H7 HA H10 LK LO A7 A8 A9 B7 B8\"]",
      "[Hand1 \"AK AO AA A10 AU L7 L8 L9 L10 LA\"]",
      "[Hand2 \"H8 H9 HU B9 B10 BU BO BK BA LU\"]",
      "[Talon \"\"]",
      "");

  static final String OPENING = String.join("\n",
      "; forehand opens",
      "1. 0 discard A8 A9 bid Heart ulti   { with both marriages }",
      "2. 1 pass",
      "3. 2 pass",
      "4. 0 pass",
      "5. 0 declare hearts",
      "6. 0 play HA",
      "");

  @Test
  void aHandWrittenRecordReadsAndReplays() {
    List<GameRecord> records = GameRecords.read(HEADER + OPENING + "7. 1 kontra ulti\n8. 1 play AK\n");
    GameRecord record = records.get(0);
    assertThat(record.tag("Players")).contains("Anna, Béla, Csaba");
    assertThat(record.moves()).hasSize(8);
    Game game = record.replay();
    assertThat(game.toAct()).isEqualTo(Seat.THIRD);
    assertThat(game.history()).hasSize(8);
  }

  @Test
  void hungarianNamesAndUnnumberedMovesAreAccepted() {
    String moves = "0 discard makk nyolcas, makk kilences bid piros ulti\n1 pass\n2 pass\n0 pass\n0 play piros ász\n1 kontra ulti\n";
    assertThat(GameRecords.read(HEADER + moves).get(0).replay().history()).hasSize(6);
  }

  @Test
  void severalRecordsInOneFile() {
    String text = HEADER + OPENING + "\n" + HEADER + "1. 0 discard A8 A9 bid Pass\n";
    assertThat(GameRecords.read(text)).hasSize(2);
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(delimiter = '|', value = {
    "[Format \"ulti-record 2\"] | line 1, column 10: expected the format \"ulti-record 1\"",
    "[Format \"ulti-record 1\"]\\n[Rules \"standard\"] | line 1, column 1: the record has no Dealer tag",
    "1. 0 pass | line 1, column 1: expected a record",
    "[Format ulti-record 1] | line 1, column 1: expected a tag such as [Rules \"standard\"]",
  })
  void malformedHeaders(String text, String message) {
    assertThatThrownBy(() -> GameRecords.read(text.replace("\\n", "\n")))
        .isInstanceOf(RecordFormatException.class).hasMessageStartingWith(message);
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(delimiter = '|', value = {
    "1. 0 discard A8 AQ bid Pass | line 10, column 14: expected two discarded cards: Cannot read 'AQ'",
    "1. 0 discard A8 A9 A7 bid Pass | line 10, column 14: expected two discarded cards, found 3 (A8 A9 A7)",
    "1. 0 discard A8 A9 bid Pass spades | line 10, column 24: expected a bid name of the standard rules: Cannot read bid word 'spades'",
    "2. 0 discard A8 A9 bid Pass | line 10, column 1: expected move number 1.",
    "1. 3 pass | line 10, column 4: expected a seat 0, 1 or 2, found '3'",
    "1. 0 jump | line 10, column 6: expected an action (pass, take, discard, bid, trumps, give up, declare, kontra, play), found 'jump'",
    "1. 0 pass now | line 10, column 11: unexpected 'now' after the move",
    "1. 0 discard A8 | line 10, column 16: expected 'bid' after the discard, found the end of the line",
    "1. 0 play | line 10, column 10: expected a card, found the end of the line",
    "1. 0 kontra trumps | line 10, column 13: expected a component",
    "1. 0 pass { never closed | line 10, column 11: expected '}' to close this comment",
  })
  void malformedMoves(String moves, String message) {
    assertThatThrownBy(() -> GameRecords.read(HEADER + moves + "\n"))
        .isInstanceOf(RecordFormatException.class).hasMessageStartingWith(message);
  }

  @Test
  void badTagValuesNameTheirPlace() {
    assertThatThrownBy(() -> GameRecords.read(HEADER.replace("standard", "klaverjas")))
        .hasMessageStartingWith("line 4, column 9: Unknown rule set 'klaverjas'; known: standard");
    assertThatThrownBy(() -> GameRecords.read(HEADER.replace("[Dealer \"2\"]", "[Dealer \"north\"]")))
        .hasMessageStartingWith("line 5, column 10: expected a seat 0, 1 or 2");
    assertThatThrownBy(() -> GameRecords.read(HEADER.replace("LU\"]", "LA\"]")))
        .hasMessageContaining("the hands and talon do not form a deal");
  }

  @ParameterizedTest(name = "{2}")
  @CsvSource(delimiter = '|', value = {
    "1. 0 pass | 1 | MUST_BID",
    "1. 1 pass | 1 | NOT_YOUR_TURN",
    "1. 0 discard A8 AK bid Pass | 1 | INVALID_DISCARD",
    "1. 0 discard A8 A9 bid Ulti\\n2. 1 bid 40-100 | 2 | BID_NOT_HIGHER",
    "1. 0 discard A8 A9 bid Pass\\n2. 1 pass\\n3. 2 pass\\n4. 0 pass\\n5. 0 trumps hearts | 5 | INVALID_TRUMPS",
    "1. 0 discard A8 A9 bid Heart ulti\\n2. 1 pass\\n3. 2 pass\\n4. 0 pass\\n5. 0 play H7 | 5 | MUST_KEEP_ULTI_SEVEN",
    "1. 0 discard A8 A9 bid Heart ulti\\n2. 1 pass\\n3. 2 pass\\n4. 0 pass\\n5. 0 give up | 5 | GIVE_UP_NOT_ALLOWED",
    "1. 0 discard A8 A9 bid 40-100\\n2. 1 pass\\n3. 2 pass\\n4. 0 pass\\n5. 0 trumps leaves\\n6. 0 declare hearts | 6 | ILLEGAL_DECLARATION",
  })
  void illegalMovesNameTheMoveSeatActionAndViolation(String moves, int move, Violation violation) {
    GameRecord record = GameRecords.read(HEADER + moves.replace("\\n", "\n") + "\n").get(0);
    assertThatThrownBy(record::replay)
        .isInstanceOf(RecordViolationException.class)
        .satisfies(e -> {
          RecordViolationException v = (RecordViolationException) e;
          assertThat(v.move()).isEqualTo(move);
          assertThat(v.violation()).contains(violation);
          assertThat(v.getMessage()).startsWith("move " + move + ", " + v.seat() + ", '" + v.action() + "': " + violation);
        });
  }

  @Test
  void aWrongResultIsReported() {
    String given = HEADER.replace("[Talon \"\"]", "[Talon \"\"]\n[Result \"0 +2, 1 -1, 2 -1\"]")
        + "1. 0 discard A8 A9 bid Pass\n2. 1 pass\n3. 2 pass\n4. 0 pass\n5. 0 trumps bells\n6. 0 give up\n";
    assertThatThrownBy(() -> GameRecords.read(given).get(0).replay())
        .hasMessageContaining("the Result tag says '0 +2, 1 -1, 2 -1' but the deal settles as '0 -4, 1 +2, 2 +2'");
  }
}
