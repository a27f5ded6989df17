package hu.ulti.variants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Deck;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.InvalidBidException;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Phase;
import hu.ulti.core.game.Violation;
import hu.ulti.core.play.Side;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSetConflictException;
import hu.ulti.core.rules.RuleSets;
import hu.ulti.core.rules.UnbidHundredRules;
import hu.ulti.core.scoring.SettlementLine;
import hu.ulti.core.scoring.HandSummary;
import hu.ulti.core.scoring.InvalidHandSummaryException;
import hu.ulti.core.scoring.Kontra;
import hu.ulti.core.scoring.LastTrick;
import hu.ulti.core.scoring.Party;
import hu.ulti.core.scoring.ScoreItem;
import hu.ulti.core.scoring.Scorer;
import hu.ulti.core.scoring.Settlement;
import hu.ulti.core.scoring.SideTally;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The leading public implementation's rules, option by option, each beside pagat's main text
 * ("standard" stays as it is) on the same hand.
 */
class PublicImplementationRulesTest {
  private static final RuleSet STANDARD = RuleSet.standard();
  private static final LastTrick DECLARER_LAST = new LastTrick(Side.DECLARER, LastTrick.TrumpSeven.NONE);

  private static RuleSet with(String option) {
    return RuleSets.byId("standard+" + option);
  }

  /** What each defender pays for each item (negative: the declarer pays him). */
  private static Map<ScoreItem, Integer> items(Settlement settlement) {
    return settlement.lines().stream()
        .collect(Collectors.toMap(SettlementLine::item, SettlementLine::perDefender, Integer::sum));
  }

  /** A simple game in acorns with the given tallies; the declarer takes the last trick. */
  private static Settlement acornGame(RuleSet rules, SideTally declarer, SideTally defenders) {
    return Scorer.settle(HandSummary.builder(rules, rules.parseBid("Simple game")).trumps(Trumps.of(Suit.ACORNS))
        .declarer(declarer).defenders(defenders).lastTrick(DECLARER_LAST).build());
  }

  /** pagat: the unbid 100 "score for the simple game is doubled"; here a 100 with twenties only doubles it twice. */
  @Test
  void anUnbidTwentyHundredIsWorthTwiceAnUnbidFortyHundred() {
    RuleSet rules = with(PublicImplementationRules.UNBID_20_100_DOUBLE);
    SideTally twenty = SideTally.of(80, 8, 20);
    SideTally forty = SideTally.of(60, 7, 40);
    assertThat(items(acornGame(STANDARD, twenty, SideTally.of(10, 2)))).containsEntry(ScoreItem.HUNDRED, 1);
    assertThat(items(acornGame(rules, twenty, SideTally.of(10, 2)))).containsEntry(ScoreItem.HUNDRED, 2)
        .containsEntry(ScoreItem.GAME, 1);
    assertThat(items(acornGame(rules, forty, SideTally.of(30, 3)))).containsEntry(ScoreItem.HUNDRED, 1);
    assertThat(acornGame(rules, twenty, SideTally.of(10, 2)).lines().stream()
        .filter(l -> l.item() == ScoreItem.HUNDRED).findFirst().orElseThrow().note())
        .contains("unbid 20-100", "2 times an unbid 40-100");
  }

  /** pagat: "For an unbid 100, more than one twenty or forty may be included"; here only one marriage counts. */
  @Test
  void onlyOneMarriageCountsTowardAnUnbidHundred() {
    RuleSet rules = with(PublicImplementationRules.UNBID_100_ONE_MARRIAGE);
    SideTally twoTwenties = SideTally.of(60, 7, 20, 20);
    assertThat(items(acornGame(STANDARD, twoTwenties, SideTally.of(30, 3)))).containsKey(ScoreItem.HUNDRED);
    assertThat(items(acornGame(rules, twoTwenties, SideTally.of(30, 3)))).doesNotContainKey(ScoreItem.HUNDRED)
        .containsEntry(ScoreItem.GAME, 1);
    assertThat(items(acornGame(rules, SideTally.of(60, 7, 40, 20), SideTally.of(30, 3))))
        .containsEntry(ScoreItem.HUNDRED, 1);
  }

  /** pagat scores an unbid 100 only by doubling a simple game; here also in a contract without one. */
  @Test
  void anUnbidHundredOnTopOfAContractWithoutASimpleGame() {
    RuleSet rules = with(PublicImplementationRules.UNBID_100_WITHOUT_GAME);
    for (RuleSet each : List.of(STANDARD, rules)) {
      // An acorn ulti durchmars (4 + 6) lost at the last trick; the declarer has 80 and a twenty.
      HandSummary hand = HandSummary.builder(each, each.parseBid("Ulti durchmars")).trumps(Trumps.of(Suit.ACORNS))
          .declarer(SideTally.of(80, 9, 20)).defenders(SideTally.of(10, 1))
          .lastTrick(new LastTrick(Side.DEFENDERS, LastTrick.TrumpSeven.DECLARER_LOST)).build();
      Map<ScoreItem, Integer> items = items(Scorer.settle(hand));
      if (each == STANDARD) {
        assertThat(items).doesNotContainKey(ScoreItem.HUNDRED);
      } else {
        assertThat(items).containsEntry(ScoreItem.HUNDRED, 1);
      }
    }
    // A bid 40-100 is not joined by an unbid one.
    HandSummary fortyHundred = HandSummary.builder(rules, rules.parseBid("40-100")).trumps(Trumps.of(Suit.ACORNS))
        .declarer(SideTally.of(70, 8, 40)).defenders(SideTally.of(20, 2)).lastTrick(DECLARER_LAST).build();
    assertThat(items(Scorer.settle(fortyHundred))).containsOnlyKeys(ScoreItem.FORTY_HUNDRED);
  }

