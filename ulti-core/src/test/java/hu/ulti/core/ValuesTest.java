package hu.ulti.core;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.testing.EqualsTester;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.conformance.RandomPlay;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Phase;
import hu.ulti.core.record.Notation;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.session.Player;
import hu.ulti.core.session.Session;
import java.util.List;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * The SDK's results are values: what reads or replays the same is equal, with the same hash, and
 * prints as what it is. A position read twice from one line of the notation, a trick play reached
 * twice by the same cards, and a session replayed from its log.
 */
class ValuesTest {
  private static Game inPlay(long seed) {
    RandomGenerator random = SeededRandom.of(seed);
    Game game = Game.deal(RuleSet.standard(), Seat.SEAT_2, random);
    while (game.phase() != Phase.PLAY || game.trickPlay().orElseThrow().completedTricks().size() < 2) {
      game = game.apply(RandomPlay.choose(game, random));
    }
    return game;
  }

  @Test
  void aPositionReadTwiceIsOneValue() {
    String line = Notation.position(inPlay(3));
    String other = Notation.position(inPlay(4));
    new EqualsTester()
        .addEqualityGroup(Notation.parsePosition(line), Notation.parsePosition(line))
        .addEqualityGroup(Notation.parsePosition(other))
        .testEquals();
    Game game = inPlay(3);
    new EqualsTester()
        .addEqualityGroup(game.trickPlay().orElseThrow(), Notation.parsePosition(line).play(),
            Game.replay(game.rules(), game.deal(), game.history()).trickPlay().orElseThrow())
        .addEqualityGroup(inPlay(4).trickPlay().orElseThrow())
        .testEquals();
  }

  @Test
  void aSessionIsTheValueOfItsLog() {
    Session session = Session.start(RuleSet.standard(), List.of("Anna", "Béla", "Csaba"), Player.PLAYER_1)
        .callEnd().deal(SeededRandom.of(1));
    Session later = session.apply(session.game().orElseThrow().legalActions().get(0));
    new EqualsTester()
        .addEqualityGroup(session, Session.replay(session.log()))
        .addEqualityGroup(later, Session.replay(later.log()))
        .addEqualityGroup(Session.start(RuleSet.standard(), List.of("Anna", "Béla", "Csaba"), Player.PLAYER_1))
        .testEquals();
    assertThat(session).hasToString("Session{players=[Anna, Béla, Csaba], deals=1 (in progress), scores=[0, 0, 0],"
        + " over=false}");
  }
}
