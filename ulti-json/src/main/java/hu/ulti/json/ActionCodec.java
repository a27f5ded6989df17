package hu.ulti.json;

import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Action;
import java.util.Optional;
import java.util.Set;

/**
 * Actions as tagged objects: {@code {"type":"play","seat":0,"card":"HA"}}. The types are
 * {@code pass}, {@code takeTalon}, {@code bid} (with {@code discard}, the cards laid down, and
 * {@code bid}, the bid's code), {@code nameTrumps}, {@code giveUp}, {@code declare},
 * {@code kontra} (with {@code component} and, for the declarer answering one defender,
 * {@code against}) and {@code play}. In a seat's view another seat's discard it did not see is
 * written {@code "discard":"hidden"}.
 */
final class ActionCodec {
  static final String HIDDEN = "hidden";
  private static final Set<String> SEAT_ONLY = Set.of("type", "seat");
  private static final Set<String> BID = Set.of("type", "seat", "discard", "bid");
  private static final Set<String> SUIT = Set.of("type", "seat", "suit");
  private static final Set<String> KONTRA = Set.of("type", "seat", "component", "against");
  private static final Set<String> PLAY = Set.of("type", "seat", "card");

  private ActionCodec() {}

  static ObjectNode write(Action action) {
    return write(action, false);
  }

  /** The action; {@code hidden} writes a bid's discard as {@code "hidden"}. */
  static ObjectNode write(Action action, boolean hidden) {
    ObjectNode node = Codes.NODES.objectNode();
    node.put("type", type(action));
    node.set("seat", Codes.seat(action.seat()));
    if (action instanceof Action.Bid bid) {
      if (hidden) {
        node.put("discard", HIDDEN);
      } else {
        node.set("discard", Codes.cards(bid.discard()));
      }
      node.set("bid", Codes.bid(bid.bid()));
    } else if (action instanceof Action.NameTrumps trumps) {
      node.set("suit", Codes.suit(trumps.suit()));
    } else if (action instanceof Action.Declare marriage) {
      node.set("suit", Codes.suit(marriage.suit()));
    } else if (action instanceof Action.Kontra kontra) {
      node.set("component", Codes.component(kontra.component()));
      kontra.against().ifPresent(seat -> node.set("against", Codes.seat(seat)));
    } else if (action instanceof Action.Play play) {
      node.set("card", Codes.card(play.card()));
    }
    return node;
  }

  /**
   * An action's tag: the name of its Java record with a lower-case first letter ({@code Action.TakeTalon}
   * is {@code takeTalon}), the one rule every surface follows (docs/vocabulary.md).
   */
  static String type(Class<? extends Action> kind) {
    String name = kind.getSimpleName();
    return Character.toLowerCase(name.charAt(0)) + name.substring(1);
  }

  private static String type(Action action) {
    return type(action.getClass());
  }

  /** An action; a bid's discard may not be hidden. */
  static Action read(In in) {
    return readEntry(in, false).action();
  }

  /** An action of a view's history, and whether it is a bid whose discard is hidden. */
  record Entry(Action action, boolean hidden) {}

  static Entry readEntry(In in, boolean hiddenAllowed) {
    in.requireObject();
    String type = in.field("type").text();
    Seat seat = Codes.seat(in.field("seat"));
    switch (type) {
      case "pass" -> {
        in.only(SEAT_ONLY);
        return new Entry(new Action.Pass(seat), false);
      }
      case "takeTalon" -> {
        in.only(SEAT_ONLY);
        return new Entry(new Action.TakeTalon(seat), false);
      }
      case "giveUp" -> {
        in.only(SEAT_ONLY);
        return new Entry(new Action.GiveUp(seat), false);
      }
      case "bid" -> {
        in.only(BID);
        In discard = in.field("discard");
        boolean hidden = discard.json.isTextual() && discard.json.textValue().equals(HIDDEN);
        if (hidden && !hiddenAllowed) {
          throw discard.fail("a discard is hidden only in a seat's view of another seat's bid");
        }
        // Any number of cards, as Action.Bid holds: the game refuses other than two or none
        // (INVALID_DISCARD), and a refusal of such a bid must read back as it was written.
        CardSet cards = hidden ? CardSet.empty() : Codes.cards(discard);
        return new Entry(new Action.Bid(seat, cards, Codes.bid(in.field("bid"))), hidden);
      }
      case "nameTrumps" -> {
        in.only(SUIT);
        return new Entry(new Action.NameTrumps(seat, Codes.suit(in.field("suit"))), false);
      }
      case "declare" -> {
        in.only(SUIT);
        return new Entry(new Action.Declare(seat, Codes.suit(in.field("suit"))), false);
      }
      case "kontra" -> {
        in.only(KONTRA);
        Optional<Seat> against = in.optional("against").map(Codes::seat);
        return new Entry(new Action.Kontra(seat, Codes.component(in.field("component")), against), false);
      }
      case "play" -> {
        in.only(PLAY);
        return new Entry(new Action.Play(seat, Codes.card(in.field("card"))), false);
      }
      default -> throw in.field("type").fail("expected an action type: pass, takeTalon, bid, nameTrumps, giveUp,"
          + " declare, kontra or play; found \"" + UltiJson.quote(type) + "\"");
    }
  }
}
