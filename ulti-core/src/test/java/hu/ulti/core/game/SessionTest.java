package hu.ulti.core.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.DealPattern;
import hu.ulti.core.card.Deck;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/** Dealer rotation, running scores and "the ace of hearts deals and does not deal". */
class SessionTest {
  private static final RuleSet RULES = RuleSet.standard();
  private static final Bid PASS = RULES.parseBid("Pass");

  /**
   * A quick deal: the pack is knocked with the ace of hearts on top, so forehand gets it; he
   * opens with Pass, discarding the ace into the talon if {@code aceIntoTalon}, and gives up.
   */
  private static Game quickDeal(Session session, boolean aceIntoTalon) {
    Seat forehand = session.dealerSeat().next();
    List<Card> cards = new ArrayList<>(Deck.ordered().cards());
    cards.remove(Card.HEARTS_ACE);
    cards.add(0, Card.HEARTS_ACE);
    Game game = Game.start(RULES, Deck.of(cards).deal(session.dealerSeat(), DealPattern.KNOCK));
    List<Card> others = game.hand(forehand).without(Card.HEARTS_ACE).toList();
    CardSet discard = aceIntoTalon ? CardSet.of(Card.HEARTS_ACE, others.get(0)) : CardSet.of(others.get(0), others.get(1));
    return game.apply(new Action.MakeBid(forehand, discard, PASS))
        .apply(new Action.Pass(forehand.next())).apply(new Action.Pass(forehand.next().next()))
        .apply(new Action.Pass(forehand))
        .apply(new Action.NameTrumps(forehand, Suit.BELLS))
        .apply(new Action.GiveUp(forehand));
  }

  @Test
  void theDealPassesToTheRightAndScoresStayZeroSum() {
    RandomGenerator random = SeededRandom.of(5);
    Session session = Session.start(RULES, List.of("Anna", "Béla", "Csaba"), 2);
    for (int i = 0; i < 12; i++) {
      int dealer = session.dealer();
      Game game = RandomGames.playFrom(session.nextGame(random), random);
      session = session.record(game);
      assertThat(session.dealer()).isEqualTo((dealer + 1) % 3);
      assertThat(session.scores().stream().mapToInt(Integer::intValue).sum()).isZero();
    }
    assertThat(session.entries()).hasSize(12);
    int[] sum = new int[3];
    for (Session.Entry entry : session.entries()) {
      for (int p = 0; p < 3; p++) {
        sum[p] += entry.payments().get(p);
      }
    }
    assertThat(session.scores()).containsExactly(sum[0], sum[1], sum[2]);
  }

  @Test
  void withFourPlayersTheDealerSitsOut() {
    RandomGenerator random = SeededRandom.of(9);
    Session session = Session.start(RULES, List.of("A", "B", "C", "D"), 0);
    assertThat(session.player(Seat.FIRST)).isEqualTo(1); // forehand, to the dealer's right
    assertThat(session.player(Seat.THIRD)).isEqualTo(3);
    for (int i = 0; i < 8; i++) {
      int dealer = session.dealer();
      session = session.record(RandomGames.playFrom(session.nextGame(random), random));
      Session.Entry entry = session.entries().get(i);
      assertThat(entry.payments().get(dealer)).isZero();
      assertThat(entry.payments().stream().mapToInt(Integer::intValue).sum()).isZero();
    }
    assertThat(session.dealer()).isEqualTo(0);
  }

  /** "At the end of the following hand it is noted who held the ace of hearts at the end of the auction. Play continues until it is next the 'ace of hearts' player's turn to deal. Beginning with this deal, three further hands are played, and then when the 'ace of hearts' would have been about to deal again, the session ends." */
  @Test
  void theAceOfHeartsDealsAndDoesNotDeal() {
    Session session = Session.start(RULES, List.of("Anna", "Béla", "Csaba"), 0).callEnd();
    // Player 0 deals; forehand (player 1) holds the ace of hearts at the end of the auction.
    Game first = quickDeal(session, false);
    session = session.record(first);
    assertThat(session.aceOfHeartsPlayer()).contains(1);
    assertThat(session.isOver()).isFalse();
    // Player 1 deals next: the first of the three further hands.
    int hands = 0;
    while (!session.isOver()) {
      session = session.record(quickDeal(session, false));
      hands++;
    }
    assertThat(hands).isEqualTo(3);
    assertThat(session.dealer()).isEqualTo(1); // the ace of hearts would deal again
    Session over = session;
    assertThatThrownBy(() -> over.nextGame(SeededRandom.of(1))).hasMessageContaining("over");
  }

  /** "(... the ace of hearts is in the talon ... the decision about who the 'ace of hearts' player will be is delayed to the following hand.)" */
  @Test
  void anAceInTheTalonPostponesTheDecision() {
    Session session = Session.start(RULES, List.of("Anna", "Béla", "Csaba"), 0).callEnd();
    session = session.record(quickDeal(session, true));
    assertThat(session.aceOfHeartsPlayer()).isEmpty();
    // Next hand: player 1 deals, forehand is player 2 and keeps the ace.
    session = session.record(quickDeal(session, false));
    assertThat(session.aceOfHeartsPlayer()).contains(2);
    // Player 2 deals next: hands by players 2, 0, 1; then the session ends as 2 would deal.
    int hands = 0;
    while (!session.isOver()) {
      session = session.record(quickDeal(session, false));
      hands++;
    }
    assertThat(hands).isEqualTo(3);
    assertThat(session.dealer()).isEqualTo(2);
    assertThat(session.entries()).hasSize(5);
  }

  @Test
  void recordingChecksTheGame() {
    Session session = Session.start(RULES, List.of("Anna", "Béla", "Csaba"), 0);
    Game unfinished = Game.deal(RULES, Seat.FIRST, SeededRandom.of(1));
    assertThatThrownBy(() -> session.record(unfinished)).hasMessageContaining("finished");
    Game wrongDealer = RandomGames.playFrom(Game.deal(RULES, Seat.SECOND, SeededRandom.of(1)), SeededRandom.of(2));
    assertThatThrownBy(() -> session.record(wrongDealer)).hasMessageContaining("dealer seat");
    assertThatThrownBy(() -> Session.start(RULES, List.of("A", "B"), 0)).hasMessageContaining("three or four");
    assertThatThrownBy(() -> session.callEnd().callEnd()).hasMessageContaining("already");
  }
}
