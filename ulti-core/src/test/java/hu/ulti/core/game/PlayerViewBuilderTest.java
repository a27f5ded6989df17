package hu.ulti.core.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.conformance.GameConformance;
import hu.ulti.core.rules.RuleSet;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Example;

/** A view rebuilt from what its seat knows answers as the game's view; a view that could not happen is refused. */
class PlayerViewBuilderTest {
  private static final RuleSet RULES = RuleSet.standard();

  @Property(tries = 300)
  void aViewRebuiltFromItsPublicPartsAnswersAsTheGamesView(@ForAll long seed, @ForAll boolean stopEarly) {
    Game game = RandomGames.game(RULES, seed, stopEarly);
    GameConformance.viewsRebuildFromWhatTheySee(game, SeededRandom.of(seed));
  }

  /** Forehand has opened; seat 1 sees forehand's bid with a hidden discard. */
  private static PlayerView.Builder afterOpening(Game opened, Seat viewer) {
    PlayerView view = opened.view(viewer);
    return PlayerView.builder(RULES, opened.deal().dealer(), viewer).hand(view.hand())
        .receivedHand(view.receivedHand().orElseThrow()).dealtTalon(CardSet.empty());
  }

  @Example
  void aViewThatCouldNotHappenIsRefusedNamingWhere() {
    Game game = Game.deal(RULES, Seat.SEAT_2, SeededRandom.of(3));
    Action.Bid opening = (Action.Bid) game.legalActions().get(0);
    Game opened = game.apply(opening);
    // The rebuilt view of seat 1 equals the game's.
    assertThat(afterOpening(opened, Seat.SEAT_1).bidWithHiddenDiscard(Seat.SEAT_0, opening.bid()).build())
        .isEqualTo(opened.view(Seat.SEAT_1));
    // Forehand's discard is hidden from seat 1: a visible empty one is refused.
    assertThatThrownBy(() -> afterOpening(opened, Seat.SEAT_1)
        .action(new Action.Bid(Seat.SEAT_0, CardSet.empty(), opening.bid())).build())
        .isInstanceOf(InvalidViewException.class)
        .hasMessageStartingWith("history[0]: INVALID_DISCARD: Another seat's discard is hidden from this seat");
    // Out of turn.
    assertThatThrownBy(() -> afterOpening(opened, Seat.SEAT_1).bidWithHiddenDiscard(Seat.SEAT_0, opening.bid())
        .action(new Action.Pass(Seat.SEAT_2)).build())
        .hasMessageStartingWith("history[1]: NOT_YOUR_TURN");
    // The hand does not fit the history: seat 1 holds ten cards.
    assertThatThrownBy(() -> afterOpening(opened, Seat.SEAT_1).bidWithHiddenDiscard(Seat.SEAT_0, opening.bid())
        .hand(opened.hand(Seat.SEAT_1).with(opening.discard().first().orElseThrow())).build())
        .hasMessageStartingWith("hand: the history leaves 10 cards here, not 11");
    // Seat 1 does not know the talon.
    assertThatThrownBy(() -> afterOpening(opened, Seat.SEAT_1).bidWithHiddenDiscard(Seat.SEAT_0, opening.bid())
        .knownTalon(opening.discard()).build())
        .hasMessageStartingWith("knownTalon: this seat does not know the talon's cards");
    assertThatThrownBy(() -> PlayerView.builder(RULES, Seat.SEAT_2, Seat.SEAT_0).build())
        .hasMessage("hand: a view holds its seat's cards");
  }

  @Example
  void anotherSeatCannotPlayACardThisSeatHolds() {
    Game game = RandomGames.game(RULES, 12, false);
    while (game.trickPlay().isEmpty()) {
      game = RandomGames.game(RULES, game.history().size() + 13L, false);
    }
    Game play = Game.replay(RULES, game.deal(), game.history().subList(0,
        game.history().indexOf(game.history().stream().filter(a -> a instanceof Action.Play).findFirst().orElseThrow())));
    Seat leader = play.toAct().orElseThrow();
    Seat viewer = leader.next();
    Card mine = play.hand(viewer).first().orElseThrow();
    PlayerView.Builder builder = GameConformance.builderOf(play.view(viewer));
    builder.action(new Action.Play(leader, mine));
    assertThatThrownBy(builder::build).isInstanceOf(InvalidViewException.class)
        .hasMessageContaining("NOT_IN_HAND: " + mine + " is in this seat's hand, so " + leader + " cannot play it.");
  }
}