  /**
   * D26 (pagat silent): "the unbid durchmars replaces the game, including the doubled game"; its
   * option adds the 100 beside the durchmars; here the whole doubled game stays and the durchmars is added.
   */
  @Test
  void anUnbidHundredKeepsItsDoubledGameBesideAnUnbidDurchmars() {
    SideTally all = SideTally.of(90, 10, 40);
    SideTally none = SideTally.of(0, 0);
    assertThat(items(acornGame(STANDARD, all, none))).containsOnly(Map.entry(ScoreItem.DURCHMARS, 3));
    assertThat(items(acornGame(with(DecisionOptions.UNBID_100_WITH_UNBID_DURCHMARS), all, none)))
        .containsOnly(Map.entry(ScoreItem.DURCHMARS, 3), Map.entry(ScoreItem.HUNDRED, 1));
    Settlement kept = acornGame(with(PublicImplementationRules.UNBID_100_KEEPS_DOUBLED_GAME), all, none);
    assertThat(items(kept)).containsOnly(Map.entry(ScoreItem.GAME, 1), Map.entry(ScoreItem.HUNDRED, 1),
        Map.entry(ScoreItem.DURCHMARS, 3));
    assertThat(kept.payment(Party.DECLARER)).isEqualTo(10);
    // Without a 100 the durchmars still replaces the game.
    assertThat(items(acornGame(with(PublicImplementationRules.UNBID_100_KEEPS_DOUBLED_GAME),
        SideTally.of(90, 10), none))).containsOnly(Map.entry(ScoreItem.DURCHMARS, 3));
    assertThatThrownBy(() -> RuleSets.byId(DecisionOptions.UNBID_100_WITH_UNBID_DURCHMARS + "+"
        + PublicImplementationRules.UNBID_100_KEEPS_DOUBLED_GAME)).isInstanceOf(RuleSetConflictException.class);
  }

  /** pagat's "Heart durchmars" alone is the 12-point no-trump bid; here there is none. */
  @Test
  void noHeartDurchmarsWithoutTrumps() {
    RuleSet rules = with(PublicImplementationRules.NO_HEART_NO_TRUMP_DURCHMARS);
    assertThat(STANDARD.isBiddable(STANDARD.parseBid("Heart durchmars"))).isTrue();
    assertThatThrownBy(() -> rules.requireBiddable(STANDARD.parseBid("Heart durchmars")))
        .isInstanceOf(InvalidBidException.class).hasMessageContaining("no heart durchmars without trumps");
    assertThat(rules.isBiddable(rules.parseBid("Heart ulti durchmars"))).isTrue();
    assertThat(rules.isBiddable(rules.parseBid("Durchmars"))).isTrue();
    assertThat(rules.ladder().bids()).hasSize(STANDARD.ladder().bids().size() - 1);
  }

  /** pagat: rekontra, szubkontra "and so on" to fedáksári; here kontra and rekontra only. */
  @Test
  void kontraAndRekontraOnly() {
    RuleSet rules = with(PublicImplementationRules.REKONTRA_ONLY);
    assertThat(STANDARD.procedure().highestKontraLevel()).isEqualTo(Kontra.MAX_LEVEL);
    assertThat(rules.procedure().highestKontraLevel()).isEqualTo(2);
    for (RuleSet each : List.of(STANDARD, rules)) {
      Game game = rekontrad(each);
      boolean subkontra = game.phase() == Phase.KONTRA
          && game.legalActions().stream().anyMatch(a -> a instanceof Action.Kontra);
      assertThat(subkontra).as(each.id()).isEqualTo(each == STANDARD);
    }
    HandSummary.Builder szubkontra = HandSummary.builder(rules, rules.parseBid("Simple game")).trumps(Trumps.of(Suit.ACORNS))
        .declarer(SideTally.of(60, 7)).defenders(SideTally.of(30, 3)).lastTrick(DECLARER_LAST)
        .kontra(new Kontra(Component.SIMPLE_GAME, 3, Kontra.Defender.BOTH));
    assertThatThrownBy(szubkontra::build).isInstanceOf(InvalidHandSummaryException.class)
        .hasMessageContaining("kontras go up to level 2 (rekontra)");
  }

