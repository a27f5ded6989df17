package hu.ulti.core.game;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Denomination;
import hu.ulti.core.play.IllegalPlay;
import hu.ulti.core.play.Trick;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.play.UltiSeven;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * Which actions are legal and why others are not, computed only from the public {@link Table}
 * and the acting seat's own hand, so a {@link PlayerView} gets exactly the game's answer.
 */
final class Referee {
  private Referee() {}

  /**
   * The legal actions of the seat to act, in the order {@link Game#legalActions()} documents:
   * what a seat most often wants first, giving up always last, so that a program that takes the
   * first legal action never gives a contract up.
   */
  static List<Action> legalActions(Table t, CardSet hand) {
    List<Action> actions = new ArrayList<>(16); // room for a full hand and the declarations
    Seat seat = t.toAct;
    if (seat == null) {
      return List.of();
    }
    switch (t.phase) {
      case HALF_HAND:
      case AUCTION:
        actions.addAll(biddingBox(t, hand).orElseThrow().actions());
        break;
      case HALF_HAND_KONTRA:
        HalfHandAuction.kontraActions(t, seat, actions);
        break;
      case TRUMPS:
        if (!mustGiveUp(t, seat)) {
          for (Suit suit : Suit.values()) {
            if (!suit.isHearts()) {
              actions.add(new Action.NameTrumps(seat, suit));
            }
          }
        }
        if (mayGiveUp(t, seat)) {
          actions.add(new Action.GiveUp(seat));
        }
        break;
      case PLAY:
        if (!mustGiveUp(t, seat)) {
          if (t.tricks.isEmpty()) {
            for (Suit suit : Suit.values()) {
              if (declarationProblem(t, hand, seat, suit).isEmpty()) {
                actions.add(new Action.Declare(seat, suit));
              }
            }
          }
          for (Card card : t.rules.trickRules().legalCards(hand, t.trick, trumps(t), seven(t, seat))) {
            actions.add(new Action.Play(seat, card));
          }
          if (t.tricks.isEmpty()) {
            for (Component component : t.contract.components()) {
              Action.Kontra kontra = Action.Kontra.of(seat, component);
              if (kontraProblem(t, kontra).isEmpty()) {
                actions.add(kontra);
              }
            }
          }
        }
        if (mayGiveUp(t, seat)) {
          actions.add(new Action.GiveUp(seat));
        }
        break;
      case KONTRA:
        actions.add(new Action.Pass(seat));
        actions.addAll(raises(t, seat));
        break;
      default:
        break;
    }
    return Collections.unmodifiableList(actions);
  }

  /** The bidding box of the seat to act in an auction; empty in other phases. */
  static Optional<BiddingBox> biddingBox(Table t, CardSet hand) {
    if (t.toAct == null) {
      return Optional.empty();
    }
    return switch (t.phase) {
      case HALF_HAND -> Optional.of(HalfHandAuction.box(t, t.toAct));
      case AUCTION -> Optional.of(AuctionReferee.box(t, hand, t.toAct));
      default -> Optional.empty();
    };
  }

  /** The raises the seat may say in the kontra phase after the first trick. */
  static List<Action.Kontra> raises(Table t, Seat seat) {
    List<Action.Kontra> raises = new ArrayList<>();
    for (Component component : t.contract.components()) {
      if (seat == t.declarer && t.individualKontra()) {
        for (Seat defender : List.of(t.declarer.next(), t.declarer.next().next())) {
          Action.Kontra raise = new Action.Kontra(seat, component, Optional.of(defender));
          if (kontraProblem(t, raise).isEmpty()) {
            raises.add(raise);
          }
        }
      } else {
        Action.Kontra raise = Action.Kontra.of(seat, component);
        if (kontraProblem(t, raise).isEmpty()) {
          raises.add(raise);
        }
      }
    }
    return raises;
  }

