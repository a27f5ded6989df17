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
import hu.ulti.core.session.Player;
import hu.ulti.core.session.PlayerSessionView;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.session.Session;
import hu.ulti.core.session.SessionView;
import hu.ulti.core.game.Violation;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import hu.ulti.json.UltiJson;
import hu.ulti.server.table.Occupant;
import hu.ulti.server.table.TableAccess;
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
 * table's own facts (players, status, version) and exactly one view of the session: the player's
 * {@link PlayerSessionView} for a player's token, with his legal actions, or the public one,
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

  /** The state of the table as a player sees it, or as a spectator does. */
  public ObjectNode state(TableState state, Optional<Player> player) {
    return state(state, new TableAccess.Viewer(player, false));
  }

  /** The state message as a viewer sees it: his player's view, or a spectator's; {@code "host": true} for the host. */
  public ObjectNode state(TableState state, TableAccess.Viewer viewer) {
    Optional<Player> player = viewer.player();
    ObjectNode node = json.createObjectNode();
    node.put("format", STATE_FORMAT);
    node.put("type", "state");
    node.set("table", table(state));
    player.ifPresent(p -> node.put("player", p.index()));
    if (viewer.host()) {
      node.put("host", true);
    }
    Optional<? extends SessionView> view = state.view(player);
    if (view.isEmpty()) {
      return node;
    }
    node.set("session", json.valueToTree(view.get()));
    Set<Bid> named = new LinkedHashSet<>();
    view.get().results().forEach(result -> named.add(result.bid()));
    view.get().gameView().ifPresent(game -> {
      for (Action action : game.history()) {
        if (action instanceof Action.Bid bid) {
          named.add(bid.bid());
        }
      }
      game.halfHandBid().ifPresent(named::add);
    });
    if (view.get() instanceof PlayerSessionView mine && mine.isDealInProgress()) {
      // The bids the player may make are in his view's bidding box; name them too.
      mine.playerView().flatMap(PlayerView::biddingBox).ifPresent(box -> {
        named.addAll(box.bids());
        named.addAll(box.bidsAfterTakingTalon());
      });
    }
    node.set("bidNames", bidNames(state.rules(), named));
    return node;
  }

  /** The table's own facts: rules, players, status, the session's and the deal's numbers and sequence. */
  public ObjectNode table(TableState state) {
    ObjectNode node = json.createObjectNode();
    node.put("id", state.id());
    node.put("version", state.version());
    node.put("rules", state.rules().id());
    node.put("rulesDescription", state.rules().description());
    node.put("status", state.status().name());
    node.set("players", players(state.players()));
    node.put("sessionNumber", state.sessionNumber());
    node.put("dealNumber", state.dealNumber());
    node.put("seq", state.seq());
    return node;
  }

  private ArrayNode players(List<Optional<Occupant>> players) {
    ArrayNode array = json.createArrayNode();
    for (Optional<Occupant> occupant : players) {
      ObjectNode entry = array.addObject();
      entry.put("kind", occupant.map(Occupant::kind).orElse("empty"));
      occupant.ifPresent(o -> entry.put("name", o.name()));
      occupant.flatMap(Occupant::engine).ifPresent(engine -> entry.put("engine", engine));
    }
    return array;
  }

  /** The lobby: the latest tables with their players. */
  public ObjectNode lobby(List<TableSummary> tables) {
    ArrayNode list = json.createArrayNode();
    for (TableSummary table : tables) {
      ObjectNode entry = list.addObject();
      entry.put("id", table.id());
      entry.put("rules", table.rules());
      entry.put("status", table.status().name());
      entry.set("players", players(table.players()));
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
   * may play at a table (by name only).
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
    ArrayNode playerCounts = node.putArray("playerCounts");
    Session.playerCounts().forEach(playerCounts::add);
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
