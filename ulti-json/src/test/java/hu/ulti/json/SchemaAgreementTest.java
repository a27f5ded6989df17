package hu.ulti.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.conformance.RandomPlay;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.BiddingBox;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.game.PublicView;
import hu.ulti.core.game.Refusal;
import hu.ulti.core.game.Violation;
import hu.ulti.core.play.Trick;
import hu.ulti.core.record.GameRecord;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.scoring.HandSummary;
import hu.ulti.core.scoring.Settlement;
import hu.ulti.core.session.PlayerSessionView;
import hu.ulti.core.session.PublicSessionView;
import hu.ulti.core.session.SessionLog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * The schemas and the reader agree: mutated documents (a field removed, a value replaced by null,
 * a string, a number out of range, an array grown or emptied) that a schema refuses, the reader
 * refuses too, so a client that validates before sending never meets a reader that is looser
 * than the schema promised; and the cases where they once disagreed are refused by both. (The
 * reader checks more than a schema can, the rules of the game: what it refuses beyond the
 * schema is its own.)
 */
class SchemaAgreementTest {
  private static final ObjectMapper MAPPER = UltiJson.mapper();
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  @Test
  void whatASchemaRefusesTheReaderRefuses() throws IOException {
    RandomGenerator random = SeededRandom.of(2026);
    int mutants = 0;
    int refusedBySchema = 0;
    List<String> looser = new ArrayList<>();
    for (Map.Entry<Path, String> golden : CompatibilityTest.golden().entrySet()) {
      JsonNode document = MAPPER.readTree(Files.readString(golden.getKey()));
      Class<?> type = typeOf(golden.getValue());
      List<JsonNode> variants = mutants(document, random, 60);
      for (JsonNode mutant : variants) {
        mutants++;
        boolean schemaAccepts = schema(golden.getValue()).validate(mutant).isEmpty();
        boolean readerAccepts = reads(mutant, type);
        if (!schemaAccepts) {
          refusedBySchema++;
          if (readerAccepts) {
            looser.add(golden.getKey().getFileName() + ": " + MAPPER.writeValueAsString(mutant));
          }
        }
      }
    }
    assertThat(looser).as("documents the schema refuses but the reader reads").isEmpty();
    assertThat(mutants).isGreaterThan(500);
    assertThat(refusedBySchema).isGreaterThan(100);
  }

  /** The cases where reader and schemas once disagreed: both refuse each now. */
  @Test
  void theFormerDisagreementsAreRefusedByBoth() throws IOException {
    Game game = RandomPlay.game(RuleSet.standard(), 8, false);
    JsonNode box = MAPPER.readTree("{\"seat\":0,\"mayPass\":false,\"mayTakeTalon\":false,\"suitsToName\":[],"
        + "\"discards\":[[\"A7\"]],\"bids\":[],\"bidsAfterTakingTalon\":[]}");
    assertThat(schema("bidding-box.schema.json").validate(box)).as("a one-card discard in a box").isNotEmpty();
    assertThat(reads(box, BiddingBox.class)).isFalse();
    JsonNode againstNull = MAPPER.readTree("{\"type\":\"kontra\",\"seat\":0,\"component\":\"game\",\"against\":null}");
    JsonNode twoBlanks = MAPPER.readTree("{\"type\":\"bid\",\"seat\":0,\"discard\":[],\"bid\":\"hearts  game\"}");
    for (JsonNode action : List.of(againstNull, twoBlanks)) {
      assertThat(schema("action.schema.json").validate(action)).as("%s", action).isNotEmpty();
      assertThat(reads(action, Action.class)).as("%s", action).isFalse();
    }
    ObjectNode deal = (ObjectNode) MAPPER.valueToTree(game.deal());
    ArrayNode everything = ((ArrayNode) deal.get("hands")).get(0).deepCopy();
    ((ArrayNode) deal.get("hands")).get(1).forEach(everything::add);
    ((ArrayNode) deal.get("hands")).get(2).forEach(everything::add);
    deal.withArray("hands").set(0, everything);
    assertThat(schema("deal.schema.json").validate(deal)).as("a hand of 32").isNotEmpty();
    assertThat(reads(deal, Deal.class)).isFalse();
    JsonNode trick = MAPPER.readTree("{\"leader\":0,\"cards\":[\"HA\",\"HA\"]}");
    assertThat(schema("trick.schema.json").validate(trick)).as("a card twice in a trick").isNotEmpty();
    assertThat(reads(trick, Trick.class)).isFalse();
    ObjectNode settlement = (ObjectNode) MAPPER.valueToTree(game.settlement());
    ((ObjectNode) settlement.get("payments")).remove("2");
    assertThat(schema("settlement.schema.json").validate(settlement)).as("payments without a seat").isNotEmpty();
    assertThat(reads(settlement, Settlement.class)).isFalse();
    ObjectNode view = (ObjectNode) MAPPER.valueToTree(game.view(Seat.SEAT_0));
    view.put("toAct", (String) null);
    assertThat(schema("player-view.schema.json").validate(view)).as("null where a seat goes").isNotEmpty();
    assertThat(reads(view, PlayerView.class)).isFalse();
  }

