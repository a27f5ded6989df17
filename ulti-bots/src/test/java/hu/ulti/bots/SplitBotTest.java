package hu.ulti.bots;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Phase;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/** A split bot hands each decision to the bot of its part of the deal, and to no other. */
class SplitBotTest {
  /** A bot that records the phases it is asked in and answers as the rule of thumb would. */
  private static final class Recording implements Bot {
    final Set<Phase> asked = EnumSet.noneOf(Phase.class);
    final List<Phase> finished = new ArrayList<>();
    private final Bot inner = new RuleOfThumbBot();

    @Override
    public Action choose(PlayerView view, RandomGenerator random) {
      asked.add(view.phase());
      return inner.choose(view, random);
    }

    @Override
    public void dealOver(PlayerView view) {
      finished.add(view.phase());
    }
  }

  @Test
  void theAuctionGoesToTheBidderAndEverythingFromTheFirstTrickToThePlayer() {
    Recording bidder = new Recording();
    Recording player = new Recording();
    Bot split = SplitBot.of(bidder, player);
    // Half-hand ulti has every phase of the auction, named trumps included, and kontras in play.
    for (String rules : List.of("standard", "half-hand")) {
      RandomGenerator random = SeededRandom.of(11);
      for (int deal = 0; deal < 40; deal++) {
        Game game = Game.deal(RuleSets.byId(rules), Seat.values()[deal % 3], random);
        while (!game.isOver()) {
          game = game.apply(split.choose(game.view(game.toAct().orElseThrow()), random));
        }
        split.dealOver(game.view(Seat.SEAT_0));
      }
    }
    assertThat(bidder.asked).containsOnly(Phase.HALF_HAND, Phase.HALF_HAND_KONTRA, Phase.AUCTION, Phase.TRUMPS)
        .contains(Phase.HALF_HAND, Phase.AUCTION, Phase.TRUMPS);
    assertThat(player.asked).containsOnly(Phase.PLAY, Phase.KONTRA).contains(Phase.PLAY);
    assertThat(bidder.finished).hasSize(80).containsOnly(Phase.OVER);
    assertThat(player.finished).hasSize(80);
  }

  @Test
  void itIsTheBidderInTheAuctionAndThePlayerInThePlay() {
    Bot split = SplitBot.of(new SparringBot(), new RandomBot());
    RandomGenerator random = SeededRandom.of(5);
    Game game = Game.deal(RuleSet.standard(), Seat.SEAT_0, random);
    PlayerView first = game.view(game.toAct().orElseThrow());
    assertThat(split.choose(first, SeededRandom.of(9))).isEqualTo(new SparringBot().choose(first, SeededRandom.of(9)));
    while (game.phase() != Phase.PLAY) {
      game = game.apply(new RuleOfThumbBot().choose(game.view(game.toAct().orElseThrow()), random));
    }
    PlayerView play = game.view(game.toAct().orElseThrow());
    assertThat(split.choose(play, SeededRandom.of(9))).isEqualTo(new RandomBot().choose(play, SeededRandom.of(9)));
    assertThat(SplitBot.of(new RuleOfThumbBot(), new RandomBot()))
        .hasToString("SplitBot[bids like RuleOfThumbBot, plays like RandomBot]");
  }
}
