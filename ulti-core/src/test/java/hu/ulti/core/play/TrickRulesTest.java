package hu.ulti.core.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Scenarios from pagat's rules of play; each quotes the sentence it checks. */
class TrickRulesTest {
  private static final TrickRules RULES = TrickRules.standard();
  private static final Trumps HEARTS = Trumps.of(Suit.HEARTS);
  private static final Trumps NONE = Trumps.none();

  private static Trick trick(String cards) {
    return Trick.of(Seat.SEAT_0, cards.isBlank()
        ? List.of()
        : Arrays.stream(cards.split(" ")).map(Card::parse).toList());
  }

  private static CardSet legal(String hand, String trick, Trumps trumps, boolean ulti) {
    return RULES.legalCards(CardSet.parse(hand), trick(trick), trumps, UltiSeven.keptIf(ulti));
  }

  private static PlayViolation why(String card, String hand, String trick, Trumps trumps, boolean ulti) {
    Optional<IllegalPlay> refusal =
        RULES.check(Card.parse(card), CardSet.parse(hand), trick(trick), trumps, UltiSeven.keptIf(ulti));
    assertThat(refusal).as("%s should be refused", card).isPresent();
    assertThat(refusal.get().message()).contains(card);
    return refusal.get().violation();
  }

  /** "When there is a trump suit, the rank of cards ... is A, 10, K, O, U, 9, 8, 7." */
  @Test
  void withTrumpsTheTenBeatsTheKing() {
    assertThat(RULES.winner(trick("HK H10 H9"), HEARTS)).isEqualTo(Seat.SEAT_1);
    assertThat(RULES.winner(trick("LK L10 L9"), HEARTS)).isEqualTo(Seat.SEAT_1);
    assertThat(RULES.rankOrder(HEARTS)).isEqualTo(RankOrder.WITH_TRUMPS);
  }

  /** "When there are no trumps, the cards in each suit rank from high to low: A, K, O, U, 10, 9, 8, 7." */
  @Test
  void withoutTrumpsTheTenRanksBetweenUnderAndNine() {
    assertThat(RULES.winner(trick("H10 HU H9"), NONE)).isEqualTo(Seat.SEAT_1);
    assertThat(RULES.winner(trick("H9 H10 H8"), NONE)).isEqualTo(Seat.SEAT_1);
    // With the ten led and a nine in hand, the nine does not beat it and the under does.
    assertThat(legal("HU H9 A7", "H10", NONE, false)).isEqualTo(CardSet.parse("HU"));
  }

  /** "It is compulsory to follow suit." */
  @Test
  void mustFollowSuit() {
    assertThat(legal("L7 H9 AA", "L8", HEARTS, false)).isEqualTo(CardSet.parse("L7"));
    assertThat(why("H9", "L7 H9 AA", "L8", HEARTS, false)).isEqualTo(PlayViolation.MUST_FOLLOW_SUIT);
    assertThat(why("AA", "L7 H9 AA", "L8", HEARTS, false)).isEqualTo(PlayViolation.MUST_FOLLOW_SUIT);
  }

  /** "players are obliged to beat the highest card already played to the trick whenever they can." */
  @Test
  void mustBeatTheHighestCardOfTheLedSuit() {
    assertThat(legal("L10 L8 LK A7", "LU", HEARTS, false)).isEqualTo(CardSet.parse("L10 LK"));
    assertThat(why("L8", "L10 L8 LK A7", "LU", HEARTS, false)).isEqualTo(PlayViolation.MUST_BEAT);
    // Third hand beats the highest so far, not the lead.
    assertThat(legal("LK LA L7", "LU L10", HEARTS, false)).isEqualTo(CardSet.parse("LA"));
    // Cannot beat: any card of the suit.
    assertThat(legal("L9 L7 HA", "LA", HEARTS, false)).isEqualTo(CardSet.parse("L9 L7"));
  }

  /** "In no-trump contracts it is still obligatory to follow suit and to beat all cards already played." */
  @Test
  void noTrumpContractsKeepTheDutyToBeat() {
    assertThat(legal("A9 AO A7 H7", "AU", NONE, false)).isEqualTo(CardSet.parse("AO"));
    assertThat(why("A7", "A9 AO A7 H7", "AU", NONE, false)).isEqualTo(PlayViolation.MUST_BEAT);
    // Void without trumps: any card.
    assertThat(legal("B9 H7", "AU", NONE, false)).isEqualTo(CardSet.parse("B9 H7"));
  }

  /** "a player with no card of the suit led must play a trump if possible." */
  @Test
  void voidInTheLedSuitMustTrump() {
    assertThat(legal("H7 H9 L9", "A8", HEARTS, false)).isEqualTo(CardSet.parse("H7 H9"));
    assertThat(why("L9", "H7 H9 L9", "A8", HEARTS, false)).isEqualTo(PlayViolation.MUST_TRUMP);
  }

  /** "A player who has no trumps and no card of the suit led may play any card." */
  @Test
  void voidInBothPlaysAnything() {
    assertThat(legal("L9 B7", "A8 AA", HEARTS, false)).isEqualTo(CardSet.parse("L9 B7"));
  }

