package hu.ulti.core.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.IllegalActionException;
import hu.ulti.core.game.PlayerView;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * Checks every rule set must pass in every position, shared by the core properties and the
 * variants' conformance suite (through ulti-core's test jar). It lives in a package of its own,
 * outside the {@code hu.ulti.core} module's packages, so that modular test builds can read it.
 */
public final class GameConformance {
  private GameConformance() {}

  /** Every legal action passes the check; every other candidate is refused and changes nothing. */
  public static void refusesWhatIsNotLegal(Game game, RandomGenerator random) {
    List<Action> legal = game.legalActions();
    for (Action action : legal) {
      assertThat(game.check(action)).as("%s", action).isEmpty();
    }
    for (Action candidate : candidates(game, random)) {
      if (legal.contains(candidate)) {
        continue;
      }
      assertThat(game.check(candidate)).as("%s in %s", candidate, game.phase()).isPresent();
      List<Action> before = game.history();
      assertThatThrownBy(() -> game.apply(candidate)).isInstanceOf(IllegalActionException.class);
      assertThat(game.history()).isEqualTo(before);
    }
  }

  /** A mix of plausible and absurd actions for every seat. */
  private static List<Action> candidates(Game game, RandomGenerator random) {
    List<Action> actions = new ArrayList<>();
    List<Bid> bids = game.rules().ladder().bids();
    for (Seat seat : Seat.values()) {
      Card card = Card.ofIndex(random.nextInt(32));
      Suit suit = Suit.ofIndex(random.nextInt(4));
      Component component = Component.values()[random.nextInt(Component.values().length)];
      actions.add(new Action.Pass(seat));
      actions.add(new Action.TakeTalon(seat));
      actions.add(new Action.MakeBid(seat, CardSet.empty(), bids.get(random.nextInt(bids.size()))));
      actions.add(new Action.MakeBid(seat, CardSet.of(card, Card.ofIndex((card.ordinal() + 1) % 32)),
          bids.get(random.nextInt(bids.size()))));
      actions.add(new Action.NameTrumps(seat, suit));
      actions.add(new Action.GiveUp(seat));
      actions.add(new Action.DeclareMarriage(seat, suit));
      actions.add(Action.SayKontra.of(seat, component));
      actions.add(new Action.SayKontra(seat, component, Optional.of(Seat.of(random.nextInt(3)))));
      actions.add(new Action.PlayCard(seat, card));
      actions.add(new Action.PlayCard(seat, game.hand(seat).first().orElse(card)));
    }
    return actions;
  }

  /**
   * Each seat's view shows its own hand and the game's legal actions, and no card it may not
   * know: not another seat's hand unless exposed (only the declarer's where the rules say so),
   * not the talon unless it discarded it, not the undealt rest of the pack.
   */
  public static void viewsLeakNothing(Game game) {
    for (Seat seat : Seat.values()) {
      PlayerView view = game.view(seat);
      assertThat(view.hand()).isEqualTo(game.hand(seat));
      if (!game.isFinished() && game.toAct() == seat) {
        assertThat(view.legalActions()).isEqualTo(game.legalActions());
      } else {
        assertThat(view.legalActions()).isEmpty();
      }
      CardSet ownDiscards = CardSet.empty();
      for (Action action : view.history()) {
        if (action instanceof Action.MakeBid) {
          Action.MakeBid make = (Action.MakeBid) action;
          if (make.seat() == seat) {
            ownDiscards = ownDiscards.union(make.discard());
          } else {
            assertThat(make.discard()).as("another seat's discard").isEmpty();
          }
        }
      }
      CardSet revealed = view.hand().union(view.knownTalon().orElse(CardSet.empty()));
      for (CardSet exposed : view.exposedHands().values()) {
        revealed = revealed.union(exposed);
      }
      for (Seat other : Seat.values()) {
        if (other != seat && !view.exposedHands().containsKey(other)) {
          assertThat(revealed.intersection(game.hand(other)).minus(ownDiscards))
              .as("%s sees cards of %s", seat, other).isEmpty();
        }
      }
      if (view.knownTalon().isEmpty()) {
        assertThat(revealed.intersection(game.talon()).minus(ownDiscards)).isEmpty();
      }
      assertThat(revealed.intersection(game.undealt())).as("%s sees undealt cards", seat).isEmpty();
      if (!view.exposedHands().isEmpty()) {
        assertThat(game.contract().orElseThrow().isOpen()).isTrue();
        assertThat(view.completedTricks()).isNotEmpty();
        if (game.rules().procedure().onlyDeclarerExposes()) {
          assertThat(view.exposedHands()).containsOnlyKeys(game.declarer().orElseThrow());
        }
      }
    }
  }
}
