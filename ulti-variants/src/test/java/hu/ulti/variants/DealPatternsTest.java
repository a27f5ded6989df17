package hu.ulti.variants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.DealPattern;
import hu.ulti.core.card.Deck;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Example;

class DealPatternsTest {

  private static CardSet range(int fromInclusive, int toInclusive) {
    int bits = 0;
    for (int i = fromInclusive; i <= toInclusive; i++) {
      bits |= 1 << i;
    }
    return CardSet.ofBits(bits);
  }

  /** "5 cards to each player in the first round, then 7 to the first player and 5 each to the other players." */
  @Example
  void fivesThenSeven() {
    Deal deal = Deck.ordered().deal(Seat.SEAT_2, DealPatterns.FIVES_THEN_SEVEN);
    assertThat(deal.hand(Seat.SEAT_0)).isEqualTo(range(0, 4).union(range(15, 21)));
    assertThat(deal.hand(Seat.SEAT_1)).isEqualTo(range(5, 9).union(range(22, 26)));
    assertThat(deal.hand(Seat.SEAT_2)).isEqualTo(range(10, 14).union(range(27, 31)));
  }

  /** "some people deal 6 to the first player in both rounds." */
  @Example
  void sixTwice() {
    Deal deal = Deck.ordered().deal(Seat.SEAT_2, DealPatterns.SIX_TWICE);
    assertThat(deal.hand(Seat.SEAT_0)).isEqualTo(range(0, 5).union(range(16, 21)));
  }

  /** "two were dealt to the talon between the two rounds of five." */
  @Example
  void olderRulesDealTheTalon() {
    Deal cut = Deck.ordered().deal(Seat.SEAT_2, DealPatterns.OLD_CUT);
    assertThat(cut.talon()).isEqualTo(range(15, 16));
    assertThat(cut.hand(Seat.SEAT_0)).isEqualTo(range(0, 4).union(range(17, 21)));
    Deal knock = Deck.ordered().deal(Seat.SEAT_2, DealPatterns.OLD_KNOCK);
    assertThat(knock.talon()).isEqualTo(range(10, 11));
    Deal late = Deck.ordered().deal(Seat.SEAT_2, DealPatterns.OLD_KNOCK_LATE_TALON);
    assertThat(late.talon()).isEqualTo(range(20, 21));
  }

  @Example
  void patternsAreFoundByName() {
    assertThat(DealPatterns.byName("CUT")).isEqualTo(DealPattern.CUT);
    assertThat(DealPatterns.byName("six-twice")).isEqualTo(DealPatterns.SIX_TWICE);
    assertThat(DealPatterns.all()).hasSize(7);
    assertThatThrownBy(() -> DealPatterns.byName("sevens"))
        .hasMessageContaining("'sevens'")
        .hasMessageContaining("fives-then-seven");
  }

  @Property(tries = 200)
  void everyPatternDealsAWholeValidDeal(@ForAll long seed) {
    for (DealPattern pattern : DealPatterns.all()) {
      Deal deal = Deal.random(Seat.SEAT_1, pattern, SeededRandom.of(seed));
      CardSet all = deal.talon();
      for (Seat seat : Seat.values()) {
        all = all.union(deal.hand(seat));
      }
      assertThat(all).isEqualTo(CardSet.all());
      assertThat(deal.hand(deal.forehand()).size() + deal.talon().size()).isEqualTo(12);
    }
  }
}
