package hu.ulti.core.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.scoring.Party;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The auction and the first trick, rule by rule, quoting pagat. */
class GameScenarioTest {
  private static final RuleSet RULES = RuleSet.standard();
  private static final Seat FOREHAND = Seat.SEAT_0;
  private static final Seat MIDDLE = Seat.SEAT_1;
  private static final Seat DEALER = Seat.SEAT_2;

  /** Forehand: heart and leaf marriages; middlehand: the acorn marriage; dealer: the bell marriage. */
  private static final Deal DEAL = Deal.of(DEALER,
      CardSet.parse("HK HO H7 HA H10 LK LO A7 A8 A9 B7 B8"),
      CardSet.parse("AK AO AA A10 AU L7 L8 L9 L10 LA"),
      CardSet.parse("H8 H9 HU B9 B10 BU BO BK BA LU"),
      CardSet.empty());

  private static Game start() {
    return Game.start(RULES, DEAL);
  }

  private static Action.Bid bid(Seat seat, String discard, String bid) {
    return new Action.Bid(seat, CardSet.parse(discard), RULES.parseBid(bid));
  }

  private static Violation refused(Game game, Action action) {
    Optional<Refusal> refusal = game.check(action);
    assertThat(refusal).as("%s should be refused", action).isPresent();
    assertThatThrownBy(() -> game.apply(action)).isInstanceOf(IllegalActionException.class)
        .hasMessageContaining(refusal.get().message());
    return refusal.get().violation();
  }

  /** Forehand opens with heart ulti and both others pass, then forehand passes: he declares. */
  private static Game heartUltiToPlay() {
    Game game = start().apply(bid(FOREHAND, "A8 A9", "Heart ulti"));
    game = game.apply(new Action.Pass(MIDDLE)).apply(new Action.Pass(DEALER)).apply(new Action.Pass(FOREHAND));
    assertThat(game.phase()).isEqualTo(Phase.PLAY);
    return game;
  }

  /** "The auction begins with the player to the dealer's right, who discards any two cards face down to form a talon and then names any contract." */
  @Test
  void forehandOpensWithTwelveCardsDiscardsTwoAndBids() {
    Game game = start();
    assertThat(game.phase()).isEqualTo(Phase.AUCTION);
    assertThat(game.toAct()).contains(FOREHAND);
    assertThat(game.hand(FOREHAND).size()).isEqualTo(12);
    // "it is not possible for a hand to be 'passed out'"
    assertThat(refused(game, new Action.Pass(FOREHAND))).isEqualTo(Violation.MUST_BID);
    assertThat(refused(game, new Action.TakeTalon(FOREHAND))).isEqualTo(Violation.TALON_NOT_AVAILABLE);
    assertThat(refused(game, bid(FOREHAND, "A8", "Simple game"))).isEqualTo(Violation.INVALID_DISCARD);
    assertThat(refused(game, bid(FOREHAND, "A8 AA", "Simple game"))).isEqualTo(Violation.INVALID_DISCARD);
    assertThat(refused(game, bid(MIDDLE, "", "Simple game"))).isEqualTo(Violation.NOT_YOUR_TURN);
    Game after = game.apply(bid(FOREHAND, "A8 A9", "Simple game"));
    assertThat(after.hand(FOREHAND).size()).isEqualTo(10);
    assertThat(after.talon()).isEqualTo(CardSet.parse("A8 A9"));
    assertThat(after.toAct()).contains(MIDDLE);
    assertThat(game.history()).isEmpty(); // the earlier game is unchanged
  }

