package hu.ulti.core;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.DealPattern;
import hu.ulti.core.card.Deck;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Suit;
import hu.ulti.core.conformance.NullHostility;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.BidLadder;
import hu.ulti.core.contract.BidRanking;
import hu.ulti.core.contract.BidValues;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.BiddingBox;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.GameFacts;
import hu.ulti.core.game.GameView;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.game.PublicView;
import hu.ulti.core.game.RandomGames;
import hu.ulti.core.game.Refusal;
import hu.ulti.core.game.Violation;
import hu.ulti.core.play.CardPoints;
import hu.ulti.core.play.IllegalPlay;
import hu.ulti.core.play.Marriage;
import hu.ulti.core.play.PlayViolation;
import hu.ulti.core.play.RankOrder;
import hu.ulti.core.play.Side;
import hu.ulti.core.play.Trick;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.play.TrickRules;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.record.GameRecord;
import hu.ulti.core.record.GameRecords;
import hu.ulti.core.record.Move;
import hu.ulti.core.record.Notation;
import hu.ulti.core.record.ReplayBudget;
import hu.ulti.core.rules.BidRestriction;
import hu.ulti.core.rules.DeclarationRules;
import hu.ulti.core.rules.EqualBidOvercall;
import hu.ulti.core.rules.HalfHandRules;
import hu.ulti.core.rules.ProcedureRules;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.ScoringRules;
import hu.ulti.core.rules.UnbidHundredRules;
import hu.ulti.core.scoring.HandSummary;
import hu.ulti.core.scoring.Kontra;
import hu.ulti.core.scoring.LastTrick;
import hu.ulti.core.scoring.ScoreItem;
import hu.ulti.core.scoring.Scorer;
import hu.ulti.core.scoring.Settlement;
import hu.ulti.core.scoring.SettlementLine;
import hu.ulti.core.scoring.SideTally;
import hu.ulti.core.session.AceOfHearts;
import hu.ulti.core.session.DealResult;
import hu.ulti.core.session.Player;
import hu.ulti.core.session.PlayerSessionView;
import hu.ulti.core.session.PublicSessionView;
import hu.ulti.core.session.Seating;
import hu.ulti.core.session.Session;
import hu.ulti.core.session.SessionFacts;
import hu.ulti.core.session.SessionLog;
import hu.ulti.core.session.SessionView;
import hu.ulti.core.solve.CardGrade;
import hu.ulti.core.solve.SearchLimit;
import hu.ulti.core.solve.Solution;
import hu.ulti.core.solve.Solver;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * "Every value type ... rejects null" (README): every public constructor and method of every
 * public type of the exported packages throws {@link NullPointerException} for a null in any
 * reference parameter, checked with Guava's {@link NullPointerTester}. A new public type must
 * be given a sample instance here, or the test fails and says so.
 */
class NullHostilityTest {
  private static final RuleSet RULES = RuleSet.standard();

