package hu.ulti.core.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.RandomGames;
import hu.ulti.core.game.Violation;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
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
    assertThat(game.toAct()).contains(Seat.SEAT_2);
    assertThat(game.history()).hasSize(8);
  }

  @Test
  void hungarianNamesAndUnnumberedMovesAreAccepted() {
    String moves = "0 discard makk nyolcas, makk kilences bid piros ulti\n1 pass\n2 pass\n0 pass\n0 play piros ász\n1 kontra ulti\n";
    assertThat(GameRecords.read(HEADER + moves).get(0).replay().history()).hasSize(6);
  }

  @Test
  void severalRecordsInOneFile() {
    String text = HEADER + OPENING + "\n" + HEADER + "1. 0 discard A8 A9 bid Simple game\n";
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
    "1. 0 discard A8 AQ bid Simple game | line 10, column 14: expected two discarded cards: Cannot read 'AQ'",
    "1. 0 discard A8 A9 A7 bid Simple game | line 10, column 14: expected two discarded cards, found 3 (A8 A9 A7)",
    "1. 0 discard A8 A9 bid Simple game spades | line 10, column 24: expected a bid name of the standard rules: Cannot read bid word 'spades'",
    "2. 0 discard A8 A9 bid Simple game | line 10, column 1: expected move number 1.",
    "1. 3 pass | line 10, column 4: expected a seat 0, 1 or 2, found '3'",
    "1. 0 jump | line 10, column 6: expected an action (pass, take talon, discard, bid, name trumps, give up, declare, kontra, play), found 'jump'",
    "1. 0 name suit | line 10, column 11: expected 'name trumps', found 'name suit'",
    "1. 0 take talon bid Simple game | line 10, column 17: expected 'discard' after 'take talon', found 'bid'",
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
        .hasMessageStartingWith("line 4, column 9: Unknown rule set 'klaverjas': only the standard rules are here");
    assertThatThrownBy(() -> GameRecords.read(HEADER.replace("[Dealer \"2\"]", "[Dealer \"north\"]")))
        .hasMessageStartingWith("line 5, column 10: expected a seat 0, 1 or 2");
    assertThatThrownBy(() -> GameRecords.read(HEADER.replace("LU\"]", "LA\"]")))
        .hasMessageContaining("the hands and talon do not form a deal");
  }

  @ParameterizedTest(name = "{2}")
  @CsvSource(delimiter = '|', value = {
    "1. 0 pass | 1 | MUST_BID",
    "1. 1 pass | 1 | NOT_YOUR_TURN",
    "1. 0 discard A8 AK bid Simple game | 1 | INVALID_DISCARD",
    "1. 0 discard A8 A9 bid Ulti\\n2. 1 bid 40-100 | 2 | BID_NOT_HIGHER",
    "1. 0 discard A8 A9 bid Simple game\\n2. 1 pass\\n3. 2 pass\\n4. 0 pass\\n5. 0 trumps hearts | 5 | INVALID_TRUMPS",
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
  void wrongPaymentsAreReported() {
    String moves = "1. 0 discard A8 A9 bid Simple game\n2. 1 pass\n3. 2 pass\n4. 0 pass\n5. 0 name trumps bells\n"
        + "6. 0 give up\n";
    String given = HEADER.replace("[Talon \"\"]", "[Talon \"\"]\n[Payments \"0 +2, 1 -1, 2 -1\"]") + moves;
    assertThatThrownBy(() -> GameRecords.read(given).get(0).replay())
        .hasMessageContaining("the Payments tag says '0 +2, 1 -1, 2 -1' but the deal settles as '0 -4, 1 +2, 2 +2'");
    // Records written before 0.1.0 called the tag Result, and said "trumps" for "name trumps".
    String old = HEADER.replace("[Talon \"\"]", "[Talon \"\"]\n[Result \"0 -4, 1 +2, 2 +2\"]")
        + moves.replace("name trumps", "trumps").replace("Simple game", "Simple game");
    GameRecord record = GameRecords.read(old).get(0);
    assertThat(record.tag("Payments")).contains("0 -4, 1 +2, 2 +2");
    assertThat(record.replay().payments().get(Seat.SEAT_0)).isEqualTo(-4);
    assertThatThrownBy(() -> GameRecords.read(old.replace("0 -4, 1 +2", "0 +2, 1 -4")).get(0).replay())
        .hasMessageContaining("the Payments tag says '0 +2, 1 -4, 2 +2'");
  }

  /** The limits of the format are refused where they are first exceeded, with short messages. */
  @Test
  void inputBeyondTheFormatsLimitsIsRefusedBeforeItIsParsed() {
    String longLine = "1. 0 bid " + "ulti ".repeat(1_400_000); // 7 MB on one line
    assertThatThrownBy(() -> GameRecords.read(HEADER + longLine))
        .isInstanceOf(RecordFormatException.class)
        .hasMessage("line 10, column 1001: a line is at most 1000 characters; this one has 7000009");
    StringBuilder many = new StringBuilder(HEADER);
    for (int i = 1; i <= GameRecords.MAX_MOVES + 1; i++) {
      many.append(i).append(". 0 pass\n");
    }
    assertThatThrownBy(() -> GameRecords.read(many.toString()))
        .hasMessage("line " + (10 + GameRecords.MAX_MOVES) + ", column 1: a record has at most 500 moves; a deal never"
            + " needs so many");
    StringBuilder tags = new StringBuilder(HEADER);
    for (int i = 0; i < GameRecords.MAX_TAGS; i++) {
      tags.insert(tags.indexOf("[Talon"), "[Extra" + i + " \"x\"]\n");
    }
    assertThatThrownBy(() -> GameRecords.read(tags.toString())).hasMessageContaining("a record has at most 64 tags");
    // A long value inside the limit is quoted by its first characters only.
    String bid = "Heart " + "x".repeat(900);
    assertThatThrownBy(() -> GameRecords.read(HEADER + "1. 0 discard A8 A9 bid " + bid + "\n"))
        .satisfies(e -> assertThat(e.getMessage().length()).isLessThan(250));
  }

  /** A tag the reader accepts is one the record's accessors answer for: they never parse again. */
  @Test
  void seatTagsWithSpacesAreReadOnce() {
    GameRecord record = GameRecords.read(HEADER.replace("[Dealer \"2\"]", "[Dealer \" 2 \"]\n[View \" 1 \"]")
        .replace("[Hand0 \"HK HO H7 HA H10 LK LO A7 A8 A9 B7 B8\"]", "[Hand0 \"?\"]")).get(0);
    assertThat(record.dealer()).isEqualTo(Seat.SEAT_2);
    assertThat(record.viewpoint()).contains(Seat.SEAT_1);
    assertThat(record.deal()).isEmpty();
    assertThatThrownBy(() -> GameRecords.read(HEADER.replace("[Talon", "[View \"1 2\"]\n[Talon")))
        .hasMessageStartingWith("line 9, column 8: expected a seat 0, 1 or 2, found \"1 2\"");
  }

  /**
   * The discard search is iterative and bounded: a record with unknown discards and thousands of
   * moves after them is judged (here: refused at its first extra move), not a stack overflow.
   */
  @Test
  void theDiscardSearchIsIterativeAndBounded() {
    GameRecord record = GameRecords.read(HEADER + "1. 0 discard ? ? bid Simple game\n2. 1 pass\n3. 2 pass\n4. 0 pass\n")
        .get(0);
    List<Move> moves = new ArrayList<>(record.moves());
    for (int i = 0; i < 5000; i++) {
      Seat seat = Seat.of(i % 3);
      moves.add(new Move(moves.size() + 1, 0, seat, List.of(new Action.Pass(seat)), seat.index() + " pass", false));
    }
    List<Move> resolved = DiscardResolver.resolve(record.rules(), record.deal().orElseThrow(), moves);
    assertThat(resolved).hasSize(moves.size());
    assertThat(((Action.Bid) resolved.get(0).actions().get(0)).discard().size()).isEqualTo(2);
    // Thousands of plays that name every card: no discard can agree with them. The least bad one
    // is chosen, so that the replay names the first play that breaks a rule, not the discard.
    List<Move> plays = new ArrayList<>(record.moves());
    for (int i = 0; i < 3000; i++) {
      Seat seat = Seat.of(i % 3);
      plays.add(new Move(plays.size() + 1, 0, seat,
          List.of(new Action.Play(seat, Card.ofIndex(i % 32))), "play", false));
    }
    List<Move> chosen = DiscardResolver.resolve(record.rules(), record.deal().orElseThrow(), plays);
    assertThat(((Action.Bid) chosen.get(0).actions().get(0)).discard().size()).isEqualTo(2);
    Game game = Game.start(record.rules(), record.deal().orElseThrow());
    int broken = 0;
    for (Move move : chosen) {
      Action action = move.actions().get(0);
      if (game.check(action).isPresent()) {
        broken = move.number();
        break;
      }
      game = game.apply(action);
    }
    assertThat(broken).isGreaterThan(4);
  }

  /** The records of one input share one bound on choosing unknown discards: many cost a bounded time in all. */
  @Test
  void theRecordsOfOneInputShareOneBoundOnUnknownDiscards() {
    String record = HEADER + "1. 0 discard ? ? bid Simple game\n2. 1 pass\n3. 2 pass\n4. 0 pass\n";
    GameRecord first = GameRecords.read(record).get(0);
    ReplayBudget plenty = ReplayBudget.ofActions(1_000_000);
    first.replay(plenty);
    long one = plenty.total() - plenty.remaining();
    assertThat(one).isPositive();
    ReplayBudget tight = ReplayBudget.ofActions(one + one / 2);
    GameRecords.read(record).get(0).replay(tight); // the first fits
    assertThatThrownBy(() -> GameRecords.read(record).get(0).replay(tight))
        .isInstanceOf(RecordViolationException.class)
        .hasMessageContaining("within what was left of the input's bound of " + (one + one / 2) + " actions for all its records");
    // A record without unknown discards needs none of the budget.
    assertThat(tight.remaining()).isLessThan(one);
    assertThatThrownBy(() -> ReplayBudget.ofActions(0)).hasMessageContaining("at least one action");
    assertThat(first.replay()).isEqualTo(first.replay(ReplayBudget.unlimited()));
  }

  /**
   * "An impossible record's refusal names move 1, not the move that breaks the rule": records
   * whose discards are unknown and one of whose later plays is a card the seat cannot hold are
   * refused at that play, or, where the search's bound ends it first, the refusal says that the
   * furthest choice tried fails there.
   */
  @Test
  void anImpossibleRecordIsRefusedAtTheMoveThatBreaksTheRule() {
    int named = 0;
    for (long run = 1; run <= 60; run++) {
      long seed = run;
      Game game = RandomGames.game(RuleSet.standard(), seed, false);
      String[] lines = GameRecords.write(game).replaceAll("discard \\S+ \\S+ bid", "discard ? ? bid")
          .replaceAll("\\[Payments [^\\]\n]*\\]\n", "").split("\n");
      int last = -1;
      for (int i = 0; i < lines.length; i++) {
        last = lines[i].matches("\\d+\\. \\d play .*") ? i : last;
      }
      if (last < 0) {
        continue;
      }
      // The last play becomes a card the next seat was dealt.
      int seat = lines[last].charAt(lines[last].indexOf(". ") + 2) - '0';
      Card other = game.deal().hand(Seat.of(seat).next()).toList().get(0);
      lines[last] = lines[last].replaceFirst("play \\S+", "play " + other.code());
      int move = Integer.parseInt(lines[last].substring(0, lines[last].indexOf('.')));
      GameRecord record = GameRecords.read(String.join("\n", lines) + "\n").get(0);
      assertThatThrownBy(record::replay).isInstanceOf(RecordViolationException.class).satisfies(e -> {
        RecordViolationException violation = (RecordViolationException) e;
        if (violation.move() != move) {
          assertThat(violation.getMessage()).as("seed %d", seed)
              .contains("the choice tried that replayed furthest fails at move " + move);
        }
      });
      named++;
    }
    assertThat(named).isGreaterThan(50);
  }

  /** The records of one read share one bound: by default, replay() draws on it. */
  @Test
  void theRecordsOfOneReadShareTheirBoundByDefault() {
    String record = HEADER + "1. 0 discard ? ? bid Simple game\n2. 1 pass\n3. 2 pass\n4. 0 pass\n";
    List<GameRecord> records = GameRecords.read(record + "\n" + record);
    assertThat(records).hasSize(2);
    assertThat(records.get(0).input()).isSameAs(records.get(1).input());
    assertThat(records.get(0).input().total()).isEqualTo(ReplayBudget.DEFAULT_ACTIONS);
    records.get(0).replay();
    long spent = ReplayBudget.DEFAULT_ACTIONS - records.get(1).input().remaining();
    assertThat(spent).isPositive();
    records.get(1).replay();
    assertThat(ReplayBudget.DEFAULT_ACTIONS - records.get(0).input().remaining()).isEqualTo(2 * spent);
    assertThat(GameRecords.read(record).get(0).input()).isNotSameAs(records.get(0).input());
  }
}
