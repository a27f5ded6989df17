package hu.ulti.server.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.card.Card;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.PlayerSessionView;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.game.Session;
import hu.ulti.core.game.SessionView;
import hu.ulti.core.game.Violation;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import hu.ulti.json.UltiJson;
import hu.ulti.server.table.SeatInfo;
import hu.ulti.server.table.TableState;
import hu.ulti.server.table.TableSummary;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The messages a client receives ({@code docs/server.md}). A state message
 * ({@value #STATE_FORMAT}, its schema in {@code docs/schema/server-state.schema.json}) carries the
 * table's own facts (seats, status, version) and exactly one view of the session: the seat's
 * {@link PlayerSessionView} for a seat's token, with its legal actions, or the public one,
 * both written by {@code ulti-json}. Nothing about the cards is ever sent but what that view
 * holds: the game itself never leaves the server.
 */
public final class Messages {
  /** The format of the state message, versioned as the SDK's documents are ({@code docs/json.md}). */
  public static final String STATE_FORMAT = "ulti-server-state 1";

  private final ObjectMapper json;

  /** Messages written with this mapper (one with the Ulti module). */
  public Messages(ObjectMapper json) {
    this.json = json;
  }

  /** The state of the table as the seat sees it, or as a spectator does. */
  public ObjectNode state(TableState state, Optional<Integer> seat) {
    ObjectNode node = json.createObjectNode();
    node.put("format", STATE_FORMAT);
    node.put("type", "state");
    node.set("table", table(state));
    seat.ifPresent(s -> node.put("you", s));
    Optional<? extends SessionView> view = state.view(seat);
    if (view.isEmpty()) {
      return node;
    }
    node.set("session", json.valueToTree(view.get()));
    Set<Bid> named = new LinkedHashSet<>();
    view.get().results().forEach(result -> named.add(result.bid()));
    view.get().deal().ifPresent(deal -> {
      for (Action action : deal.history()) {
        if (action instanceof Action.MakeBid make) {
          named.add(make.bid());
        }
      }
      deal.halfHandBid().ifPresent(named::add);
    });
    if (view.get() instanceof PlayerSessionView mine && mine.isDealInProgress()) {
      // The bids the seat may make are in its view's bidding box; name them too.
      mine.playerView().flatMap(PlayerView::biddingBox).ifPresent(box -> {
        named.addAll(box.bids());
        named.addAll(box.bidsAfterTakingTalon());
      });
    }
    node.set("bidNames", bidNames(state.rules(), named));
    return node;
  }

  /** The table's own facts: rules, seats, status, the session's and the deal's numbers and sequence. */
  public ObjectNode table(TableState state) {
    ObjectNode node = json.createObjectNode();
    node.put("id", state.id());
    node.put("version", state.version());
    node.put("rules", state.rules().id());
    node.put("rulesDescription", state.rules().description());
    node.put("status", state.status().name());
    node.set("seats", seats(state.seats()));
    node.put("session", state.sessionNo());
    node.put("deal", state.dealNo());
    node.put("seq", state.seq());
    return node;
  }

  private ArrayNode seats(List<Optional<SeatInfo>> seats) {
    ArrayNode array = json.createArrayNode();
    for (Optional<SeatInfo> seat : seats) {
      ObjectNode entry = array.addObject();
      entry.put("kind", seat.map(s -> s.bot() ? "bot" : "person").orElse("empty"));
      seat.ifPresent(s -> entry.put("name", s.name()));
      seat.flatMap(SeatInfo::engine).ifPresent(engine -> entry.put("engine", engine));
    }
    return array;
  }

  /** The lobby: the latest tables with their seats. */
  public ObjectNode lobby(List<TableSummary> tables) {
    ArrayNode list = json.createArrayNode();
    for (TableSummary table : tables) {
      ObjectNode entry = list.addObject();
      entry.put("id", table.id());
      entry.put("rules", table.rules());
      entry.put("status", table.status().name());
      entry.set("seats", seats(table.seats()));
    }
    ObjectNode body = json.createObjectNode();
    body.set("tables", list);
    return body;
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

  /**
   * What a client needs once to show the game in Hungarian and English: cards, suits, components,
   * violations, rule sets; and what this server offers: table sizes, formats and the engines that
   * may take a seat (by name only).
   *
   * @param engines the names of the operator's engines
   */
  public ObjectNode vocabulary(Set<String> engines) {
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
    ArrayNode players = node.putArray("players");
    Session.playerCounts().forEach(players::add);
    // What this server writes: a client that knows a lower version of one of them meets a newer server.
    ArrayNode formats = node.putArray("formats");
    UltiJson.formats().forEach(formats::add);
    formats.add(STATE_FORMAT);
    ArrayNode engineNames = node.putArray("engines");
    new TreeSet<>(engines).forEach(engineNames::add);
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

  /** The mapper the messages are written with. */
  ObjectMapper json() {
    return json;
  }

  /** The text of a node. */
  public String text(JsonNode node) {
    try {
      return json.writeValueAsString(node);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }
}
