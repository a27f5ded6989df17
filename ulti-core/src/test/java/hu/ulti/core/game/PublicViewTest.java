package hu.ulti.core.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.conformance.GameConformance;
import hu.ulti.core.rules.RuleSet;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Example;

/** A spectator sees the public part alone, and a public view rebuilt from it answers as the game's. */
class PublicViewTest {
  private static final RuleSet RULES = RuleSet.standard();

  @Property(tries = 300)
  void aSpectatorSeesOnlyWhatIsPublicAndItsViewRebuilds(@ForAll long seed, @ForAll boolean stopEarly) {
    Game game = RandomGames.game(RULES, seed, stopEarly);
    GameConformance.publicViewShowsOnlyWhatIsPublic(game, SeededRandom.of(seed));
  }

  @Example
  void everyDiscardIsHiddenFromASpectator() {
    Game game = Game.deal(RULES, Seat.SEAT_2, SeededRandom.of(3));
    Action.Bid opening = (Action.Bid) game.legalActions().get(0);
    Game opened = game.apply(opening);
    PublicView view = opened.publicView();
    assertThat(view.isDiscardHidden(0)).isTrue();
    assertThat(((Action.Bid) view.history().get(0)).discard()).isEmpty();
    assertThat(view.talonDealtApart()).isFalse();
    assertThat(view.cardsHeld(Seat.SEAT_0)).isEqualTo(10);
    assertThat(PublicView.builder(RULES, Seat.SEAT_2).bidWithHiddenDiscard(Seat.SEAT_0, opening.bid()).build())
        .isEqualTo(view);
    // A spectator never sees a discard, so a bid shown without one is refused.
    assertThatThrownBy(() -> PublicView.builder(RULES, Seat.SEAT_2)
        .action(new Action.Bid(Seat.SEAT_0, CardSet.empty(), opening.bid())).build())
        .isInstanceOf(InvalidViewException.class)
        .hasMessageStartingWith("history[0]: INVALID_DISCARD");
    // No hand is laid open before an open contract's first trick.
    assertThatThrownBy(() -> PublicView.builder(RULES, Seat.SEAT_2).bidWithHiddenDiscard(Seat.SEAT_0, opening.bid())
        .exposedHand(Seat.SEAT_1, opened.hand(Seat.SEAT_1)).build())
        .hasMessageStartingWith("exposedHands: the hands laid open to this seat are those of []");
  }

  @Example
  void aSpectatorChecksOnlyWhatIsPublic() {
    Game game = Game.deal(RULES, Seat.SEAT_2, SeededRandom.of(5));
    PublicView view = game.publicView();
    assertThat(view.check(new Action.Pass(Seat.SEAT_1)).orElseThrow().violation()).isEqualTo(Violation.NOT_YOUR_TURN);
    assertThat(view.check(game.legalActions().get(0))).isEmpty();
  }
}