  /** "Each subsequent player who wishes to bid may first pick up the two talon cards ..., then discard any two cards face down in their place (these may include cards just picked up) and then name a contract, which must be higher than the one named by the previous bidder." */
  @Test
  void laterBiddersTakeTheTalonAndBidHigher() {
    Game game = start().apply(bid(FOREHAND, "A8 A9", "Ulti"));
    Game took = game.apply(new Action.TakeTalon(MIDDLE));
    assertThat(took.hand(MIDDLE)).contains(Card.ACORNS_EIGHT, Card.ACORNS_NINE);
    assertThat(took.talon()).isEqualTo(CardSet.empty());
    // Having looked, he must bid.
    assertThat(refused(took, new Action.Pass(MIDDLE))).isEqualTo(Violation.MUST_BID);
    assertThat(refused(took, bid(MIDDLE, "A8 A9", "40-100"))).isEqualTo(Violation.BID_NOT_HIGHER);
    // Equal bids shut each other out: ulti (1 + 4) cannot overcall ulti.
    assertThat(refused(took, bid(MIDDLE, "A8 A9", "Ulti"))).isEqualTo(Violation.BID_NOT_HIGHER);
    assertThat(refused(took, bid(MIDDLE, "", "Betli"))).isEqualTo(Violation.INVALID_DISCARD);
    Game bid = took.apply(bid(MIDDLE, "A8 L7", "Betli"));
    assertThat(bid.talon()).isEqualTo(CardSet.parse("A8 L7"));
    assertThat(bid.hand(MIDDLE)).contains(Card.ACORNS_NINE).doesNotContain(Card.LEAVES_SEVEN);
  }

  /** "It is also legal, though unusual, to bid by simply naming a contract, without looking at the talon cards." */
  @Test
  void biddingWithoutTakingTheTalon() {
    Game game = start().apply(bid(FOREHAND, "A8 A9", "Simple game")).apply(bid(MIDDLE, "", "Betli"));
    assertThat(game.talon()).isEqualTo(CardSet.parse("A8 A9"));
    assertThat(game.hand(MIDDLE).size()).isEqualTo(10);
  }

  /** "Passing on the talon in this way does not prevent you from bidding at a later turn in the same auction." ... "until all three players in succession choose not to look at the talon." */
  @Test
  void passingThenBiddingAndThreePassesEnd() {
    Game game = start().apply(bid(FOREHAND, "A8 A9", "Simple game"))
        .apply(new Action.Pass(MIDDLE))
        .apply(bid(DEALER, "", "Betli"))
        .apply(new Action.Pass(FOREHAND))
        .apply(bid(MIDDLE, "", "Durchmars")); // middlehand passed before, and bids now
    game = game.apply(new Action.Pass(DEALER)).apply(new Action.Pass(FOREHAND));
    assertThat(game.phase()).isEqualTo(Phase.AUCTION);
    game = game.apply(new Action.Pass(MIDDLE));
    assertThat(game.phase()).isEqualTo(Phase.PLAY);
    assertThat(game.declarer()).contains(MIDDLE);
    assertThat(game.contract().orElseThrow().trumps()).isEqualTo(Trumps.none());
    // "The declarer ... leads to the first trick."
    assertThat(game.toAct()).contains(MIDDLE);
  }

  /** "If both the other players pass you can always take the talon again and change to a different contract, provided that it is higher than what you said before." */
  @Test
  void selfRobbing() {
    Game game = start().apply(bid(FOREHAND, "A8 A9", "Simple game"))
        .apply(new Action.Pass(MIDDLE)).apply(new Action.Pass(DEALER));
    Game robbed = game.apply(new Action.TakeTalon(FOREHAND));
    assertThat(robbed.hand(FOREHAND).size()).isEqualTo(12);
    assertThat(refused(robbed, bid(FOREHAND, "A8 A9", "Simple game"))).isEqualTo(Violation.BID_NOT_HIGHER);
    Game raised = robbed.apply(bid(FOREHAND, "B7 B8", "Heart ulti"));
    assertThat(raised.phase()).isEqualTo(Phase.AUCTION);
    assertThat(raised.toAct()).contains(MIDDLE);
  }

