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
import hu.ulti.core.contract.Denomination;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Phase;
import hu.ulti.core.game.Violation;
import hu.ulti.core.play.Side;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.record.GameRecords;
import hu.ulti.core.record.RecordFormatException;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import hu.ulti.core.scoring.SettlementLine;
import hu.ulti.core.scoring.HandSummary;
import hu.ulti.core.scoring.Kontra;
import hu.ulti.core.scoring.LastTrick;
import hu.ulti.core.scoring.ScoreItem;
import hu.ulti.core.scoring.Scorer;
import hu.ulti.core.scoring.SideTally;
import java.util.List;
import org.junit.jupiter.api.Test;

/** pagat's "Half-hand Ulti" and "quadruple half-hand ulti", worked number by worked number. */
class HalfHandVariantsTest {
  private static final RuleSet HALF = RuleSets.byId("half-hand");
  private static final RuleSet QUADRUPLE = RuleSets.byId("quadruple-half-hand");
  private static final Seat FOREHAND = Seat.SEAT_0;
  private static final Seat MIDDLE = Seat.SEAT_1;
  private static final Seat DEALER = Seat.SEAT_2;
  private static final Deal DEAL = Deck.shuffled(SeededRandom.of(42)).deal(DEALER, DealPatterns.FIVES_THEN_SEVEN);

  private static Action.Bid halfHandBid(RuleSet rules, Seat seat, String bid) {
    return new Action.Bid(seat, CardSet.empty(), rules.parseBid(bid));
  }

  /** A full-hand bid by a seat holding twelve cards, discarding two of them. */
  private static Action.Bid discardAndBid(Game game, Seat seat, String bid) {
    List<Card> cards = game.hand(seat).toList();
    return new Action.Bid(seat, CardSet.of(cards.get(0), cards.get(1)), game.rules().parseBid(bid));
  }

  /** Forehand wins the half-hand auction with the bid; the others pass; kontras as given, then passes. */
  private static Game halfHandWonByForehand(RuleSet rules, String bid, Component... kontras) {
    Game game = Game.start(rules, DEAL).apply(halfHandBid(rules, FOREHAND, bid))
        .apply(new Action.Pass(MIDDLE)).apply(new Action.Pass(DEALER));
    assertThat(game.phase()).isEqualTo(Phase.HALF_HAND_KONTRA);
    for (Component component : kontras) {
      Seat seat = game.toAct().orElseThrow();
      game = game.apply(Action.Kontra.of(seat, component));
    }
    while (game.phase() == Phase.HALF_HAND_KONTRA) {
      game = game.apply(new Action.Pass(game.toAct().orElseThrow()));
    }
    assertThat(game.phase()).isEqualTo(Phase.AUCTION);
    assertThat(game.toAct()).contains(FOREHAND);
    assertThat(game.hand(FOREHAND).size()).isEqualTo(12);
    return game;
  }

  /** Plays on without kontras or declarations: passes in kontra phases, the first legal card. */
  private static Game playOut(Game game) {
    while (!game.isOver()) {
      Game current = game;
      Action next = game.legalActions().stream()
          .filter(a -> a instanceof Action.Play || a instanceof Action.Pass && current.phase() != Phase.AUCTION)
          .findFirst()
          .orElseGet(() -> new Action.Pass(current.toAct().orElseThrow()));
      game = game.apply(next);
    }
    return game;
  }

  private static SettlementLine line(Game game, ScoreItem item) {
    return game.settlement().lines().stream().filter(l -> l.item() == item && l.bid()).findFirst().orElseThrow();
  }

