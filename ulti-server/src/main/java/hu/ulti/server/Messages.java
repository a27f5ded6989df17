package hu.ulti.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.card.Card;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.BiddingBox;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.game.Session;
import hu.ulti.core.game.TableView;
import hu.ulti.core.game.Violation;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import hu.ulti.server.table.SeatInfo;
import hu.ulti.server.table.TableState;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The messages a client receives ({@code docs/server.md}). A state message carries the table's
 * public facts and exactly one view: the seat's {@link PlayerView} for a seat's token, the
 * {@link hu.ulti.core.game.PublicView} otherwise. Nothing else about the cards is ever sent: the
 * game itself never leaves the server.
 */
public final class Messages {
  private final ObjectMapper json;

  /** Messages written with this mapper (one with the Ulti module). */
  public Messages(ObjectMapper json) {
    this.json = json;
  }

  /** The state of the table as the seat sees it, or as a spectator does for an empty seat. */
  public ObjectNode state(TableState state, Optional<Seat> seat) {
    ObjectNode node = json.createObjectNode();
    node.put("type", "state");
    node.set("table", table(state));
    seat.ifPresent(s -> node.put("you", s.index()));
    Optional<Game> game = state.game();
    if (game.isPresent()) {
      TableView view = seat.<TableView>map(game.get()::view).orElseGet(game.get()::publicView);
      node.set("view", json.valueToTree(view));
      node.set("public", derived(view));
      Set<Bid> named = new LinkedHashSet<>();
      for (Action action : view.history()) {
        if (action instanceof Action.MakeBid make) {
          named.add(make.bid());
        }
      }
      view.halfHandBid().ifPresent(named::add);
      if (view instanceof PlayerView player) {
        // While bidding, the box stands for the legal actions: with twelve cards they are every
        // pair of discards times every bid, thousands of them.
        Optional<BiddingBox> box = player.biddingBox();
        if (box.isPresent()) {
          node.set("biddingBox", json.valueToTree(box.get()));
          named.addAll(box.get().bids());
          named.addAll(box.get().bidsAfterTakingTalon());
        } else if (!player.legalActions().isEmpty()) {
          node.set("legalActions", json.valueToTree(player.legalActions()));
        }
      }
      node.set("bidNames", bidNames(state.rules(), named));
    }
    return node;
  }

  /**
   * What the SDK derives from the view's public part, for a client to draw without knowing the
   * rules: the contract, the tricks and who won them, the marriages declared, the kontras, each
   * seat's number of cards.
   */
  private ObjectNode derived(TableView view) {
    ObjectNode node = json.createObjectNode();
    node.put("phase", view.phase().name());
    view.toAct().ifPresent(seat -> node.put("toAct", seat.index()));
    node.put("dealer", view.dealer().index());
    view.highestBid().ifPresent(bid -> node.put("highestBid", bid.code()));
    view.bidder().ifPresent(seat -> node.put("bidder", seat.index()));
    view.declarer().ifPresent(seat -> node.put("declarer", seat.index()));
    view.contract().ifPresent(contract -> node.set("contract", json.valueToTree(contract)));
    node.set("currentTrick", json.valueToTree(view.currentTrick()));
    ArrayNode tricks = node.putArray("completedTricks");
    for (int i = 0; i < view.completedTricks().size(); i++) {
      ObjectNode trick = json.valueToTree(view.completedTricks().get(i));
      trick.put("winner", view.trickWinners().get(i).index());
      tricks.add(trick);
    }
    ObjectNode marriages = node.putObject("declaredMarriages");
    view.declaredMarriages().forEach((seat, suits) -> {
      if (!suits.isEmpty()) {
        marriages.set(String.valueOf(seat.index()), json.valueToTree(suits));
      }
    });
    ArrayNode kontras = node.putArray("kontras");
    if (view.contract().isPresent()) {
      for (Component component : view.contract().get().components()) {
        for (Seat defender : Seat.values()) {
          if (defender != view.declarer().orElseThrow()) {
            int level = view.kontraLevel(component, defender);
            if (level > 0) {
              ObjectNode kontra = kontras.addObject();
              kontra.put("component", component.code());
              kontra.put("defender", defender.index());
              kontra.put("level", level);
            }
          }
        }
      }
    }
    ArrayNode held = node.putArray("cardsHeld");
    for (Seat seat : Seat.values()) {
      held.add(view.cardsHeld(seat));
    }
    return node;
  }