  /** "The declarer names the trump suit, if not already specified in the bid". */
  @Test
  void minorBidsNameTrumps() {
    Game game = start().apply(bid(FOREHAND, "A8 A9", "40-100"))
        .apply(new Action.Pass(MIDDLE)).apply(new Action.Pass(DEALER)).apply(new Action.Pass(FOREHAND));
    assertThat(game.phase()).isEqualTo(Phase.TRUMPS);
    assertThat(refused(game, new Action.NameTrumps(FOREHAND, Suit.HEARTS))).isEqualTo(Violation.INVALID_TRUMPS);
    assertThat(game.legalActions()).hasSize(3);
    Game named = game.apply(new Action.NameTrumps(FOREHAND, Suit.LEAVES));
    assertThat(named.contract().orElseThrow().trumps()).isEqualTo(Trumps.of(Suit.LEAVES));
    // The leaf marriage is now the 40: the 40-100 declarer may declare it, not a 20.
    assertThat(named.check(new Action.Declare(FOREHAND, Suit.LEAVES))).isEmpty();
    assertThat(refused(named, new Action.Declare(FOREHAND, Suit.HEARTS))).isEqualTo(Violation.ILLEGAL_DECLARATION);
  }

  /** "A player who has bid a simple game without ulti in a minor suit (not hearts) is allowed to give up before leading to the first trick". */
  @Test
  void givingUp() {
    Game pass = start().apply(bid(FOREHAND, "A8 A9", "Simple game"))
        .apply(new Action.Pass(MIDDLE)).apply(new Action.Pass(DEALER)).apply(new Action.Pass(FOREHAND))
        .apply(new Action.NameTrumps(FOREHAND, Suit.BELLS));
    Game gaveUp = pass.apply(new Action.GiveUp(FOREHAND));
    assertThat(gaveUp.isOver()).isTrue();
    assertThat(gaveUp.payments()).containsEntry(FOREHAND, -4).containsEntry(MIDDLE, 2).containsEntry(DEALER, 2);
    assertThat(refused(pass.apply(new Action.Play(FOREHAND, Card.BELLS_SEVEN)), new Action.GiveUp(FOREHAND)))
        .isEqualTo(Violation.TOO_LATE);
    assertThat(refused(heartUltiToPlay(), new Action.GiveUp(FOREHAND))).isEqualTo(Violation.GIVE_UP_NOT_ALLOWED);
  }

  /**
   * "A player who has bid a simple game without ulti in a minor suit (not hearts) is allowed to
   * give up before leading to the first trick, and lose just 2 game points": the only limit is
   * the lead, so he may give up before naming trumps too.
   */
  @Test
  void givingUpBeforeNamingTrumps() {
    Game trumps = start().apply(bid(FOREHAND, "A8 A9", "Simple game"))
        .apply(new Action.Pass(MIDDLE)).apply(new Action.Pass(DEALER)).apply(new Action.Pass(FOREHAND));
    assertThat(trumps.phase()).isEqualTo(Phase.TRUMPS);
    assertThat(trumps.legalActions()).contains(new Action.GiveUp(FOREHAND));
    assertThat(trumps.view(FOREHAND).legalActions()).isEqualTo(trumps.legalActions());
    Game gaveUp = trumps.apply(new Action.GiveUp(FOREHAND));
    assertThat(gaveUp.isOver()).isTrue();
    assertThat(gaveUp.contract()).isEmpty();
    assertThat(gaveUp.summary().trumps()).isEqualTo(Trumps.none());
    assertThat(gaveUp.summary().gaveUp()).isTrue();
    // Scored as the same give-up after naming trumps: 2 game points to each defender.
    assertThat(gaveUp.payments()).containsEntry(FOREHAND, -4).containsEntry(MIDDLE, 2).containsEntry(DEALER, 2);
    // Only the declarer gives up, whoever is asked.
    assertThat(refused(trumps, new Action.GiveUp(MIDDLE))).isEqualTo(Violation.GIVE_UP_NOT_ALLOWED);
    assertThat(trumps.view(MIDDLE).check(new Action.GiveUp(MIDDLE)).orElseThrow().violation())
        .isEqualTo(Violation.GIVE_UP_NOT_ALLOWED);
    // Before the auction ends, its time has not come.
    assertThat(refused(start().apply(bid(FOREHAND, "A8 A9", "Simple game")), new Action.GiveUp(FOREHAND)))
        .isEqualTo(Violation.WRONG_PHASE);
  }