  /** "Only five cards are dealt to each player initially. ... Any player can pass at the half-hand stage." */
  @Test
  void theHalfHandAuctionIsOnFiveCards() {
    Game game = Game.start(HALF, DEAL);
    assertThat(game.phase()).isEqualTo(Phase.HALF_HAND);
    for (Seat seat : Seat.values()) {
      assertThat(game.hand(seat)).isEqualTo(DEAL.firstRound(seat).orElseThrow());
    }
    assertThat(game.undealt().size()).isEqualTo(17);
    assertThat(game.check(new Action.Pass(FOREHAND))).isEmpty();
    // "All half-hand bids must name the trump suit (even if it is a minor suit)."
    assertThat(game.biddingBox().orElseThrow().bids())
        .noneMatch(bid -> bid.denomination() == Denomination.MINOR);
    assertThat(game.check(halfHandBid(HALF, FOREHAND, "acorn ulti"))).isEmpty();
    assertThat(game.check(halfHandBid(HALF, FOREHAND, "ulti")).orElseThrow().message())
        .contains("All half-hand bids must name the trump suit");
    // Out of turn too, the rule that refuses the bid is named.
    assertThat(game.check(halfHandBid(HALF, MIDDLE, "ulti")).orElseThrow().violation())
        .isEqualTo(Violation.BID_NOT_ALLOWED);
    assertThat(game.check(halfHandBid(HALF, MIDDLE, "acorn ulti")).orElseThrow().violation())
        .isEqualTo(Violation.NOT_YOUR_TURN);
  }

  /**
   * "If all pass in the half-hand phase, the dealer gives seven cards to the player to dealer's right
   * and five to each of the others, and the bidding proceeds normally": normally a minor-suit bid
   * leaves its suit unnamed until the auction is over, and it scores as the same bid named.
   */
  @Test
  void theFullHandAuctionTakesAnUnnamedMinorSuit() {
    for (RuleSet rules : List.of(HALF, QUADRUPLE)) {
      Game fullHand = Game.start(rules, DEAL).apply(new Action.Pass(FOREHAND)).apply(new Action.Pass(MIDDLE))
          .apply(new Action.Pass(DEALER));
      assertThat(fullHand.check(discardAndBid(fullHand, FOREHAND, "pass"))).isEmpty();
      Action.Bid unnamed = discardAndBid(fullHand, FOREHAND, "ulti");
      assertThat(fullHand.check(unnamed)).isEmpty();
      Game afterPass = fullHand.apply(discardAndBid(fullHand, FOREHAND, "pass"));
      // A named and an unnamed minor-suit bid of the same components are equal and shut each other out.
      assertThat(afterPass.apply(new Action.TakeTalon(MIDDLE)).check(discardAndBid(
              afterPass.apply(new Action.TakeTalon(MIDDLE)), MIDDLE, "acorn pass")).orElseThrow().violation())
          .isEqualTo(Violation.BID_NOT_HIGHER);

      Game named = settleAfter(fullHand.apply(discardAndBid(fullHand, FOREHAND, "acorn ulti")), null);
      Game minor = settleAfter(fullHand.apply(unnamed), Suit.ACORNS);
      assertThat(minor.contract().orElseThrow().trumps()).isEqualTo(named.contract().orElseThrow().trumps());
      assertThat(minor.settlement().lines()).isEqualTo(named.settlement().lines());
      assertThat(minor.settlement().lines()).isNotEmpty();
    }
  }

  /** Everyone passes; forehand names the suit if the bid left it unnamed; the play as {@link #playOut}. */
  private static Game settleAfter(Game game, Suit trumps) {
    while (game.phase() == Phase.AUCTION) {
      game = game.apply(new Action.Pass(game.toAct().orElseThrow()));
    }
    if (trumps != null) {
      assertThat(game.legalActions()).contains(new Action.NameTrumps(FOREHAND, trumps));
      game = game.apply(new Action.NameTrumps(FOREHAND, trumps));
    }
    return playOut(game);
  }

  /** "If all pass in the half-hand phase, the dealer gives seven cards to the player to dealer's right and five to each of the others, and the bidding proceeds normally." */
  @Test
  void ifAllPassTheFullHandAuctionIsNormal() {
    Game game = Game.start(HALF, DEAL).apply(new Action.Pass(FOREHAND)).apply(new Action.Pass(MIDDLE))
        .apply(new Action.Pass(DEALER));
    assertThat(game.phase()).isEqualTo(Phase.AUCTION);
    assertThat(game.toAct()).contains(FOREHAND);
    assertThat(game.hand(FOREHAND)).isEqualTo(DEAL.hand(FOREHAND));
    assertThat(game.halfHandBid()).isEmpty();
    assertThat(game.check(new Action.Pass(FOREHAND)).orElseThrow().violation()).isEqualTo(Violation.MUST_BID);
  }