  /**
   * Why the action is refused, or empty if it is legal.
   *
   * @param hand the acting seat's cards, or null when they are not known: then only what is
   *     public is checked (turn, phase, bids, kontras, declarations as the contract allows them,
   *     a card not played twice), as a view rebuilt from its public history needs
   */
  static Optional<Refusal> check(Table t, CardSet hand, Action action) {
    if (t.phase == Phase.OVER) {
      return refuse(action, Violation.TOO_LATE, "The deal is over.");
    }
    Optional<Refusal> timing = ActionWindows.check(t, action);
    if (timing.isPresent()) {
      return timing;
    }
    if (action.seat() != t.toAct) {
      Optional<Refusal> whenever = refusedWheneverSaid(t, action);
      return whenever.isPresent() ? whenever : refuse(action, Violation.NOT_YOUR_TURN,
          "It is " + t.toAct + "'s turn, not " + action.seat() + "'s.");
    }
    if (t.phase == Phase.HALF_HAND || t.phase == Phase.HALF_HAND_KONTRA) {
      return HalfHandAuction.check(t, action);
    }
    if (t.phase == Phase.AUCTION || action instanceof Action.TakeTalon || action instanceof Action.Bid
        || action instanceof Action.Pass && t.phase != Phase.KONTRA) {
      return AuctionReferee.check(t, hand, action);
    }
    if (action instanceof Action.Pass) {
      return Optional.empty(); // declining to raise in the kontra phase
    }
    if (!(action instanceof Action.GiveUp) && mustGiveUp(t, action.seat())) {
      return refuse(action, Violation.MUST_GIVE_UP, "Forfeiting an uncontested simple game is not optional"
          + " under the " + t.rules.id() + " rules: give it up.");
    }
    if (action instanceof Action.NameTrumps) {
      if (t.phase != Phase.TRUMPS) {
        return wrongPhase(t, action, "Trumps are named after the auction, for a minor-suit bid.");
      }
      Suit suit = ((Action.NameTrumps) action).suit();
      return suit.isHearts()
          ? refuse(action, Violation.INVALID_TRUMPS,
              "A minor-suit bid is played in acorns, leaves or bells; hearts must be bid as such.")
          : Optional.empty();
    }
    if (action instanceof Action.GiveUp) {
      // ActionWindows has checked that the declarer gives up before his first lead.
      return mayGiveUp(t, action.seat()) ? Optional.empty()
          : refuse(action, Violation.GIVE_UP_NOT_ALLOWED, kontradWithFiveCards(t)
              ? "A half-hand contract kontra'd with five cards is played out, not given up."
              : "Only a simple game in a minor suit without ulti may be given up under the " + t.rules.id()
                  + " rules (" + t.rules.englishName(t.bid) + " may not).");
    }
    if (action instanceof Action.Declare) {
      if (t.phase != Phase.PLAY || !t.tricks.isEmpty()) {
        return wrongPhase(t, action, "Marriages are declared when playing to the first trick.");
      }
      return declarationProblem(t, hand, action.seat(), ((Action.Declare) action).suit())
          .flatMap(message -> refuse(action, Violation.ILLEGAL_DECLARATION, message));
    }
    if (action instanceof Action.Kontra) {
      if (t.phase != Phase.KONTRA && !(t.phase == Phase.PLAY && t.tricks.isEmpty())) {
        return wrongPhase(t, action,
            "Kontras are said at the first trick, and raised before the lead to the second.");
      }
      return kontraProblem(t, (Action.Kontra) action)
          .flatMap(message -> refuse(action, Violation.KONTRA_NOT_ALLOWED, message));
    }
    Action.Play play = (Action.Play) action;
    if (t.phase != Phase.PLAY) {
      return wrongPhase(t, action, "Cards are played in the play phase.");
    }
    if (hand == null) {
      return played(t, play.card()) ? refuse(action, Violation.NOT_IN_HAND, play.card() + " has been played already.")
          : Optional.empty();
    }
    Optional<IllegalPlay> illegal = t.rules.trickRules()
        .check(play.card(), hand, t.trick, trumps(t), seven(t, play.seat()));
    return illegal.flatMap(p -> refuse(action, Violation.of(p.violation()), p.message()));
  }