  /**
   * "The SDK writes a refusal it cannot read back": a bid laying down one card, or three, is the
   * game's to refuse (INVALID_DISCARD); the refusal is written, validates, and reads back equal.
   */
  @Test
  void aRefusalOfAnyDiscardReadsBackAndValidates() throws IOException {
    Game game = Game.deal(RuleSet.standard(), Seat.SEAT_2, SeededRandom.of(4));
    List<Card> hand = game.hand(Seat.SEAT_0).toList();
    for (int size : new int[] {1, 3}) {
      Action bid = new Action.Bid(Seat.SEAT_0, CardSet.of(hand.subList(0, size).toArray(Card[]::new)),
          game.rules().parseBid("Simple game"));
      Refusal refusal = game.check(bid).orElseThrow();
      assertThat(refusal.violation()).isEqualTo(Violation.INVALID_DISCARD);
      JsonNode written = MAPPER.valueToTree(refusal);
      assertThat(schema("refusal.schema.json").validate(written)).as("%s", written).isEmpty();
      assertThat(schema("action.schema.json").validate(written.get("action"))).isEmpty();
      assertThat(MAPPER.treeToValue(written, Refusal.class)).isEqualTo(refusal);
    }
  }

  /** Some mutations of the document, each changing one place. */
  private static List<JsonNode> mutants(JsonNode document, RandomGenerator random, int count) {
    List<Consumer<JsonNode>> places = new ArrayList<>();
    collect(document, places);
    List<JsonNode> mutants = new ArrayList<>();
    for (int i = 0; i < count && !places.isEmpty(); i++) {
      JsonNode copy = document.deepCopy();
      List<Consumer<JsonNode>> copyPlaces = new ArrayList<>();
      collect(copy, copyPlaces);
      copyPlaces.get(random.nextInt(copyPlaces.size())).accept(NODES.numberNode(random.nextInt(6)));
      mutants.add(copy);
    }
    return mutants;
  }

  /** Every place of the document, each as a mutation chosen by the number it is given. */
  private static void collect(JsonNode node, List<Consumer<JsonNode>> places) {
    if (node.isObject()) {
      ObjectNode object = (ObjectNode) node;
      List<String> names = new ArrayList<>();
      object.fieldNames().forEachRemaining(names::add);
      for (String name : names) {
        JsonNode value = object.get(name);
        places.add(choice -> {
          switch (choice.intValue()) {
            case 0 -> object.remove(name);
            case 1 -> object.putNull(name);
            case 2 -> object.put(name, "x");
            case 3 -> object.put(name, 1_000_000_000_000L);
            case 4 -> object.put(name, -1);
            default -> object.set(name, grown(value));
          }
        });
        collect(value, places);
      }
    } else if (node.isArray()) {
      ArrayNode array = (ArrayNode) node;
      for (int i = 0; i < array.size(); i++) {
        int at = i;
        places.add(choice -> {
          switch (choice.intValue()) {
            case 0 -> array.remove(at);
            case 1 -> array.set(at, NODES.nullNode());
            case 2 -> array.add(array.get(at).deepCopy());
            case 3 -> array.set(at, NODES.textNode("x"));
            case 4 -> array.removeAll();
            default -> array.set(at, grown(array.get(at)));
          }
        });
        collect(array.get(i), places);
      }
    }
  }

  /** The value made larger: an array with its first element again, a number far out of range. */
  private static JsonNode grown(JsonNode value) {
    if (value.isArray() && !value.isEmpty()) {
      ArrayNode copy = value.deepCopy();
      copy.add(value.get(0).deepCopy());
      return copy;
    }
    return value.isTextual() ? NODES.textNode(value.textValue() + " " + value.textValue()) : NODES.numberNode(100);
  }

  private static boolean reads(JsonNode document, Class<?> type) {
    try {
      MAPPER.treeToValue(document, type);
      return true;
    } catch (UltiJsonException e) {
      return false;
    } catch (IOException e) {
      throw new AssertionError("not an UltiJsonException: " + e, e);
    }
  }

  private static Schema schema(String name) {
    return SchemaValidationTest.REGISTRY.getSchema(SchemaLocation.of(SchemaValidationTest.BASE + name));
  }

  private static Class<?> typeOf(String schema) {
    return switch (schema) {
      case "public-session-view.schema.json" -> PublicSessionView.class;
      case "session-view.schema.json" -> PlayerSessionView.class;
      case "session-log.schema.json" -> SessionLog.class;
      case "public-view.schema.json" -> PublicView.class;
      case "player-view.schema.json" -> PlayerView.class;
      case "game-record.schema.json" -> GameRecord.class;
      case "game.schema.json" -> Game.class;
      case "hand-summary.schema.json" -> HandSummary.class;
      case "settlement.schema.json" -> Settlement.class;
      case "deal.schema.json" -> Deal.class;
      default -> Action.class;
    };
  }
}