  /** Refusals of an action whose time has passed say so, and when it passed, whoever is to act. */
  @Test
  void anActionWhoseTimeHasPassedIsRefusedAsTooLate() {
    Game game = heartUltiToPlay().apply(new Action.Play(FOREHAND, Card.HEARTS_ACE))
        .apply(Action.Kontra.of(MIDDLE, Component.ULTI)).apply(new Action.Play(MIDDLE, Card.ACORNS_KING));
    // Middlehand has played to the first trick: his kontra came with his card, or not at all.
    Refusal late = game.check(Action.Kontra.of(MIDDLE, Component.SIMPLE_GAME)).orElseThrow();
    assertThat(late.violation()).isEqualTo(Violation.TOO_LATE);
    assertThat(late.message()).contains("seat 1 has played AK");
    assertThat(refused(game, new Action.Declare(MIDDLE, Suit.ACORNS))).isEqualTo(Violation.TOO_LATE);
    // A bid after the auction.
    assertThat(refused(game, bid(DEALER, "", "Betli"))).isEqualTo(Violation.TOO_LATE);
    game = game.apply(new Action.Play(DEALER, Card.HEARTS_EIGHT))
        .apply(new Action.Pass(FOREHAND));
    // Neither defender can raise a kontra the declarer did not rekontra: the round is over.
    assertThat(game.phase()).isEqualTo(Phase.PLAY);
    Refusal closed = game.check(Action.Kontra.of(FOREHAND, Component.ULTI)).orElseThrow();
    assertThat(closed.violation()).isEqualTo(Violation.TOO_LATE);
    assertThat(closed.message()).contains("every player passed after the first trick");
    game = game.apply(new Action.Play(FOREHAND, Card.HEARTS_TEN));
    // The second trick is led: a defender's kontra and the declarer's rekontra are both too late,
    // though neither is to act, and the refusal says when their time passed.
    for (Seat seat : Seat.values()) {
      Refusal refusal = game.check(Action.Kontra.of(seat, Component.ULTI)).orElseThrow();
      assertThat(refusal.violation()).as("%s", seat).isEqualTo(Violation.TOO_LATE);
      assertThat(refusal.message()).contains("when seat 0 led to the second trick");
      assertThat(game.view(seat).check(Action.Kontra.of(seat, Component.ULTI))).contains(refusal);
    }
    assertThat(refused(game, new Action.GiveUp(FOREHAND))).isEqualTo(Violation.TOO_LATE);
  }

  /** With no kontra at the first trick there is no kontra round, and a kontra after it is too late. */
  @Test
  void aKontraAfterAFirstTrickWithoutKontrasIsTooLate() {
    Game game = heartUltiToPlay().apply(new Action.Play(FOREHAND, Card.HEARTS_ACE))
        .apply(new Action.Play(MIDDLE, Card.ACORNS_KING)).apply(new Action.Play(DEALER, Card.HEARTS_EIGHT));
    assertThat(game.phase()).isEqualTo(Phase.PLAY);
    Refusal refusal = game.check(Action.Kontra.of(DEALER, Component.ULTI)).orElseThrow();
    assertThat(refusal.violation()).isEqualTo(Violation.TOO_LATE);
    assertThat(refusal.message()).contains("the first trick ended with no kontra");
  }

  /** "The holder simply announces '20' or '40' when playing a card to the first trick." "It is illegal for an opponent of the declarer to declare a 20 or 40 in a contract where it can have no effect". */
  @Test
  void declarationsAtTheFirstTrick() {
    Game game = heartUltiToPlay();
    assertThat(game.legalActions()).contains(new Action.Declare(FOREHAND, Suit.HEARTS),
        new Action.Declare(FOREHAND, Suit.LEAVES));
    assertThat(refused(game, new Action.Declare(FOREHAND, Suit.BELLS))).isEqualTo(Violation.ILLEGAL_DECLARATION);
    game = game.apply(new Action.Declare(FOREHAND, Suit.HEARTS));
    assertThat(refused(game, new Action.Declare(FOREHAND, Suit.HEARTS))).isEqualTo(Violation.ILLEGAL_DECLARATION);
    game = game.apply(new Action.Play(FOREHAND, Card.HEARTS_ACE));
    // Middlehand holds the acorn marriage and may declare it in a heart ulti.
    game = game.apply(new Action.Declare(MIDDLE, Suit.ACORNS));
    assertThat(game.view(DEALER).declaredMarriages().get(MIDDLE)).containsExactly(Suit.ACORNS);
    game = game.apply(new Action.Play(MIDDLE, Card.ACORNS_KING));
    game = game.apply(new Action.Play(DEALER, Card.HEARTS_EIGHT));
    // After the first trick nobody declares: the time has passed.
    assertThat(refused(game, new Action.Declare(FOREHAND, Suit.LEAVES))).isEqualTo(Violation.TOO_LATE);
  }

