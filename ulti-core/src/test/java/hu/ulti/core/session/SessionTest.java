package hu.ulti.core.session;

import hu.ulti.core.conformance.RandomPlay;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.IllegalActionException;
import hu.ulti.core.game.PublicView;
import hu.ulti.core.game.Violation;
import hu.ulti.core.session.DealResult;
import hu.ulti.core.session.InvalidSessionException;
import hu.ulti.core.session.PlayerSessionView;
import hu.ulti.core.session.Session;
import hu.ulti.core.session.SessionLog;
import hu.ulti.core.session.SessionView;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.DealPattern;
import hu.ulti.core.card.Deck;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/** Dealer rotation, running scores, the log and its replay, and "the ace of hearts deals and does not deal". */
class SessionTest {
  private static final RuleSet RULES = RuleSet.standard();
  private static final Bid PASS = RULES.parseBid("Simple game");
  private static final List<String> THREE = List.of("Anna", "Béla", "Csaba");

  /** The pack knocked with the ace of hearts on top, so forehand gets it: the next deal's cards. */
  private static Deal aceToForehand(Session session) {
    List<Card> cards = new ArrayList<>(Deck.ordered().cards());
    cards.remove(Card.HEARTS_ACE);
    cards.add(0, Card.HEARTS_ACE);
    return Deck.of(cards).deal(session.nextSeating().orElseThrow().dealerSeat(), DealPattern.KNOCK);
  }

  /**
   * A quick deal: forehand holds the ace of hearts, opens with Pass, discarding the ace into the
   * talon if {@code aceIntoTalon}, and gives up after everybody passes.
   */
  private static Session quickDeal(Session session, boolean aceIntoTalon) {
    Seat forehand = session.nextSeating().orElseThrow().dealerSeat().next();
    session = session.deal(aceToForehand(session));
    List<Card> others = session.game().orElseThrow().hand(forehand).without(Card.HEARTS_ACE).toList();
    CardSet discard = aceIntoTalon ? CardSet.of(Card.HEARTS_ACE, others.get(0)) : CardSet.of(others.get(0), others.get(1));
    return session.apply(new Action.Bid(forehand, discard, PASS))
        .apply(new Action.Pass(forehand.next())).apply(new Action.Pass(forehand.next().next()))
        .apply(new Action.Pass(forehand))
        .apply(new Action.NameTrumps(forehand, Suit.BELLS))
        .apply(new Action.GiveUp(forehand));
  }

  /** "The turn to deal passes to the right after each hand." */
  @Test
  void theDealPassesToTheRightAndScoresAreTheSumsOfThePayments() {
    Session session = Session.start(RULES, THREE, Player.PLAYER_2);
    assertThat(session.dealer()).as("before the first deal, who deals it").isEqualTo(Player.PLAYER_2);
    for (int i = 0; i < 4; i++) {
      Player dealer = session.nextDealer().orElseThrow();
      session = quickDeal(session, false);
      assertThat(session.dealer()).isEqualTo(dealer);
      assertThat(session.nextDealer()).contains(dealer.next(3));
    }
    assertThat(session.entries()).extracting(entry -> entry.result().dealer())
        .containsExactly(Player.PLAYER_2, Player.PLAYER_0, Player.PLAYER_1, Player.PLAYER_2);
    // Forehand gives up each time and pays the game doubled to each defender.
    int[] sum = new int[3];
    for (Session.Entry entry : session.entries()) {
      for (int p = 0; p < 3; p++) {
        sum[p] += entry.result().payments().get(p);
      }
    }
    assertThat(session.scores()).containsExactly(sum[0], sum[1], sum[2]);
    assertThat(sum[0] + sum[1] + sum[2]).isZero();
  }

