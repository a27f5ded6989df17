package hu.ulti.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.conformance.RandomPlay;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Phase;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * A client in another language knows its legal moves from the view's JSON alone. For thousands
 * of views, across every rule set and every phase, the view is written by the server side and
 * read here as a foreign client would: as a plain JSON tree (no {@code ulti-json}, no SDK), its
 * {@code biddingBox} expanded by the rule {@code docs/json.md} gives, or its
 * {@code legalActions} taken as they are; the result must be exactly {@code game.legalActions()}.
 */
class ForeignClientTest {
  private static final ObjectMapper SERVER = UltiJson.mapper();
  /** A foreign client's JSON: a plain mapper with no module of the SDK. */
  private static final ObjectMapper CLIENT = new ObjectMapper();

  @Test
  void everySeatKnowsExactlyItsLegalActionsFromTheJsonAlone() throws Exception {
    List<RuleSet> all = JsonRoundTripTest.ruleSets();
    int views = 0;
    Set<Phase> phases = EnumSet.noneOf(Phase.class);
    for (int i = 0; i < 6 * all.size(); i++) {
      RuleSet rules = all.get(i % all.size());
      RandomGenerator random = SeededRandom.of(1000 + i);
      Game game = Game.deal(rules, Seat.of(random.nextInt(3)), random);
      while (true) {
        for (Seat seat : Seat.values()) {
          JsonNode view = CLIENT.readTree(SERVER.writeValueAsString(game.view(seat)));
          List<JsonNode> expected = new ArrayList<>();
          if (game.toAct().equals(Optional.of(seat))) {
            for (Action action : game.legalActions()) {
              expected.add(CLIENT.readTree(SERVER.writeValueAsString(action)));
            }
          }
          assertThat(legalActions(view)).as("%s, seat %s, phase %s", rules.id(), seat, game.phase())
              .isEqualTo(expected);
          views++;
        }
        phases.add(game.phase());
        if (game.isOver()) {
          break;
        }
        game = game.apply(RandomPlay.choose(game, random));
      }
    }
    assertThat(views).isGreaterThan(5_000);
    assertThat(phases).as("every phase").containsExactlyInAnyOrder(Phase.values());
  }

  /**
   * What a client in any language does with a view: its legal actions are its
   * {@code legalActions}, or, while it bids, its {@code biddingBox} expanded: the suits to name,
   * pass, taking the talon, then each bid with each discard (none if there are none).
   */
  static List<JsonNode> legalActions(JsonNode view) {
    List<JsonNode> actions = new ArrayList<>();
    if (view.has("legalActions")) {
      view.get("legalActions").forEach(actions::add);
      return actions;
    }
    JsonNode box = view.get("biddingBox");
    if (box == null) {
      return actions;
    }
    JsonNodeFactory nodes = JsonNodeFactory.instance;
    int seat = box.get("seat").intValue();
    box.get("suitsToName").forEach(suit -> actions.add(nodes.objectNode().put("type", "nameTrumps").put("seat", seat)
        .set("suit", suit)));
    if (box.get("mayPass").booleanValue()) {
      actions.add(nodes.objectNode().put("type", "pass").put("seat", seat));
    }
    if (box.get("mayTakeTalon").booleanValue()) {
      actions.add(nodes.objectNode().put("type", "takeTalon").put("seat", seat));
    }
    List<JsonNode> discards = new ArrayList<>();
    box.get("discards").forEach(discards::add);
    if (discards.isEmpty()) {
      discards.add(nodes.arrayNode());
    }
    for (JsonNode bid : box.get("bids")) {
      for (JsonNode discard : discards) {
        ObjectNode action = nodes.objectNode().put("type", "bid").put("seat", seat);
        action.set("discard", ((ArrayNode) discard).deepCopy());
        action.set("bid", bid);
        actions.add(action);
      }
    }
    return actions;
  }
}