  @Test
  void opponentsMayNotDeclareAgainstNoTrumpsOrDurchmars() {
    Game durchmars = start().apply(bid(FOREHAND, "A8 A9", "Durchmars"))
        .apply(new Action.Pass(MIDDLE)).apply(new Action.Pass(DEALER)).apply(new Action.Pass(FOREHAND))
        .apply(new Action.Play(FOREHAND, Card.HEARTS_ACE));
    assertThat(refused(durchmars, new Action.Declare(MIDDLE, Suit.ACORNS))).isEqualTo(Violation.ILLEGAL_DECLARATION);
  }

  /** "An opponent ... can double the appropriate scores by saying kontra ... as he plays his card to the first trick. ... In a contract with trumps, a kontra binds both opponents". Rekontra and higher "must happen before the lead to the second trick." */
  @Test
  void kontraAtTheFirstTrickAndRekontraAfterIt() {
    Game game = heartUltiToPlay();
    assertThat(refused(game, Action.Kontra.of(FOREHAND, Component.ULTI))).isEqualTo(Violation.KONTRA_NOT_ALLOWED);
    game = game.apply(new Action.Play(FOREHAND, Card.HEARTS_ACE));
    assertThat(refused(game, Action.Kontra.of(MIDDLE, Component.BETLI))).isEqualTo(Violation.KONTRA_NOT_ALLOWED);
    game = game.apply(Action.Kontra.of(MIDDLE, Component.ULTI)).apply(new Action.Play(MIDDLE, Card.ACORNS_KING));
    // The kontra binds both: the partner cannot kontra the ulti again.
    assertThat(refused(game, Action.Kontra.of(DEALER, Component.ULTI))).isEqualTo(Violation.KONTRA_NOT_ALLOWED);
    game = game.apply(new Action.Play(DEALER, Card.HEARTS_EIGHT));
    assertThat(game.phase()).isEqualTo(Phase.KONTRA);
    assertThat(game.toAct()).contains(FOREHAND);
    game = game.apply(Action.Kontra.of(FOREHAND, Component.ULTI)).apply(new Action.Pass(FOREHAND));
    assertThat(game.view(MIDDLE).kontraLevel(Component.ULTI, DEALER)).isEqualTo(2);
    game = game.apply(new Action.Pass(MIDDLE)).apply(new Action.Pass(DEALER));
    assertThat(game.phase()).isEqualTo(Phase.PLAY);
    assertThat(game.toAct()).contains(FOREHAND); // the winner of the first trick leads
  }

