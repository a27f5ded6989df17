package hu.ulti.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.bots.SparringBot;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Phase;
import hu.ulti.core.record.GameRecords;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.solve.PlayAnalysis;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** ulti analyse: a grade for every card of a record, and bad input refused. */
class AnalyseCommandTest {
  private final Cli cli = new Cli();

  static Game played(long seed) {
    RandomGenerator random = SeededRandom.of(seed);
    Game game = Game.deal(RuleSet.standard(), Seat.SEAT_0, random);
    SparringBot bot = new SparringBot();
    while (!game.isOver()) {
      game = game.apply(bot.choose(game.view(game.toAct().orElseThrow()), random));
    }
    return game;
  }

  /** A deal whose declarer gives his contract up before the first lead: no card is played. */
  static Game givenUp() {
    for (long seed = 0; ; seed++) {
      RandomGenerator random = SeededRandom.of(seed);
      Game game = Game.deal(RuleSet.standard(), Seat.SEAT_0, random);
      SparringBot bot = new SparringBot();
      while (!game.isOver() && game.phase() != Phase.PLAY) {
        game = game.apply(bot.choose(game.view(game.toAct().orElseThrow()), random));
      }
      Optional<Action> giveUp = game.legalActions().stream().filter(Action.GiveUp.class::isInstance).findFirst();
      if (giveUp.isPresent()) {
        return game.apply(giveUp.get());
      }
    }
  }

  @Test
  void gradesEveryCardOfEveryRecord(@TempDir Path folder) throws IOException {
    Game game = played(5);
    Path file = folder.resolve("deal.records");
    Files.writeString(file, GameRecords.write(givenUp(), Map.of()) + "\n" + GameRecords.write(game, Map.of()));
    assertThat(cli.run("analyse", file.toString())).as(cli.err()).isZero();
    int cards = PlayAnalysis.of(game).size();
    assertThat(cards).isPositive();
    assertThat(cli.out()).containsPattern("^record 1: Simple game by seat \\d\n  no cards were played\nrecord 2: Ulti by seat 1\n")
        .containsPattern(" 1\\. seat \\d \\S+ +(declarer|defender) +(best|forced|-\\d+ card points|loses)")
        .contains(String.format(" %2d. seat", cards))
        .containsPattern("cards with a choice, \\d+\\.\\d\\d card points lost per card");
  }

  @Test
  void aRedactedRecordOrABadFileIsRefused(@TempDir Path folder) throws IOException {
    Game game = played(4);
    Path redacted = folder.resolve("view.records");
    Files.writeString(redacted, GameRecords.writeView(game, Seat.SEAT_1, Map.of()));
    assertThat(cli.run("analyse", redacted.toString())).isEqualTo(2);
    assertThat(cli.err()).contains("record 1 hides cards (a redacted record)");
    assertThat(cli.run("analyse", folder.resolve("missing").toString())).isEqualTo(2);
    assertThat(cli.err()).contains("cannot read: no such file");
    Path broken = folder.resolve("broken.records");
    Files.writeString(broken, "[Format \"ulti-record 9\"]\n");
    assertThat(cli.run("analyse", broken.toString())).isEqualTo(2);
  }
}
