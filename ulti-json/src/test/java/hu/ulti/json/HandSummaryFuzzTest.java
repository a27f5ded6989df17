package hu.ulti.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import hu.ulti.core.conformance.Fuzz;
import hu.ulti.core.scoring.HandSummary;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Hand summaries as people write them, mutated: only Jackson's exceptions (ours among them) escape. */
class HandSummaryFuzzTest {
  private static final List<String> VALID = List.of(
      "{\"rules\":\"standard\",\"bid\":\"Heart ulti\",\"trump\":\"hearts\","
          + "\"kontra\":[{\"component\":\"ulti\",\"level\":1,\"by\":\"both\"}],\"gaveUp\":false,"
          + "\"declarer\":{\"cardPoints\":50,\"tricks\":5,\"marriages\":[40]},"
          + "\"defenders\":{\"cardPoints\":40,\"tricks\":5,\"marriages\":[20]},"
          + "\"lastTrick\":{\"wonBy\":\"declarer\",\"trumpSeven\":\"declarer-lost\"},\"fourAces\":\"none\",\"fourTens\":\"none\"}",
      "{\"rules\":\"standard\",\"bid\":\"Piros betli\",\"kontra\":[{\"component\":\"betli\",\"level\":1,\"by\":\"first\"}],"
          + "\"declarer\":{\"tricks\":0},\"defenders\":{\"tricks\":10}}",
      "{\"rules\":\"standard\",\"bid\":\"Pass\",\"gaveUp\":true}",
      "{\"rules\":\"half-hand\",\"bid\":\"Bell 40-100\",\"trump\":\"bells\",\"halfHand\":{\"factors\":{\"40-100\":2},"
          + "\"kontras\":{}},\"declarer\":{\"cardPoints\":60,\"tricks\":6,\"marriages\":[40]},"
          + "\"defenders\":{\"cardPoints\":30,\"tricks\":4},\"lastTrick\":{\"wonBy\":\"declarer\",\"trumpSeven\":\"none\"}}",
      "{\"rules\":\"four-aces+tournament\",\"bid\":\"Ulti four aces\",\"trump\":\"leaves\","
          + "\"declarer\":{\"cardPoints\":70,\"tricks\":8},\"defenders\":{\"cardPoints\":20,\"tricks\":2},"
          + "\"lastTrick\":{\"wonBy\":\"declarer\",\"trumpSeven\":\"declarer-won\"},\"fourAces\":\"declarer\"}");

  @Test
  void onlyInvalidHandSummaryExceptionEscapes() {
    Fuzz.parser("HandSummary", 6, VALID, json -> {
      try {
        UltiJson.mapper().readValue(json, HandSummary.class);
      } catch (JsonProcessingException e) {
        throw new JsonFuzzTest.Refused(e);
      }
    }, JsonFuzzTest.Refused.class);
  }
}
