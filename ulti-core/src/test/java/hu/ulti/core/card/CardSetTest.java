package hu.ulti.core.card;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Example;

/** CardSet against java.util.EnumSet as the plain model. */
class CardSetTest {

  @Example
  void basics() {
    CardSet set = CardSet.parse("HA H10 AK");
    assertThat(set.size()).isEqualTo(3);
    assertThat(set.contains(Card.HEARTS_ACE)).isTrue();
    assertThat(set.contains(Card.HEARTS_KING)).isFalse();
    assertThat(set.toString()).isEqualTo("[AK HA H10]");
    assertThat(set.codes()).isEqualTo("AK HA H10");
    assertThat(set.ofSuit(Suit.HEARTS)).isEqualTo(CardSet.of(Card.HEARTS_ACE, Card.HEARTS_TEN));
    assertThat(set.count(Suit.HEARTS)).isEqualTo(2);
    assertThat(set.hasSuit(Suit.BELLS)).isFalse();
    assertThat(set.first()).contains(Card.ACORNS_KING);
    assertThat(CardSet.empty().first()).isEmpty();
    assertThat(CardSet.all().size()).isEqualTo(32);
    assertThat(CardSet.all().complement()).isEqualTo(CardSet.empty());
    assertThat(CardSet.parse("[piros ász, makk király]"))
        .isEqualTo(CardSet.of(Card.HEARTS_ACE, Card.ACORNS_KING));
    assertThat(CardSet.parse("")).isEqualTo(CardSet.empty());
    assertThat(CardSet.ofBits(set.bits())).isEqualTo(set);
  }

  @Example
  void duplicatesAndBadTokensAreRefused() {
    assertThatThrownBy(() -> CardSet.parse("HA HA")).hasMessageContaining("HA is given twice");
    assertThatThrownBy(() -> CardSet.parse("HA HQ"))
        .isInstanceOf(CardFormatException.class)
        .hasMessageContaining("'HQ'");
  }

  @Property
  void setAlgebraAgreesWithEnumSet(
      @ForAll("cardLists") List<Card> a, @ForAll("cardLists") List<Card> b) {
    CardSet x = CardSet.copyOf(a);
    CardSet y = CardSet.copyOf(b);
    EnumSet<Card> ex = enumSet(a);
    EnumSet<Card> ey = enumSet(b);

    assertThat(x.toList()).containsExactlyElementsOf(ex);
    assertThat(x.size()).isEqualTo(ex.size());
    assertThat(x.union(y).toList()).containsExactlyElementsOf(union(ex, ey));
    assertThat(x.intersection(y).toList()).containsExactlyElementsOf(intersection(ex, ey));
    assertThat(x.minus(y).toList()).containsExactlyElementsOf(minus(ex, ey));
    assertThat(x.complement().toList()).containsExactlyElementsOf(EnumSet.complementOf(ex));
    assertThat(x.containsAll(y)).isEqualTo(ex.containsAll(ey));
    assertThat(x.intersects(y)).isEqualTo(!intersection(ex, ey).isEmpty());
    assertThat(x.stream().toList()).containsExactlyElementsOf(ex);
    for (Suit suit : Suit.values()) {
      List<Card> ofSuit = new ArrayList<>();
      ex.stream().filter(c -> c.suit() == suit).forEach(ofSuit::add);
      assertThat(x.ofSuit(suit).toList()).isEqualTo(ofSuit);
      assertThat(x.count(suit)).isEqualTo(ofSuit.size());
    }
    for (Card card : Card.values()) {
      assertThat(x.contains(card)).isEqualTo(ex.contains(card));
      assertThat(x.with(card).toList()).containsExactlyElementsOf(with(ex, card));
      assertThat(x.without(card).contains(card)).isFalse();
    }
    assertThat(CardSet.parse(x.toString())).isEqualTo(x);
    assertThat(x.equals(y)).isEqualTo(ex.equals(ey));
  }

  @Provide
  Arbitrary<List<Card>> cardLists() {
    return Arbitraries.of(Card.class).list().uniqueElements().ofMaxSize(32);
  }

  private static EnumSet<Card> enumSet(List<Card> cards) {
    EnumSet<Card> set = EnumSet.noneOf(Card.class);
    set.addAll(cards);
    return set;
  }

  private static EnumSet<Card> union(EnumSet<Card> a, EnumSet<Card> b) {
    EnumSet<Card> set = EnumSet.copyOf(a);
    set.addAll(b);
    return set;
  }

  private static EnumSet<Card> intersection(EnumSet<Card> a, EnumSet<Card> b) {
    EnumSet<Card> set = EnumSet.copyOf(a);
    set.retainAll(b);
    return set;
  }

  private static EnumSet<Card> minus(EnumSet<Card> a, EnumSet<Card> b) {
    EnumSet<Card> set = EnumSet.copyOf(a);
    set.removeAll(b);
    return set;
  }

  private static EnumSet<Card> with(EnumSet<Card> a, Card card) {
    EnumSet<Card> set = EnumSet.copyOf(a);
    set.add(card);
    return set;
  }
}
