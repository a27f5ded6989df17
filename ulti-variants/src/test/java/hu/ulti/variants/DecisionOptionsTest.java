package hu.ulti.variants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Deck;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Component;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Phase;
import hu.ulti.core.game.Violation;
import hu.ulti.core.play.Side;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import hu.ulti.core.scoring.SettlementLine;
import hu.ulti.core.scoring.HandSummary;
import hu.ulti.core.scoring.Kontra;
import hu.ulti.core.scoring.LastTrick;
import hu.ulti.core.scoring.ScoreItem;
import hu.ulti.core.scoring.Scorer;
import hu.ulti.core.scoring.SideTally;
import hu.ulti.core.scoring.TakenBy;
import java.util.List;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/** The alternatives of disagreements.md, one option each. */
class DecisionOptionsTest {
  private static final Deal DEAL = Deal.of(Seat.SEAT_2,
      CardSet.parse("HK HO H7 HA H10 LK LO A7 A8 A9 B7 B8"),
      CardSet.parse("AK AO AA A10 AU L7 L8 L9 L10 LA"),
      CardSet.parse("H8 H9 HU B9 B10 BU BO BK BA LU"),
      CardSet.empty());

  private static RuleSet rules(String option) {
    return RuleSets.byId("standard+" + option);
  }

  private static int total(RuleSet rules, String bid) {
    return rules.values().total(rules.parseBid(bid));
  }

  /** D07: "some players do not allow a suit durchmars at all - durchmars, like betli, can only be played without trumps." */
  @Test
  void noSuitDurchmars() {
    RuleSet rules = rules(DecisionOptions.NO_SUIT_DURCHMARS);
    assertThatThrownBy(() -> rules.parseBid("40-100 durchmars")).hasMessageContaining("can only be played without trumps");
    assertThat(rules.parseBid("durchmars").hasTrumps()).isFalse();
    assertThat(rules.ladder().bids()).noneMatch(bid -> bid.has(Component.DURCHMARS) && bid.hasTrumps());
  }

  /** D08: "Some people play only the first or the first and second of the above durchmars variations." */
  @Test
  void theFirstAndTheFirstTwoTournamentRules() {
    RuleSet first = rules(DecisionOptions.OPEN_DURCHMARS_12);
    assertThat(first.values().componentValues(first.parseBid("40-100 open durchmars"))).containsExactly(4, 12);
    assertThat(first.values().componentValues(first.parseBid("Heart 40-100 open durchmars"))).containsExactly(8, 24);
    assertThat(first.parseBid("durchmars").hasTrumps()).isFalse();
    assertThat(total(first, "durchmars")).isEqualTo(6);
    RuleSet firstTwo = rules(DecisionOptions.OPEN_DURCHMARS_12_ALONE);
    assertThat(firstTwo.parseBid("durchmars").hasTrumps()).isTrue();
    assertThat(total(firstTwo, "open durchmars")).isEqualTo(12);
    assertThat(total(firstTwo, "no trump durchmars")).isEqualTo(6);
    assertThatThrownBy(() -> RuleSets.byId("tournament+open-durchmars-12")).hasMessageContaining("durchmars rules");
  }

  /** D10: "The score for 20-100 was only 4 (or 8 in hearts) - the same as a 40-100." */
  @Test
  void twentyHundredWorthFour() {
    RuleSet rules = rules(DecisionOptions.TWENTY_HUNDRED_4);
    assertThat(total(rules, "20-100")).isEqualTo(4);
    assertThat(total(rules, "heart 20-100 ulti")).isEqualTo(16);
  }

  /** D12: "If two players in succession passed on the talon without bidding, the auction ended and the last contract bid was played." */
  @Test
  void twoPassesEndTheAuction() {
    RuleSet rules = rules(DecisionOptions.TWO_PASSES);
    Game game = Game.start(rules, DEAL)
        .apply(new Action.Bid(Seat.SEAT_0, CardSet.parse("A8 A9"), rules.parseBid("heart ulti")))
        .apply(new Action.Pass(Seat.SEAT_1)).apply(new Action.Pass(Seat.SEAT_2));
    assertThat(game.phase()).isEqualTo(Phase.PLAY);
  }

