package hu.ulti.bots.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.bots.Bot;
import hu.ulti.bots.RandomBot;
import hu.ulti.bots.RuleOfThumbBot;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/** Duplicate matches: the seatings, every game played and zero-sum, determinism, bots per seat and thread. */
class MatchTest {
  private static final RuleSet STANDARD = RuleSet.standard();

  static List<Deal> deals(int count) {
    List<Deal> deals = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      deals.add(Game.deal(STANDARD, Seat.of(i % 3), SeededRandom.of(100 + i)).deal());
    }
    return deals;
  }

  private static Match match(int entrants, int deals) {
    List<Entrant> list = new ArrayList<>();
    for (int e = 0; e < entrants; e++) {
      list.add(Entrant.of(e % 2 == 0 ? "rule-of-thumb " + e : "random " + e, e % 2 == 0 ? new RuleOfThumbBot() : new RandomBot()));
    }
    return Match.of(STANDARD, deals(deals), list);
  }

  @Test
  void twoEntrantsPlayEachAloneInEachSeatAgainstTheOther() {
    assertThat(match(2, 1).seatings()).containsExactlyInAnyOrder(
        List.of(0, 0, 1), List.of(0, 1, 0), List.of(1, 0, 0), List.of(1, 1, 0), List.of(1, 0, 1), List.of(0, 1, 1));
  }

  @Test
  void threeOrMoreEntrantsPlayEverySeatingOfThreeDifferentOnes() {
    assertThat(match(3, 1).seatings()).hasSize(6).allSatisfy(s -> assertThat(s).doesNotHaveDuplicates());
    assertThat(match(4, 1).seatings()).hasSize(24).doesNotHaveDuplicates();
    assertThat(match(4, 3).games()).isEqualTo(72);
  }

  @Test
  void everyGameIsPlayedInOrderAndIsZeroSum() throws InterruptedException {
    Match match = match(3, 4);
    List<GameResult> heard = new ArrayList<>();
    List<Integer> dealsDone = new ArrayList<>();
    MatchResult result = match.play(new Match.Listener() {
      @Override
      public void gameOver(GameResult game, Game finished) {
        assertThat(finished.isOver()).isTrue();
        assertThat(finished.deal()).isEqualTo(match.deals().get(game.dealIndex()));
        heard.add(game);
      }

      @Override
      public void dealOver(int done) {
        dealsDone.add(done);
      }
    });
    assertThat(result.games()).hasSize(24).isEqualTo(heard);
    assertThat(dealsDone).containsExactly(1, 2, 3, 4);
    assertThat(result.games()).extracting(GameResult::dealIndex).isSorted();
    assertThat(result.games()).allSatisfy(game ->
        assertThat(game.payments().stream().mapToInt(Integer::intValue).sum()).isZero());
  }

  @Test
  void theSameSeedGivesTheSameResultsOnAnyNumberOfThreads() throws InterruptedException {
    Match match = match(2, 6).withSeed(7);
    MatchResult one = match.play((game, finished) -> {});
    MatchResult four = match.withThreads(4).play((game, finished) -> {});
    assertThat(four).isEqualTo(one);
    assertThat(match.withSeed(8).play((game, finished) -> {})).isNotEqualTo(one);
  }

  /** The slices of a match, played apart and merged, are the whole match game for game, and so is its crosstable. */
  @Test
  void slicesMergedAreTheWholeMatch() throws InterruptedException {
    Match whole = match(3, 7).withSeed(5);
    MatchResult one = whole.play((game, finished) -> {});
    List<MatchResult> parts = new ArrayList<>();
    for (int k = 3; k >= 1; k--) {
      Match slice = whole.slice(k, 3).withThreads(k);
      assertThat(slice.deals()).hasSize(k == 1 ? 2 : k == 2 ? 2 : 3);
      parts.add(slice.play((game, finished) -> {}));
    }
    MatchResult merged = MatchResult.merge(parts);
    assertThat(merged).isEqualTo(one);
    assertThat(merged.crosstable(200, 5).toString()).isEqualTo(one.crosstable(200, 5).toString());
    assertThatThrownBy(() -> MatchResult.merge(List.of(parts.get(0), parts.get(0))))
        .hasMessageContaining("is in two of the results");
    assertThatThrownBy(() -> whole.slice(4, 3)).hasMessageContaining("1 <= K <= N <= 7");
    assertThatThrownBy(() -> whole.slice(1, 8)).hasMessageContaining("1 <= K <= N <= 7");
    assertThatThrownBy(() -> whole.slice(1, 2).slice(1, 2)).hasMessageContaining("a slice already");
  }

  /** A bot that counts its instances, fails if two threads or two seats share it, and is closed at the end. */
  static final class Watched implements Bot, AutoCloseable {
    static final List<Watched> MADE = Collections.synchronizedList(new ArrayList<>());
    final AtomicInteger inUse = new AtomicInteger();
    Seat seat;
    boolean closed;
    int dealsOver;
    /** Whether a deal was begun ({@code newDeal}) and is not over yet. */
    boolean inDeal;
    final List<String> games = new ArrayList<>();

    Watched() {
      MADE.add(this);
    }

    @Override
    public Action choose(PlayerView view, RandomGenerator random) {
      assertThat(inUse.incrementAndGet()).as("one thread at a time").isEqualTo(1);
      try {
        if (seat == null) {
          seat = view.seat();
        }
        assertThat(view.seat()).as("one seat").isEqualTo(seat);
        assertThat(inDeal).as("told of the deal before its first decision").isTrue();
        return new RuleOfThumbBot().choose(view, random);
      } finally {
        inUse.decrementAndGet();
      }
    }

    @Override
    public void newDeal(String game) {
      assertThat(inDeal).as("the last deal is over before the next begins").isFalse();
      inDeal = true;
      games.add(game);
    }

    @Override
    public void dealOver(PlayerView view) {
      assertThat(view.seat()).isEqualTo(seat);
      assertThat(inDeal).isTrue();
      inDeal = false;
      dealsOver++;
    }

    @Override
    public void close() {
      closed = true;
    }
  }

  @Test
  void eachThreadAndSeatHasItsOwnBotAndEveryBotIsToldOfEachDealAndClosed() throws InterruptedException {
    Watched.MADE.clear();
    Match match = Match.of(STANDARD, deals(8), List.of(new Entrant("watched", Watched::new),
        Entrant.of("random", new RandomBot()))).withThreads(3);
    match.play((game, finished) -> {});
    assertThat(Watched.MADE).hasSizeLessThanOrEqualTo(3 * 3).allSatisfy(bot -> assertThat(bot.closed).isTrue());
    // The watched entrant holds 9 seats of each deal's 6 games, each begun and ended, by its name.
    assertThat(Watched.MADE.stream().mapToInt(bot -> bot.dealsOver).sum()).isEqualTo(8 * 9);
    List<String> names = Watched.MADE.stream().flatMap(bot -> bot.games.stream()).toList();
    assertThat(names).hasSize(8 * 9).contains("deal 1, seating watched, watched, random", "deal 8, seating random, random, watched");
    for (int d = 0; d < 8; d++) {
      for (List<Integer> seating : match.seatings()) {
        long seats = seating.stream().filter(entrant -> entrant == 0).count();
        assertThat(names).as("deal %s, seating %s", d, seating).filteredOn(match.gameName(d, seating)::equals).hasSize((int) seats);
      }
    }
  }

  @Test
  void aBotThatBreaksTheRulesStopsTheMatchNamingIt() {
    Bot cheat = (view, random) -> new Action.Pass(view.seat());
    Match match = Match.of(STANDARD, deals(1), List.of(Entrant.of("cheat", cheat), Entrant.of("random", new RandomBot())));
    assertThatThrownBy(() -> match.play((game, finished) -> {})).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("cheat in seat").hasMessageContaining("chose an action the game refuses");
  }

  @Test
  void badMatchesAreRefused() {
    List<Deal> deals = deals(1);
    Entrant random = Entrant.of("random", new RandomBot());
    assertThatThrownBy(() -> Match.of(STANDARD, List.of(), List.of(random, Entrant.of("b", new RandomBot()))))
        .hasMessageContaining("at least one deal");
    assertThatThrownBy(() -> Match.of(STANDARD, deals, List.of(random))).hasMessageContaining("at least two entrants");
    assertThatThrownBy(() -> Match.of(STANDARD, deals, List.of(random, random))).hasMessageContaining("Two entrants are named random");
    assertThatThrownBy(() -> match(2, 1).withThreads(0)).hasMessageContaining("Threads: at least 1");
    assertThatThrownBy(() -> new Entrant(" ", RandomBot::new)).hasMessageContaining("needs a name");
  }
}
