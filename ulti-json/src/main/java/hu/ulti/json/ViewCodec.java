package hu.ulti.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Seat;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.BiddingBox;
import hu.ulti.core.game.InvalidViewException;
import hu.ulti.core.game.Phase;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.game.PublicView;
import hu.ulti.core.game.GameView;
import hu.ulti.core.play.Trick;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.scoring.Settlement;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The views: a seat's ({@code "ulti-view 1"}), exactly what that seat may know (its cards, what
 * it was shown, the public history with other seats' unseen discards hidden, and the settlement
 * once the deal is over); and a spectator's ({@code "ulti-public-view 1"}), the public part
 * alone. The phase, the seat to act and each seat's number of cards stand beside them for
 * display. Reading rebuilds the view with its builder, so the view read back answers
 * {@code legalActions()} and {@code check} as the server's did, and the derived fields are
 * checked against it.
 */
final class ViewCodec {
  static final String FORMAT = "ulti-view 1";
  static final String PUBLIC_FORMAT = "ulti-public-view 1";
  /** What the SDK derives from the history for a client to draw without knowing the rules; checked when read. */
  private static final List<String> DERIVED = List.of("highestBid", "bidder", "declarer", "contract", "tricks",
      "currentTrick", "declaredMarriages", "kontras");
  private static final Set<String> PUBLIC_FIELDS = union(Set.of("format", "rules", "dealer", "phase", "toAct",
      "cardsHeld", "exposedHands", "discardedAceOrTen", "history", "settlement"), DERIVED.toArray(String[]::new));
  private static final Set<String> FIELDS = union(PUBLIC_FIELDS, "seat", "hand", "receivedHand", "firstRound",
      "dealtTalon", "knownTalon", "biddingBox", "legalActions");
  private static final Set<String> SPECTATOR_FIELDS = union(PUBLIC_FIELDS, "talonDealtApart");

  private ViewCodec() {}

  private static Set<String> union(Set<String> fields, String... more) {
    Set<String> all = new HashSet<>(fields);
    all.addAll(List.of(more));
    return Set.copyOf(all);
  }

  static ObjectNode write(PlayerView view) {
    ObjectNode node = Codes.NODES.objectNode();
    node.put("format", FORMAT);
    node.set("rules", Codes.rules(view.rules()));
    node.set("dealer", Codes.seat(view.dealer()));
    node.set("seat", Codes.seat(view.seat()));
    writeState(node, view);
    writeLegal(node, view);
    node.set("hand", Codes.cards(view.hand()));
    view.receivedHand().ifPresent(cards -> node.set("receivedHand", Codes.cards(cards)));
    view.firstRound().ifPresent(cards -> node.set("firstRound", Codes.cards(cards)));
    view.dealtTalon().ifPresent(cards -> node.set("dealtTalon", Codes.cards(cards)));
    view.knownTalon().ifPresent(cards -> node.set("knownTalon", Codes.cards(cards)));
    writePublicPart(node, view);
    return node;
  }

  static ObjectNode writePublic(PublicView view) {
    ObjectNode node = Codes.NODES.objectNode();
    node.put("format", PUBLIC_FORMAT);
    node.set("rules", Codes.rules(view.rules()));
    node.set("dealer", Codes.seat(view.dealer()));
    writeState(node, view);
    node.put("talonDealtApart", view.talonDealtApart());
    writePublicPart(node, view);
    return node;
  }

  private static void writeState(ObjectNode node, GameView view) {
    node.put("phase", view.phase().name());
    view.toAct().ifPresent(seat -> node.set("toAct", Codes.seat(seat)));
    ArrayNode held = node.putArray("cardsHeld");
    for (Seat seat : Seat.values()) {
      held.add(view.cardsHeld(seat));
    }
    writeDerived(node, view);
  }