  /** D19: "In an open betli or open durchmars, only the declarer's hand was exposed on the table after the first trick." */
  @Test
  void onlyTheDeclarerExposes() {
    RuleSet rules = rules(DecisionOptions.DECLARER_EXPOSES);
    Game game = Game.start(rules, DEAL)
        .apply(new Action.Bid(Seat.SEAT_0, CardSet.parse("A8 A9"), rules.parseBid("open betli")))
        .apply(new Action.Pass(Seat.SEAT_1)).apply(new Action.Pass(Seat.SEAT_2)).apply(new Action.Pass(Seat.SEAT_0));
    for (String card : new String[] {"B7", "AK", "B9"}) {
      game = game.apply(new Action.Play(game.toAct().orElseThrow(), Card.parse(card)));
    }
    assertThat(game.isOver()).isFalse();
    assertThat(game.view(Seat.SEAT_1).exposedHands()).containsOnlyKeys(Seat.SEAT_0);
    assertThat(game.view(Seat.SEAT_0).exposedHands()).isEmpty();
  }

  /** D24, S4: "Silent bids are doubled along with their appropriate games that carry this bid." */
  @Test
  void silentUltiFollowsTheGameKontra() {
    for (String option : List.of(DecisionOptions.SILENT_ULTI_FOLLOWS_GAME_KONTRA, HouseRules.GIVE_UP_ANY)) {
      RuleSet rules = rules(option);
      HandSummary hand = HandSummary.builder(rules, rules.parseBid("Simple game")).trumps(Trumps.of(Suit.ACORNS))
          .kontra(new Kontra(Component.SIMPLE_GAME, 1, Kontra.Defender.BOTH))
          .declarer(SideTally.of(60, 6)).defenders(SideTally.of(30, 4))
          .lastTrick(new LastTrick(Side.DECLARER, LastTrick.TrumpSeven.DECLARER_WON)).build();
      SettlementLine ulti = Scorer.settle(hand).lines().stream().filter(l -> l.item() == ScoreItem.ULTI).findFirst().orElseThrow();
      assertThat(ulti.perDefender()).isEqualTo(option.equals(HouseRules.GIVE_UP_ANY) ? 2 : 4);
    }
  }

  /** D06's alternative to "Silent Durchmars ... Annuls Silent 4 Aces". */
  @Test
  void silentFourAcesBesideADurchmars() {
    for (String id : List.of("four-aces", "four-aces+" + DecisionOptions.SILENT_FOUR_ACES_WITH_DURCHMARS)) {
      RuleSet rules = RuleSets.byId(id);
      HandSummary hand = HandSummary.builder(rules, rules.parseBid("Simple game")).trumps(Trumps.of(Suit.ACORNS))
          .declarer(SideTally.of(90, 10)).defenders(SideTally.of(0, 0)).fourAces(TakenBy.DECLARER)
          .lastTrick(new LastTrick(Side.DECLARER, LastTrick.TrumpSeven.NONE)).build();
      boolean scored = Scorer.settle(hand).lines().stream().anyMatch(l -> l.item() == ScoreItem.FOUR_ACES);
      assertThat(scored).as(id).isEqualTo(!id.equals("four-aces"));
    }
  }

  /** D41: "An implementation may stop early or play on, but must score the same." */
  @Test
  void aLostBetliPlayedOutScoresTheSame() {
    int[] payments = new int[2];
    for (int i = 0; i < 2; i++) {
      RuleSet rules = i == 0 ? RuleSet.standard() : rules(DecisionOptions.PLAY_OUT_DECIDED);
      Game game = Game.start(rules, DEAL)
          .apply(new Action.Bid(Seat.SEAT_0, CardSet.parse("A8 A9"), rules.parseBid("betli")))
          .apply(new Action.Pass(Seat.SEAT_1)).apply(new Action.Pass(Seat.SEAT_2)).apply(new Action.Pass(Seat.SEAT_0));
      for (String card : new String[] {"HA", "AK", "H8"}) {
        game = game.apply(new Action.Play(game.toAct().orElseThrow(), Card.parse(card)));
      }
      assertThat(game.isOver()).isEqualTo(i == 0);
      while (!game.isOver()) {
        Game current = game;
        game = game.apply(game.legalActions().stream().filter(a -> a instanceof Action.Play).findFirst()
            .orElseGet(() -> new Action.Pass(current.toAct().orElseThrow())));
      }
      payments[i] = game.payments().get(Seat.SEAT_0);
    }
    assertThat(payments[1]).isEqualTo(payments[0]).isEqualTo(-10);
  }