  /**
   * An action said out of turn that the auction's or the kontra's rules refuse whenever it is said
   * names that rule: a contract "must be higher than the one named by the previous bidder"; there
   * is no talon to take above the highest bid; "a kontra binds both opponents".
   */
  @Test
  void outOfTurnTheBrokenAuctionOrKontraRuleIsNamed() {
    Game game = start().apply(bid(FOREHAND, "A8 A9", "Ulti"));
    assertThat(game.toAct()).contains(MIDDLE);
    Refusal lower = game.check(bid(DEALER, "", "Simple game")).orElseThrow();
    assertThat(lower.violation()).isEqualTo(Violation.BID_NOT_HIGHER);
    assertThat(lower.message()).contains("does not overcall");
    assertThat(refused(game, bid(DEALER, "", "Betli"))).isEqualTo(Violation.NOT_YOUR_TURN);

    List<Bid> ladder = RULES.ladder().bids();
    Game top = start().apply(new Action.Bid(FOREHAND, CardSet.parse("A8 A9"), ladder.get(ladder.size() - 1)));
    assertThat(refused(top, new Action.TakeTalon(DEALER))).isEqualTo(Violation.TALON_NOT_AVAILABLE);
    assertThat(refused(top, new Action.TakeTalon(MIDDLE))).isEqualTo(Violation.TALON_NOT_AVAILABLE);

    Game play = heartUltiToPlay();
    assertThat(play.toAct()).contains(FOREHAND);
    assertThat(refused(play, Action.Kontra.of(DEALER, Component.BETLI))).isEqualTo(Violation.KONTRA_NOT_ALLOWED);
    assertThat(refused(play, new Action.Kontra(DEALER, Component.ULTI, Optional.of(FOREHAND))))
        .isEqualTo(Violation.KONTRA_NOT_ALLOWED);
    assertThat(refused(play, Action.Kontra.of(DEALER, Component.ULTI))).isEqualTo(Violation.NOT_YOUR_TURN);
    Game kontrad = play.apply(new Action.Play(FOREHAND, Card.HEARTS_ACE)).apply(Action.Kontra.of(MIDDLE, Component.ULTI));
    assertThat(kontrad.toAct()).contains(MIDDLE);
    Refusal again = kontrad.check(Action.Kontra.of(DEALER, Component.ULTI)).orElseThrow();
    assertThat(again.violation()).isEqualTo(Violation.KONTRA_NOT_ALLOWED);
    assertThat(again.message()).contains("already kontra'd");
  }

  /** "In a no-trump contract (betli or no-trump durchmars), each opponent kontras for himself alone." */
  @Test
  void individualKontraInBetli() {
    Game game = start().apply(bid(FOREHAND, "HA H10", "Betli"))
        .apply(new Action.Pass(MIDDLE)).apply(new Action.Pass(DEALER)).apply(new Action.Pass(FOREHAND))
        .apply(new Action.Play(FOREHAND, Card.ACORNS_SEVEN))
        .apply(Action.Kontra.of(MIDDLE, Component.BETLI))
        .apply(new Action.Play(MIDDLE, Card.ACORNS_ACE));
    // The partner may still kontra for himself.
    assertThat(game.check(Action.Kontra.of(DEALER, Component.BETLI))).isEmpty();
    game = game.apply(new Action.Play(DEALER, Card.HEARTS_EIGHT));
    // The declarer answers the kontra of one defender by name.
    assertThat(refused(game, Action.Kontra.of(FOREHAND, Component.BETLI))).isEqualTo(Violation.KONTRA_NOT_ALLOWED);
    assertThat(game.legalActions()).containsExactly(new Action.Pass(FOREHAND),
        new Action.Kontra(FOREHAND, Component.BETLI, Optional.of(MIDDLE)));
  }

  /** "In open betli all three players must lay their cards face up on the table after the first trick is complete". A betli ends when the declarer takes a trick. */
  @Test
  void openBetliExposesHandsAndEndsOnTheDeclarersTrick() {
    Game game = start().apply(bid(FOREHAND, "HA H10", "Open betli"))
        .apply(new Action.Pass(MIDDLE)).apply(new Action.Pass(DEALER)).apply(new Action.Pass(FOREHAND))
        .apply(new Action.Play(FOREHAND, Card.ACORNS_SEVEN))
        .apply(new Action.Play(MIDDLE, Card.ACORNS_ACE));
    assertThat(game.view(DEALER).exposedHands()).isEmpty();
    game = game.apply(new Action.Play(DEALER, Card.HEARTS_EIGHT));
    assertThat(game.view(DEALER).exposedHands()).containsOnlyKeys(FOREHAND, MIDDLE);
    assertThat(game.view(DEALER).exposedHands().get(FOREHAND)).isEqualTo(game.hand(FOREHAND));
    // Middlehand leads a low leaf; forehand must beat it with the king: he takes a trick.
    game = game.apply(new Action.Play(MIDDLE, Card.LEAVES_SEVEN))
        .apply(new Action.Play(DEALER, Card.LEAVES_UNDER))
        .apply(new Action.Play(FOREHAND, Card.LEAVES_KING));
    assertThat(game.isOver()).isTrue();
    assertThat(game.payments()).containsEntry(FOREHAND, -40);
    assertThat(game.settlement().payment(Party.DECLARER)).isEqualTo(-40);
  }

