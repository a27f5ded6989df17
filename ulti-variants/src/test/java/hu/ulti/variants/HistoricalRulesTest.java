package hu.ulti.variants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Denomination;
import hu.ulti.core.contract.InvalidBidException;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Phase;
import hu.ulti.core.game.Violation;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** pagat: "The main differences in the older version were: ..." */
class HistoricalRulesTest {
  private static final RuleSet RULES = RuleSets.byId("historical");
  private static final Seat FOREHAND = Seat.SEAT_0;
  private static final Seat MIDDLE = Seat.SEAT_1;
  private static final Seat DEALER = Seat.SEAT_2;

  /** Forehand holds only low cards and the ace of acorns; the talon B9 H9 is dealt apart. */
  private static final Deal DEAL = Deal.of(DEALER,
      CardSet.parse("AA A8 L7 L8 B7 B8 H7 H8 A9 L9"),
      CardSet.parse("A7 A10 AK AO AU LA L10 LK LO LU"),
      CardSet.parse("BA B10 BK BO BU HA H10 HK HO HU"),
      CardSet.parse("B9 H9"));

  private Action.Bid bid(Seat seat, String discard, String bid) {
    return new Action.Bid(seat, CardSet.parse(discard), RULES.parseBid(bid));
  }

  /** Forehand names acorns, takes the talon, discards and bids; both others pass, which ends the auction. */
  private Game acornsOpenedAndPassed(String discard, String bid) {
    return Game.start(RULES, DEAL).apply(new Action.NameTrumps(FOREHAND, Suit.ACORNS))
        .apply(new Action.TakeTalon(FOREHAND))
        .apply(bid(FOREHAND, discard, bid))
        .apply(new Action.Pass(MIDDLE))
        .apply(new Action.Pass(DEALER));
  }

  private static Violation refused(Game game, Action action) {
    return game.check(action).orElseThrow(() -> new AssertionError(action + " should be refused")).violation();
  }

  /** "The player to dealer's right was only dealt 10 cards and two were dealt to the talon between the two rounds of five." */
  @Test
  void forehandIsDealtTenAndTheTalonIsDealtApart() {
    Game game = Game.deal(RULES, DEALER, SeededRandom.of(4));
    assertThat(game.hand(FOREHAND).size()).isEqualTo(10);
    assertThat(game.talon().size()).isEqualTo(2);
    assertThat(game.deal()).isEqualTo(Deal.random(DEALER, DealPatterns.OLD_CUT, SeededRandom.of(4)));
  }

  /**
   * "For the first bid, the player to dealer's right named a suit before picking up the talon.
   * After discarding, this player had to name a contract in the nominated suit or in no trumps."
   */
  @Test
  void forehandNamesASuitBeforePickingUpTheTalonAndBidsInItOrInNoTrumps() {
    Game game = Game.start(RULES, DEAL);
    assertThat(game.legalActions()).hasSize(4).allMatch(a -> a instanceof Action.NameTrumps);
    assertThat(refused(game, new Action.TakeTalon(FOREHAND))).isEqualTo(Violation.MUST_BID);
    assertThat(refused(game, bid(FOREHAND, "", "Heart simple game"))).isEqualTo(Violation.MUST_BID);
    game = game.apply(new Action.NameTrumps(FOREHAND, Suit.HEARTS));
    assertThat(game.nominatedSuit()).contains(Suit.HEARTS);
    assertThat(game.legalActions()).containsExactly(new Action.TakeTalon(FOREHAND));
    game = game.apply(new Action.TakeTalon(FOREHAND));
    assertThat(game.hand(FOREHAND).size()).isEqualTo(12);
    assertThat(refused(game, bid(FOREHAND, "B9 H9", "Acorn simple game"))).isEqualTo(Violation.BID_NOT_ALLOWED);
    assertThat(game.check(bid(FOREHAND, "B9 H9", "Acorn simple game")).orElseThrow().message())
        .contains("Having named hearts, forehand's first bid is in hearts or in no trumps");
    assertThat(game.check(bid(FOREHAND, "B9 H9", "Heart simple game"))).isEmpty();
    assertThat(game.check(bid(FOREHAND, "B9 H9", "Betli"))).isEmpty();
    assertThat(game.legalActions()).allMatch(a -> !(a instanceof Action.Bid make)
        || !make.bid().hasTrumps() || make.bid().denomination() == Denomination.HEARTS);
  }