  /** D36, S4: the first-round winner may confirm or raise his bid, "but with the same trump suit". */
  @Test
  void theHalfHandWinnerKeepsHisSuit() {
    RuleSet rules = RuleSets.byId(DecisionOptions.HALF_HAND_SAME_SUIT);
    Deal deal = Deck.shuffled(SeededRandom.of(3)).deal(Seat.SEAT_2, DealPatterns.FIVES_THEN_SEVEN);
    Game game = Game.start(rules, deal)
        .apply(new Action.Bid(Seat.SEAT_0, CardSet.empty(), rules.parseBid("acorn pass")))
        .apply(new Action.Pass(Seat.SEAT_1)).apply(new Action.Pass(Seat.SEAT_2));
    while (game.phase() == Phase.HALF_HAND_KONTRA) {
      game = game.apply(new Action.Pass(game.toAct().orElseThrow()));
    }
    List<Card> cards = game.hand(Seat.SEAT_0).toList();
    CardSet discard = CardSet.of(cards.get(0), cards.get(1));
    assertThat(game.check(new Action.Bid(Seat.SEAT_0, discard, rules.parseBid("bell 40-100"))).orElseThrow().message())
        .contains("half-hand suit only");
    assertThat(game.check(new Action.Bid(Seat.SEAT_0, discard, rules.parseBid("acorn 40-100")))).isEmpty();
    assertThat(RuleSets.byId("half-hand").halfHand().winnerKeepsSuit()).isFalse();
  }

  /** D04's alternative: without the exception the four bids of step 23 all shut each other out. */
  @Test
  void noLadderExceptions() {
    RuleSet rules = RuleSets.byId("wikipedia+" + DecisionOptions.NO_LADDER_EXCEPTIONS);
    assertThat(rules.canOvercall(rules.parseBid("Heart 40-100 ulti"), rules.parseBid("Heart 40-100 four aces"))).isFalse();
    assertThat(rules.ladder().steps()).hasSize(42);
  }

  /** D13, S4: "In certain circles forfeiting a game of Simple is not optional." */
  @Test
  void forcedGiveUp() {
    RuleSet rules = rules(DecisionOptions.FORCED_GIVE_UP);
    Game game = Game.start(rules, DEAL)
        .apply(new Action.Bid(Seat.SEAT_0, CardSet.parse("A8 A9"), rules.parseBid("Simple game")))
        .apply(new Action.Pass(Seat.SEAT_1)).apply(new Action.Pass(Seat.SEAT_2)).apply(new Action.Pass(Seat.SEAT_0));
    // The game is forfeited as soon as the auction ends: naming trumps would be pointless.
    assertThat(game.legalActions()).containsExactly(new Action.GiveUp(Seat.SEAT_0));
    assertThat(game.check(new Action.NameTrumps(Seat.SEAT_0, Suit.LEAVES)).orElseThrow().violation())
        .isEqualTo(Violation.MUST_GIVE_UP);
    assertThat(game.check(new Action.Play(Seat.SEAT_0, Card.parse("HA"))).orElseThrow().violation())
        .isEqualTo(Violation.MUST_GIVE_UP);
    game = game.apply(new Action.GiveUp(Seat.SEAT_0));
    assertThat(game.payments().get(Seat.SEAT_0)).isEqualTo(-4);
    // A heart game is not a minor simple game, and is played.
    Game hearts = Game.start(rules, DEAL)
        .apply(new Action.Bid(Seat.SEAT_0, CardSet.parse("A8 A9"), rules.parseBid("Heart simple game")))
        .apply(new Action.Pass(Seat.SEAT_1)).apply(new Action.Pass(Seat.SEAT_2)).apply(new Action.Pass(Seat.SEAT_0));
    assertThat(hearts.legalActions()).anyMatch(a -> a instanceof Action.Play);
  }