  /**
   * The public facts the SDK derives from the history: the highest bid and its bidder, the
   * declarer, the contract, the tricks with their winners and the trick in progress, the
   * marriages declared and the kontras, so that a client in any language draws the table
   * without knowing a rule of Ulti.
   */
  private static void writeDerived(ObjectNode node, GameView view) {
    view.highestBid().ifPresent(bid -> node.set("highestBid", Codes.bid(bid)));
    view.bidder().ifPresent(seat -> node.set("bidder", Codes.seat(seat)));
    view.declarer().ifPresent(seat -> node.set("declarer", Codes.seat(seat)));
    view.contract().ifPresent(contract -> node.set("contract", MiscCodecs.contract(contract)));
    if (!view.completedTricks().isEmpty()) {
      ArrayNode tricks = node.putArray("tricks");
      for (int i = 0; i < view.completedTricks().size(); i++) {
        ObjectNode trick = playedTrick(view.completedTricks().get(i));
        trick.set("winner", Codes.seat(view.trickWinners().get(i)));
        tricks.add(trick);
      }
    }
    if (view.phase() == Phase.PLAY) {
      node.set("currentTrick", playedTrick(view.currentTrick()));
    }
    ObjectNode marriages = Codes.NODES.objectNode();
    view.declaredMarriages().forEach((seat, suits) -> {
      if (!suits.isEmpty()) {
        ArrayNode list = marriages.putArray(String.valueOf(seat.index()));
        suits.forEach(suit -> list.add(Codes.suit(suit)));
      }
    });
    if (!marriages.isEmpty()) {
      node.set("declaredMarriages", marriages);
    }
    ArrayNode kontras = Codes.NODES.arrayNode();
    if (view.contract().isPresent() && view.declarer().isPresent()) {
      for (Component component : view.contract().get().components()) {
        for (Seat defender : Seat.values()) {
          int level = defender == view.declarer().get() ? 0 : view.kontraLevel(component, defender);
          if (level > 0) {
            kontras.addObject().put("component", component.code()).put("defender", defender.index())
                .put("level", level);
          }
        }
      }
    }
    if (!kontras.isEmpty()) {
      node.set("kontras", kontras);
    }
  }

  /**
   * What the seat may do now, for a client that knows no rule: while it is to bid, its bidding
   * box, whose actions (in the order {@code docs/json.md} gives) are exactly the legal ones; at
   * any other turn, the legal actions themselves; nothing when it is not to act.
   */
  private static void writeLegal(ObjectNode node, PlayerView view) {
    Optional<BiddingBox> box = view.biddingBox();
    if (box.isPresent()) {
      node.set("biddingBox", MiscCodecs.box(box.get()));
    } else if (!view.legalActions().isEmpty()) {
      ArrayNode legal = node.putArray("legalActions");
      view.legalActions().forEach(action -> legal.add(ActionCodec.write(action)));
    }
  }

  /** A trick as played: its leader, its cards in order, and the seat that played each. */
  private static ObjectNode playedTrick(Trick trick) {
    ObjectNode node = MiscCodecs.trick(trick);
    ArrayNode seats = node.putArray("seats");
    for (int i = 0; i < trick.size(); i++) {
      seats.add(Codes.seat(trick.seatAt(i)));
    }
    return node;
  }

  /** Each derived fact given must be what the rebuilt view derives. */
  private static void checkDerived(In in, GameView view) {
    ObjectNode derived = Codes.NODES.objectNode();
    writeDerived(derived, view);
    for (String name : DERIVED) {
      Optional<In> given = in.optional(name);
      if (given.isPresent() && !Tree.matches(given.get().json, derived.get(name))) {
        throw given.get().fail("the history gives " + (derived.has(name)
            ? UltiJson.quote(derived.get(name).toString()) : "none"));
      }
    }
  }

  private static void writePublicPart(ObjectNode node, GameView view) {
    if (!view.exposedHands().isEmpty()) {
      ObjectNode exposed = node.putObject("exposedHands");
      view.exposedHands().forEach((seat, cards) -> exposed.set(String.valueOf(seat.index()), Codes.cards(cards)));
    }
    view.declarerDiscardedAceOrTen().ifPresent(announced -> node.put("discardedAceOrTen", announced));
    ArrayNode history = node.putArray("history");
    List<Action> actions = view.history();
    for (int i = 0; i < actions.size(); i++) {
      history.add(ActionCodec.write(actions.get(i), view.isDiscardHidden(i)));
    }
    view.settlement().ifPresent(settlement -> node.set("settlement", SummaryCodec.write(settlement)));
  }