  /** "On subsequent turns to bid, the player was free to bid contracts in other suits as well." */
  @Test
  void laterBidsAreInAnySuit() {
    Game game = Game.start(RULES, DEAL).apply(new Action.NameTrumps(FOREHAND, Suit.HEARTS))
        .apply(new Action.TakeTalon(FOREHAND))
        .apply(bid(FOREHAND, "B9 H9", "Heart simple game"))
        .apply(new Action.TakeTalon(MIDDLE));
    assertThat(game.check(bid(MIDDLE, "B9 H9", "Acorn ulti"))).isEmpty();
  }

  /** "When bidding, a player named the intended trump suit, even if it was a minor suit." */
  @Test
  void minorSuitsAreNamedInBidsAndScoredAlike() {
    assertThat(RULES.parseBid("makk ulti").denomination()).isEqualTo(Denomination.ACORNS);
    assertThatThrownBy(() -> RULES.parseBid("ulti")).isInstanceOf(InvalidBidException.class);
    for (String suit : new String[] {"acorn", "leaf", "bell"}) {
      assertThat(RULES.values().componentValues(RULES.parseBid(suit + " 40-100 ulti"))).containsExactly(4, 4);
    }
    assertThat(RULES.values().componentValues(RULES.parseBid("heart ulti"))).containsExactly(2, 8);
  }

  /** "The score for 20-100 was only 4 (or 8 in hearts) - the same as a 40-100." */
  @Test
  void twentyHundredIsWorthFour() {
    assertThat(RULES.values().total(RULES.parseBid("bell 20-100"))).isEqualTo(4);
    assertThat(RULES.values().total(RULES.parseBid("heart 20-100"))).isEqualTo(8);
    assertThat(RULES.compare(RULES.parseBid("bell 20-100"), RULES.parseBid("bell 40-100"))).isZero();
  }

  /** "If two players in succession passed on the talon without bidding, the auction ended ... 'Self-robbing' ... was not permitted." */
  @Test
  void twoPassesEndTheAuctionWithoutSelfRobbing() {
    Game game = acornsOpenedAndPassed("AA B9", "Acorn simple game");
    assertThat(game.phase()).isEqualTo(Phase.PLAY);
    assertThat(game.declarer()).contains(FOREHAND);
    assertThat(game.contract().orElseThrow().trumps()).isEqualTo(Trumps.of(Suit.ACORNS));
  }

  /** "A declarer who had discarded any aces or tens into the talon had to announce that this was so when leading to the first trick, but did not need to specify what cards were involved." */
  @Test
  void theDeclarerAnnouncesDiscardedAcesAndTensWhenLeading() {
    for (boolean discardsTheAce : new boolean[] {true, false}) {
      Game game = acornsOpenedAndPassed(discardsTheAce ? "AA B9" : "H9 B9", "Acorn simple game");
      assertThat(game.declarerDiscardedAceOrTen()).isEmpty();
      Action lead = game.legalActions().stream().filter(a -> a instanceof Action.Play).findFirst().orElseThrow();
      game = game.apply(lead);
      assertThat(game.declarerDiscardedAceOrTen()).contains(discardsTheAce);
      assertThat(game.view(MIDDLE).declarerDiscardedAceOrTen()).contains(discardsTheAce);
    }
    assertThat(RuleSet.standard().procedure().discardedAcesAndTensAnnounced()).isFalse();
  }

  /** "In an open betli or open durchmars, only the declarer's hand was exposed on the table after the first trick." */
  @Test
  void anOpenContractExposesOnlyTheDeclarersHand() {
    Game game = acornsOpenedAndPassed("AA B9", "Open betli");
    for (String card : new String[] {"A8", "A10", "BA"}) {
      game = game.apply(new Action.Play(game.toAct().orElseThrow(), Card.parse(card)));
    }
    assertThat(game.trickPlay().orElseThrow().completedTricks()).hasSize(1);
    assertThat(game.isOver()).isFalse();
    Map<Seat, CardSet> seenByDefender = game.view(MIDDLE).exposedHands();
    assertThat(seenByDefender).containsOnlyKeys(FOREHAND);
    assertThat(seenByDefender.get(FOREHAND)).isEqualTo(game.hand(FOREHAND));
    assertThat(game.view(FOREHAND).exposedHands()).isEmpty();
  }
}
