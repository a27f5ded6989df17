package hu.ulti.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.bots.Bot;
import hu.ulti.bots.SamplingBot;
import hu.ulti.engine.TimeControl;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Each level's name on the command line gives that level, and a safety cap is added on top of it. */
class EntrantsTest {
  private static final Entrants.Settings NO_CAP = new Entrants.Settings(12, Optional.empty(), TimeControl.standard());

  @Test
  void eachLevelsNameGivesThatLevel() {
    assertThat(level("sampling-fast")).isEqualTo(describe(SamplingBot.fast())).isEqualTo("12 deals, 100000 nodes");
    assertThat(level("sampling-strong")).isEqualTo(describe(SamplingBot.strong())).isEqualTo("100 deals, 2000000 nodes");
    assertThat(Entrants.BUILT_IN).contains("sampling-fast", "sampling-strong");
  }

  @Test
  void aSafetyCapIsAddedToTheLevelNotInsteadOfIt() {
    Entrants.Settings capped = new Entrants.Settings(12, Optional.of(Duration.ofMillis(40)), TimeControl.standard());
    SamplingBot bot = (SamplingBot) Entrants.builtIn("sampling-strong", capped);
    assertThat(describe(bot)).isEqualTo("100 deals, 2000000 nodes");
    assertThat(bot.timeLimit()).hasValue(Duration.ofMillis(40));
  }

  private static String level(String name) {
    Bot bot = Entrants.builtIn(name, NO_CAP);
    assertThat(bot).isInstanceOf(SamplingBot.class);
    assertThat(((SamplingBot) bot).timeLimit()).isEmpty();
    return describe((SamplingBot) bot);
  }

  private static String describe(SamplingBot bot) {
    return bot.samples() + " deals, " + bot.nodeBudget().orElseThrow() + " nodes";
  }
}