  /** D17, ulti.1961.hu: "marriage points are credited only if the player took at least one trick". */
  @Test
  void marriagesNeedTheirOwnTrick() {
    RuleSet rules = rules(DecisionOptions.MARRIAGE_NEEDS_OWN_TRICK);
    int uncredited = 0;
    for (long seed = 0; seed < 200; seed++) {
      RandomGenerator random = SeededRandom.of(seed);
      Game game = Game.deal(rules, Seat.SEAT_2, random);
      while (!game.isOver()) {
        List<Action> legal = game.legalActions();
        Action declare = legal.stream().filter(a -> a instanceof Action.Declare).findFirst().orElse(null);
        Action pass = legal.stream().filter(a -> a instanceof Action.Pass).findFirst().orElse(null);
        Action bid = legal.stream().filter(a -> a instanceof Action.Bid).findFirst().orElse(null);
        game = game.apply(declare != null ? declare : pass != null ? pass : bid != null && game.highestBid().isEmpty()
            ? bid : legal.stream().filter(a -> !(a instanceof Action.GiveUp)).toList().get(random.nextInt(
                (int) legal.stream().filter(a -> !(a instanceof Action.GiveUp)).count())));
      }
      if (game.contract().isEmpty() || !game.contract().get().trumps().hasTrumps()) {
        continue;
      }
      Seat declarer = game.declarer().orElseThrow();
      int credited = 0;
      for (Seat seat : Seat.values()) {
        boolean tookATrick = game.trickPlay().orElseThrow().trickWinners().contains(seat);
        if (seat != declarer && !tookATrick && !game.view(seat).declaredMarriages().get(seat).isEmpty()) {
          uncredited++;
        }
        if (seat != declarer && tookATrick) {
          for (Suit suit : game.view(seat).declaredMarriages().get(seat)) {
            credited += rules.trickRules().cardPoints().marriage(suit, game.contract().get().trumps());
          }
        }
      }
      assertThat(game.summary().defenders().orElseThrow().marriagePoints()).as("seed %s", seed).isEqualTo(credited);
    }
    assertThat(uncredited).as("deals where a defender declared but took no trick").isPositive();
  }

  /** D26's alternative: "an unbid 100 and an unbid durchmars in the same hand" are both scored. */
  @Test
  void unbidHundredBesideUnbidDurchmars() {
    for (String id : List.of("standard", "standard+" + DecisionOptions.UNBID_100_WITH_UNBID_DURCHMARS)) {
      RuleSet rules = RuleSets.byId(id);
      HandSummary hand = HandSummary.builder(rules, rules.parseBid("Simple game")).trumps(Trumps.of(Suit.ACORNS))
          .declarer(SideTally.of(90, 10, 40)).defenders(SideTally.of(0, 0))
          .lastTrick(new LastTrick(Side.DECLARER, LastTrick.TrumpSeven.NONE)).build();
      List<ScoreItem> items = Scorer.settle(hand).lines().stream().map(SettlementLine::item).toList();
      assertThat(items).contains(ScoreItem.DURCHMARS);
      assertThat(items.contains(ScoreItem.HUNDRED)).as(id).isEqualTo(!id.equals("standard"));
    }
  }

  /** D29's alternative: the two defenders' tricks pooled for a silent four aces. */
  @Test
  void silentFourAcesPooled() {
    RuleSet pooled = RuleSets.byId("four-aces+" + DecisionOptions.SILENT_FOUR_ACES_POOLED);
    HandSummary.Builder hand = HandSummary.builder(pooled, pooled.parseBid("Simple game")).trumps(Trumps.of(Suit.ACORNS))
        .declarer(SideTally.of(50, 5)).defenders(SideTally.of(40, 5)).fourAces(TakenBy.DEFENDERS)
        .lastTrick(new LastTrick(Side.DECLARER, LastTrick.TrumpSeven.NONE));
    SettlementLine aces = Scorer.settle(hand.build()).lines().stream()
        .filter(l -> l.item() == ScoreItem.FOUR_ACES).findFirst().orElseThrow();
    assertThat(aces.perDefender()).isEqualTo(-2);
    RuleSet alone = RuleSets.byId("four-aces");
    assertThatThrownBy(() -> HandSummary.builder(alone, alone.parseBid("Simple game")).trumps(Trumps.of(Suit.ACORNS))
        .declarer(SideTally.of(50, 5)).defenders(SideTally.of(40, 5)).fourAces(TakenBy.DEFENDERS)
        .lastTrick(new LastTrick(Side.DECLARER, LastTrick.TrumpSeven.NONE)).build())
        .hasMessageContaining("one player must take all four");
  }
}