  /**
   * "After the half-hand bidding, the dealer gives seven more cards to the player who bid highest
   * and five to each of the others. The bidding then continues in the normal way, starting with
   * the high bidder."
   */
  @Test
  void theSevenGoToTheHighestBidder() {
    Game game = Game.start(HALF, DEAL).apply(new Action.Pass(FOREHAND))
        .apply(halfHandBid(HALF, MIDDLE, "bell pass"))
        .apply(new Action.Pass(DEALER)).apply(new Action.Pass(FOREHAND));
    while (game.phase() == Phase.HALF_HAND_KONTRA) {
      game = game.apply(new Action.Pass(game.toAct().orElseThrow()));
    }
    assertThat(game.toAct()).contains(MIDDLE);
    List<CardSet> dealt = DEAL.secondRoundFrom(MIDDLE);
    assertThat(game.hand(MIDDLE)).isEqualTo(dealt.get(MIDDLE.index()));
    assertThat(game.hand(MIDDLE).size()).isEqualTo(12);
    assertThat(game.hand(DEALER).size()).isEqualTo(10);
  }

  /**
   * "Suppose that in the first phase you bid a simple game in hearts, which was kontra'd. This is
   * worth 16 (4*4). In the second phase, you could increase this to a heart 20-100 ulti (24), but
   * you could not bid a heart ulti (10). Another player could overcall with an open betli (20) but
   * not with a heart betli (10)."
   */
  @Test
  void fullHandBidsMustScoreMoreThanTheHalfHandValueWithItsKontras() {
    Game game = halfHandWonByForehand(HALF, "Heart simple game", Component.SIMPLE_GAME);
    assertThat(game.halfHandValue()).hasValue(16);
    assertThat(game.view(MIDDLE).halfHandValue()).hasValue(16);
    assertThat(game.view(MIDDLE).halfHandBid()).contains(HALF.parseBid("Heart simple game"));
    assertThat(HALF.values().total(HALF.parseBid("Heart 20-100 ulti"))).isEqualTo(24);
    assertThat(HALF.values().total(HALF.parseBid("Heart ulti"))).isEqualTo(10);
    assertThat(HALF.values().total(HALF.parseBid("Open betli"))).isEqualTo(20);
    assertThat(HALF.values().total(HALF.parseBid("Heart betli"))).isEqualTo(10);
    assertThat(game.check(discardAndBid(game, FOREHAND, "Heart 20-100 ulti"))).isEmpty();
    assertThat(game.check(discardAndBid(game, FOREHAND, "Heart ulti")).orElseThrow().message())
        .contains("worth 10").contains("more than 16");
    Game stands = game.apply(discardAndBid(game, FOREHAND, "Heart simple game")).apply(new Action.TakeTalon(MIDDLE));
    List<Card> middle = stands.hand(MIDDLE).toList();
    CardSet discard = CardSet.of(middle.get(0), middle.get(1));
    assertThat(stands.check(new Action.Bid(MIDDLE, discard, HALF.parseBid("open betli")))).isEmpty();
    assertThat(stands.check(new Action.Bid(MIDDLE, discard, HALF.parseBid("heart betli"))).orElseThrow().violation())
        .isEqualTo(Violation.BID_NOT_HIGHER);
  }

  /** "Half-hand kontra'd 40-100 in bells rekontra'd full-hand is worth 64 points (8*4*2)." */
  @Test
  void aStandingHalfHandContractKeepsItsKontras() {
    Game game = halfHandWonByForehand(HALF, "Bell 40-100", Component.FORTY_HUNDRED);
    game = game.apply(discardAndBid(game, FOREHAND, "Bell 40-100"))
        .apply(new Action.Pass(MIDDLE)).apply(new Action.Pass(DEALER)).apply(new Action.Pass(FOREHAND));
    assertThat(game.phase()).isEqualTo(Phase.PLAY);
    assertThat(game.contract().orElseThrow().trumps()).isEqualTo(Trumps.of(Suit.BELLS));
    // The half-hand kontra stands: a defender may not kontra again; the declarer rekontras after the first trick.
    assertThat(game.check(Action.Kontra.of(MIDDLE, Component.FORTY_HUNDRED))).isPresent();
    for (int card = 0; card < 3; card++) {
      Game current = game;
      game = game.apply(game.legalActions().stream().filter(a -> a instanceof Action.Play).findFirst()
          .orElseGet(() -> new Action.Pass(current.toAct().orElseThrow())));
    }
    if (!game.isOver()) {
      assertThat(game.phase()).isEqualTo(Phase.KONTRA);
      game = game.apply(Action.Kontra.of(FOREHAND, Component.FORTY_HUNDRED));
    }
    game = playOut(game);
    SettlementLine forty = line(game, ScoreItem.FORTY_HUNDRED);
    assertThat(forty.value()).isEqualTo(8);
    assertThat(forty.multiplier()).isEqualTo(8);
    assertThat(Math.abs(forty.perDefender())).isEqualTo(64);
    assertThat(game.summary().halfHandKontras(Component.FORTY_HUNDRED)).isEqualTo(1);
  }

