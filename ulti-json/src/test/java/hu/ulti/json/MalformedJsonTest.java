package hu.ulti.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Seat;
import hu.ulti.core.conformance.RandomPlay;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.BiddingBox;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.record.GameRecord;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.scoring.HandSummary;
import hu.ulti.core.scoring.Settlement;
import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/** Malformed JSON is refused with a message naming the field; nothing but Jackson's exceptions escapes. */
class MalformedJsonTest {
  private static final ObjectMapper STRICT = UltiJson.mapper();
  private static final ObjectMapper PLAIN = new ObjectMapper().findAndRegisterModules();

  static Stream<Arguments> malformed() {
    return Stream.of(
        Arguments.of(Card.class, "\"HX\"", "expected a card code such as HA, A10, BO or L7, found \"HX\""),
        Arguments.of(Card.class, "12", "expected a string, found 12"),
        Arguments.of(Card.class, "null", "expected Card, found null"),
        Arguments.of(CardSet.class, "[\"HA\",\"HA\"]", "[1]: HA is given twice"),
        Arguments.of(CardSet.class, "{\"HA\":1}", "expected an array, found {\"HA\":1}"),
        Arguments.of(Seat.class, "3", "expected a whole number from 0 to 2, found 3"),
        Arguments.of(Bid.class, "\"hearts ulti betli\"", "Betli is combined with"),
        Arguments.of(Bid.class, "\"spades game\"", "Cannot read bid word 'spades'"),
        Arguments.of(Action.class, "{\"type\":\"play\",\"seat\":0}", "card: required"),
        Arguments.of(Action.class, "{\"type\":\"kontra\",\"seat\":0,\"component\":\"game\",\"against\":null}",
            "against: null is not a value in this format"),
        Arguments.of(BiddingBox.class, "{\"seat\":0,\"mayPass\":false,\"mayTakeTalon\":false,\"suitsToName\":[],"
            + "\"discards\":[[\"A7\"]],\"bids\":[],\"bidsAfterTakingTalon\":[]}",
            "discards[0]: a discard the box offers is two cards, not 1"),
        Arguments.of(Bid.class, "\"hearts  game\"", "words separated by single spaces"),
        Arguments.of(Bid.class, "\" hearts game\"", "words separated by single spaces"),
        Arguments.of(Action.class, "{\"type\":\"jump\",\"seat\":0}", "type: expected an action type"),
        Arguments.of(Action.class, "{\"type\":\"bid\",\"seat\":0,\"discard\":\"hidden\",\"bid\":\"minor game\"}",
            "discard: a discard is hidden only in a seat's view of another seat's bid"),
        Arguments.of(Action.Bid.class, "{\"type\":\"pass\",\"seat\":0}", "expected an action of type bid, found pass"),
        Arguments.of(Action.class, "{\"type\":\"play\",\"type\":\"pass\",\"seat\":0}", "type"),
        Arguments.of(HandSummary.class, "{\"rules\":\"standard\",\"bid\":\"Pass\"}", "trump: required for a bid with trumps"),
        Arguments.of(HandSummary.class, "{\"rules\":\"standard+\",\"bid\":\"Pass\"}", "rules: A rule set id has no empty part"),
        Arguments.of(Settlement.class, "{\"summary\":{\"rules\":\"standard\",\"bid\":\"minor game\",\"gaveUp\":true},"
            + "\"payments\":{\"0\":4,\"1\":-2,\"2\":-2}}", "payments: the summary settles as"),
        Arguments.of(GameRecord.class, "{\"tags\":{\"Format\":\"ulti-record 1\"},\"moves\":[]}", "the record has no Rules tag"));
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("malformed")
  void isRefusedNamingTheField(Class<?> type, String json, String message) {
    for (ObjectMapper mapper : new ObjectMapper[] {STRICT, PLAIN}) {
      assertThatThrownBy(() -> mapper.readValue(json, type)).isInstanceOf(JsonProcessingException.class)
          .hasMessageContaining(message);
    }
  }

  /** A tampered game names the action and the rule it breaks. */
  @Test
  void aTamperedGameIsRefusedAtTheActionThatBreaksARule() throws Exception {
    Game game = RandomPlay.game(RuleSet.standard(), 3, false);
    String json = STRICT.writeValueAsString(game);
    String card = game.history().stream().filter(a -> a instanceof Action.Play).map(a -> ((Action.Play) a).card())
        .findFirst().orElseThrow().code();
    int at = json.indexOf("\"card\":\"" + card + "\"");
    String other = card.equals("HA") ? "H7" : "HA";
    String tampered = json.substring(0, at) + "\"card\":\"" + other + "\"" + json.substring(at + card.length() + 9);
    assertThatThrownBy(() -> STRICT.readValue(tampered, Game.class)).isInstanceOf(UltiJsonException.class)
        .satisfies(e -> assertThat(((UltiJsonException) e).field()).startsWith("actions["))
        .hasMessageContaining("NOT_IN_HAND");
    String wrongPhase = json.replace("\"phase\":\"OVER\"", "\"phase\":\"AUCTION\"");
    assertThatThrownBy(() -> STRICT.readValue(wrongPhase, Game.class))
        .hasMessageContaining("phase: the actions end in the OVER phase, not AUCTION");
    String view = STRICT.writeValueAsString(game.view(Seat.SEAT_1)).replace("\"seat\":1,\"hand\"", "\"seat\":1,\"hand\"");
    assertThat(STRICT.readValue(view, PlayerView.class)).isEqualTo(game.view(Seat.SEAT_1));
  }

  /**
   * "Readers ignore unknown fields": a field this reader does not know is ignored, so a document
   * from a newer SDK of the same format version reads; the strict mapper, for documents people
   * write by hand, refuses it.
   */
  /**
   * A view's legal actions are checked as a set: builds before 0.1.0 listed them in another order
   * (giving up first), and their documents still read; a list with an action missing or added is refused.
   */
  @Test
  void legalActionsInAnotherOrderReadButAnotherSetIsRefused() throws Exception {
    for (long seed = 0; seed < 40; seed++) {
      Game game = RandomPlay.game(RuleSet.standard(), seed, true);
      Seat seat = game.toAct().orElse(null);
      if (seat == null || game.biddingBox().isPresent() || game.view(seat).legalActions().size() < 2) {
        continue;
      }
      PlayerView view = game.view(seat);
      ObjectNode node = STRICT.valueToTree(view);
      ArrayNode legal = (ArrayNode) node.get("legalActions");
      ArrayNode reversed = STRICT.createArrayNode();
      for (int i = legal.size() - 1; i >= 0; i--) {
        reversed.add(legal.get(i));
      }
      node.set("legalActions", reversed);
      assertThat(STRICT.treeToValue(node, PlayerView.class).legalActions()).isEqualTo(view.legalActions());
      reversed.remove(0);
      assertThatThrownBy(() -> STRICT.treeToValue(node, PlayerView.class)).isInstanceOf(UltiJsonException.class)
          .hasMessageContaining("legalActions: the seat's legalActions are not these");
      reversed.add(reversed.get(0));
      assertThatThrownBy(() -> STRICT.treeToValue(node, PlayerView.class)).isInstanceOf(UltiJsonException.class);
      return;
    }
    throw new AssertionError("no view with two legal actions");
  }

  @Test
  void anUnknownFieldIsIgnoredExceptByTheStrictMapper() throws Exception {
    String json = "{\"type\":\"play\",\"seat\":0,\"card\":\"HA\",\"colour\":1}";
    assertThat(STRICT.readValue(json, Action.class)).isEqualTo(new Action.Play(Seat.SEAT_0, Card.HEARTS_ACE));
    assertThat(PLAIN.readValue(json, Action.class)).isEqualTo(new Action.Play(Seat.SEAT_0, Card.HEARTS_ACE));
    assertThatThrownBy(() -> UltiJson.strictMapper().readValue(json, Action.class)).isInstanceOf(UltiJsonException.class)
        .hasMessageContaining("colour: unknown field; the fields are card, seat, type");
  }

  /**
   * Every problem is an {@link UltiJsonException} naming where it is: a key given twice, a number
   * no type holds, text that is not JSON, content after the value.
   */
  @Test
  void everyProblemIsAnUltiJsonException() {
    String twice = "{\"type\":\"pass\",\"seat\":0,\"seat\":1}";
    for (ObjectMapper mapper : new ObjectMapper[] {STRICT, PLAIN}) {
      assertThatThrownBy(() -> mapper.readValue(twice, Action.class)).isInstanceOf(UltiJsonException.class)
          .hasMessageContaining("seat");
      assertThatThrownBy(() -> mapper.readValue("{\"rules\":\"standard\",\"bid\":\"Pass\",\"declarerSeat\":1E2233775808}",
          HandSummary.class)).isInstanceOf(UltiJsonException.class).hasMessageContaining("declarerSeat");
      assertThatThrownBy(() -> mapper.readValue("[\"HA\", 1e999999999]", CardSet.class))
          .isInstanceOf(UltiJsonException.class);
    }
    for (String text : new String[] {"not json", "", "{\"type\":\"pass\",\"seat\":0} {}", "{\"type\":"}) {
      assertThatThrownBy(() -> STRICT.readValue(text, Action.class)).as(text).isInstanceOf(UltiJsonException.class);
    }
  }

  /**
   * What Jackson refuses before it reaches a value, no content or a byte-order mark in text, is an
   * {@link UltiJsonException} from {@link UltiJson#mapper()}; in a mapper of one's own the module is
   * never called for it and it stays Jackson's own {@link JsonProcessingException}, as docs/json.md
   * says. A byte-order mark at the start of bytes is skipped by both.
   */
  @Test
  void whatJacksonRefusesBeforeAValueIsAnUltiJsonExceptionFromTheSdksMapper() throws Exception {
    String bom = "\uFEFF\"HA\"";
    assertThatThrownBy(() -> STRICT.readValue("", Card.class)).isInstanceOf(UltiJsonException.class)
        .hasMessageContaining("not valid JSON: No content");
    assertThatThrownBy(() -> STRICT.readValue(bom, Card.class)).isInstanceOf(UltiJsonException.class)
        .hasMessageStartingWith("line 1 column 1: not valid JSON: a byte-order mark (U+FEFF) is not part of JSON text;"
            + " read the bytes, or drop it");
    for (String text : new String[] {"", " ", bom}) {
      assertThatThrownBy(() -> PLAIN.readValue(text, Card.class)).isInstanceOf(JsonProcessingException.class)
          .isNotInstanceOf(UltiJsonException.class);
    }
    for (ObjectMapper mapper : new ObjectMapper[] {STRICT, PLAIN}) {
      assertThat(mapper.readValue(bom.getBytes(StandardCharsets.UTF_8), Card.class))
          .isEqualTo(Card.HEARTS_ACE);
    }
  }

  /** Duplicate keys and trailing content are refused by the strict mapper; duplicates by the module in any mapper. */
  @Test
  void duplicateKeysTrailingContentLongAndDeepInputAreRefused() {
    String twice = "{\"type\":\"pass\",\"seat\":0,\"seat\":1}";
    for (ObjectMapper mapper : new ObjectMapper[] {STRICT, PLAIN}) {
      assertThatThrownBy(() -> mapper.readValue(twice, Action.class)).isInstanceOf(JsonProcessingException.class)
          .hasMessageContaining("seat");
    }
    assertThatThrownBy(() -> STRICT.readValue("{\"type\":\"pass\",\"seat\":0} {}", Action.class))
        .isInstanceOf(UltiJsonException.class).hasMessageContaining("Trailing token");
    String huge = "\"" + "H".repeat(10_000_000) + "\"";
    assertThatThrownBy(() -> STRICT.readValue(huge, Card.class)).isInstanceOf(JsonProcessingException.class)
        .hasMessageContaining("exceeds the maximum");
    assertThatThrownBy(() -> PLAIN.readValue(huge, Card.class)).isInstanceOf(JsonProcessingException.class)
        .hasMessageContaining("a string of 10000000 characters; at most 10000 are read");
    String manyCards = "[" + "\"HA\",".repeat(2_000_000) + "\"HA\"]";
    assertThatThrownBy(() -> PLAIN.readValue(manyCards, CardSet.class)).isInstanceOf(JsonProcessingException.class)
        .hasMessageContaining("more than 50000 JSON values");
    String deep = "[".repeat(100_000) + "]".repeat(100_000);
    for (ObjectMapper mapper : new ObjectMapper[] {STRICT, PLAIN}) {
      assertThatThrownBy(() -> mapper.readValue(deep, CardSet.class)).isInstanceOf(JsonProcessingException.class);
    }
  }
}