  /** "When four people play Ulti, the dealer gives cards to the other three players and sits out of the play." */
  @Test
  void withFourPlayersTheDealerSitsOut() {
    Session session = Session.start(RULES, List.of("A", "B", "C", "D"), Player.PLAYER_0);
    Seating seating = session.seating();
    assertThat(seating.player(Seat.SEAT_0)).isEqualTo(Player.PLAYER_1); // forehand, to the dealer's right
    assertThat(seating.player(Seat.SEAT_2)).isEqualTo(Player.PLAYER_3);
    assertThat(session.seatOf(Player.PLAYER_0)).isEmpty();
    assertThat(session.sittingOut()).contains(Player.PLAYER_0);
    assertThat(seating.dealerSeat()).isEqualTo(Seat.SEAT_2);
    assertThat(seating).hasToString("seats 0-2: player 1, player 2, player 3; player 0 deals and sits out");
    RandomGenerator random = SeededRandom.of(9);
    for (int i = 0; i < 8; i++) {
      Player dealer = session.nextDealer().orElseThrow();
      session = session.deal(random);
      assertThat(session.dealer()).isEqualTo(dealer);
      PlayerSessionView out = session.view(dealer);
      assertThat(out.seat()).isEmpty();
      assertThat(out.gameView().orElseThrow()).isInstanceOf(PublicView.class);
      while (session.isDealInProgress()) {
        session = session.apply(RandomPlay.choose(session.game().orElseThrow(), random));
      }
      DealResult result = session.entries().get(i).result();
      assertThat(result.payment(dealer)).isZero();
      assertThat(result.seating().players()).doesNotContain(dealer);
    }
    assertThat(session.nextDealer()).contains(Player.PLAYER_0);
  }

  /** "At the end of the following hand it is noted who held the ace of hearts at the end of the auction. Play continues until it is next the 'ace of hearts' player's turn to deal. Beginning with this deal, three further hands are played, and then when the 'ace of hearts' would have been about to deal again, the session ends." */
  @Test
  void theAceOfHeartsDealsAndDoesNotDeal() {
    Session session = Session.start(RULES, THREE, Player.PLAYER_0).callEnd();
    assertThat(session.endCall()).contains(new SessionLog.EndCall(1, 0));
    // Player 0 deals; forehand (player 1) holds the ace of hearts at the end of the auction.
    session = quickDeal(session, false);
    assertThat(session.aceOfHearts()).contains(new AceOfHearts(Player.PLAYER_1, 1));
    assertThat(session.isOver()).isFalse();
    // Player 1 deals next: the first of the three further hands.
    int hands = 0;
    while (!session.isOver()) {
      session = quickDeal(session, false);
      hands++;
    }
    assertThat(hands).isEqualTo(3);
    assertThat(session.seating().next().dealer()).isEqualTo(Player.PLAYER_1); // the ace of hearts would deal again
    Session over = session;
    assertThatThrownBy(() -> over.deal(SeededRandom.of(1))).hasMessageContaining("over");
    assertThatThrownBy(over::callEnd).hasMessageContaining("over");
    assertThat(over.view(Player.PLAYER_0).nextDealer()).isEmpty();
    assertThat(over.nextSeating()).isEmpty();
  }

  /** "(... the ace of hearts is in the talon ... the decision about who the 'ace of hearts' player will be is delayed to the following hand.)" */
  @Test
  void anAceInTheTalonPostponesTheDecision() {
    Session session = Session.start(RULES, THREE, Player.PLAYER_0).callEnd();
    session = quickDeal(session, true);
    assertThat(session.aceOfHearts()).isEmpty();
    // Next hand: player 1 deals, forehand is player 2 and keeps the ace.
    session = quickDeal(session, false);
    assertThat(session.aceOfHearts()).contains(new AceOfHearts(Player.PLAYER_2, 2));
    // Player 2 deals next: hands by players 2, 0, 1; then the session ends as 2 would deal.
    int hands = 0;
    while (!session.isOver()) {
      session = quickDeal(session, false);
      hands++;
    }
    assertThat(hands).isEqualTo(3);
    assertThat(session.seating().next().dealer()).isEqualTo(Player.PLAYER_2);
    assertThat(session.entries()).hasSize(5);
  }

  /** Called during a deal, the end is noted at the end of that deal; the log says where it was said. */
  @Test
  void anEndCalledDuringADealIsNotedAtItsEnd() {
    Session session = Session.start(RULES, THREE, Player.PLAYER_0).deal(SeededRandom.of(4));
    Game game = session.game().orElseThrow();
    session = session.apply(game.legalActions().get(0)).callEnd();
    assertThat(session.endCall()).contains(new SessionLog.EndCall(1, 1));
    RandomGenerator random = SeededRandom.of(5);
    while (session.isDealInProgress()) {
      session = session.apply(RandomPlay.choose(session.game().orElseThrow(), random));
    }
    assertThat(session.isEndCalled()).isTrue();
    Game played = session.entries().get(0).game();
    boolean inTalon = played.talon().contains(Card.HEARTS_ACE);
    assertThat(session.aceOfHearts().isPresent()).isEqualTo(!inTalon);
    assertThat(Session.replay(session.log()).aceOfHearts()).isEqualTo(session.aceOfHearts());
    // Called between deals, it belongs to the next deal, before its first action.
    Session between = Session.start(RULES, THREE, Player.PLAYER_0);
    between = quickDeal(between, false).callEnd();
    assertThat(between.endCall()).contains(new SessionLog.EndCall(2, 0));
    assertThat(Session.replay(between.log()).endCall()).isEqualTo(between.endCall());
  }

