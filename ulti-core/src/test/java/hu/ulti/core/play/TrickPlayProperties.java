package hu.ulti.core.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.DealPattern;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/** Random legal playouts of random deals keep the invariants of the game. */
class TrickPlayProperties {
  private static final TrickRules RULES = TrickRules.standard();

  /** A random deal, forehand declares with a random discard and random trumps, random play. */
  static List<TrickPlay> randomPlayout(long seed) {
    RandomGenerator random = SeededRandom.of(seed);
    Deal deal = Deal.random(Seat.of(random.nextInt(3)), DealPattern.CUT, random);
    Seat declarer = deal.forehand();
    int trump = random.nextInt(5) - 1;
    Trumps trumps = trump < 0 ? Trumps.none() : Trumps.of(Suit.ofIndex(trump));
    List<Card> twelve = new ArrayList<>(deal.hand(declarer).toList());
    CardSet talon = CardSet.of(twelve.remove(random.nextInt(12)), twelve.remove(random.nextInt(11)));
    boolean ulti = trumps.hasTrumps()
        && random.nextBoolean()
        && twelve.contains(Card.of(trumps.suit().get(), Rank.SEVEN));
    List<CardSet> hands = new ArrayList<>();
    for (Seat seat : Seat.values()) {
      hands.add(seat == declarer ? CardSet.copyOf(twelve) : deal.hand(seat));
    }
    TrickPlay play = TrickPlay.start(RULES, trumps, declarer, UltiSeven.keptIf(ulti), hands, talon);
    List<TrickPlay> positions = new ArrayList<>();
    positions.add(play);
    while (!play.isOver()) {
      List<Card> legal = play.legalCards().toList();
      play = play.play(legal.get(random.nextInt(legal.size())));
      positions.add(play);
    }
    return positions;
  }

  @Property
  void everyCardIsInExactlyOnePlace(@ForAll long seed) {
    for (TrickPlay play : randomPlayout(seed)) {
      int seen = play.talon().bits();
      int count = play.talon().size() + play.currentTrick().size();
      seen |= play.currentTrick().cardSet().bits();
      for (Seat seat : Seat.values()) {
        seen |= play.hand(seat).bits() | play.wonCards(seat).bits();
        count += play.hand(seat).size() + play.wonCards(seat).size();
      }
      assertThat(seen).isEqualTo(-1);
      assertThat(count).isEqualTo(32);
    }
  }

  @Property
  void theTwoSidesTakeNinetyCardPoints(@ForAll long seed) {
    List<TrickPlay> positions = randomPlayout(seed);
    TrickPlay end = positions.get(positions.size() - 1);
    assertThat(end.completedTricks()).hasSize(10);
    assertThat(end.cardPoints(Side.DECLARER) + end.cardPoints(Side.DEFENDERS)).isEqualTo(90);
    assertThat(end.tricksWon(Side.DECLARER) + end.tricksWon(Side.DEFENDERS)).isEqualTo(10);
  }

  @Property
  void eachTrickIsWonByTheHighestCardThatCounts(@ForAll long seed) {
    List<TrickPlay> positions = randomPlayout(seed);
    TrickPlay end = positions.get(positions.size() - 1);
    Suit trump = end.trumps().suit().orElse(null);
    Seat leader = end.declarer();
    for (int i = 0; i < 10; i++) {
      Trick trick = end.completedTricks().get(i);
      assertThat(trick.leader()).isEqualTo(leader);
      Card best = ReferenceTrickRules.winning(trick.cards(), trump);
      Seat winner = end.trickWinners().get(i);
      assertThat(trick.cardOf(winner)).contains(best);
      assertThat(end.wonCards(winner).contains(best)).isTrue();
      leader = winner; // the winner of each trick leads to the next
    }
  }

  @Property(tries = 300)
  void everyIllegalCardIsRefusedAndChangesNothing(@ForAll long seed) {
    for (TrickPlay play : randomPlayout(seed)) {
      if (play.isOver()) {
        assertThatThrownBy(() -> play.play(Card.HEARTS_ACE)).isInstanceOf(IllegalStateException.class);
        continue;
      }
      CardSet legal = play.legalCards();
      for (Card card : legal.complement()) {
        assertThatThrownBy(() -> play.play(card))
            .isInstanceOf(IllegalPlayException.class)
            .satisfies(e -> assertThat(((IllegalPlayException) e).illegalPlay().legalCards())
                .isEqualTo(legal));
      }
      assertThat(play.legalCards()).isEqualTo(legal);
    }
  }
}
