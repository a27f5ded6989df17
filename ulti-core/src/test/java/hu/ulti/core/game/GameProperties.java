package hu.ulti.core.game;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.conformance.GameConformance;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.play.Trick;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.scoring.Scorer;
import hu.ulti.core.scoring.Settlement;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

class GameProperties {
  private static final RuleSet STANDARD = RuleSet.standard();

  @Property(tries = 300)
  void randomGamesFinishConserveCardsAndSettleLikeTheScorer(@ForAll long seed) {
    List<Game> positions = RandomPlayer.playout(STANDARD, seed);
    for (Game game : positions) {
      assertThat(allCards(game)).isEqualTo(32);
    }
    Game end = positions.get(positions.size() - 1);
    assertThat(end.isOver()).isTrue();
    Settlement settlement = end.settlement();
    Settlement again = Scorer.settle(end.summary());
    assertThat(again.lines()).isEqualTo(settlement.lines());
    assertThat(again.payments()).isEqualTo(settlement.payments());
    assertThat(end.payments().values().stream().mapToInt(Integer::intValue).sum()).isZero();
    assertThat(Game.replay(STANDARD, end.deal(), end.history()).settlement().lines())
        .isEqualTo(settlement.lines());
  }

  /** Counts the cards in hands, talon, the trick in progress and won tricks: always 32, each once. */
  private static int allCards(Game game) {
    int bits = game.talon().bits();
    int count = game.talon().size();
    for (Seat seat : Seat.values()) {
      bits |= game.hand(seat).bits();
      count += game.hand(seat).size();
    }
    Optional<TrickPlay> play = game.trickPlay();
    if (play.isPresent()) {
      for (Trick trick : play.get().completedTricks()) {
        bits |= trick.cardSet().bits();
        count += trick.size();
      }
      bits |= play.get().currentTrick().cardSet().bits();
      count += play.get().currentTrick().size();
    }
    assertThat(bits).isEqualTo(-1);
    return count;
  }

  @Property(tries = 100)
  void everyActionOutsideTheLegalOnesIsRefusedAndChangesNothing(@ForAll long seed) {
    RandomGenerator random = SeededRandom.of(seed ^ 0x5DEECE66DL);
    for (Game game : RandomPlayer.playout(STANDARD, seed)) {
      GameConformance.refusesWhatIsNotLegal(game, random);
    }
  }

  @Property(tries = 200)
  void viewsShowNoHiddenCardAndTheSameLegalActions(@ForAll long seed) {
    RandomGenerator random = SeededRandom.of(seed);
    for (Game game : RandomPlayer.playout(STANDARD, seed)) {
      GameConformance.viewsLeakNothing(game);
      GameConformance.publicViewShowsOnlyWhatIsPublic(game, random);
    }
  }
}