  /**
   * Decision: a standing half-hand contract kontra'd with five cards is played out. Giving up is
   * scored without kontras (pagat: the declarer "can give up ... and lose a doubled game"), and
   * no source says what a kontra'd half-hand contract would cost given up. Without a kontra, a
   * half-hand game may be given up as any simple game.
   */
  @Test
  void aHalfHandContractKontradWithFiveCardsIsNotGivenUp() {
    for (boolean kontra : new boolean[] {true, false}) {
      Game game = kontra ? halfHandWonByForehand(HALF, "Acorn pass", Component.SIMPLE_GAME)
          : halfHandWonByForehand(HALF, "Acorn pass");
      game = game.apply(discardAndBid(game, FOREHAND, "Acorn pass"))
          .apply(new Action.Pass(MIDDLE)).apply(new Action.Pass(DEALER)).apply(new Action.Pass(FOREHAND));
      if (kontra) {
        assertThat(game.check(new Action.GiveUp(FOREHAND)).orElseThrow().message()).contains("played out");
      } else {
        assertThat(line(game.apply(new Action.GiveUp(FOREHAND)), ScoreItem.GAME).perDefender()).isEqualTo(-4);
      }
    }
  }

  /** "Half-hand rekontra'd 40-100 szubkontra'd full-hand is worth 256 points (8*4*4*2)." */
  @Test
  void twoHalfHandKontrasAndOneFullHand() {
    HandSummary hand = HandSummary.builder(HALF, HALF.parseBid("Bell 40-100")).trumps(Trumps.of(Suit.BELLS))
        .valueFactor(Component.FORTY_HUNDRED, 2)
        .halfHandKontras(Component.FORTY_HUNDRED, 2)
        .kontra(new Kontra(Component.FORTY_HUNDRED, 3, Kontra.Defender.BOTH))
        .declarer(SideTally.of(70, 7, 40))
        .defenders(SideTally.of(20, 3))
        .lastTrick(new LastTrick(Side.DECLARER, LastTrick.TrumpSeven.NONE))
        .build();
    SettlementLine forty = Scorer.settle(hand).lines().stream()
        .filter(l -> l.item() == ScoreItem.FORTY_HUNDRED).findFirst().orElseThrow();
    assertThat(forty.perDefender()).isEqualTo(256);
  }

  /** "A half-hand simple game scores double, but other half-hand bids are quadruple. For example, half-hand heart ulti is 36 points altogether (4+32)." */
  @Test
  void quadrupleHalfHandHeartUltiIsThirtySix() {
    Game game = halfHandWonByForehand(QUADRUPLE, "Heart ulti");
    assertThat(game.halfHandValue()).hasValue(36);
    game = playOut(game.apply(discardAndBid(game, FOREHAND, "Heart ulti")));
    HandSummary summary = game.summary();
    assertThat(summary.valueFactor(Component.SIMPLE_GAME) * QUADRUPLE.values().componentValue(summary.bid(), Component.SIMPLE_GAME))
        .isEqualTo(4);
    assertThat(line(game, ScoreItem.ULTI).value()).isEqualTo(32);
  }

