package hu.ulti.bots;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.game.Game;
import hu.ulti.core.rules.RuleSet;
import java.time.Duration;
import java.util.List;
import java.util.random.RandomGenerator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/** What Bot.choose promises of every bot: a view whose seat is not to act is refused, saying why. */
class BotContractTest {
  static List<Bot> bots() {
    return List.of(new RuleOfThumbBot(), new SamplingBot(2), new RandomBot(), SplitBot.of(new SamplingBot(2), new RuleOfThumbBot()));
  }

  private static Game finished() {
    RandomGenerator random = SeededRandom.of(8);
    Game game = Game.deal(RuleSet.standard(), Seat.SEAT_0, random);
    Bot bot = new RuleOfThumbBot();
    while (!game.isOver()) {
      game = game.apply(bot.choose(game.view(game.toAct().orElseThrow()), random));
    }
    return game;
  }

  @ParameterizedTest
  @MethodSource("bots")
  void aSeatThatIsNotToActIsRefused(Bot bot) {
    Game game = Game.deal(RuleSet.standard(), Seat.SEAT_0, SeededRandom.of(3));
    Seat toAct = game.toAct().orElseThrow();
    assertThatThrownBy(() -> bot.choose(game.view(toAct.next()), SeededRandom.of(1)))
        .isExactlyInstanceOf(IllegalArgumentException.class)
        .hasMessage("Seat " + toAct.next().index() + " is not to act: seat " + toAct.index() + " is");
  }

  @ParameterizedTest
  @MethodSource("bots")
  void aFinishedDealIsRefused(Bot bot) {
    Game game = finished();
    assertThatThrownBy(() -> bot.choose(game.view(Seat.SEAT_1), SeededRandom.of(1)))
        .isExactlyInstanceOf(IllegalArgumentException.class)
        .hasMessage("Seat 1 is not to act: no one is, the deal is over");
  }

  @Test
  void aTimeLimitLongerThanADayIsRefusedBeforeItCanOverflow() {
    assertThatThrownBy(() -> new SamplingBot(2).withTimeLimit(Duration.ofDays(107_000)))
        .isExactlyInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("positive and at most a day");
    assertThatThrownBy(() -> new SamplingBot(2).withTimeLimit(Duration.ofMillis(99_999_999_999_999L)))
        .isExactlyInstanceOf(IllegalArgumentException.class);
  }
}