  /**
   * The rule that refuses an auction or kontra action said out of turn whenever its seat said it in
   * this window, or empty: the rule broken is then named rather than the turn. A bid not on the
   * ladder or not higher than the current one (which only rises) stays so; a talon with no higher
   * bid left stays useless; a kontra on a component outside the contract, in the wrong form, or
   * (at the first trick, where levels only rise) already said stays refused. Raises after the first
   * trick depend on the order of the raises, so only their form is checked here.
   */
  private static Optional<Refusal> refusedWheneverSaid(Table t, Action action) {
    if (action instanceof Action.Bid && t.phase == Phase.HALF_HAND) {
      return HalfHandAuction.check(t, action);
    }
    if (action instanceof Action.Bid && t.phase == Phase.AUCTION) {
      return AuctionReferee.check(t, null, action)
          .filter(r -> r.violation() == Violation.BID_NOT_ALLOWED || r.violation() == Violation.BID_NOT_HIGHER);
    }
    if (action instanceof Action.TakeTalon && t.phase == Phase.AUCTION && !t.holdsTwelve && t.bid != null) {
      return AuctionReferee.check(t, null, action).filter(r -> r.violation() == Violation.TALON_NOT_AVAILABLE);
    }
    if (action instanceof Action.Kontra && t.contract != null
        && (t.phase == Phase.PLAY || t.phase == Phase.KONTRA)) {
      Action.Kontra kontra = (Action.Kontra) action;
      Optional<String> problem = t.phase == Phase.PLAY ? kontraProblem(t, kontra) : kontraFormProblem(t, kontra);
      return problem.flatMap(message -> refuse(action, Violation.KONTRA_NOT_ALLOWED, message));
    }
    return Optional.empty();
  }

  /**
   * Whether the seat may give up now: the declarer, from the end of the auction (before naming
   * trumps too) to his lead to the first trick, if the rules let this bid be given up.
   */
  private static boolean mayGiveUp(Table t, Seat seat) {
    boolean beforeFirstLead = t.phase == Phase.TRUMPS
        || t.phase == Phase.PLAY && t.tricks.isEmpty() && t.trick.isEmpty();
    return beforeFirstLead && seat == t.declarer && t.rules.scoring().mayGiveUp(t.bid) && !kontradWithFiveCards(t);
  }

  /** Whether the declarer, before his first lead, must give up (D13's alternative). */
  private static boolean mustGiveUp(Table t, Seat seat) {
    return mayGiveUp(t, seat) && t.rules.scoring().mustGiveUp(t.bid);
  }

  /**
   * A standing half-hand contract kontra'd with five cards is played out: giving up is scored
   * without kontras, and no source says what such a contract would cost given up.
   */
  private static boolean kontradWithFiveCards(Table t) {
    if (!t.halfHandStands) {
      return false;
    }
    for (int level : t.halfHandKontras) {
      if (level > 0) {
        return true;
      }
    }
    return false;
  }

  /** Why the seat may not declare the marriage now, or empty. */
  private static Optional<String> declarationProblem(Table t, CardSet hand, Seat seat, Suit suit) {
    Bid bid = t.contract.bid();
    boolean trumpSuit = t.contract.trumps().suit().filter(suit::equals).isPresent();
    Optional<String> forbidden = seat == t.declarer
        ? trumpSuit ? t.rules.declarations().declarerForbiddenForty(bid, t.declared.get(seat).size())
            : t.rules.declarations().declarerForbiddenTwenty(bid, t.declared.get(seat).size())
        : t.rules.declarations().opponentsForbidden(bid);
    if (forbidden.isPresent()) {
      return forbidden.map(reason -> Character.toUpperCase(reason.charAt(0)) + reason.substring(1) + ".");
    }
    if (hand != null && (!hand.contains(Card.of(suit, Rank.KING)) || !hand.contains(Card.of(suit, Rank.OVER)))) {
      return Optional.of("You do not hold the king and over of " + suit.englishName() + ".");
    }
    if (t.declared.get(seat).contains(suit)) {
      return Optional.of("The " + suit.englishName() + " marriage is already declared.");
    }
    return Optional.empty();
  }

