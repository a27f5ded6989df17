package hu.ulti.core.record;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.game.RandomGames;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

class RecordProperties {
  private static final RuleSet STANDARD = RuleSet.standard();

  @Property(tries = 300)
  void writingThenReadingGivesAnEqualGame(@ForAll long seed, @ForAll boolean stopEarly) {
    Game game = RandomGames.game(STANDARD, seed, stopEarly);
    String text = GameRecords.write(game, Map.of("Event", "property \"test\"", "Seed", String.valueOf(seed)));
    List<GameRecord> records = GameRecords.read(text);
    assertThat(records).hasSize(1);
    Game replayed = records.get(0).replay();
    assertThat(replayed).isEqualTo(game);
    assertThat(records.get(0).tag("Event")).contains("property \"test\"");
    assertThat(GameRecords.write(replayed, Map.of("Event", "property \"test\"", "Seed", String.valueOf(seed)))).isEqualTo(text);
  }

  @Property(tries = 200)
  void aRedactedRecordShowsExactlyTheSeatsView(@ForAll long seed, @ForAll boolean stopEarly) {
    Game game = RandomGames.game(STANDARD, seed, stopEarly);
    for (Seat seat : Seat.values()) {
      GameRecord partial = GameRecords.read(GameRecords.writeView(game, seat, Map.of())).get(0);
      PlayerView view = game.view(seat);
      assertThat(partial.viewpoint()).contains(seat);
      assertThat(partial.hand(seat)).contains(game.deal().hand(seat));
      assertThat(partial.deal()).isEmpty();
      List<Action> actions = new ArrayList<>();
      partial.moves().forEach(move -> actions.addAll(move.actions()));
      assertThat(actions).isEqualTo(view.history());
      for (Seat other : Seat.values()) {
        if (other != seat) {
          assertThat(partial.hand(other)).isEmpty();
          if (!view.exposedHands().isEmpty()) {
            CardSet exposed = partial.exposed(other).orElseThrow();
            assertThat(exposed.containsAll(view.exposedHands().get(other))).isTrue();
          } else {
            assertThat(partial.exposed(other)).isEmpty();
          }
        }
      }
    }
  }

  /** Discards unknown to the record are chosen to agree with the play, and settle the same. */
  @Property(tries = 200)
  void unknownDiscardsStillReplayToTheSameSettlement(@ForAll long seed) {
    Game game = RandomGames.game(STANDARD, seed, false);
    String text = GameRecords.write(game).replaceAll("discard \\S+ \\S+ bid", "discard ? ? bid");
    Game replayed = GameRecords.read(text).get(0).replay();
    assertThat(replayed.isOver()).isTrue();
    assertThat(replayed.payments()).isEqualTo(game.payments());
  }

  /** Random mutations of valid records end in a game, a format error or a rule violation; nothing else. */
  @Property(tries = 1000)
  void theReaderNeverFailsWithAnUnexpectedException(@ForAll long seed) {
    RandomGenerator random = SeededRandom.of(seed);
    String text = GameRecords.write(RandomGames.game(STANDARD, seed, random.nextBoolean()));
    StringBuilder mutated = new StringBuilder(text);
    int edits = 1 + random.nextInt(4);
    String alphabet = "[]\"{};.?0123456789 \nAHLBKOU-abcdefghijklmnopqrstuvwxyzáéöő";
    for (int i = 0; i < edits && mutated.length() > 0; i++) {
      int at = random.nextInt(mutated.length());
      switch (random.nextInt(4)) {
        case 0 -> mutated.deleteCharAt(at);
        case 1 -> mutated.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
        case 2 -> mutated.setCharAt(at, alphabet.charAt(random.nextInt(alphabet.length())));
        default -> {
          int end = Math.min(mutated.length(), at + random.nextInt(40));
          mutated.delete(at, end);
        }
      }
    }
    try {
      for (GameRecord record : GameRecords.read(mutated.toString())) {
        record.replay();
      }
    } catch (RecordFormatException | RecordViolationException expected) {
      assertThat(expected.getMessage()).isNotBlank();
    } catch (IllegalStateException redacted) {
      assertThat(redacted.getMessage()).contains("redacted");
    }
  }

  /** The move notation reads back every action it writes, under the rules that name its bids. */
  @Property(tries = 100)
  void everyActionSurvivesTheMoveNotation(@ForAll long seed) {
    Game game = RandomGames.game(STANDARD, seed, false);
    for (Action action : game.history()) {
      String text = Move.format(STANDARD, action);
      Move move = Move.parse(STANDARD, text);
      assertThat(move.actions()).containsExactly(action);
      assertThat(move.seat()).isEqualTo(action.seat());
      assertThat(Move.parse(STANDARD, "7. " + text).number()).isEqualTo(7);
      if (action instanceof Action.Bid bid && !bid.discard().isEmpty()) {
        Move hidden = Move.parse(STANDARD, Move.formatWithHiddenDiscard(STANDARD, bid));
        assertThat(hidden.discardUnknown()).isTrue();
        assertThat(hidden.actions()).containsExactly(new Action.Bid(bid.seat(), CardSet.empty(), bid.bid()));
      }
    }
  }
}
