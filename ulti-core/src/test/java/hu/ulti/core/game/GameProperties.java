package hu.ulti.core.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Component;
import hu.ulti.core.play.Trick;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.scoring.Scorer;
import hu.ulti.core.scoring.Settlement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

class GameProperties {
  private static final RuleSet STANDARD = RuleSet.standard();

  @Property(tries = 300)
  void randomGamesFinishConserveCardsAndSettleLikeTheScorer(@ForAll long seed) {
    List<Game> positions = RandomPlayer.playout(STANDARD, seed);
    for (Game game : positions) {
      assertThat(allCards(game)).isEqualTo(32);
    }
    Game end = positions.get(positions.size() - 1);
    assertThat(end.isFinished()).isTrue();
    Settlement settlement = end.settlement();
    Settlement again = Scorer.settle(end.summary());
    assertThat(again.lines()).isEqualTo(settlement.lines());
    assertThat(again.payments()).isEqualTo(settlement.payments());
    assertThat(end.payments().values().stream().mapToInt(Integer::intValue).sum()).isZero();
    assertThat(Game.replay(STANDARD, end.deal(), end.history()).settlement().lines())
        .isEqualTo(settlement.lines());
  }

  /** Counts the cards in hands, talon, the trick in progress and won tricks: always 32, each once. */
  private static int allCards(Game game) {
    int bits = game.talon().bits();
    int count = game.talon().size();
    for (Seat seat : Seat.values()) {
      bits |= game.hand(seat).bits();
      count += game.hand(seat).size();
    }
    Optional<TrickPlay> play = game.trickPlay();
    if (play.isPresent()) {
      for (Trick trick : play.get().completedTricks()) {
        bits |= trick.cardSet().bits();
        count += trick.size();
      }
      bits |= play.get().currentTrick().cardSet().bits();
      count += play.get().currentTrick().size();
    }
    assertThat(bits).isEqualTo(-1);
    return count;
  }

  @Property(tries = 100)
  void everyActionOutsideTheLegalOnesIsRefusedAndChangesNothing(@ForAll long seed) {
    RandomGenerator random = SeededRandom.of(seed ^ 0x5DEECE66DL);
    for (Game game : RandomPlayer.playout(STANDARD, seed)) {
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
  }

  /** A mix of plausible and absurd actions for every seat. */
  private static List<Action> candidates(Game game, RandomGenerator random) {
    List<Action> actions = new ArrayList<>();
    List<hu.ulti.core.contract.Bid> bids = STANDARD.ladder().bids();
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

  @Property(tries = 200)
  void viewsShowNoHiddenCardAndTheSameLegalActions(@ForAll long seed) {
    for (Game game : RandomPlayer.playout(STANDARD, seed)) {
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
        if (!view.exposedHands().isEmpty()) {
          assertThat(game.contract().orElseThrow().isOpen()).isTrue();
          assertThat(view.completedTricks()).isNotEmpty();
        }
      }
    }
  }
}