  /** Why the kontra may not be said now, or empty. */
  /** Why the kontra's form is wrong whatever the levels: its component, whom it names. */
  private static Optional<String> kontraFormProblem(Table t, Action.Kontra kontra) {
    Component component = kontra.component();
    if (!t.contract.bid().has(component)) {
      return Optional.of("The " + component.englishName() + " is not part of the contract.");
    }
    boolean individual = t.individualKontra();
    if (kontra.seat() == t.declarer) {
      if (individual != kontra.against().isPresent()) {
        return Optional.of(individual
            ? "Each defender kontras for himself here: say whose kontra you answer."
            : "A kontra here binds both defenders: do not name one.");
      }
      return Optional.empty();
    }
    return kontra.against().isPresent()
        ? Optional.of("A defender kontras for the defence, not against anyone.") : Optional.empty();
  }

  private static Optional<String> kontraProblem(Table t, Action.Kontra kontra) {
    Component component = kontra.component();
    if (!t.contract.bid().has(component)) {
      return Optional.of("The " + component.englishName() + " is not part of the contract.");
    }
    boolean individual = t.individualKontra();
    Seat seat = kontra.seat();
    if (seat == t.declarer) {
      if (t.phase != Phase.KONTRA) {
        return Optional.of("The declarer rekontras at the end of the first trick.");
      }
      Optional<String> form = kontraFormProblem(t, kontra);
      if (form.isPresent()) {
        return form;
      }
      int defender = individual ? t.defenderIndex(kontra.against().get()) : 0;
      if (defender < 0) {
        return Optional.of("The declarer answers a defender's kontra, not his own.");
      }
      int level = t.kontraLevel(component, defender);
      return level % 2 == 1 && level < t.rules.procedure().highestKontraLevel() ? Optional.empty()
          : Optional.of("The " + component.englishName() + " is not kontra'd at a level the declarer may raise.");
    }
    Optional<String> form = kontraFormProblem(t, kontra);
    if (form.isPresent()) {
      return form;
    }
    int own = t.kontraLevel(component, t.defenderIndex(seat));
    int partner = t.kontraLevel(component, 1 - t.defenderIndex(seat));
    if (t.phase == Phase.PLAY) {
      if (own > 0 || !individual && partner > 0) {
        return Optional.of("The " + component.englishName() + " is already kontra'd.");
      }
      return Optional.empty();
    }
    return own > 0 && own % 2 == 0 && own < t.rules.procedure().highestKontraLevel() ? Optional.empty()
        : Optional.of("The " + component.englishName() + " is not rekontra'd at a level you may raise.");
  }

  private static boolean played(Table t, Card card) {
    for (Trick trick : t.tricks) {
      if (trick.cardSet().contains(card)) {
        return true;
      }
    }
    return t.trick.cardSet().contains(card);
  }

  static Trumps trumps(Table t) {
    return t.contract == null ? Trumps.none() : t.contract.trumps();
  }

  static UltiSeven seven(Table t, Seat seat) {
    return UltiSeven.keptIf(t.contract != null && t.contract.isUltiBid() && seat == t.declarer);
  }

  private static Optional<Refusal> wrongPhase(Table t, Action action, String rule) {
    return refuse(action, Violation.WRONG_PHASE, rule + " The deal is in the " + t.phase + " phase.");
  }

  private static Optional<Refusal> refuse(Action action, Violation violation, String message) {
    return Optional.of(new Refusal(action, violation, message));
  }

  static boolean isMinorBid(Bid bid) {
    return bid.denomination() == Denomination.MINOR;
  }
}
