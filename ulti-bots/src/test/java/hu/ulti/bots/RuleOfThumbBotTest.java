package hu.ulti.bots;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * The rule-of-thumb bot (and the sparring bot it was) plays every rule set to the end from its
 * view alone, always legally, and repeats itself from a seed; the rule-of-thumb bot bids only what
 * its hand supports.
 */
class RuleOfThumbBotTest {
  private static final Bot BOT = new RuleOfThumbBot();
  private static final RuleSet STANDARD = RuleSet.standard();

  @Provide
  Arbitrary<String> ids() {
    return Arbitraries.of(RuleSets.ids());
  }

  @Provide
  Arbitrary<Bot> bots() {
    return Arbitraries.of(new RuleOfThumbBot(), new SparringBot());
  }

  @Property(tries = 300)
  void choosesOnlyLegalActionsAndFinishesEveryDeal(@ForAll("ids") String id, @ForAll("bots") Bot bot,
      @ForAll long seed) {
    List<Action> first = play(bot, RuleSets.byId(id), seed);
    assertThat(play(bot, RuleSets.byId(id), seed)).as("the same seed, the same play").isEqualTo(first);
  }

  private static List<Action> play(Bot bot, RuleSet rules, long seed) {
    RandomGenerator random = SeededRandom.of(seed);
    Game game = Game.deal(rules, Seat.of(Math.floorMod(seed, 3)), random);
    List<Action> chosen = new ArrayList<>();
    while (!game.isOver()) {
      assertThat(chosen.size()).isLessThan(500);
      PlayerView view = game.view(game.toAct().orElseThrow());
      Action action = bot.choose(view, random);
      assertThat(view.legalActions()).as("%s in %s", action, view).contains(action);
      game = game.apply(action);
      chosen.add(action);
    }
    return chosen;
  }

  /** The forehand's first bid on a hand: a deal where forehand (seat 0) holds these twelve cards. */
  private static Action.Bid opening(String forehand, String middle, String dealer) {
    Deal deal = Deal.of(Seat.SEAT_2, CardSet.parse(forehand), CardSet.parse(middle), CardSet.parse(dealer),
        CardSet.empty());
    Game game = Game.start(STANDARD, deal);
    return (Action.Bid) BOT.choose(game.view(Seat.SEAT_0), SeededRandom.of(1));
  }

  /** Six trumps with the ace, ten and seven, and the forty: a 40-100 ulti; the discard keeps aces and tens. */
  @Test
  void aStrongTrumpHandBidsWhatItSupports() {
    Action.Bid bid = opening("HA H10 HK HO H9 H7 AA A10 LA B7 B8 L7",
        "AK AO AU A9 A8 A7 LK LO LU L10", "L9 L8 BA B10 BK BO BU B9 HU H8");
    assertThat(bid.bid()).isEqualTo(STANDARD.parseBid("Heart 40-100 ulti"));
    assertThat(bid.discard()).isEqualTo(CardSet.parse("B7 B8"));
  }

  /** Nothing supported: forehand must open, and opens with the lowest bid. */
  @Test
  void aWeakForehandOpensWithTheLowestBid() {
    Action.Bid bid = opening("A7 A8 L9 LU B9 BU H8 H9 AU LO BO HO",
        "AA A10 AK AO A9 LA L10 LK L7 L8", "BA B10 BK B7 B8 HA H10 HK HU H7");
    assertThat(bid.bid()).isEqualTo(STANDARD.ladder().lowest().orElseThrow());
  }

  /** With ten cards it takes the talon only for a bid its hand already supports; otherwise it passes. */
  @Test
  void withTenCardsItPassesUnlessItsHandSupportsAHigherBid() {
    Deal deal = Deal.of(Seat.SEAT_2, CardSet.parse("HA H7 L9 LU B7 BU H8 H9 AU LO BO HO"),
        CardSet.parse("AA A10 AK AO A7 LA L10 LK L7 L8"), CardSet.parse("BA B10 BK B9 B8 A9 A8 H10 HK HU"),
        CardSet.empty());
    Game game = Game.start(STANDARD, deal);
    game = game.apply(BOT.choose(game.view(Seat.SEAT_0), SeededRandom.of(1)));
    // Middlehand: five acorns with ace, ten, the forty and the seven: an ulti, higher than forehand's game.
    assertThat(game.view(Seat.SEAT_1).highestBid()).contains(STANDARD.parseBid("Simple game"));
    assertThat(BOT.choose(game.view(Seat.SEAT_1), SeededRandom.of(1))).isEqualTo(new Action.TakeTalon(Seat.SEAT_1));
    // Dealer, after middlehand passes too: nothing his hand supports is higher, so he passes.
    Game passed = game.apply(new Action.Pass(Seat.SEAT_1));
    assertThat(BOT.choose(passed.view(Seat.SEAT_2), SeededRandom.of(1))).isEqualTo(new Action.Pass(Seat.SEAT_2));
  }
}
