package hu.ulti.bots.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.offset;

import hu.ulti.bots.Bot;
import hu.ulti.bots.RandomBot;
import hu.ulti.bots.RuleOfThumbBot;
import hu.ulti.bots.SamplingBot;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/** Card play measured alone: the same auction result for both entrants, four plays a deal. */
class PlayMatchTest {
  private static final RuleSet RULES = RuleSet.standard();

  private static List<Deal> deals(int count) {
    List<Deal> deals = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      deals.add(Game.deal(RULES, Seat.of(i % 3), SeededRandom.of(500 + i)).deal());
    }
    return deals;
  }

  /** A bot that plays like the rule of thumb and counts what it was told. */
  static final class Told implements Bot, AutoCloseable {
    static final List<Told> MADE = Collections.synchronizedList(new ArrayList<>());
    final List<String> games = new ArrayList<>();
    int dealsOver;
    boolean inDeal;
    boolean closed;

    Told() {
      MADE.add(this);
    }

    @Override
    public Action choose(PlayerView view, RandomGenerator random) {
      assertThat(inDeal).as("told of the play before its first decision").isTrue();
      return new RuleOfThumbBot().choose(view, random);
    }

    @Override
    public void newDeal(String game) {
      assertThat(inDeal).isFalse();
      inDeal = true;
      games.add(game);
    }

    @Override
    public void dealOver(PlayerView view) {
      assertThat(inDeal).isTrue();
      inDeal = false;
      dealsOver++;
    }

    @Override
    public void close() {
      closed = true;
    }
  }

  /**
   * An entrant's bots are made once for each role and thread, not for each play (an engine is
   * started once, not four times a deal), each told of every play it takes part in, and closed.
   */
  @Test
  void eachRoleAndThreadHasOneBotToldOfEveryPlay() throws InterruptedException {
    Told.MADE.clear();
    PlayMatch match = PlayMatch.of(RULES, deals(10), new Entrant("told", Told::new), Entrant.of("b", new RuleOfThumbBot()),
        new RuleOfThumbBot()).withThreads(2);
    PlayMatch.Result result = match.play(done -> { });
    assertThat(Told.MADE).hasSizeLessThanOrEqualTo(2 * 3).allSatisfy(bot -> assertThat(bot.closed).isTrue());
    long played = result.perDeal().stream().filter(p -> p.declarerPoints(false, false) != 0
        || p.declarerPoints(true, true) != 0 || p.declarerPoints(true, false) != 0 || p.declarerPoints(false, true) != 0).count();
    // Every deal with a play: the candidate declares twice and defends twice (two seats each time).
    int told = Told.MADE.stream().mapToInt(bot -> bot.dealsOver).sum();
    assertThat(told).isEqualTo(Told.MADE.stream().mapToInt(bot -> bot.games.size()).sum()).isGreaterThanOrEqualTo((int) played * 6);
    assertThat(Told.MADE.stream().flatMap(bot -> bot.games.stream()))
        .contains("deal 1, told declaring against b", "deal 1, b declaring against told", "deal 1, told declaring against told");
  }

  @Test
  void anEntrantAgainstItselfGainsExactlyNothing() throws InterruptedException {
    PlayMatch match = PlayMatch.of(RULES, deals(20), Entrant.of("a", new RuleOfThumbBot()),
        Entrant.of("b", new RuleOfThumbBot()), new RuleOfThumbBot());
    PlayMatch.Result result = match.play(done -> { });
    assertThat(result.deals()).isEqualTo(20);
    assertThat(result.declarerPlay()).isEqualTo(new Interval(0, 0, 0));
    assertThat(result.defence()).isEqualTo(new Interval(0, 0, 0));
    assertThat(result.perDeal()).allSatisfy(p -> {
      assertThat(p.declarerPoints(false, false)).isEqualTo(p.declarerPoints(true, true));
      assertThat(p.declarerPoints(false, true)).isEqualTo(p.declarerPoints(true, false));
    });
  }

  @Test
  void gainsAreDerivedFromTheFourPlaysAndRepeatOnAnyNumberOfThreads() throws InterruptedException {
    Entrant sampling = Entrant.of("sampling", new SamplingBot(3));
    Entrant random = Entrant.of("random", new RandomBot());
    List<Integer> progress = new ArrayList<>();
    PlayMatch.Result one = PlayMatch.of(RULES, deals(6), sampling, random, new RuleOfThumbBot()).withSeed(7)
        .play(progress::add);
    PlayMatch.Result two = PlayMatch.of(RULES, deals(6), sampling, random, new RuleOfThumbBot()).withSeed(7)
        .withThreads(2).play(done -> { });
    assertThat(progress).containsExactly(1, 2, 3, 4, 5, 6);
    assertThat(two.declarerPlay()).isEqualTo(one.declarerPlay());
    assertThat(two.defence()).isEqualTo(one.defence());
    double declarer = 0;
    double defence = 0;
    for (PlayMatch.DealPlays d : one.perDeal()) {
      int[][] p = {{d.declarerPoints(false, false), d.declarerPoints(false, true)},
          {d.declarerPoints(true, false), d.declarerPoints(true, true)}};
      declarer += (p[1][0] - p[0][0] + p[1][1] - p[0][1]) / 2.0;
      defence += (p[0][0] - p[0][1] + p[1][0] - p[1][1]) / 2.0;
    }
    assertThat(one.declarerPlay().estimate()).isCloseTo(declarer / 6, offset(1e-9));
    assertThat(one.defence().estimate()).isCloseTo(defence / 6, offset(1e-9));
    assertThat(one.candidate()).isEqualTo("sampling");
  }

  @Test
  void theMeanIntervalIsAPercentileBootstrap() {
    assertThat(Interval.ofMean(new double[] {2, 2, 2}, 100, 1)).isEqualTo(new Interval(2, 2, 2));
    Interval spread = Interval.ofMean(new double[] {0, 10, 0, 10, 0, 10, 0, 10}, 1000, 1);
    assertThat(spread.estimate()).isEqualTo(5);
    assertThat(spread.low()).isLessThan(5).isGreaterThanOrEqualTo(0);
    assertThat(spread.high()).isGreaterThan(5).isLessThanOrEqualTo(10);
    assertThatThrownBy(() -> Interval.ofMean(new double[0], 100, 1)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> PlayMatch.of(RULES, List.of(), Entrant.of("a", new RandomBot()),
        Entrant.of("b", new RandomBot()), new RandomBot())).isInstanceOf(IllegalArgumentException.class);
  }

  /**
   * Each contract family is measured over its own deals: the families' deals are the deals played,
   * and each family's estimates are the means of its deals' gains.
   */
  @Test
  void eachContractFamilyIsMeasuredOverItsOwnDeals() throws InterruptedException {
    PlayMatch.Result result = PlayMatch.of(RULES, deals(40), Entrant.of("sampling", new SamplingBot(3)),
        Entrant.of("random", new RandomBot()), new SamplingBot(3)).withSeed(3).withThreads(2).play(done -> { });
    long played = result.perDeal().stream().filter(p -> p.contract().isPresent()).count();
    assertThat(result.families().stream().mapToInt(PlayMatch.Family::deals).sum()).isEqualTo((int) played);
    assertThat(result.families()).hasSizeGreaterThan(1);
    assertThat(result.families().stream().map(PlayMatch.Family::family).toList())
        .isSortedAccordingTo(Comparator.comparingInt(PlayMatch.FAMILIES::indexOf));
    for (PlayMatch.Family family : result.families()) {
      List<PlayMatch.DealPlays> of = result.perDeal().stream()
          .filter(p -> p.contract().isPresent() && PlayMatch.familyOf(p.contract().get().bid()) == family.family())
          .toList();
      assertThat(family.deals()).isEqualTo(of.size());
      assertThat(family.defence().estimate())
          .isCloseTo(of.stream().mapToDouble(PlayMatch.DealPlays::defenceGain).average().orElseThrow(), offset(1e-9));
      assertThat(family.declarerPlay().estimate())
          .isCloseTo(of.stream().mapToDouble(PlayMatch.DealPlays::declarerPlayGain).average().orElseThrow(), offset(1e-9));
      assertThat(result.family(family.family())).contains(family);
    }
  }

  /** A contract's family is the first of the families its bid has, whatever its form. */
  @Test
  void aContractsFamilyIsItsLeadingComponent() {
    assertThat(PlayMatch.familyOf(Bid.parseCode("no-trump-hearts open betli"))).isEqualTo(Component.BETLI);
    assertThat(PlayMatch.familyOf(Bid.parseCode("minor 40-100 ulti"))).isEqualTo(Component.ULTI);
    assertThat(PlayMatch.familyOf(Bid.parseCode("hearts open 20-100 ulti durchmars"))).isEqualTo(Component.DURCHMARS);
    assertThat(PlayMatch.familyOf(Bid.parseCode("hearts game"))).isEqualTo(Component.SIMPLE_GAME);
    assertThat(PlayMatch.familyOf(Bid.parseCode("hearts 20-100"))).isEqualTo(Component.TWENTY_HUNDRED);
  }

  /**
   * A match of some families plays and counts only their deals, exactly as the whole match plays
   * them: its deals are the whole match's deals of those families, with the same four plays.
   */
  @Test
  void aMatchOfSomeFamiliesCountsTheirDealsAsTheWholeMatchPlaysThem() throws InterruptedException {
    PlayMatch whole = PlayMatch.of(RULES, deals(40), Entrant.of("sampling", new SamplingBot(3)),
        Entrant.of("random", new RandomBot()), new SamplingBot(3)).withSeed(3);
    PlayMatch.Result all = whole.play(done -> { });
    PlayMatch.Result simple = whole.withFamilies(Set.of(Component.SIMPLE_GAME)).withThreads(2).play(done -> { });
    List<PlayMatch.DealPlays> expected = all.perDeal().stream()
        .filter(p -> p.contract().isPresent() && PlayMatch.familyOf(p.contract().get().bid()) == Component.SIMPLE_GAME)
        .toList();
    assertThat(expected).isNotEmpty().hasSizeLessThan(all.perDeal().size());
    assertThat(simple.perDeal()).isEqualTo(expected);
    assertThat(simple.deals()).isEqualTo(expected.size());
    assertThat(simple.families()).containsExactly(all.family(Component.SIMPLE_GAME).orElseThrow());
    assertThat(simple.families().get(0).defence()).as("one family's match: the whole's interval")
        .isEqualTo(simple.defence());
    assertThat(simple.families().get(0).declarerPlay()).isEqualTo(simple.declarerPlay());
    assertThatThrownBy(() -> whole.withFamilies(Set.of(Component.FOUR_TENS)).play(done -> { }))
        .isInstanceOf(NoSuchElementException.class).hasMessage("None of the 40 deals was played in a contract of [four tens]");
    assertThatThrownBy(() -> whole.withFamilies(Set.of())).hasMessageContaining("at least one");
  }

  /**
   * "Shards merge to exactly one run's" result, for play-only matches too: the slices' plays,
   * measured together in any order, are the whole match's result, deal for deal and interval for
   * interval; a slice of a family may count no deal at all.
   */
  @Test
  void slicesMeasuredTogetherAreTheWholeMatchsResult() throws InterruptedException {
    PlayMatch whole = PlayMatch.of(RULES, deals(12), Entrant.of("sampling", new SamplingBot(3)),
        Entrant.of("random", new RandomBot()), new SamplingBot(3)).withSeed(5);
    PlayMatch.Result one = whole.withThreads(2).play(done -> { });
    List<PlayMatch.DealPlays> plays = new ArrayList<>();
    int counted = 0;
    for (int k = 3; k >= 1; k--) {
      PlayMatch slice = whole.slice(k, 3);
      assertThat(slice.firstDeal()).isEqualTo((k - 1) * 12 / 3);
      assertThat(slice.deals()).isEqualTo(deals(12).subList((k - 1) * 4, k * 4));
      List<PlayMatch.DealPlays> part = slice.playDeals(done -> { });
      assertThat(part).extracting(PlayMatch.DealPlays::dealIndex).isSorted()
          .allMatch(deal -> deal >= slice.firstDeal() && deal < slice.firstDeal() + 4);
      plays.addAll(part);
      counted += part.size();
    }
    assertThat(counted).isEqualTo(12);
    assertThat(PlayMatch.measure("sampling", "random", plays, 5)).isEqualTo(one);
    assertThat(one.perDeal()).extracting(PlayMatch.DealPlays::dealIndex).containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
        10, 11);

    assertThatThrownBy(() -> PlayMatch.measure("sampling", "random", List.of(plays.get(0), plays.get(0)), 5))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("is given twice");
    assertThatThrownBy(() -> PlayMatch.measure("sampling", "random", List.of(), 5))
        .isInstanceOf(NoSuchElementException.class);
    assertThatThrownBy(() -> whole.slice(4, 3)).hasMessageContaining("1 <= K <= N <= 12");
    assertThatThrownBy(() -> whole.slice(1, 13)).hasMessageContaining("1 <= K <= N <= 12");
    assertThatThrownBy(() -> whole.slice(1, 2).slice(1, 2)).hasMessage("This match is a slice already");
    assertThat(whole.withFamilies(Set.of(Component.FOUR_TENS)).slice(1, 3).playDeals(done -> { }))
        .as("a slice that counts no deal").isEmpty();
  }
}
