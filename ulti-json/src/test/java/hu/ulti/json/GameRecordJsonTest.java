package hu.ulti.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import hu.ulti.core.conformance.RandomPlay;
import hu.ulti.core.game.Game;
import hu.ulti.core.record.GameRecord;
import hu.ulti.core.record.GameRecords;
import hu.ulti.core.record.ReplayBudget;
import hu.ulti.core.rules.RuleSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Game records in JSON whose discards are unknown ({@code discard ? ?}): every record of one
 * document draws on one bound for choosing them, as the records of one text do, so a document of
 * many costs a bounded time in all; a caller gives another bound as the reader's attribute.
 */
class GameRecordJsonTest {
  private static final ObjectMapper MAPPER = UltiJson.mapper();
  private static final TypeReference<List<GameRecord>> RECORDS = new TypeReference<>() {};

  @Test
  void theRecordsOfOneDocumentShareOneBoundOnUnknownDiscards() throws Exception {
    Game game = RandomPlay.game(RuleSet.standard(), 11, false);
    String text = GameRecords.write(game).replaceAll("discard \\S+ \\S+ bid", "discard ? ? bid");
    GameRecord record = GameRecords.read(text).get(0);
    ReplayBudget measure = ReplayBudget.ofActions(1_000_000);
    record.replay(measure);
    long one = measure.total() - measure.remaining();
    assertThat(one).isPositive();
    ArrayNode two = MAPPER.createArrayNode();
    JsonNode document = MAPPER.valueToTree(record);
    two.add(document).add(document);
    String json = MAPPER.writeValueAsString(two);

    assertThat(MAPPER.readValue(json, RECORDS)).hasSize(2);
    ReplayBudget tight = ReplayBudget.ofActions(one + one / 2);
    assertThatThrownBy(() -> MAPPER.readerFor(RECORDS).withAttribute(ReplayBudget.class, tight).readValue(json))
        .isInstanceOf(UltiJsonException.class)
        .hasMessageContaining("within what was left of the input's bound of " + (one + one / 2) + " actions");
    assertThat(tight.remaining()).isLessThan(one);
  }
}