  /** "To begin a session, each player draws a card from the shuffled pack, and whoever draws the lowest card (using the ranking order A-K-O-U-10-9-8-7) deals first." */
  @Test
  void theFirstDealerIsDrawnForAndEveryPlayerCanDrawLowest() {
    for (int players = 3; players <= 4; players++) {
      int[] counts = new int[players];
      RandomGenerator random = SeededRandom.of(players);
      int draws = 4000;
      for (int i = 0; i < draws; i++) {
        counts[Session.drawFirstDealer(players, random).index()]++;
      }
      // A fair draw: each player deals first about equally often (chi-squared, far beyond 99.9%).
      double expected = (double) draws / players;
      double chi = 0;
      for (int count : counts) {
        chi += (count - expected) * (count - expected) / expected;
      }
      assertThat(chi).as("chi-squared of %s", Arrays.toString(counts)).isLessThan(16.3);
    }
    assertThat(Session.drawFirstDealer(3, SeededRandom.of(77))).isEqualTo(Session.drawFirstDealer(3, SeededRandom.of(77)));
    assertThatThrownBy(() -> Session.drawFirstDealer(5, SeededRandom.of(1))).hasMessageContaining("three or four");
  }

  @Test
  void theSessionRefusesWhatDoesNotFit() {
    Session session = Session.start(RULES, THREE, Player.PLAYER_0);
    assertThatThrownBy(() -> session.apply(new Action.Pass(Seat.SEAT_0))).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("No deal is in progress");
    Deal wrongDealer = Deal.random(Seat.SEAT_1, DealPattern.CUT, SeededRandom.of(1));
    assertThatThrownBy(() -> session.deal(wrongDealer)).hasMessageContaining("dealer seat is seat 0, not seat 1");
    Session dealt = session.deal(SeededRandom.of(1));
    assertThatThrownBy(() -> dealt.deal(SeededRandom.of(2))).hasMessageContaining("still in progress");
    assertThatThrownBy(() -> dealt.apply(new Action.Pass(Seat.SEAT_2))).isInstanceOf(IllegalActionException.class);
    assertThat(dealt.check(new Action.Pass(Seat.SEAT_2)).orElseThrow().violation()).isEqualTo(Violation.NOT_YOUR_TURN);
    assertThatThrownBy(() -> session.callEnd().callEnd()).hasMessageContaining("already");
    assertThatThrownBy(() -> Session.start(RULES, List.of("A", "B"), Player.PLAYER_0)).hasMessageContaining("three or four");
    assertThatThrownBy(() -> Session.start(RULES, List.of("A", "B, C", "D"), Player.PLAYER_0)).hasMessageContaining("comma");
    assertThatThrownBy(() -> Session.start(RULES, List.of("A", " B", "C"), Player.PLAYER_0)).hasMessageContaining("white space");
    assertThatThrownBy(() -> Session.start(RULES, THREE, Player.PLAYER_3)).hasMessageContaining("No player 3");
    assertThatThrownBy(() -> session.view(Player.PLAYER_3)).hasMessageContaining("No player 3");
  }