  /** Heart ulti by forehand; middlehand kontras the ulti at the first trick, forehand rekontras and passes. */
  private static Game rekontrad(RuleSet rules) {
    Deal deal = Deck.shuffled(SeededRandom.of(7)).deal(Seat.SEAT_2, rules.procedure().dealPattern());
    Game game = Game.start(rules, deal);
    List<Card> cards = game.hand(Seat.SEAT_0).toList();
    game = game.apply(new Action.Bid(Seat.SEAT_0, CardSet.of(cards.get(0), cards.get(1)),
        rules.parseBid("Heart ulti")));
    while (game.phase() == Phase.AUCTION) {
      game = game.apply(new Action.Pass(game.toAct().orElseThrow()));
    }
    game = game.apply(firstCard(game));
    game = game.apply(Action.Kontra.of(Seat.SEAT_1, Component.ULTI)).apply(firstCard(game));
    game = game.apply(firstCard(game));
    assertThat(game.phase()).isEqualTo(Phase.KONTRA);
    return game.apply(Action.Kontra.of(Seat.SEAT_0, Component.ULTI)).apply(new Action.Pass(Seat.SEAT_0));
  }

  private static Action firstCard(Game game) {
    return game.legalActions().stream().filter(a -> a instanceof Action.Play).findFirst().orElseThrow();
  }

  /** pagat: "it is not possible for a hand to be 'passed out'"; here forehand may decline and pays 2 to each. */
  @Test
  void withoutAPassBidForehandMayDeclineTheOpening() {
    RuleSet rules = with(PublicImplementationRules.NO_SIMPLE_GAME_BID);
    Deal deal = Deck.shuffled(SeededRandom.of(3)).deal(Seat.SEAT_2, rules.procedure().dealPattern());
    assertThat(Game.start(STANDARD, deal).check(new Action.Pass(Seat.SEAT_0)).orElseThrow().violation())
        .isEqualTo(Violation.MUST_BID);
    assertThat(rules.isBiddable(STANDARD.parseBid("Simple game"))).isFalse();
    assertThat(rules.ladder().lowest()).contains(rules.parseBid("Heart simple game"));
    Game game = Game.start(rules, deal);
    assertThat(game.legalActions()).contains(new Action.Pass(Seat.SEAT_0));
    assertThat(game.biddingBox().orElseThrow().bids()).doesNotContain(STANDARD.parseBid("Simple game"));
    Game declined = game.apply(new Action.Pass(Seat.SEAT_0));
    assertThat(declined.isOver()).isTrue();
    assertThat(declined.settlement().payment(Party.DECLARER)).isEqualTo(-4);
    assertThat(declined.settlement().payment(Party.FIRST_DEFENDER)).isEqualTo(2);
    assertThat(declined.settlement().payment(Party.SECOND_DEFENDER)).isEqualTo(2);
    // Only the opening may be declined: later bidders pass as usual.
    Game opened = game.apply(new Action.Bid(Seat.SEAT_0, CardSet.of(game.hand(Seat.SEAT_0).toList().get(0),
        game.hand(Seat.SEAT_0).toList().get(1)), rules.parseBid("Heart simple game"))).apply(new Action.Pass(Seat.SEAT_1));
    assertThat(opened.isOver()).isFalse();
  }

  /** The site's rules as one id: every option on the standard rules. */
  @Test
  void theComposedIdHasEveryOption() {
    RuleSet all = RuleSets.byId(PublicImplementationRules.ID);
    assertThat(all).isEqualTo(PublicImplementationRules.create());
    assertThat(all.procedure().highestKontraLevel()).isEqualTo(2);
    assertThat(all.procedure().openingMayBeDeclined()).isTrue();
    assertThat(all.scoring().unbidHundred().twentyHundredFactor()).isEqualTo(2);
    assertThat(all.scoring().unbidHundred().marriages()).isEqualTo(UnbidHundredRules.Marriages.ONE);
    assertThat(all.scoring().unbidHundred().scoredWithoutGame()).isTrue();
    assertThat(all.scoring().unbidHundred().besideUnbidDurchmars())
        .isEqualTo(UnbidHundredRules.BesideUnbidDurchmars.DOUBLED_GAME_KEPT);
    assertThat(all.isBiddable(STANDARD.parseBid("Heart durchmars"))).isFalse();
    assertThat(all.isBiddable(STANDARD.parseBid("Simple game"))).isFalse();
    assertThat(all.description()).contains("twice", "one marriage", "rekontra");
    String spelled = "standard+" + String.join("+", PublicImplementationRules.ids());
    RuleSet composed = RuleSets.byId(spelled);
    assertThat(composed.ladder().bids()).isEqualTo(all.ladder().bids());
    assertThat(composed.scoring().unbidHundred()).isEqualTo(all.scoring().unbidHundred());
    assertThat(composed.procedure()).isEqualTo(all.procedure());
    // Standard stays as it is.
    assertThat(STANDARD.scoring().unbidHundred()).isEqualTo(UnbidHundredRules.standard());
  }
}
