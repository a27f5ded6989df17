package hu.ulti.bots;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Phase;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A defender's kontras from samples that read the bid: said on the components the declarer fails
 * in most deals that fit his bid, legal, and their own (not the rule of thumb's trump count).
 */
class KontraSamplerTest {
  /**
   * On the rule of thumb's contracts, a defender's first chance to say kontra: the sampled choice
   * is one of the kontras open or none, and it says kontras the rule of thumb's count of trumps
   * and aces would not.
   */
  @Test
  void itKontrasWhatItsSamplesSayTheDeclarerFails() {
    Bot rule = new RuleOfThumbBot();
    int decided = 0;
    int ofItsOwn = 0;
    for (long seed = 1; seed <= 60; seed++) {
      Game game = Game.deal(RuleSet.standard(), Seat.of((int) (seed % 3)), SeededRandom.of(seed));
      while (!game.isOver() && (game.phase() != Phase.PLAY
          || game.trickPlay().map(play -> play.completedTricks().isEmpty()).orElse(true))) {
        PlayerView view = game.view(game.toAct().orElseThrow());
        List<Action.Kontra> open = new ArrayList<>();
        view.legalActions().forEach(a -> {
          if (a instanceof Action.Kontra kontra) {
            open.add(kontra);
          }
        });
        if (!open.isEmpty() && !view.seat().equals(view.declarer().orElseThrow())) {
          Optional<Optional<Action.Kontra>> sampled = KontraSampler.choose(view, open, 12, SeededRandom.of(seed),
              new WorkBudget(SamplingBot.FAST_NODES, () -> false));
          if (sampled.isPresent()) {
            decided++;
            sampled.get().ifPresent(kontra -> assertThat(open).contains(kontra));
            boolean ruleKontras = rule.choose(view, SeededRandom.of(seed)) instanceof Action.Kontra;
            if (sampled.get().isPresent() && !ruleKontras) {
              ofItsOwn++;
            }
          }
        }
        game = game.apply(rule.choose(view, SeededRandom.of(seed)));
      }
    }
    assertThat(decided).as("kontra decisions the samples could make").isGreaterThan(20);
    assertThat(ofItsOwn).as("kontras the rule of thumb would not say").isPositive();
  }

  /**
   * The bid is read with the contract's own trumps: six leaves with the ace and ten support a
   * simple game in leaves, not the same game played in bells.
   */
  @Test
  void aContractIsReadWithItsOwnTrumps() {
    CardSet hand = CardSet.parse("LA L10 LK LO LU L9 AA BA B7 B8");
    Bid game = Bid.parseCode("minor game");
    assertThat(HandEvaluation.supports(Contract.of(game, Trumps.of(Suit.LEAVES)), hand)).isTrue();
    assertThat(HandEvaluation.supports(Contract.of(game, Trumps.of(Suit.BELLS)), hand)).isFalse();
    assertThat(HandEvaluation.supports(game, hand)).as("the hand's best minor").isTrue();
  }
}
