package hu.ulti.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.conformance.Fuzz;
import hu.ulti.core.conformance.RandomPlay;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.game.PublicView;
import hu.ulti.core.record.GameRecord;
import hu.ulti.core.record.GameRecords;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import hu.ulti.core.scoring.Settlement;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Mutated JSON of every top-level type: Jackson's exceptions (ours among them) are the only ones
 * that escape {@code readValue}, and no message grows with its input.
 */
class JsonFuzzTest {
  private static final ObjectMapper MAPPER = UltiJson.mapper();

  /** A refusal, carried out of the lambda the fuzzer calls. */
  static final class Refused extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Refused(JsonProcessingException e) {
      super(e.getOriginalMessage(), e);
    }
  }

  private static Consumer<String> reading(Class<?> type) {
    return json -> {
      try {
        MAPPER.readValue(json, type);
      } catch (JsonProcessingException e) {
        throw new Refused(e);
      }
    };
  }

  private static List<String> games(RuleSet rules, int count) throws JsonProcessingException {
    List<String> json = new ArrayList<>();
    for (long seed = 0; seed < count; seed++) {
      Game game = RandomPlay.game(rules, seed, seed % 2 == 0);
      json.add(MAPPER.writeValueAsString(game));
    }
    return json;
  }

  @Test
  void games() throws JsonProcessingException {
    Fuzz.parser("Game", 11, games(RuleSets.byId("half-hand+suit-bid"), 10), reading(Game.class), Refused.class);
    Fuzz.parser("Game", 12, games(RuleSet.standard(), 10), reading(Game.class), Refused.class);
  }

  @Test
  void viewsSettlementsRecordsAndActions() throws JsonProcessingException {
    List<String> views = new ArrayList<>();
    List<String> publicViews = new ArrayList<>();
    List<String> settlements = new ArrayList<>();
    List<String> records = new ArrayList<>();
    List<String> actions = new ArrayList<>();
    for (long seed = 0; seed < 10; seed++) {
      Game game = RandomPlay.game(RuleSets.byId(seed % 2 == 0 ? "standard" : "historical"), seed, seed % 3 == 0);
      views.add(MAPPER.writeValueAsString(game.view(Seat.of((int) (seed % 3)))));
      publicViews.add(MAPPER.writeValueAsString(game.publicView()));
      Game finished = RandomPlay.playFrom(game, SeededRandom.of(seed));
      settlements.add(MAPPER.writeValueAsString(finished.settlement()));
      records.add(MAPPER.writeValueAsString(GameRecords.read(GameRecords.write(finished)).get(0)));
      for (Action action : finished.history()) {
        actions.add(MAPPER.writeValueAsString(action));
      }
    }
    Fuzz.parser("PlayerView", 13, views, reading(PlayerView.class), Refused.class);
    Fuzz.parser("PublicView", 17, publicViews, reading(PublicView.class), Refused.class);
    Fuzz.parser("Settlement", 14, settlements, reading(Settlement.class), Refused.class);
    Fuzz.parser("GameRecord", 15, records, reading(GameRecord.class), Refused.class);
    Fuzz.parser("Action", 16, actions, reading(Action.class), Refused.class);
  }

}