  @Test
  void playedCardsFollowTheRulesAndTheWrongPhaseIsNamed() {
    Game game = heartUltiToPlay();
    // The ulti declarer keeps the trump seven.
    assertThat(refused(game, new Action.Play(FOREHAND, Card.HEARTS_SEVEN))).isEqualTo(Violation.MUST_KEEP_ULTI_SEVEN);
    assertThat(refused(game, new Action.Play(FOREHAND, Card.BELLS_ACE))).isEqualTo(Violation.NOT_IN_HAND);
    assertThat(refused(game, new Action.TakeTalon(FOREHAND))).isEqualTo(Violation.TOO_LATE);
    assertThat(refused(game, new Action.NameTrumps(FOREHAND, Suit.ACORNS))).isEqualTo(Violation.WRONG_PHASE);
    game = game.apply(new Action.Play(FOREHAND, Card.HEARTS_ACE));
    // Middlehand has no hearts (trumps) at all: any card will do.
    assertThat(game.check(new Action.Play(MIDDLE, Card.ACORNS_ACE))).isEmpty();
    game = game.apply(new Action.Play(MIDDLE, Card.ACORNS_KING));
    // The dealer holds hearts and must follow suit.
    assertThat(refused(game, new Action.Play(DEALER, Card.BELLS_ACE))).isEqualTo(Violation.MUST_FOLLOW_SUIT);
  }

  @Test
  void theWholeHistoryReplays() {
    Game game = heartUltiToPlay().apply(new Action.Play(FOREHAND, Card.HEARTS_ACE));
    Game replayed = Game.replay(RULES, DEAL, game.history());
    assertThat(replayed.history()).isEqualTo(game.history());
    assertThat(replayed.legalActions()).isEqualTo(game.legalActions());
    assertThat(game.history()).hasSize(5);
    assertThat(List.copyOf(game.view(MIDDLE).history()).get(0))
        .isEqualTo(new Action.Bid(FOREHAND, CardSet.empty(), RULES.parseBid("Heart ulti")));
    assertThat(game.view(FOREHAND).history().get(0)).isEqualTo(bid(FOREHAND, "A8 A9", "Heart ulti"));
    assertThat(game.view(FOREHAND).knownTalon()).contains(CardSet.parse("A8 A9"));
    assertThat(game.view(MIDDLE).knownTalon()).isEmpty();
  }

  /** The opening choice as a bidding box: what a client draws, and exactly the legal actions. */
  @Test
  void theBiddingBoxIsTheOpeningChoice() {
    Game game = start();
    BiddingBox opening = game.biddingBox().orElseThrow();
    // Forehand holds twelve: he may not pass or take the talon, and bids any of the 38 bids
    // with any two of his cards (66 pairs): 2,508 actions.
    assertThat(opening.mayPass()).isFalse();
    assertThat(opening.mayTakeTalon()).isFalse();
    assertThat(opening.discards()).hasSize(66);
    assertThat(opening.bids()).hasSize(38).isEqualTo(RULES.ladder().bids());
    assertThat(opening.actions()).hasSize(2508).isEqualTo(game.legalActions());
    Game next = game.apply(bid(FOREHAND, "A8 A9", "Ulti"));
    BiddingBox middle = next.view(MIDDLE).biddingBox().orElseThrow();
    assertThat(middle.mayPass()).isTrue();
    assertThat(middle.mayTakeTalon()).isTrue();
    assertThat(middle.discardDue()).isFalse();
    assertThat(middle.bids()).allMatch(b -> RULES.canOvercall(b, RULES.parseBid("Ulti")));
    assertThat(middle.bidsAfterTakingTalon()).isEqualTo(middle.bids());
    assertThat(next.view(DEALER).biddingBox()).isEmpty();
    assertThat(heartUltiToPlay().biddingBox()).isEmpty();
  }
}
