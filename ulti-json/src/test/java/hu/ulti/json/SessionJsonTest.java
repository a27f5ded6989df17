package hu.ulti.json;

import hu.ulti.core.session.Player;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.conformance.RandomSessions;
import hu.ulti.core.session.PlayerSessionView;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.session.PublicSessionView;
import hu.ulti.core.session.Session;
import hu.ulti.core.session.SessionLog;
import hu.ulti.core.rules.RuleSet;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * Sessions in the wire format: the log (and a session, whose reading replays it) and both views
 * of every state of random sessions of three and four, under every rule set, survive write then
 * read unchanged, write back to the same bytes, and are valid against their schemas; tampered
 * documents are refused where they break.
 */
class SessionJsonTest {
  private static final ObjectMapper MAPPER = UltiJson.mapper();

  @Test
  void everyStateOfRandomSessionsSurvivesWriteThenRead() {
    List<RuleSet> all = JsonRoundTripTest.ruleSets();
    AtomicInteger states = new AtomicInteger();
    for (int i = 0; i < 2 * all.size(); i++) {
      RuleSet rules = all.get(i % all.size());
      RandomGenerator random = SeededRandom.of(i);
      RandomSessions.play(rules, 3 + i % 2, 4, true, random, session -> {
        if (random.nextInt(8) > 0 && !session.isOver()) {
          return;
        }
        states.incrementAndGet();
        String log = write(session.log());
        assertThat(read(log, SessionLog.class)).isEqualTo(session.log());
        assertThat(write(read(log, Session.class).log())).isEqualTo(log);
        SchemaValidationTest.valid("session-log.schema.json", session.log());
        PublicSessionView spectator = session.publicView();
        String written = write(spectator);
        PublicSessionView back = read(written, PublicSessionView.class);
        assertThat(back).isEqualTo(spectator);
        assertThat(write(back)).isEqualTo(written);
        SchemaValidationTest.valid("public-session-view.schema.json", spectator);
        for (int player = 0; player < session.players().size(); player++) {
          PlayerSessionView view = session.view(Player.of(player));
          String mine = write(view);
          PlayerSessionView again = read(mine, PlayerSessionView.class);
          assertThat(again).isEqualTo(view);
          assertThat(again.playerView().map(PlayerView::legalActions))
              .isEqualTo(view.playerView().map(PlayerView::legalActions));
          assertThat(write(again)).isEqualTo(mine);
          SchemaValidationTest.valid("session-view.schema.json", view);
        }
      });
    }
    assertThat(states.get()).isGreaterThan(50);
  }

  @Test
  void aTamperedLogOrViewIsRefusedWhereItBreaks() throws Exception {
    Session session = RandomSessions.play(RuleSet.standard(), 4, 3, false, SeededRandom.of(3));
    ObjectNode log = (ObjectNode) MAPPER.valueToTree(session);
    // Two actions of the second deal swapped: the replay refuses the first that breaks a rule.
    ArrayNode actions = (ArrayNode) log.get("deals").get(1).get("actions");
    JsonNode first = actions.get(0);
    actions.set(0, actions.get(1));
    actions.set(1, first);
    assertThatThrownBy(() -> MAPPER.treeToValue(log, Session.class)).isInstanceOf(UltiJsonException.class)
        .hasMessageContaining("deals[1].actions[0]: NOT_YOUR_TURN")
        .satisfies(e -> assertThat(((UltiJsonException) e).field()).isEqualTo("deals[1].actions[0]"));
    // The same log still reads as data: only a replay judges it.
    assertThat(MAPPER.treeToValue(log, SessionLog.class).deals()).hasSize(3);
    // Deals in the wrong order: the first is dealt from another seat than its dealer's.
    ObjectNode swapped = (ObjectNode) MAPPER.valueToTree(RandomSessions.play(RuleSet.standard(), 3, 2, false,
        SeededRandom.of(4)));
    ArrayNode deals = (ArrayNode) swapped.get("deals");
    JsonNode firstDeal = deals.get(0);
    deals.set(0, deals.get(1));
    deals.set(1, firstDeal);
    assertThatThrownBy(() -> MAPPER.treeToValue(swapped, Session.class))
        .hasMessageContaining("deals[0]: player");
    // A player view whose scores or seat are not the session's, or whose result is not the deal's.
    ObjectNode view = (ObjectNode) MAPPER.valueToTree(session.view(Player.PLAYER_1));
    ObjectNode scores = view.deepCopy();
    ((ArrayNode) scores.get("scores")).set(0, IntNode.valueOf(1000));
    assertThatThrownBy(() -> MAPPER.treeToValue(scores, PlayerSessionView.class))
        .hasMessageContaining("scores: the session gives");
    ObjectNode payments = view.deepCopy();
    ((ArrayNode) payments.get("results").get(0).get("payments")).set(0, IntNode.valueOf(1000));
    assertThatThrownBy(() -> MAPPER.treeToValue(payments, PlayerSessionView.class))
        .hasMessageContaining("results[0].payments: deal 1 gives");
    Player out = session.publicView().sittingOut().orElseThrow();
    ObjectNode otherPlayer = (ObjectNode) MAPPER.valueToTree(session.view(out.next(4)));
    otherPlayer.put("player", out.index());
    assertThatThrownBy(() -> MAPPER.treeToValue(otherPlayer, PlayerSessionView.class))
        .hasMessageContaining("sits the deal out and sees what a spectator sees");
    ObjectNode spectator = (ObjectNode) MAPPER.valueToTree(session.publicView());
    spectator.put("seat", 1);
    assertThatThrownBy(() -> MAPPER.treeToValue(spectator, PublicSessionView.class))
        .hasMessageContaining("seat: a spectator has no seat");
    // A player who is not at the table: refused as the field it is, not as an exception of the core.
    ObjectNode noSuchPlayer = (ObjectNode) MAPPER.valueToTree(RandomSessions.play(RuleSet.standard(), 3, 1, false,
        SeededRandom.of(5)).view(Player.PLAYER_0));
    noSuchPlayer.put("player", 3);
    assertThatThrownBy(() -> MAPPER.treeToValue(noSuchPlayer, PlayerSessionView.class))
        .isInstanceOf(UltiJsonException.class).hasMessageContaining("player: expected a whole number from 0 to 2");
    ObjectNode names = (ObjectNode) MAPPER.valueToTree(session.log());
    ((ArrayNode) names.get("players")).set(0, MAPPER.getNodeFactory().textNode("A, B"));
    assertThatThrownBy(() -> MAPPER.treeToValue(names, SessionLog.class)).hasMessageContaining("no comma");
  }

  private static String write(Object value) {
    try {
      return MAPPER.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new AssertionError(e);
    }
  }

  private static <T> T read(String json, Class<T> type) {
    try {
      return MAPPER.readValue(json, type);
    } catch (JsonProcessingException e) {
      throw new AssertionError(json, e);
    }
  }
}
