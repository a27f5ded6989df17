package hu.ulti.core.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.Seat;
import hu.ulti.core.session.Player;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.RandomGames;
import hu.ulti.core.conformance.RandomPlay;
import hu.ulti.core.conformance.RandomSessions;
import hu.ulti.core.session.Session;
import hu.ulti.core.session.SessionLog;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
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
    Session session = Session.start(RULES, players, Player.of(random.nextInt(players.size())));
    for (int i = 0; i < deals && !session.isOver(); i++) {
      if (i == callAt) {
        session = session.callEnd();
      }
      session = session.deal(random);
      while (session.isDealInProgress()) {
        session = session.apply(RandomPlay.choose(session.game().orElseThrow(), random));
      }
    }
    return session;
  }

  /** Sessions of three and four, ended or in progress, with the end called anywhere, round-trip exactly. */
  @Property(tries = 40)
  void aWrittenSessionReadsBackAsTheSameSession(@ForAll long seed, @ForAll boolean four) {
    Session session = RandomSessions.play(RULES, four ? 4 : 3, 10, seed % 3 == 0, SeededRandom.of(seed));
    String text = SessionRecords.write(session, "Friday club", Map.of("Event", "club night"));
    List<GameRecord> records = GameRecords.read(text);
    assertThat(SessionRecords.group(records)).hasSize(1);
    assertThat(SessionRecords.log(records)).isEqualTo(session.log());
    Session read = SessionRecords.replay(records);
    assertThat(read.log()).isEqualTo(session.log());
    assertThat(read.scores()).isEqualTo(session.scores());
    assertThat(read.isOver()).isEqualTo(session.isOver());
    assertThat(read.dealer()).isEqualTo(session.dealer());
    assertThat(read.aceOfHearts()).isEqualTo(session.aceOfHearts());
    assertThat(read.entries()).isEqualTo(session.entries());
  }

  /** The end's place is written exactly: before a deal, after some of its actions, or after the last deal. */
  @Example
  void theEndCalledTagSaysWhereTheEndWasCalled() {
    Session session = played(List.of("A", "B", "C"), 2, -1, 5);
    String after = SessionRecords.write(session.callEnd(), "s", Map.of());
    assertThat(after).contains("[EndCall \"next\"]");
    assertThat(SessionRecords.log(GameRecords.read(after)).endCall()).contains(new SessionLog.EndCall(3, 0));
    Session mid = session.deal(SeededRandom.of(1));
    mid = mid.apply(mid.game().orElseThrow().legalActions().get(0)).callEnd();
    String during = SessionRecords.write(mid, "s", Map.of());
    assertThat(during).contains("[EndCall \"1\"]");
    assertThat(SessionRecords.replay(GameRecords.read(during)).endCall()).contains(new SessionLog.EndCall(3, 1));
    assertThatThrownBy(() -> SessionRecords.replay(GameRecords.read(after.replaceFirst("\\[SessionDealer",
        "[EndCall \"next\"]\n[SessionDealer")))).hasMessageContaining("deal 1: the EndCall tag is \"yes\", a number");
    // Records written before 0.1.0 called the tag EndCalled.
    assertThat(SessionRecords.log(GameRecords.read(after.replace("[EndCall ", "[EndCalled "))).endCall())
        .contains(new SessionLog.EndCall(3, 0));
  }

  /** A move the rules refuse is named as the record names it. */
  @Example
  void aRefusedMoveIsNamedByItsNumber() {
    String text = SessionRecords.write(played(List.of("A", "B", "C"), 2, -1, 6), "s", Map.of());
    String broken = text.replaceFirst("(?m)^2\\. (\\d) pass$", "2. $1 play A7");
    assertThat(broken).isNotEqualTo(text);
    assertThatThrownBy(() -> SessionRecords.replay(GameRecords.read(broken)))
        .isInstanceOf(SessionViolationException.class)
        .hasMessageContaining("session 's', deal 1: move 2 (");
  }

  /** The audit's case: every record dealt by the same seat is not a session. */
  @Example
  void aSessionWhoseDealDoesNotPassToTheRightIsRefused() {
    RandomGenerator random = SeededRandom.of(3);
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < 3; i++) {
      Game game = RandomGames.playFrom(Game.deal(RULES, Seat.SEAT_2, random), random);
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
    independent.forEach(record -> assertThat(record.replay().isOver()).isTrue());
  }

  @Example
  void aSessionChecksItsEndItsScoresAndItsTable() {
    Session over = played(List.of("A", "B", "C"), 40, 0, 11);
    assertThat(over.isOver()).isTrue();
    String text = SessionRecords.write(over, "night", Map.of());
    // One deal too many: the first deal again, after the ace of hearts would deal again.
    List<GameRecord> records = new ArrayList<>(GameRecords.read(text));
    String extra = SessionRecords.write(played(List.of("A", "B", "C"), 1, -1, 11), "night", Map.of())
        .replaceFirst("\\[SessionDealer \"\\d\"\\]", "[SessionDealer \"" + over.seating().next().dealer().index() + "\"]")
        .replaceFirst("\\[Seating \"[^\"]*\"\\]", "");
    records.add(GameRecords.read(extra).get(0));
    assertThatThrownBy(() -> SessionRecords.replay(records))
        .hasMessageEndingWith("The session is over: the ace of hearts would deal again");
    assertThatThrownBy(() -> SessionRecords.replay(GameRecords.read(text.replaceFirst("\\[Scores \"[^\"]*\"\\]",
        "[Scores \"0 +1000, 1 -500, 2 -500\"]"))))
        .hasMessageContaining("deal 1: the Scores tag says '0 +1000, 1 -500, 2 -500' but the running scores are");
    assertThatThrownBy(() -> SessionRecords.replay(GameRecords.read(text.replaceFirst("\\[Players \"A, B, C\"\\]",
        "[Players \"A, B\"]"))))
        .hasMessageContaining("deal 1: the Players tag names three or four players");
    assertThatThrownBy(() -> SessionRecords.replay(GameRecords.read(text.replaceFirst("\\[Seating \"0, 1, 2\"\\]",
        "[Seating \"1, 0, 2\"]"))))
        .hasMessageContaining("deal 1: the players at seats 0, 1 and 2 are 0, 1, 2, not 1, 0, 2");
    String calledAtThree = SessionRecords.write(played(List.of("A", "B", "C"), 40, 2, 11), "night", Map.of());
    String twoCalls = calledAtThree.replaceFirst("\\[SessionDealer", "[EndCall \"yes\"]\n[SessionDealer");
    assertThatThrownBy(() -> SessionRecords.replay(GameRecords.read(twoCalls)))
        .hasMessageContaining("deal 3: the end of the session was called already");
  }
}