  /** A player who must trump overtrumps the highest trump in the trick if he can, else any trump. */
  @Test
  void mustOvertrump() {
    assertThat(legal("HA H7 L9", "A8 HK", HEARTS, false)).isEqualTo(CardSet.parse("HA"));
    assertThat(why("H7", "HA H7 L9", "A8 HK", HEARTS, false)).isEqualTo(PlayViolation.MUST_OVERTRUMP);
    assertThat(legal("H8 H7 L9", "A8 HK", HEARTS, false)).isEqualTo(CardSet.parse("H8 H7"));
  }

  /** Once a non-trump lead is trumped no card of the led suit can win, so any of them is legal. */
  @Test
  void afterATrumpInAnyCardOfTheLedSuitIsLegal() {
    assertThat(legal("AA A7 H10", "A8 H9", HEARTS, false)).isEqualTo(CardSet.parse("AA A7"));
    assertThat(RULES.winner(trick("A8 H9 AA"), HEARTS)).isEqualTo(Seat.SEAT_1);
  }

  /** A trump lead: follow with a trump and beat the highest trump. */
  @Test
  void trumpLeadMustBeBeatenWithTrumps() {
    assertThat(legal("HA H7 A9", "HK", HEARTS, false)).isEqualTo(CardSet.parse("HA"));
    assertThat(why("H7", "HA H7 A9", "HK", HEARTS, false)).isEqualTo(PlayViolation.MUST_BEAT);
  }

  /** "Having bid ulti, the declarer is obliged to keep the 7 of trumps as long as is legally possible." */
  @Test
  void ultiDeclarerKeepsTheTrumpSeven() {
    // On lead.
    assertThat(legal("H7 A9", "", HEARTS, true)).isEqualTo(CardSet.parse("A9"));
    assertThat(why("H7", "H7 A9", "", HEARTS, true)).isEqualTo(PlayViolation.MUST_KEEP_ULTI_SEVEN);
    // Following a trump lead with another trump available.
    assertThat(legal("H7 H9 HO", "H8", HEARTS, true)).isEqualTo(CardSet.parse("H9 HO"));
    // Void and trumping: the seven is kept back.
    assertThat(legal("H7 H9 HO L9", "A8", HEARTS, true)).isEqualTo(CardSet.parse("H9 HO"));
    // The only legal card: he must play it.
    assertThat(legal("H7 A9", "L8", HEARTS, true)).isEqualTo(CardSet.parse("H7"));
    assertThat(legal("H7", "", HEARTS, true)).isEqualTo(CardSet.parse("H7"));
    // Players not bound by a bid ulti may play it.
    assertThat(legal("H7 A9", "", HEARTS, false)).isEqualTo(CardSet.parse("H7 A9"));
  }

  @Test
  void cardsNotInHandAndBadArgumentsAreRefused() {
    assertThat(why("HA", "H7 A9", "", HEARTS, false)).isEqualTo(PlayViolation.NOT_IN_HAND);
    assertThatThrownBy(() -> legal("H7", "", NONE, true)).hasMessageContaining("Ulti needs trumps");
    assertThatThrownBy(() -> legal("", "", NONE, false)).hasMessageContaining("empty hand");
    assertThatThrownBy(() -> legal("A8 H7", "A8", HEARTS, false)).hasMessageContaining("shares cards");
    assertThatThrownBy(() -> legal("H7", "A8 A9 AA", HEARTS, false))
        .isInstanceOf(IllegalStateException.class);
  }

  /** "each ace and each ten being worth 10 card points. In addition, 10 card points go to the side which wins the last trick, so a total of 90". */
  @Test
  void cardPointsTotalNinety() {
    CardPoints points = RULES.cardPoints();
    assertThat(points.of(Card.HEARTS_ACE)).isEqualTo(10);
    assertThat(points.of(Card.HEARTS_TEN)).isEqualTo(10);
    assertThat(points.of(Card.HEARTS_KING)).isZero();
    assertThat(points.of(CardSet.parse("HA H10 HK A10"))).isEqualTo(30);
    assertThat(points.lastTrickBonus()).isEqualTo(10);
    assertThat(points.total()).isEqualTo(90);
  }

  /** "The king and over of trumps are worth 40 card points; the king and over of a non-trump suit are worth 20." */
  @Test
  void marriagesAreTwentyOrFortyInTrumps() {
    CardPoints points = RULES.cardPoints();
    CardSet hand = CardSet.parse("HK HO LK LO AK B7");
    assertThat(points.marriages(hand, HEARTS))
        .containsExactly(new Marriage(Suit.LEAVES, false, 20), new Marriage(Suit.HEARTS, true, 40));
    assertThat(points.marriages(hand, Trumps.of(Suit.ACORNS)))
        .extracting(Marriage::points)
        .containsExactly(20, 20);
    // "When there are no trumps ... there are no card points or 20s or 40s."
    assertThat(points.marriages(hand, NONE)).isEmpty();
    assertThat(points.marriages(hand, HEARTS).get(1).englishName()).isEqualTo("40");
    assertThat(points.marriages(hand, HEARTS).get(0).hungarianName()).isEqualTo("húsz");
  }

  @Test
  void trumpsParseAndName() {
    assertThat(Trumps.parse("piros")).isEqualTo(HEARTS);
    assertThat(Trumps.parse("none")).isEqualTo(NONE);
    assertThat(Trumps.parse("szín nélküli")).isEqualTo(NONE);
    assertThat(HEARTS.hungarianName()).isEqualTo("piros");
    assertThatThrownBy(() -> Trumps.parse("spades")).hasMessageContaining("'spades'");
  }
}