  /** Values for parameters the tester does not fill itself, and instances to call methods on. */
  private static Map<Class<?>, Object> samples() {
    RandomGenerator random = SeededRandom.of(1);
    Game opening = Game.deal(RULES, Seat.SEAT_2, random);
    Game finished = RandomGames.playFrom(opening, SeededRandom.of(2));
    Game inPlay = RandomGames.game(RULES, 3, false);
    while (inPlay.trickPlay().isEmpty() || inPlay.isOver()) {
      inPlay = RandomGames.game(RULES, random.nextLong(), true);
    }
    TrickPlay play = inPlay.trickPlay().orElseThrow();
    Bid ulti = RULES.parseBid("Heart ulti");
    HandSummary summary = finished.summary();
    Session session = Session.start(RULES, List.of("A", "B", "C"), Player.PLAYER_2);
    GameRecord record = GameRecords.read(GameRecords.write(finished)).get(0);
    Map<Class<?>, Object> samples = new LinkedHashMap<>();
    samples.put(Card.class, Card.HEARTS_ACE);
    samples.put(CardSet.class, CardSet.of(Card.HEARTS_ACE, Card.ACORNS_SEVEN));
    samples.put(Deal.class, opening.deal());
    samples.put(Deck.class, Deck.ordered());
    samples.put(DealPattern.class, DealPattern.CUT);
    samples.put(RandomGenerator.class, SeededRandom.of(4));
    samples.put(Bid.class, ulti);
    samples.put(BidValues.class, BidValues.standard());
    samples.put(BidRanking.class, BidRanking.totalThenSimpleGame());
    samples.put(BidLadder.class, RULES.ladder());
    samples.put(Contract.class, Contract.of(ulti));
    samples.put(Trumps.class, Trumps.of(Suit.HEARTS));
    samples.put(TrickRules.class, RULES.trickRules());
    samples.put(CardPoints.class, RULES.trickRules().cardPoints());
    samples.put(RankOrder.class, RULES.trickRules().rankOrder(Trumps.of(Suit.HEARTS)));
    samples.put(Trick.class, Trick.ledBy(Seat.SEAT_0).play(Card.HEARTS_ACE));
    samples.put(TrickPlay.class, play);
    samples.put(IllegalPlay.class, RULES.trickRules()
        .check(Card.HEARTS_SEVEN, CardSet.of(Card.HEARTS_SEVEN), Trick.ledBy(Seat.SEAT_0), Trumps.none())
        .orElse(new IllegalPlay(PlayViolation.NOT_IN_HAND, Card.HEARTS_SEVEN, CardSet.empty(), "not held")));
    samples.put(RuleSet.class, RULES);
    samples.put(ScoringRules.class, RULES.scoring());
    samples.put(DeclarationRules.class, RULES.declarations());
    samples.put(ProcedureRules.class, RULES.procedure());
    samples.put(HalfHandRules.class, RULES.halfHand());
    samples.put(UnbidHundredRules.class, RULES.scoring().unbidHundred());
    samples.put(Game.class, inPlay);
    samples.put(PlayerView.class, inPlay.view(Seat.SEAT_0));
    samples.put(PublicView.class, inPlay.publicView());
    samples.put(GameView.class, inPlay.publicView());
    samples.put(GameFacts.class, inPlay);
    samples.put(Action.class, new Action.Pass(Seat.SEAT_0));
    samples.put(Refusal.class, new Refusal(new Action.Pass(Seat.SEAT_0), Violation.MUST_BID, "open"));
    samples.put(Session.class, session);
    Session played = session.deal(finished.deal());
    for (Action action : finished.history()) {
      played = played.apply(action);
    }
    samples.put(Session.Entry.class, played.entries().get(0));
    samples.put(DealResult.class, played.entries().get(0).result());
    samples.put(SessionLog.class, played.log());
    samples.put(SessionLog.DealLog.class, played.log().deals().get(0));
    samples.put(SessionLog.EndCall.class, new SessionLog.EndCall(1, 0));
    samples.put(Seating.class, played.seating());
    samples.put(AceOfHearts.class, new AceOfHearts(Player.PLAYER_1, 1));
    samples.put(SessionView.class, played.publicView());
    samples.put(SessionFacts.class, played);
    samples.put(PlayerSessionView.class, played.view(Player.PLAYER_0));
    samples.put(PublicSessionView.class, played.publicView());
    samples.put(SessionView.Builder.class, SessionView.builder(RULES,
        List.of("A", "B", "C"), Player.PLAYER_0));
    samples.put(HandSummary.class, summary);
    samples.put(Settlement.class, Scorer.settle(summary));
    samples.put(SideTally.class, SideTally.of(60, 6));
    samples.put(LastTrick.class, new LastTrick(Side.DECLARER, LastTrick.TrumpSeven.NONE));
    samples.put(Kontra.class, new Kontra(Component.SIMPLE_GAME, 1, Kontra.Defender.BOTH));
    samples.put(GameRecord.class, record);
    samples.put(Move.class, record.moves().get(0));
    samples.put(Solution.class, Solver.solve(inPlay));
    samples.put(ReplayBudget.class, ReplayBudget.ofActions(10));
    samples.put(CardGrade.class, new CardGrade(1, Seat.SEAT_0, Card.HEARTS_ACE, true, 2, 0,
        Set.of()));
    samples.put(Notation.DealPosition.class, Notation.parseDeal(
        Notation.deal(finished)));
    samples.put(Notation.PlayPosition.class, Notation.parsePosition(
        Notation.position(inPlay)));
    samples.put(Optional.class, Optional.empty());
    // Instances whose methods are checked too.
    samples.put(Action.TakeTalon.class, new Action.TakeTalon(Seat.SEAT_0));
    samples.put(Action.Bid.class, new Action.Bid(Seat.SEAT_0, CardSet.empty(), ulti));
    samples.put(Action.NameTrumps.class, new Action.NameTrumps(Seat.SEAT_0, Suit.BELLS));
    samples.put(Action.GiveUp.class, new Action.GiveUp(Seat.SEAT_0));
    samples.put(Action.Declare.class, new Action.Declare(Seat.SEAT_0, Suit.BELLS));
    samples.put(Action.Kontra.class, Action.Kontra.of(Seat.SEAT_1, Component.ULTI));
    samples.put(Action.Play.class, new Action.Play(Seat.SEAT_0, Card.HEARTS_ACE));
    samples.put(DealPattern.Batch.class, DealPattern.CUT.batches().get(0));
    samples.put(BidValues.Builder.class, BidValues.standard().toBuilder());
    samples.put(Marriage.class, new Marriage(Suit.BELLS, false, 20));
    samples.put(BidRestriction.class, new BidRestriction("none", bid -> false));
    samples.put(EqualBidOvercall.class, new EqualBidOvercall(ulti, ulti, "same"));
    samples.put(ProcedureRules.Builder.class, RULES.procedure().toBuilder());
    samples.put(RuleSet.Builder.class, RULES.toBuilder("sample", "a sample"));
    samples.put(ScoringRules.Builder.class, RULES.scoring().toBuilder());
    samples.put(SettlementLine.class, Scorer.settle(summary).lines().get(0));
    samples.put(HandSummary.Builder.class, HandSummary.builder(RULES, ulti));
    samples.put(Solution.CardValue.class, Solver.solve(inPlay).cards().get(0));
    samples.put(BiddingBox.class, opening.biddingBox().orElseThrow());
    samples.put(PlayerView.Builder.class, PlayerView.builder(RULES, Seat.SEAT_2, Seat.SEAT_0));
    samples.put(PublicView.Builder.class, PublicView.builder(RULES, Seat.SEAT_2));
    samples.put(SearchLimit.class, SearchLimit.none());
    return samples;
  }

  @TestFactory
  Stream<DynamicTest> everyPublicMethodRefusesNull() throws IOException {
    return NullHostility.everyPublicMethodRefusesNull(Card.class, samples(), 50);
  }
}