  @Test
  void aReplayNamesTheDealTheActionAndTheRule() {
    Session session = quickDeal(Session.start(RULES, THREE, Player.PLAYER_0), false);
    session = session.deal(SeededRandom.of(3));
    SessionLog log = session.log();
    // An action the rules refuse: the second deal's first action played by the wrong seat.
    List<SessionLog.DealLog> deals = new ArrayList<>(log.deals());
    deals.set(1, new SessionLog.DealLog(deals.get(1).deal(), List.of(new Action.Pass(Seat.SEAT_0))));
    SessionLog refused = SessionLog.of(RULES, THREE, Player.PLAYER_0, deals, Optional.empty());
    assertThatThrownBy(() -> Session.replay(refused)).isInstanceOf(InvalidSessionException.class)
        .hasMessageStartingWith("deal 2, action 1: NOT_YOUR_TURN: ")
        .satisfies(e -> {
          InvalidSessionException invalid = (InvalidSessionException) e;
          assertThat(invalid.dealNumber()).isEqualTo(2);
          assertThat(invalid.action()).contains(0);
          assertThat(invalid.violation()).contains(Violation.NOT_YOUR_TURN);
        });
    // A deal dealt from another seat than the session gives its dealer.
    deals.set(1, new SessionLog.DealLog(Deal.random(Seat.SEAT_0, DealPattern.CUT, SeededRandom.of(2)), List.of()));
    assertThatThrownBy(() -> Session.replay(SessionLog.of(RULES, THREE, Player.PLAYER_0, deals, Optional.empty())))
        .hasMessage("deal 2: player 1 deals: the game's dealer seat is seat 1, not seat 0");
    // A deal after one that is not over.
    List<SessionLog.DealLog> unfinished = List.of(new SessionLog.DealLog(deals.get(0).deal(), List.of()),
        deals.get(0));
    assertThatThrownBy(() -> Session.replay(SessionLog.of(RULES, THREE, Player.PLAYER_0, unfinished, Optional.empty())))
        .hasMessage("deal 2: deal 1 is not over, so no deal follows it");
    // An end called after the action that ended a deal belongs to the next deal.
    List<SessionLog.DealLog> one = List.of(log.deals().get(0));
    int all = one.get(0).actions().size();
    assertThatThrownBy(() -> Session.replay(SessionLog.of(RULES, THREE, Player.PLAYER_0, one,
        Optional.of(new SessionLog.EndCall(1, all))))).hasMessageContaining("(deal 2, after 0 actions)");
    assertThat(Session.replay(SessionLog.of(RULES, THREE, Player.PLAYER_0, one, Optional.of(new SessionLog.EndCall(2, 0))))
        .isEndCalled()).isTrue();
    // The log's shape.
    assertThatThrownBy(() -> SessionLog.of(RULES, THREE, Player.PLAYER_0, one, Optional.of(new SessionLog.EndCall(3, 0))))
        .hasMessageContaining("1 deals are logged");
    assertThatThrownBy(() -> SessionLog.of(RULES, THREE, Player.PLAYER_0, List.of(), Optional.of(new SessionLog.EndCall(1, 2))))
        .hasMessageContaining("after 0 of its actions");
    assertThatThrownBy(() -> new SessionLog.EndCall(0, 0)).hasMessageContaining("from 1");
  }

  @Test
  void theViewBuilderRefusesFactsThatDoNotFit() {
    Session session = quickDeal(Session.start(RULES, THREE, Player.PLAYER_0), false).deal(SeededRandom.of(8));
    PlayerSessionView view = session.view(Player.PLAYER_1);
    DealResult first = view.results().get(0);
    // The same facts rebuild the view; a result from the wrong dealer, or a view of the wrong seat, do not.
    assertThat(SessionView.builder(RULES, THREE, Player.PLAYER_0).result(first).dealInProgress(true)
        .gameView(view.gameView().orElseThrow()).buildFor(Player.PLAYER_1)).isEqualTo(view);
    assertThatThrownBy(() -> SessionView.builder(RULES, THREE, Player.PLAYER_1).result(first))
        .hasMessageContaining("the deal passes to the right: player 1 dealt deal 1");
    assertThatThrownBy(() -> SessionView.builder(RULES, THREE, Player.PLAYER_0).result(first).dealInProgress(true)
        .gameView(view.gameView().orElseThrow()).buildFor(Player.PLAYER_2))
        .hasMessageContaining("player 2 sits at seat 2");
    assertThatThrownBy(() -> SessionView.builder(RULES, THREE, Player.PLAYER_0).result(first).dealInProgress(false)
        .gameView(view.gameView().orElseThrow()).buildFor(Player.PLAYER_1))
        .hasMessageContaining("no deal is in progress, but the deal shown is not over");
    assertThatThrownBy(() -> SessionView.builder(RULES, THREE, Player.PLAYER_0).result(first).dealInProgress(true)
        .buildFor(Player.PLAYER_1)).hasMessageContaining("the latest deal is shown");
    assertThatThrownBy(() -> SessionView.builder(RULES, THREE, Player.PLAYER_0)
        .aceOfHearts(new AceOfHearts(Player.PLAYER_1, 1)).buildPublic())
        .hasMessageContaining("the ace of hearts is noted");
  }
}