  static PlayerView read(In in) {
    in.only(FIELDS);
    GameCodec.format(in, FORMAT);
    RuleSet rules = Codes.rules(in.field("rules"));
    Seat seat = Codes.seat(in.field("seat"));
    PlayerView.Builder builder = PlayerView.builder(rules, Codes.seat(in.field("dealer")), seat)
        .hand(Codes.cards(in.field("hand")));
    in.optional("receivedHand").map(Codes::cards).ifPresent(builder::receivedHand);
    in.optional("firstRound").map(Codes::cards).ifPresent(builder::firstRound);
    in.optional("dealtTalon").map(Codes::cards).ifPresent(builder::dealtTalon);
    in.optional("knownTalon").map(Codes::cards).ifPresent(builder::knownTalon);
    PlayerView view = readPublicPart(in, new Parts(builder::action, builder::bidWithHiddenDiscard,
        builder::exposedHand, builder::discardedAceOrTen, builder::settlement), builder::build);
    ObjectNode legal = Codes.NODES.objectNode();
    writeLegal(legal, view);
    for (String name : List.of("biddingBox", "legalActions")) {
      Optional<In> given = in.optional(name);
      // The legal actions are checked as a set: builds before 0.1.0 listed them in another order.
      boolean matches = given.isPresent() && (name.equals("legalActions")
          ? Tree.matchesInAnyOrder(given.get().json, legal.get(name)) : Tree.matches(given.get().json, legal.get(name)));
      if (given.isPresent() && !matches) {
        throw given.get().fail(legal.has(name) ? "the seat's " + name + " are not these" : "the seat "
            + (legal.isEmpty() ? "is not to act" : "is to act by its " + legal.fieldNames().next()));
      }
    }
    return view;
  }

  static PublicView readPublic(In in) {
    in.only(SPECTATOR_FIELDS);
    GameCodec.format(in, PUBLIC_FORMAT);
    RuleSet rules = Codes.rules(in.field("rules"));
    PublicView.Builder builder = PublicView.builder(rules, Codes.seat(in.field("dealer")));
    in.optional("talonDealtApart").map(In::bool).ifPresent(builder::talonDealtApart);
    return readPublicPart(in, new Parts(builder::action, builder::bidWithHiddenDiscard, builder::exposedHand,
        builder::discardedAceOrTen, builder::settlement), builder::build);
  }

  /** Where the public parts go: the methods of a view's builder, whichever view it builds. */
  private record Parts(Consumer<Action> action, BiConsumer<Seat, Bid> bidWithHiddenDiscard,
      BiConsumer<Seat, CardSet> exposedHand, Consumer<Boolean> discardedAceOrTen, Consumer<Settlement> settlement) {}

  private static <V extends GameView> V readPublicPart(In in, Parts parts, Supplier<V> build) {
    in.optional("discardedAceOrTen").map(In::bool).ifPresent(parts.discardedAceOrTen());
    Optional<In> exposed = in.optional("exposedHands");
    if (exposed.isPresent()) {
      for (Map.Entry<String, In> entry : exposed.get().entries(3).entrySet()) {
        Seat other;
        try {
          other = Seat.of(Integer.parseInt(entry.getKey()));
        } catch (IllegalArgumentException e) {
          throw entry.getValue().fail("exposed hands are keyed by seat: \"0\", \"1\" or \"2\"");
        }
        parts.exposedHand().accept(other, Codes.cards(entry.getValue()));
      }
    }
    List<In> history = in.field("history").array(UltiJson.MAX_ACTIONS);
    for (In entry : history) {
      ActionCodec.Entry read = ActionCodec.readEntry(entry, true);
      if (read.hidden()) {
        parts.bidWithHiddenDiscard().accept(read.action().seat(), ((Action.Bid) read.action()).bid());
      } else {
        parts.action().accept(read.action());
      }
    }
    in.optional("settlement").map(SummaryCodec::readSettlement).ifPresent(parts.settlement());
    V view;
    try {
      view = build.get();
    } catch (InvalidViewException e) {
      In at = e.index().map(history::get).orElse(in);
      throw at.fail(e.getMessage().replaceFirst("^history\\[\\d+\\]: ", ""));
    }
    GameCodec.checkDerived(in, "history", view.phase(), view.toAct());
    checkDerived(in, view);
    in.optional("cardsHeld").ifPresent(given -> {
      List<In> counts = given.array(3);
      for (Seat seat : Seat.values()) {
        if (counts.size() != 3 || counts.get(seat.index()).integer(0, 12) != view.cardsHeld(seat)) {
          throw given.fail("the history leaves the seats holding " + List.of(view.cardsHeld(Seat.of(0)),
              view.cardsHeld(Seat.of(1)), view.cardsHeld(Seat.of(2))) + " cards");
        }
      }
    });
    return view;
  }
}
