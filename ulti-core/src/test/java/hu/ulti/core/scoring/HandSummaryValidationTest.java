package hu.ulti.core.scoring;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Denomination;
import hu.ulti.core.play.Side;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.scoring.LastTrick.TrumpSeven;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Bad hand summaries, and the field and rule each is refused with. */
class HandSummaryValidationTest {
  private static final RuleSet STANDARD = RuleSet.standard();

  private static HandSummary.Builder pass() {
    return HandSummary.builder(STANDARD, STANDARD.parseBid("Simple game"))
        .trumps(Trumps.of(Suit.ACORNS))
        .declarer(SideTally.of(60, 6))
        .defenders(SideTally.of(30, 4))
        .lastTrick(new LastTrick(Side.DECLARER, TrumpSeven.NONE));
  }

  private static HandSummary.Builder of(String bid, String trumps) {
    return HandSummary.builder(STANDARD, STANDARD.parseBid(bid)).trumps(Trumps.parse(trumps));
  }

  private static Arguments bad(String why, UnaryOperator<HandSummary.Builder> change, String message) {
    return Arguments.of(why, change, message);
  }

  static Stream<Arguments> badSummaries() {
    return Stream.of(
        bad("bid not played", b -> HandSummary.builder(STANDARD, Bid.of(Denomination.MINOR, Component.DURCHMARS)),
            "bid: 'Durchmars' is a durchmars with trumps on its own"),
        bad("minor bid in hearts", b -> pass().trumps(Trumps.of(Suit.HEARTS)),
            "trump: a minor-suit bid is played in acorns, leaves or bells, not hearts"),
        bad("heart bid in acorns", b -> of("Heart simple game", "acorns"),
            "trump: a heart bid is played with hearts as trumps"),
        bad("no trump for a trump bid", b -> of("Simple game", "none"), "trump: required for a bid with trumps"),
        bad("trump for betli", b -> of("Betli", "acorns"), "trump: a no-trump bid has no trump suit"),
        bad("kontra on an unbid component", b -> pass().kontra(new Kontra(Component.ULTI, 1, Kontra.Defender.BOTH)),
            "kontra[0].component: 'ulti' is not a component of the bid 'Simple game'"),
        bad("individual kontra with trumps", b -> pass().kontra(new Kontra(Component.SIMPLE_GAME, 1, Kontra.Defender.FIRST)),
            "kontra[0].by: a kontra binds both defenders here"),
        bad("kontra twice", b -> pass().kontra(new Kontra(Component.SIMPLE_GAME, 1, Kontra.Defender.BOTH))
                .kontra(new Kontra(Component.SIMPLE_GAME, 2, Kontra.Defender.BOTH)),
            "kontra[1]: the game is kontra'd for the same defender twice (see kontra[0])"),
        bad("give up a heart game", b -> of("Heart simple game", "hearts").gaveUp(true),
            "gaveUp: only a simple game in a minor suit without ulti may be given up"),
        bad("give up with play", b -> pass().gaveUp(true),
            "declarer: omit it: the hand was given up before the first lead"),
        bad("kontra on a given-up hand", b -> of("Simple game", "bells").gaveUp(true)
                .kontra(new Kontra(Component.SIMPLE_GAME, 1, Kontra.Defender.BOTH)),
            "kontra[0]: kontras are said at the first trick"),
        bad("no play", b -> of("Simple game", "bells"), "declarer: required unless the hand was given up"),
        bad("tricks over 10", b -> pass().declarer(SideTally.of(60, 11)), "declarer.tricks: 0 to 10 tricks"),
        bad("tricks do not sum", b -> pass().defenders(SideTally.of(30, 3)),
            "defenders.tricks: the two sides' tricks sum to 10"),
        bad("points do not sum", b -> pass().defenders(SideTally.of(40, 4)),
            "defenders.cardPoints: the two sides' card points sum to 90"),
        bad("odd points", b -> pass().declarer(SideTally.of(55, 6)).defenders(SideTally.of(35, 4)),
            "declarer.cardPoints: card points are a multiple of 10 from 0 to 90"),
        bad("points without a trick", b -> pass().declarer(SideTally.of(10, 0)).defenders(SideTally.of(80, 10))
                .lastTrick(new LastTrick(Side.DEFENDERS, TrumpSeven.NONE)),
            "declarer.cardPoints: a declarer who took no trick has no card points"),
        bad("last trick by a side without tricks", b -> pass().declarer(SideTally.of(0, 0)).defenders(SideTally.of(90, 10)),
            "lastTrick.wonBy: the side that won the last trick took a trick"),
        bad("seven contradicts the last trick", b -> pass().lastTrick(new LastTrick(Side.DECLARER, TrumpSeven.DEFENDER_WON)),
            "lastTrick.trumpSeven: 'defender-won' contradicts the last trick won by the declarer"),
        bad("an unbid seven beaten in a trick the declarer won", b -> pass().lastTrick(new LastTrick(Side.DECLARER, TrumpSeven.DECLARER_LOST)),
            "lastTrick.trumpSeven: 'declarer-lost' contradicts the last trick won by the declarer"),
        bad("missing last trick", b -> of("Simple game", "leaves").declarer(SideTally.of(60, 6)).defenders(SideTally.of(30, 4)),
            "lastTrick: required in a contract with trumps"),
        bad("marriage of 30", b -> pass().declarer(SideTally.of(60, 6, 30)),
            "declarer.marriages[0]: a marriage is declared as 20 or 40"),
        bad("two forties", b -> pass().declarer(SideTally.of(60, 6, 40)).defenders(SideTally.of(30, 4, 40)),
            "defenders.marriages: there is one trump marriage, so at most one 40"),
        bad("defenders declare against 40-100", b -> of("40-100", "acorns").declarer(SideTally.of(60, 6, 40))
                .defenders(SideTally.of(30, 4, 20)).lastTrick(new LastTrick(Side.DECLARER, TrumpSeven.NONE)),
            "defenders.marriages: the opponents may not declare a 20 or 40 when 20-100, 40-100 or durchmars was bid"),
        bad("twenty in a 40-100", b -> of("40-100", "acorns").declarer(SideTally.of(60, 6, 40, 20))
                .defenders(SideTally.of(30, 4)).lastTrick(new LastTrick(Side.DECLARER, TrumpSeven.NONE)),
            "declarer.marriages: a declarer who has bid 40-100 may declare only the 40"),
        bad("two twenties in a 20-100", b -> of("20-100", "acorns").declarer(SideTally.of(60, 6, 20, 20))
                .defenders(SideTally.of(30, 4)).lastTrick(new LastTrick(Side.DECLARER, TrumpSeven.NONE)),
            "declarer.marriages: a declarer who has bid 20-100 may declare only one 20"),
        bad("card points in betli", b -> of("Betli", "none").declarer(SideTally.of(0, 0)).defenders(SideTally.tricksOnly(10)),
            "declarer.cardPoints: there are no card points in a no-trump contract"),
        bad("marriages in betli", b -> of("Betli", "none").declarer(new SideTally(OptionalInt.empty(), 0, List.of(20)))
                .defenders(SideTally.tricksOnly(10)),
            "declarer.marriages: there are no 20s or 40s without trumps"),
        bad("betli ended early without a trick", b -> of("Betli", "none").declarer(SideTally.tricksOnly(0)).defenders(SideTally.tricksOnly(4)),
            "defenders.tricks: a betli ends early only once the declarer has taken a trick"),
        bad("last trick in betli", b -> of("Betli", "none").declarer(SideTally.tricksOnly(1)).defenders(SideTally.tricksOnly(9))
                .lastTrick(new LastTrick(Side.DEFENDERS, TrumpSeven.NONE)),
            "lastTrick: there is no trump seven and no card points in a no-trump contract"),
        bad("four aces in the standard rules", b -> pass().fourAces(TakenBy.DECLARER),
            "fourAces: the standard rules have no four aces"),
        bad("more points than the declarer's tricks hold", b -> pass().declarer(SideTally.of(60, 1))
                .defenders(SideTally.of(30, 9)),
            "declarer.cardPoints: the declarer took 1 trick, the last among them, which hold at most 40 card points"
                + " (30 a trick, 10 for the last), not 60"),
        bad("more points than the defenders' tricks and the talon hold", b -> pass().declarer(SideTally.of(20, 9))
                .defenders(SideTally.of(70, 1)),
            "defenders.cardPoints: the defenders took 1 trick which with the talon hold at most 50 card points"
                + " (30 a trick, 10 for the last, 20 in the talon), not 70"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("badSummaries")
  void refusedNamingTheFieldAndTheRule(String why, UnaryOperator<HandSummary.Builder> change, String message) {
    assertThatThrownBy(() -> change.apply(pass()).build())
        .isInstanceOf(InvalidHandSummaryException.class)
        .hasMessageStartingWith(message);
  }
}
