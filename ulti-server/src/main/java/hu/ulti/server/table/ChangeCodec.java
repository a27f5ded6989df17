package hu.ulti.server.table;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.card.Deal;
import hu.ulti.core.game.Action;
import hu.ulti.core.session.Player;
import hu.ulti.core.session.SessionLog;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A change's events as stored: a JSON array of objects tagged by {@code type}, the deal and the
 * actions in the SDK's wire format.
 */
final class ChangeCodec {
  private final ObjectMapper json;

  ChangeCodec(ObjectMapper json) {
    this.json = json;
  }

  String write(List<Event> events) {
    ArrayNode array = json.createArrayNode();
    for (Event event : events) {
      ObjectNode node = array.addObject();
      if (event instanceof Event.Joined joined) {
        node.put("type", "joined").put("player", joined.player().index()).put("name", joined.name())
            .put("bot", joined.bot());
        joined.engine().ifPresent(engine -> node.put("engine", engine));
      } else if (event instanceof Event.Left left) {
        node.put("type", "left").put("player", left.player().index()).put("botName", left.botName());
      } else if (event instanceof Event.SessionStarted started) {
        node.put("type", "session").put("firstDealer", started.firstDealer().index());
      } else if (event instanceof Event.Dealt dealt) {
        node.put("type", "dealt").set("deal", json.valueToTree(dealt.deal()));
      } else if (event instanceof Event.Acted acted) {
        node.put("type", "acted").set("action", json.valueToTree(acted.action()));
      } else if (event instanceof Event.EndCalled called) {
        node.put("type", "endCalled").put("dealNumber", called.at().dealNumber())
            .put("afterActions", called.at().afterActions());
      } else if (event instanceof Event.Closed closed) {
        node.put("type", "closed").put("reason", closed.reason());
      }
    }
    return array.toString();
  }

  Change read(long version, String text) {
    try {
      List<Event> events = new ArrayList<>();
      for (JsonNode node : json.readTree(text)) {
        events.add(switch (node.path("type").asText()) {
          // "seated" with "seat": the words of the tables stored before 0.1.0.
          case "joined", "seated" -> new Event.Joined(Player.of(either(node, "player", "seat").asInt()),
              node.get("name").asText(), node.get("bot").asBoolean(),
              node.hasNonNull("engine") ? Optional.of(node.get("engine").asText()) : Optional.empty());
          case "left" -> new Event.Left(Player.of(node.get("player").asInt()), node.get("botName").asText());
          case "session" -> new Event.SessionStarted(Player.of(node.get("firstDealer").asInt()));
          case "dealt" -> new Event.Dealt(json.treeToValue(node.get("deal"), Deal.class));
          case "acted" -> new Event.Acted(json.treeToValue(node.get("action"), Action.class));
          case "endCalled" -> new Event.EndCalled(new SessionLog.EndCall(either(node, "dealNumber", "deal").asInt(),
              either(node, "afterActions", "actions").asInt()));
          case "closed" -> new Event.Closed(node.get("reason").asText());
          default -> throw new IllegalStateException("Change " + version + " has an event of unknown type "
              + node.path("type"));
        });
      }
      return new Change(version, events);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("Change " + version + " in the database does not read back: "
          + e.getOriginalMessage(), e);
    }
  }

  /** A field by its name, or by the name it had in the tables stored before 0.1.0. */
  private static JsonNode either(JsonNode node, String name, String oldName) {
    JsonNode value = node.has(name) ? node.get(name) : node.get(oldName);
    if (value == null) {
      throw new IllegalStateException("A stored event has no " + name + ": " + node);
    }
    return value;
  }
}