  /** The table's public facts: rules, seats, status, session and scores, the deal's number and sequence. */
  public ObjectNode table(TableState state) {
    ObjectNode node = json.createObjectNode();
    node.put("id", state.id());
    node.put("version", state.version());
    node.put("rules", state.rules().id());
    node.put("rulesDescription", state.rules().description());
    node.put("status", state.status().name());
    ArrayNode seats = node.putArray("seats");
    for (Optional<SeatInfo> seat : state.seats()) {
      ObjectNode entry = seats.addObject();
      entry.put("kind", seat.map(s -> s.bot() ? "bot" : "person").orElse("empty"));
      seat.ifPresent(s -> entry.put("name", s.name()));
    }
    node.put("deal", state.dealNo());
    node.put("seq", state.seq());
    state.session().ifPresent(session -> node.set("session", session(state, session)));
    return node;
  }

  private ObjectNode session(TableState state, Session session) {
    ObjectNode node = json.createObjectNode();
    node.put("number", state.sessionNo());
    node.set("players", json.valueToTree(session.players()));
    node.set("scores", json.valueToTree(session.scores()));
    node.put("nextDealer", session.dealer());
    node.put("endCalled", session.isEndCalled());
    session.aceOfHeartsPlayer().ifPresent(player -> node.put("aceOfHeartsPlayer", player));
    node.put("over", session.isOver());
    ArrayNode deals = node.putArray("deals");
    for (Session.Entry entry : session.entries()) {
      ObjectNode deal = deals.addObject();
      deal.put("dealer", entry.dealer());
      Game game = entry.game();
      game.declarer().ifPresent(declarer -> deal.put("declarer", declarer.index()));
      game.highestBid().ifPresent(bid -> deal.put("bid", bid.code()));
      game.highestBid().ifPresent(bid -> deal.put("bidName", state.rules().hungarianName(bid)));
      deal.set("payments", json.valueToTree(entry.payments()));
    }
    return node;
  }

  private ObjectNode bidNames(RuleSet rules, Set<Bid> bids) {
    ObjectNode names = json.createObjectNode();
    for (Bid bid : bids) {
      ObjectNode name = names.putObject(bid.code());
      name.put("hu", rules.hungarianName(bid));
      name.put("en", rules.englishName(bid));
    }
    return names;
  }

  /** What a client needs once to show the game in Hungarian and English: cards, suits, components, violations, rule sets. */
  public ObjectNode vocabulary() {
    ObjectNode node = json.createObjectNode();
    ObjectNode cards = node.putObject("cards");
    for (Card card : Card.values()) {
      ObjectNode entry = cards.putObject(card.code());
      entry.put("hu", card.hungarianName());
      entry.put("en", card.englishName());
      entry.put("suit", card.suit().name());
      entry.put("rank", card.rank().name());
    }
    ObjectNode suits = node.putObject("suits");
    for (Suit suit : Suit.values()) {
      ObjectNode entry = suits.putObject(suit.name());
      entry.put("hu", suit.hungarianName());
      entry.put("en", suit.englishName());
    }
    ObjectNode components = node.putObject("components");
    for (Component component : Component.values()) {
      ObjectNode entry = components.putObject(component.code());
      entry.put("hu", component.hungarianName());
      entry.put("en", component.englishName());
    }
    ObjectNode violations = node.putObject("violations");
    for (Violation violation : Violation.values()) {
      ObjectNode entry = violations.putObject(violation.name());
      entry.put("hu", violation.hungarianName());
      entry.put("en", violation.englishName());
    }
    ArrayNode rules = node.putArray("rules");
    for (String id : RuleSets.ids()) {
      ObjectNode entry = rules.addObject();
      entry.put("id", id);
      entry.put("description", RuleSets.byId(id).description());
    }
    return node;
  }

  /** An error as the body of an HTTP answer or a WebSocket message. */
  public ObjectNode error(ApiError error) {
    ObjectNode node = json.createObjectNode();
    node.put("type", "error");
    node.put("status", error.status());
    node.put("error", error.code());
    node.put("message", error.getMessage());
    error.field().ifPresent(field -> node.put("field", field));
    error.violation().ifPresent(violation -> node.put("violation", violation));
    return node;
  }

  /** The text of a node. */
  public String text(JsonNode node) {
    try {
      return json.writeValueAsString(node);
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

}