  /**
   * "Suppose you finished the half-hand phase with acorn ulti (2+16=18). ... If you bid acorn
   * 40-100 ulti, it will be 8+16=24. The component bid that you inherit from the half-hand phase
   * (ulti) retains its half-hand value and what you add (40-100) scores twice."
   */
  @Test
  void theWinnersFirstFullHandBidInherits() {
    Game game = halfHandWonByForehand(QUADRUPLE, "Acorn ulti");
    assertThat(game.halfHandValue()).hasValue(18);
    // 18 is the value to beat: the acorn 40-100 ulti at 24 beats it, an acorn 40-100 (8) does not.
    assertThat(game.check(discardAndBid(game, FOREHAND, "Acorn 40-100")).orElseThrow().message())
        .contains("worth 8").contains("more than 18");
    game = playOut(game.apply(discardAndBid(game, FOREHAND, "Acorn 40-100 ulti")));
    assertThat(line(game, ScoreItem.FORTY_HUNDRED).value()).isEqualTo(8);
    assertThat(line(game, ScoreItem.ULTI).value()).isEqualTo(16);
  }

  /**
   * "Say you finished your half-hand phase with acorn 40-100 (4x4=16) ... then you can bid acorn
   * 20-100 ulti ((8+4)*2=24 pts) for the same value as acorn 40-100 ulti (16+8). If you change
   * your suit then all components of your new bid will score singly only."
   */
  @Test
  void newComponentsInTheSameSuitScoreTwiceAndAnotherSuitOnce() {
    Game game = halfHandWonByForehand(QUADRUPLE, "Acorn 40-100");
    Game twenty = playOut(game.apply(discardAndBid(game, FOREHAND, "Acorn 20-100 ulti")));
    assertThat(line(twenty, ScoreItem.TWENTY_HUNDRED).value() + line(twenty, ScoreItem.ULTI).value()).isEqualTo(24);
    Game forty = playOut(game.apply(discardAndBid(game, FOREHAND, "Acorn 40-100 ulti")));
    assertThat(line(forty, ScoreItem.FORTY_HUNDRED).value()).isEqualTo(16);
    assertThat(line(forty, ScoreItem.ULTI).value()).isEqualTo(8);
    // Bell 20-100 ulti in another suit counts singly: 8 + 4 = 12, not more than 16.
    assertThat(game.check(discardAndBid(game, FOREHAND, "Bell 20-100 ulti")).orElseThrow().message())
        .contains("worth 12");
  }

  /**
   * "If you bid a half-hand acorn ulti (2+16), you can increase it to a full-hand acorn ulti
   * 20-100 (16+8) if you do so at your first turn." pagat's own rule, and its first example
   * (acorn 40-100 ulti "8+16", the ulti keeping its 16), give the kept ulti 16 and the new 20-100
   * twice 8: 32. The "(16+8)" contradicts both, so the rule is followed (D37).
   */
  @Test
  void pagatsAcornUltiTwentyHundredExampleFollowsTheRule() {
    Game game = halfHandWonByForehand(QUADRUPLE, "Acorn ulti");
    game = playOut(game.apply(discardAndBid(game, FOREHAND, "Acorn 20-100 ulti")));
    assertThat(line(game, ScoreItem.ULTI).value()).isEqualTo(16);
    assertThat(line(game, ScoreItem.TWENTY_HUNDRED).value()).isEqualTo(16);
  }

  /**
   * "If the winner of the half-hand phase passes his first turn in the full-hand phase then all
   * his later bids will only count single ... if ... someone else overcalls with an open betli
   * (20), it would then be too late to increase your bid to acorn ulti 20-100, as the value of this
   * would only be 4+8 on the second round of full-hand bidding."
   */
  @Test
  void laterBidsOfTheWinnerCountSingly() {
    Game game = halfHandWonByForehand(QUADRUPLE, "Acorn ulti");
    game = game.apply(discardAndBid(game, FOREHAND, "Acorn ulti")).apply(new Action.TakeTalon(MIDDLE));
    game = game.apply(discardAndBid(game, MIDDLE, "Open betli")).apply(new Action.Pass(DEALER));
    Game robbing = game.apply(new Action.TakeTalon(FOREHAND));
    assertThat(robbing.check(discardAndBid(robbing, FOREHAND, "Acorn 20-100 ulti")).orElseThrow().violation())
        .isEqualTo(Violation.BID_NOT_HIGHER);
  }

