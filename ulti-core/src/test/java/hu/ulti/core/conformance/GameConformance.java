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
import hu.ulti.core.game.Phase;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.game.PublicView;
import hu.ulti.core.record.Notation;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.random.RandomGenerator;
import java.util.stream.Collectors;

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
    // The bidding box stands for exactly the legal actions, and each seat's view offers the same.
    game.biddingBox().ifPresent(box -> assertThat(box.actions()).isEqualTo(legal));
    assertThat(game.biddingBox().isPresent())
        .isEqualTo(game.phase() == Phase.AUCTION || game.phase() == Phase.HALF_HAND);
    game.toAct().ifPresent(seat -> assertThat(game.view(seat).biddingBox()).isEqualTo(game.biddingBox()));
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
      actions.add(new Action.Bid(seat, CardSet.empty(), bids.get(random.nextInt(bids.size()))));
      actions.add(new Action.Bid(seat, CardSet.of(card, Card.ofIndex((card.ordinal() + 1) % 32)),
          bids.get(random.nextInt(bids.size()))));
      actions.add(new Action.NameTrumps(seat, suit));
      actions.add(new Action.GiveUp(seat));
      actions.add(new Action.Declare(seat, suit));
      actions.add(Action.Kontra.of(seat, component));
      actions.add(new Action.Kontra(seat, component, Optional.of(Seat.of(random.nextInt(3)))));
      actions.add(new Action.Play(seat, card));
      actions.add(new Action.Play(seat, game.hand(seat).first().orElse(card)));
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
      if (game.toAct().equals(Optional.of(seat))) {
        assertThat(view.legalActions()).isEqualTo(game.legalActions());
      } else {
        assertThat(view.legalActions()).isEmpty();
      }
      CardSet ownDiscards = CardSet.empty();
      for (Action action : view.history()) {
        if (action instanceof Action.Bid) {
          Action.Bid make = (Action.Bid) action;
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

  /**
   * Each seat's view, rebuilt with {@link PlayerView#builder} from what the view shows alone,
   * equals the game's view and answers the same: the same legal actions, and the same refusal
   * for each candidate action.
   */
  public static void viewsRebuildFromWhatTheySee(Game game, RandomGenerator random) {
    for (Seat seat : Seat.values()) {
      PlayerView view = game.view(seat);
      PlayerView rebuilt = rebuild(view);
      assertThat(rebuilt).isEqualTo(view);
      assertThat(rebuilt.legalActions()).isEqualTo(view.legalActions());
      assertThat(rebuilt.phase()).isEqualTo(view.phase());
      assertThat(rebuilt.toAct()).isEqualTo(view.toAct());
      for (Action candidate : candidates(game, random)) {
        assertThat(rebuilt.check(candidate)).as("%s", candidate).isEqualTo(view.check(candidate));
      }
    }
  }

  /**
   * The spectator's view shows no card that is not public: only played cards and the hands an
   * open contract laid open, never a discard; it rebuilds from what it shows and answers every
   * candidate as the game's own public view does; and every view counts each seat's cards right.
   */
  public static void publicViewShowsOnlyWhatIsPublic(Game game, RandomGenerator random) {
    PublicView view = game.publicView();
    CardSet played = CardSet.empty();
    for (Action action : view.history()) {
      if (action instanceof Action.Bid make) {
        assertThat(make.discard()).as("a discard shown to a spectator").isEmpty();
      } else if (action instanceof Action.Play play) {
        played = played.with(play.card());
      }
    }
    for (var exposed : view.exposedHands().entrySet()) {
      assertThat(exposed.getValue()).isEqualTo(game.hand(exposed.getKey()));
      assertThat(game.contract().orElseThrow().isOpen()).isTrue();
    }
    Set<Seat> laidOpen = EnumSet.noneOf(Seat.class);
    for (Seat seat : Seat.values()) {
      laidOpen.addAll(game.view(seat).exposedHands().keySet());
    }
    assertThat(view.exposedHands().keySet()).as("hands laid open to a spectator").isEqualTo(laidOpen);
    PublicView rebuilt = rebuild(view);
    assertThat(rebuilt).isEqualTo(view);
    assertThat(rebuilt.phase()).isEqualTo(game.phase());
    assertThat(rebuilt.toAct()).isEqualTo(game.toAct());
    for (Action candidate : candidates(game, random)) {
      assertThat(rebuilt.check(candidate)).as("%s", candidate).isEqualTo(view.check(candidate));
    }
    for (Seat seat : Seat.values()) {
      assertThat(view.cardsHeld(seat)).as("cards %s holds", seat).isEqualTo(game.hand(seat).size());
      assertThat(game.view(seat.next()).cardsHeld(seat)).isEqualTo(game.hand(seat).size());
    }
  }

  /** A spectator's view built again from what it shows. */
  public static PublicView rebuild(PublicView view) {
    PublicView.Builder builder = PublicView.builder(view.rules(), view.dealer())
        .talonDealtApart(view.talonDealtApart());
    for (int i = 0; i < view.history().size(); i++) {
      Action action = view.history().get(i);
      if (view.isDiscardHidden(i)) {
        builder.bidWithHiddenDiscard(action.seat(), ((Action.Bid) action).bid());
      } else {
        builder.action(action);
      }
    }
    view.exposedHands().forEach(builder::exposedHand);
    view.declarerDiscardedAceOrTen().ifPresent(builder::discardedAceOrTen);
    view.settlement().ifPresent(builder::settlement);
    return builder.build();
  }

  /** A view built again from its public parts, as a client does with what a server sent. */
  public static PlayerView rebuild(PlayerView view) {
    return builderOf(view).build();
  }

  /** A builder holding every public part of the view, ready to build it again (or to be changed first). */
  public static PlayerView.Builder builderOf(PlayerView view) {
    PlayerView.Builder builder = PlayerView.builder(view.rules(), view.dealer(), view.seat()).hand(view.hand());
    for (int i = 0; i < view.history().size(); i++) {
      Action action = view.history().get(i);
      if (view.isDiscardHidden(i)) {
        builder.bidWithHiddenDiscard(action.seat(), ((Action.Bid) action).bid());
      } else {
        builder.action(action);
      }
    }
    view.knownTalon().ifPresent(builder::knownTalon);
    view.exposedHands().forEach(builder::exposedHand);
    view.receivedHand().ifPresent(builder::receivedHand);
    view.firstRound().ifPresent(builder::firstRound);
    view.dealtTalon().ifPresent(builder::dealtTalon);
    view.declarerDiscardedAceOrTen().ifPresent(builder::discardedAceOrTen);
    view.settlement().ifPresent(builder::settlement);
    return builder;
  }

  /** A game's deal and, in its play, its position write to the notation and read back the same. */
  public static void notationRoundTrips(Game game) {
    String deal = Notation.deal(game);
    Notation.DealPosition dealRead = Notation.parseDeal(deal);
    assertThat(dealRead.deal()).isEqualTo(game.deal());
    assertThat(dealRead.rules()).isEqualTo(game.rules());
    assertThat(Notation.deal(dealRead.rules(), dealRead.deal())).isEqualTo(deal);
    if (game.trickPlay().isPresent()) {
      String position = Notation.position(game);
      Notation.PlayPosition read = Notation.parsePosition(position);
      assertThat(Notation.position(read)).isEqualTo(position);
      assertThat(read.contract()).isEqualTo(game.contract().orElseThrow());
      assertThat(read.play().completedTricks()).isEqualTo(game.trickPlay().get().completedTricks());
      assertThat(read.play().currentTrick()).isEqualTo(game.trickPlay().get().currentTrick());
      for (Seat seat : Seat.values()) {
        assertThat(read.play().hand(seat)).isEqualTo(game.trickPlay().get().hand(seat));
      }
      assertThat(read.play().talon()).isEqualTo(game.trickPlay().get().talon());
      assertThat(read.play().isOver()).isEqualTo(game.trickPlay().get().isOver());
      if (!read.play().isOver()) {
        assertThat(read.play().toPlay()).isEqualTo(game.trickPlay().get().toPlay());
      }
      assertThat(read.declaredMarriages()).isEqualTo(game.view(Seat.SEAT_0).declaredMarriages().entrySet().stream()
          .filter(e -> !e.getValue().isEmpty()).collect(Collectors.toMap(e -> e.getKey(), e -> e.getValue())));
    }
  }
}
