package hu.ulti.core.card;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class CardTest {

  @Test
  void thirtyTwoCardsWithDistinctCodesInSuitThenRankOrder() {
    assertThat(Card.values()).hasSize(32);
    Set<String> codes = new HashSet<>();
    for (Card card : Card.values()) {
      codes.add(card.code());
      assertThat(card.ordinal()).isEqualTo(card.suit().ordinal() * 8 + card.rank().ordinal());
      assertThat(Card.of(card.suit(), card.rank())).isSameAs(card);
      assertThat(card.bit()).isEqualTo(1 << card.ordinal());
    }
    assertThat(codes).hasSize(32);
  }

  @ParameterizedTest
  @CsvSource({
    "HA, HEARTS_ACE, ace of hearts, piros ász",
    "A10, ACORNS_TEN, ten of acorns, makk tízes",
    "BO, BELLS_OVER, over of bells, tök felső",
    "L7, LEAVES_SEVEN, seven of leaves, zöld hetes",
    "LU, LEAVES_UNDER, under of leaves, zöld alsó",
    "AK, ACORNS_KING, king of acorns, makk király",
  })
  void codesAndNamesInBothLanguages(String code, Card card, String english, String hungarian) {
    assertThat(card.code()).isEqualTo(code);
    assertThat(card.toString()).isEqualTo(code);
    assertThat(card.englishName()).isEqualTo(english);
    assertThat(card.hungarianName()).isEqualTo(hungarian);
    assertThat(Card.parse(code)).isSameAs(card);
    assertThat(Card.parse(english)).isSameAs(card);
    assertThat(Card.parse(hungarian)).isSameAs(card);
  }

  @Test
  void everyCardParsesBackFromItsCodeAndBothNames() {
    for (Card card : Card.values()) {
      assertThat(Card.parse(card.code())).isSameAs(card);
      assertThat(Card.parse(card.code().toLowerCase())).isSameAs(card);
      assertThat(Card.parse(card.englishName().toUpperCase())).isSameAs(card);
      assertThat(Card.parse(card.hungarianName())).isSameAs(card);
      assertThat(Card.parse(card.hungarianName().toUpperCase())).isSameAs(card);
    }
  }

  @ParameterizedTest
  @CsvSource({
    "piros asz, HEARTS_ACE",
    "PIROS ÁSZ, HEARTS_ACE",
    "zold felso, LEAVES_OVER",
    "Tök  Alsó, BELLS_UNDER",
    "tok kilences, BELLS_NINE",
    "hearts ace, HEARTS_ACE",
    "ober of balls, BELLS_OVER",
    "unter of leaves, LEAVES_UNDER",
    "  h10 , HEARTS_TEN",
    "AX, ACORNS_TEN",
  })
  void lenientSpellings(String text, Card card) {
    assertThat(Card.parse(text)).isSameAs(card);
  }

  @ParameterizedTest
  @ValueSource(strings = {"HX1", "H11", "Z7", "", "ace of", "piros", "ace of spades", "10H", "H 10"})
  void badTextIsRefusedQuotingTheToken(String text) {
    assertThatThrownBy(() -> Card.parse(text))
        .isInstanceOf(CardFormatException.class)
        .hasMessageContaining("'" + text + "'")
        .satisfies(e -> assertThat(((CardFormatException) e).token()).isEqualTo(text));
  }

  @Test
  void suitsAndRanksParseInBothLanguages() {
    assertThat(Suit.parse("zöld")).isEqualTo(Suit.LEAVES);
    assertThat(Suit.parse("ZOLD")).isEqualTo(Suit.LEAVES);
    assertThat(Suit.parse("makk")).isEqualTo(Suit.ACORNS);
    assertThat(Suit.parse("tok")).isEqualTo(Suit.BELLS);
    assertThat(Suit.parse("Balls")).isEqualTo(Suit.BELLS);
    assertThat(Suit.parse("h")).isEqualTo(Suit.HEARTS);
    assertThat(Rank.parse("felső")).isEqualTo(Rank.OVER);
    assertThat(Rank.parse("TIZES")).isEqualTo(Rank.TEN);
    assertThat(Rank.parse("10")).isEqualTo(Rank.TEN);
    assertThatThrownBy(() -> Suit.parse("spades")).hasMessageContaining("'spades'");
    assertThatThrownBy(() -> Rank.parse("queen")).hasMessageContaining("'queen'");
    for (Suit suit : Suit.values()) {
      assertThat(Suit.parse(suit.englishName())).isEqualTo(suit);
      assertThat(Suit.parse(suit.hungarianName())).isEqualTo(suit);
      assertThat(Suit.parse(String.valueOf(suit.letter()))).isEqualTo(suit);
    }
    for (Rank rank : Rank.values()) {
      assertThat(Rank.parse(rank.englishName())).isEqualTo(rank);
      assertThat(Rank.parse(rank.hungarianName())).isEqualTo(rank);
      assertThat(Rank.parse(rank.code())).isEqualTo(rank);
    }
  }

  @Test
  void seatsGoAnticlockwise() {
    assertThat(Seat.SEAT_0.next()).isEqualTo(Seat.SEAT_1);
    assertThat(Seat.SEAT_2.next()).isEqualTo(Seat.SEAT_0);
    assertThat(Seat.SEAT_0.previous()).isEqualTo(Seat.SEAT_2);
    assertThat(Seat.of(2)).isEqualTo(Seat.SEAT_2);
    assertThatThrownBy(() -> Seat.of(3)).hasMessageContaining("not 3");
  }
}
