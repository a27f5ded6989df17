package hu.ulti.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.bots.RuleOfThumbBot;
import hu.ulti.bots.match.Entrant;
import hu.ulti.bots.match.GameResult;
import hu.ulti.bots.match.Match;
import hu.ulti.bots.match.MatchResult;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.external.Integration;
import hu.ulti.core.external.Python;
import hu.ulti.core.game.Game;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Engines in another language behind the Bot interface: the documentation's Python engine plays a
 * match, and hostile engines (garbage, illegal actions, sleeping past the time, exiting mid-deal,
 * never ready) never stop one; each fault is recorded as docs/engine-protocol.md says.
 */
@Timeout(120)
@Integration
class EngineBotTest {
  static final Path EXAMPLES = Path.of("..", "docs", "examples");
  static final Path ENGINES = Path.of("src", "test", "resources", "engines");
  private static final TimeControl FAST = new TimeControl(Duration.ofMillis(300), Duration.ofSeconds(20));

  static List<Deal> deals(int count) {
    List<Deal> deals = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      deals.add(Game.deal(RuleSet.standard(), Seat.of(i % 3), SeededRandom.of(500 + i)).deal());
    }
    return deals;
  }

  private static List<String> hostile(String mode) {
    return List.of(Python.require().toString(), ENGINES.resolve("hostile.py").toString(), mode);
  }

  /** Plays a match of the engine (one process per seat) against the rule-of-thumb bot; returns its bots. */
  private static List<EngineBot> play(List<String> command, int deals, TimeControl time) throws InterruptedException {
    List<EngineBot> made = Collections.synchronizedList(new ArrayList<>());
    Match match = Match.of(RuleSet.standard(), deals(deals), List.of(
        new Entrant("engine", () -> {
          EngineBot bot = EngineBot.start(EngineLaunch.of(command).withTimeControl(time));
          made.add(bot);
          return bot;
        }),
        Entrant.of("rule-of-thumb", new RuleOfThumbBot())));
    MatchResult result = match.play((game, finished) -> {});
    assertThat(result.games()).hasSize(deals * 6)
        .allSatisfy(game -> assertThat(game.payments().stream().mapToInt(Integer::intValue).sum()).isZero());
    return made;
  }

  private static List<Fault> faults(List<EngineBot> bots) {
    return bots.stream().flatMap(bot -> bot.faults().stream()).toList();
  }

  @Test
  void theDocumentationsPythonEnginePlaysAMatchWithoutAFault() throws InterruptedException {
    List<String> command = List.of(Python.require().toString(), EXAMPLES.resolve("random_engine.py").toString(), "7");
    List<EngineBot> bots = play(command, 4, TimeControl.standard());
    assertThat(bots).hasSize(3).allSatisfy(bot -> {
      assertThat(bot.identity().name()).isEqualTo("Random");
      assertThat(bot.identity().plays(RuleSets.byId("half-hand"))).isTrue();
    });
    assertThat(faults(bots)).isEmpty();
    bots.forEach(EngineBot::close);
  }

  /**
   * The documentation's sensible engine, which knows the rules only from the rule sheet, plays
   * every variant's deals without a fault: its bids, discards, trumps and cards are all legal.
   */
  @Test
  void theDocumentationsSimpleEnginePlaysEveryVariantWithoutAFault() throws InterruptedException {
    List<String> command = List.of(Python.require().toString(), EXAMPLES.resolve("simple_engine.py").toString());
    for (String id : List.of("standard", "four-aces", "suit-bid", "historical", "half-hand", "tournament")) {
      RuleSet rules = RuleSets.byId(id);
      List<Deal> deals = new ArrayList<>();
      for (int i = 0; i < 3; i++) {
        deals.add(Game.deal(rules, Seat.of(i % 3), SeededRandom.of(900 + i)).deal());
      }
      List<EngineBot> made = Collections.synchronizedList(new ArrayList<>());
      MatchResult result = Match.of(rules, deals, List.of(new Entrant("simple", () -> {
        EngineBot bot = EngineBot.start(EngineLaunch.of(command));
        made.add(bot);
        return bot;
      }), Entrant.of("rule-of-thumb", new RuleOfThumbBot()))).play((game, finished) -> {});
      assertThat(result.games()).hasSize(18);
      assertThat(faults(made)).as(id).isEmpty();
      made.forEach(EngineBot::close);
    }
  }

  @Test
  void anEngineThatAnswersGarbageIsSubstitutedForAndEachLineRecorded() throws InterruptedException {
    List<Fault> faults = faults(play(hostile("garbage"), 1, new TimeControl(Duration.ofMillis(50), Duration.ofMillis(200))));
    assertThat(faults).extracting(Fault::kind).contains(Fault.Kind.INVALID, Fault.Kind.LATE)
        .containsOnly(Fault.Kind.INVALID, Fault.Kind.LATE);
    assertThat(faults).extracting(Fault::detail)
        .contains("not a message: hello, referee", "not a message: [1, 2, 3]", "not a message: {\"no type\": true}",
            "expected action, found {\"type\": \"action\"}");
  }

  @Test
  void anIllegalActionIsRefusedWithTheRuleItBreaks() throws InterruptedException {
    List<Fault> faults = faults(play(hostile("illegal"), 1, FAST));
    assertThat(faults).isNotEmpty().allSatisfy(fault -> {
      assertThat(fault.kind()).isEqualTo(Fault.Kind.ILLEGAL);
      assertThat(fault.decision()).matches("\\d+\\.\\d+");
      // Named by the match's deal and seating, not only by the engine process's own deal count.
      assertThat(fault.game()).matches("deal 1, seating (engine|rule-of-thumb), (engine|rule-of-thumb), (engine|rule-of-thumb)");
      assertThat(fault.toString()).startsWith("illegal in deal 1, seating ").containsPattern(", seat \\d \\(decision \\d+\\.\\d+\\): ");
    });
  }

  @Test
  void anEngineThatSleepsPastItsTimeIsSubstitutedAndItsLateAnswersIgnored() throws InterruptedException {
    TimeControl tight = new TimeControl(Duration.ofMillis(50), Duration.ofMillis(180));
    long started = System.nanoTime();
    List<Fault> faults = faults(play(hostile("sleeper"), 1, tight));
    assertThat(faults).isNotEmpty().extracting(Fault::kind).containsOnly(Fault.Kind.LATE);
    assertThat(faults).extracting(Fault::detail).contains("no action within 50 ms")
        .anySatisfy(detail -> assertThat(detail).contains("the deal's 180 ms are spent"));
    // Each of the 9 seats the engine holds waits at most its deal's budget (and a little more).
    assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(40));
  }

  @Test
  void anEngineThatExitsMidDealIsRestartedForTheNextDealThreeTimesAtMost() throws InterruptedException {
    List<EngineBot> bots = play(hostile("quitter"), 8, FAST);
    assertThat(bots).allSatisfy(bot -> {
      List<Fault> faults = bot.faults();
      assertThat(faults).extracting(Fault::kind).containsOnly(Fault.Kind.CRASHED);
      // Each start, it plays two deals and leaves in its third: deals 3, 6 and 9 of its seat's
      // run (the seat's bot plays 3 games of each duplicate deal), and it is not started for the 10th.
      assertThat(faults).extracting(Fault::dealNumber).containsExactly(3, 6, 9, 10);
      assertThat(faults.get(0).detail()).contains("its output ended");
      assertThat(faults.get(3).detail()).contains("not started again after 3 crashes");
    });
  }

  @Test
  void anEngineThatTalksBeforeAnsweringLosesNothing() throws InterruptedException {
    assertThat(faults(play(hostile("chatty"), 2, FAST))).isEmpty();
  }

  /** An engine that answers with the words of the protocol before 0.1.0 (id, readyok) still plays. */
  @Test
  void anEngineOfBeforeTheFirstReleaseStillPlays() throws InterruptedException {
    assertThat(faults(play(hostile("old"), 1, FAST))).isEmpty();
  }

  @Test
  void anEngineThatNeverGetsReadyIsRefusedAtTheStart() {
    long started = System.nanoTime();
    assertThatThrownBy(() -> EngineBot.start(EngineLaunch.of(hostile("mute")).withTimeControl(FAST).withStartupLimit(Duration.ofMillis(500))))
        .isInstanceOf(EngineException.class).hasMessageContaining("did not get ready").hasMessageContaining("unready");
    assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(5));
  }

  @Test
  void anEngineThatCannotStartOrDoesNotTakeAnOptionIsRefused() {
    assertThatThrownBy(() -> EngineBot.start(EngineLaunch.of(List.of("/no/such/engine")).withTimeControl(FAST)))
        .isInstanceOf(EngineException.class).hasMessageContaining("it did not start");
    assertThatThrownBy(() -> EngineBot.start(EngineLaunch.of(hostile("chatty")).withTimeControl(FAST).withOption("width", "3")))
        .isInstanceOf(EngineException.class).hasMessageContaining("takes no option 'width'; it takes [depth]");
    try (EngineBot bot = EngineBot.start(EngineLaunch.of(hostile("chatty")).withTimeControl(FAST).withOption("depth", "3"))) {
      assertThat(bot.identity().options()).extracting(EngineOption::name).containsExactly("depth");
      assertThat(bot.identity().plays(RuleSets.byId("half-hand"))).isFalse();
    }
  }

  @Test
  void anEngineIsNotAskedToPlayRulesItDoesNotPlay() {
    try (EngineBot bot = EngineBot.start(EngineLaunch.of(hostile("chatty")).withTimeControl(FAST))) {
      Game game = Game.deal(RuleSets.byId("half-hand"), Seat.SEAT_0, SeededRandom.of(1));
      assertThatThrownBy(() -> bot.choose(game.view(game.toAct().orElseThrow()), SeededRandom.of(1)))
          .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("does not play half-hand");
    }
  }

  @Test
  void badArgumentsAreRefused() {
    assertThatThrownBy(() -> EngineLaunch.of(List.of())).hasMessageContaining("names a program");
    assertThatThrownBy(() -> EngineLaunch.of(List.of("x")).withStartupLimit(Duration.ZERO))
        .hasMessageContaining("start-up limit is from a millisecond to a day");
    assertThatThrownBy(() -> EngineLaunch.of(List.of("x")).withEnvironment(Map.of("A=B", "c")))
        .hasMessageContaining("Not the name of an environment variable");
    assertThatThrownBy(() -> new TimeControl(Duration.ZERO, Duration.ofSeconds(1))).hasMessageContaining("from a millisecond");
    Duration forever = Duration.ofSeconds(Long.MAX_VALUE);
    assertThatThrownBy(() -> new TimeControl(forever, forever)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("from a millisecond to a day");
    assertThatThrownBy(() -> new TimeControl(Duration.ofSeconds(1), Duration.ofSeconds(Long.MIN_VALUE)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("from a millisecond to a day");
    assertThatThrownBy(() -> new TimeControl(Duration.ofSeconds(2), Duration.ofSeconds(1)))
        .hasMessageContaining("is at least a decision's");
  }

  static int paid(GameResult game, int entrant) {
    int paid = 0;
    for (int s = 0; s < 3; s++) {
      paid += game.seating().get(s) == entrant ? game.payments().get(s) : 0;
    }
    return paid;
  }
}