  /**
   * "Some players combine quadruple half-hand ulti with suit-bid ulti ... You win the half hand
   * phase with leaf ulti ((2+16)*=36 pts). You can bid leaf open betli for 40 points ... but not
   * bell open betli, which is only 30. The value of leaf open betli is doubled because 'it is in
   * your suit.'" The suit-bid table has no leaf open betli; pagat's example needs D38's toggle.
   */
  @Test
  void withSuitBidALeafOpenBetliIsForty() {
    RuleSet rules = RuleSets.byId("quadruple-half-hand+suit-bid-low-open-betli");
    Game game = halfHandWonByForehand(rules, "Leaf ulti");
    assertThat(game.halfHandValue()).hasValue(36);
    assertThat(game.check(discardAndBid(game, FOREHAND, "Bell open betli")).orElseThrow().message())
        .contains("worth 30").contains("more than 36");
    game = playOut(game.apply(discardAndBid(game, FOREHAND, "Leaf open betli")));
    assertThat(line(game, ScoreItem.BETLI).value()).isEqualTo(40);
  }

  /** Records of half-hand games carry the first round; without it a record with every hand is refused. */
  @Test
  void recordsCarryTheFirstRound() {
    Game halfHand = halfHandWonByForehand(HALF, "Acorn pass", Component.SIMPLE_GAME);
    Game game = playOut(halfHand.apply(discardAndBid(halfHand, FOREHAND, "Acorn pass")));
    String record = GameRecords.write(game);
    assertThat(record).contains("[First0 \"");
    assertThat(GameRecords.read(record).get(0).replay()).isEqualTo(game);
    String withoutFirstRound = record.replaceAll("\\[First\\d \"[^\"]*\"\\]\n", "");
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> GameRecords.read(withoutFirstRound))
        .isInstanceOf(RecordFormatException.class)
        .hasMessageContaining("First0, First1 and First2");
  }

  /** The Java API gives the same rule sets as the ids. */
  @Test
  void factories() {
    assertThat(HalfHandVariants.create()).isEqualTo(HALF);
    assertThat(HalfHandVariants.quadruple()).isEqualTo(QUADRUPLE);
    assertThat(HalfHandVariants.quadruple().halfHand().inheritsOnFirstFullHandBid()).isTrue();
    assertThat(SuitBidRules.create().id()).isEqualTo("suit-bid");
    assertThat(HistoricalRules.create().id()).isEqualTo("historical");
    assertThat(WikipediaRules.create().ladder().bids()).isEqualTo(RuleSets.byId("wikipedia").ladder().bids());
  }

  /** Half-hand rules compose with suit-bid and four aces, and refuse what cannot go together. */
  @Test
  void compositions() {
    assertThat(RuleSets.byId("half-hand+suit-bid").halfHand().isPlayed()).isTrue();
    assertThat(RuleSets.byId("suit-bid+quadruple-half-hand").passesToEndAuction()).isEqualTo(2);
    assertThat(RuleSets.byId("four-aces+half-hand").isBiddable(RuleSets.byId("four-aces+half-hand").parseBid("leaf ulti four aces"))).isTrue();
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> RuleSets.byId("half-hand+quadruple-half-hand"))
        .hasMessageContaining("both change the deal pattern rules");
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> RuleSets.byId("historical+half-hand"))
        .hasMessageContaining("both change the deal pattern rules");
  }

  /** "a half-hand simple game scores double": no rule set gives it four times its value. */
  @Test
  void valueFactorsTheRulesNeverGiveAreRefused() {
    for (RuleSet rules : List.of(HALF, QUADRUPLE)) {
      HandSummary.Builder game = HandSummary.builder(rules, rules.parseBid("Bell pass")).trumps(Trumps.of(Suit.BELLS))
          .valueFactor(Component.SIMPLE_GAME, 4)
          .declarer(SideTally.of(60, 6)).defenders(SideTally.of(30, 4))
          .lastTrick(new LastTrick(Side.DECLARER,
              LastTrick.TrumpSeven.NONE));
      assertThatThrownBy(game::build).as(rules.id())
          .hasMessage("halfHand.factors.game: the " + rules.id() + " rules count a simple game 1 or 2 times its value,"
              + " never 4");
    }
  }
}
