package hu.ulti.core.play;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deck;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** The bitmask rules against the plain reference on random positions. */
class TrickRulesProperties {
  private static final TrickRules RULES = TrickRules.standard();

  @Property(tries = 5000)
  void legalCardsEqualTheReference(
      @ForAll long seed,
      @ForAll @IntRange(min = 0, max = 2) int trickSize,
      @ForAll @IntRange(min = 1, max = 10) int handSize,
      @ForAll @IntRange(min = -1, max = 3) int trump,
      @ForAll boolean ulti) {
    RandomGenerator random = SeededRandom.of(seed);
    List<Card> deck = Deck.shuffled(random).cards();
    List<Card> trickCards = deck.subList(0, trickSize);
    CardSet hand = CardSet.copyOf(deck.subList(trickSize, trickSize + handSize));
    Suit trumpSuit = trump < 0 ? null : Suit.ofIndex(trump);
    Trumps trumps = trump < 0 ? Trumps.none() : Trumps.of(trumpSuit);
    boolean keepsSeven = ulti && trumps.hasTrumps();
    Trick trick = Trick.of(Seat.SEAT_1, trickCards);

    CardSet fast = RULES.legalCards(hand, trick, trumps, UltiSeven.keptIf(keepsSeven));
    Set<Card> reference =
        ReferenceTrickRules.legal(EnumSet.copyOf(hand.toList()), trickCards, trumpSuit, keepsSeven);

    assertThat(fast.toList()).containsExactlyElementsOf(reference);
    assertThat(fast.isEmpty()).isFalse();
    for (Card card : hand) {
      assertThat(RULES.check(card, hand, trick, trumps, UltiSeven.keptIf(keepsSeven)).isPresent())
          .isEqualTo(!reference.contains(card));
    }
  }

  @Property(tries = 5000)
  void trickWinnerEqualsTheReference(@ForAll long seed, @ForAll @IntRange(min = -1, max = 3) int trump) {
    List<Card> cards = Deck.shuffled(SeededRandom.of(seed)).cards().subList(0, 3);
    Suit trumpSuit = trump < 0 ? null : Suit.ofIndex(trump);
    Trumps trumps = trump < 0 ? Trumps.none() : Trumps.of(trumpSuit);
    Trick trick = Trick.of(Seat.SEAT_2, cards);
    Card best = ReferenceTrickRules.winning(cards, trumpSuit);
    assertThat(RULES.winningCard(trick, trumps)).isEqualTo(best);
    assertThat(RULES.winner(trick, trumps)).isEqualTo(trick.seatAt(cards.indexOf(best)));
  }
}
