package hu.ulti.core.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.RandomGames;
import hu.ulti.core.game.Session;
import hu.ulti.core.rules.RuleSet;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Example;

/**
 * A file of several records is either a session, checked as {@link Session} keeps one, or a
 * list of independent deals; both can be written and refereed.
 */
class SessionRecordsTest {
  private static final RuleSet RULES = RuleSet.standard();

  /** A session of random deals; the end is called before deal {@code callAt} (never if negative). */
  private static Session played(List<String> players, int deals, int callAt, long seed) {
    RandomGenerator random = SeededRandom.of(seed);
    Session session = Session.start(RULES, players, random.nextInt(players.size()));
    for (int i = 0; i < deals && !session.isOver(); i++) {
      if (i == callAt) {
        session = session.callEnd();
      }
      session = session.record(RandomGames.playFrom(session.nextGame(random), random));
    }
    return session;
  }

  @Property(tries = 40)
  void aWrittenSessionReadsBackAsTheSameSession(@ForAll long seed, @ForAll boolean four) {
    List<String> players = four ? List.of("Anna", "Béla", "Csaba", "Dóra") : List.of("Anna", "Béla", "Csaba");
    Session session = played(players, 12, (int) Math.floorMod(seed, 6L), seed);
    String text = SessionRecords.write(session, "Friday club", Map.of("Event", "club night"));
    List<GameRecord> records = GameRecords.read(text);
    assertThat(SessionRecords.group(records)).hasSize(1);
    Session read = SessionRecords.replay(records);
    assertThat(read.scores()).isEqualTo(session.scores());
    assertThat(read.isOver()).isEqualTo(session.isOver());
    assertThat(read.dealer()).isEqualTo(session.dealer());
    assertThat(read.aceOfHeartsPlayer()).isEqualTo(session.aceOfHeartsPlayer());
    assertThat(read.entries()).extracting(Session.Entry::game)
        .containsExactlyElementsOf(session.entries().stream().map(Session.Entry::game).toList());
  }

  /** The audit's case: every record dealt by the same seat is not a session. */
  @Example
  void aSessionWhoseDealDoesNotPassToTheRightIsRefused() {
    RandomGenerator random = SeededRandom.of(3);
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < 3; i++) {
      Game game = RandomGames.playFrom(Game.deal(RULES, hu.ulti.core.card.Seat.THIRD, random), random);
      text.append(GameRecords.write(game, Map.of("Session", "s", "Table", "A, B, C", "SessionDealer", "2"))).append('\n');
    }
    List<GameRecord> records = GameRecords.read(text.toString());
    assertThatThrownBy(() -> SessionRecords.replay(records))
        .isInstanceOf(SessionViolationException.class)
        .hasMessage("session 's', deal 2: the deal passes to the right: player 0 (A) deals, not player 2")
        .satisfies(e -> assertThat(((SessionViolationException) e).deal()).isEqualTo(2));
    // Without the Session tag the same deals are independent, and each is valid alone.
    List<GameRecord> independent = GameRecords.read(text.toString().replaceAll("\\[Session \"s\"\\]\n", ""));
    assertThat(SessionRecords.group(independent)).hasSize(3).allMatch(group -> group.size() == 1);
    independent.forEach(record -> assertThat(record.replay().isFinished()).isTrue());
  }

  @Example
  void aSessionChecksItsEndItsScoresAndItsTable() {
    Session over = played(List.of("A", "B", "C"), 40, 0, 11);
    assertThat(over.isOver()).isTrue();
    String text = SessionRecords.write(over, "night", Map.of());
    // One deal too many: the first deal again, after the ace of hearts would deal again.
    List<GameRecord> records = new java.util.ArrayList<>(GameRecords.read(text));
    String extra = SessionRecords.write(played(List.of("A", "B", "C"), 1, -1, 11), "night", Map.of())
        .replaceFirst("\\[SessionDealer \"\\d\"\\]", "[SessionDealer \"" + over.dealer() + "\"]");
    records.add(GameRecords.read(extra).get(0));
    assertThatThrownBy(() -> SessionRecords.replay(records))
        .hasMessageEndingWith("the session is over: the ace of hearts has dealt, and does not deal again");
    assertThatThrownBy(() -> SessionRecords.replay(GameRecords.read(text.replaceFirst("\\[Scores \"[^\"]*\"\\]",
        "[Scores \"0 +1000, 1 -500, 2 -500\"]"))))
        .hasMessageContaining("deal 1: the Scores tag says '0 +1000, 1 -500, 2 -500' but the running scores are");
    assertThatThrownBy(() -> SessionRecords.replay(GameRecords.read(text.replaceFirst("\\[Table \"A, B, C\"\\]",
        "[Table \"A, B\"]"))))
        .hasMessageContaining("deal 1: the Table tag names three or four players");
    String calledAtThree = SessionRecords.write(played(List.of("A", "B", "C"), 40, 2, 11), "night", Map.of());
    String twoCalls = calledAtThree.replaceFirst("\\[SessionDealer", "[EndCalled \"yes\"]\n[SessionDealer");
    assertThatThrownBy(() -> SessionRecords.replay(GameRecords.read(twoCalls)))
        .hasMessageContaining("deal 3: the end of the session was called already");
  }
}
