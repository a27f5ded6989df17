package hu.ulti.core.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.DealPattern;
import hu.ulti.core.card.Deck;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.conformance.GameConformance;
import hu.ulti.core.conformance.RandomPlay;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Phase;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import java.util.List;
import java.util.random.RandomGenerator;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.AlphaChars;
import net.jqwik.api.constraints.StringLength;

/**
 * The position notation: every deal, and every position of the play, of random games under the
 * rule sets the core knows writes to one line and reads back to the same deal or position; the
 * variants' conformance suite runs the same round trip for every rule set.
 */
class NotationProperties {
  @Property(tries = 200)
  void everyDealAndPositionRoundTrips(@ForAll long seed) {
    RandomGenerator random = SeededRandom.of(seed);
    RuleSet rules = RuleSet.standard();
    Game game = Game.deal(rules, Seat.of(random.nextInt(3)), random);
    GameConformance.notationRoundTrips(game);
    while (!game.isOver()) {
      game = game.apply(RandomPlay.choose(game, random));
      GameConformance.notationRoundTrips(game);
    }
  }

  /** The pack in its order, knocked: forehand (seat 0) gets the first twelve cards, then seats 1 and 2 ten each. */
  @Example
  void aDealReadsAsWritten() {
    Deal deal = Deck.ordered().deal(Seat.SEAT_2, DealPattern.KNOCK);
    String text = Notation.deal(RuleSet.standard(), deal);
    assertThat(text).isEqualTo("standard 2 " + Notation.cards(deal.hand(Seat.SEAT_0)) + "/"
        + Notation.cards(deal.hand(Seat.SEAT_1)) + "/" + Notation.cards(deal.hand(Seat.SEAT_2)) + " -");
    assertThat(Notation.parseDeal(text).deal()).isEqualTo(deal);
    assertThat(Notation.cards(CardSet.parse("AA AO AU A8 A7 LA LK LU L7 HA HO H7 BU B10")))
        .isEqualTo("AOU87.AKU7.AO7.10U");
    assertThat(Notation.cards(CardSet.parse("HA H7"))).isEqualTo("..A7.");
    assertThat(Notation.cards(CardSet.empty())).isEqualTo("-");
  }

  @Example
  void everyBadFieldIsNamed() {
    assertThatThrownBy(() -> Notation.parseDeal("standard 3 -/-/- -")).isInstanceOf(NotationFormatException.class)
        .hasMessageContaining("the dealer is a seat, 0, 1 or 2, not '3'");
    assertThatThrownBy(() -> Notation.parseDeal("nonsense 2 -/-/- -")).hasMessageStartingWith("the rule set ");
    assertThatThrownBy(() -> Notation.parseDeal("standard  2 -/-/- -")).hasMessageContaining("single spaces");
    assertThatThrownBy(() -> Notation.parseDeal("standard 2 AZ.../-/- -")).hasMessageContaining("name ranks");
    assertThatThrownBy(() -> Notation.parseDeal("standard 2 A.../A.../- -")).hasMessageStartingWith("the deal ");
    assertThatThrownBy(() -> Notation.parsePosition("standard 1:minor_game AOU87.AKU7.AO7.U/-/- - -"))
        .hasMessageContaining("a minor-suit bid names its trumps");
    Game game = Game.deal(RuleSets.byId("standard"), Seat.SEAT_2, SeededRandom.of(5));
    RandomGenerator random = SeededRandom.of(6);
    while (game.phase() != Phase.PLAY) {
      game = game.apply(RandomPlay.choose(game, random));
    }
    game = game.apply(RandomPlay.choose(game, random));
    String position = Notation.position(game);
    String illegal = position.substring(0, position.lastIndexOf(' ') + 1) + "HAHA";
    assertThatThrownBy(() -> Notation.parsePosition(illegal)).hasMessageStartingWith("trick 1 ");
  }

  /** A marriage names what the seat held and the rules let it declare; the position is refused otherwise. */
  @Example
  void aMarriageIsOneTheSeatCouldDeclare() {
    String hands = "AO87.AKU7.AO./10U9.9.K9.10987/K.10O8.10U8.AKO ..7.U";
    String position = "standard 0:minor_game@leaves " + hands + " -";
    assertThat(Notation.parsePosition(position + " m2B").declaredMarriages()).containsEntry(Seat.SEAT_2,
        List.of(Suit.BELLS));
    assertThatThrownBy(() -> Notation.parsePosition(position + " m0A")).isInstanceOf(NotationFormatException.class)
        .hasMessageStartingWith("the marriages name 0A, but seat 0 did not hold the king and over of acorns");
    assertThatThrownBy(() -> Notation.parsePosition(position + " m2B2B"))
        .hasMessageStartingWith("the marriages name 2B twice");
    assertThatThrownBy(() -> Notation.parsePosition("standard 0:no-trump_betli " + hands + " - m2B"))
        .hasMessageStartingWith("the marriages name 2B, but ");
  }

  /** Whatever another part of the SDK says about a bad field, the notation's message stays short. */
  @Property(tries = 200)
  void everyRefusalIsShort(@ForAll @StringLength(min = 300, max = 370) @AlphaChars String junk) {
    for (String text : List.of("standard 0 " + junk + " -", "standard 0 -/-/- " + junk,
        "standard 0:" + junk + " -/-/- - -", "standard 0:betli -/-/- - " + junk)) {
      try {
        Notation.parsePosition(text);
      } catch (NotationFormatException e) {
        assertThat(e.getMessage()).hasSizeLessThan(300);
      }
    }
  }
}
