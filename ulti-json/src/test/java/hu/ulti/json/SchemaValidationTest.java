package hu.ulti.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.dialect.Dialects;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.conformance.RandomPlay;
import hu.ulti.core.contract.Component;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Violation;
import hu.ulti.core.play.Trick;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.record.GameRecords;
import hu.ulti.core.rules.RuleSet;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * What the module writes is valid against the JSON Schemas of {@code docs/schema}, checked with
 * a real validator (networknt, draft 2020-12); and the schemas refuse what the format refuses.
 */
class SchemaValidationTest {
  static final String BASE = "https://ulti-sdk.github.io/ulti/schema/";
  private static final Path FOLDER = Path.of(System.getProperty("ulti.root", "..")).resolve("docs/schema");
  static final SchemaRegistry REGISTRY = SchemaRegistry.withDefaultDialect(Dialects.getDraft202012(),
      builder -> builder.schemas(iri -> iri.startsWith(BASE) ? read(FOLDER.resolve(iri.substring(BASE.length()))) : null));
  private static final ObjectMapper MAPPER = UltiJson.mapper();

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static List<Error> errors(String schema, Object value) {
    Schema loaded = REGISTRY.getSchema(SchemaLocation.of(BASE + schema));
    return loaded.validate(MAPPER.valueToTree(value));
  }

  static void valid(String schema, Object value) {
    assertThat(errors(schema, value)).as("%s against %s", value, schema).isEmpty();
  }

  @Test
  void everythingWrittenIsValidAgainstItsSchema() {
    List<RuleSet> all = JsonRoundTripTest.ruleSets();
    for (int i = 0; i < 120; i++) {
      RuleSet rules = all.get(i % all.size());
      RandomGenerator random = SeededRandom.of(i);
      Game game = Game.deal(rules, Seat.of(random.nextInt(3)), random);
      while (!game.isOver()) {
        game.biddingBox().ifPresent(box -> valid("bidding-box.schema.json", box));
        game = game.apply(RandomPlay.choose(game, random));
        if (random.nextInt(5) == 0) {
          valid("game.schema.json", game);
          for (Seat seat : Seat.values()) {
            valid("player-view.schema.json", game.view(seat));
          }
          valid("public-view.schema.json", game.publicView());
        }
      }
      valid("game.schema.json", game);
      for (Seat seat : Seat.values()) {
        valid("player-view.schema.json", game.view(seat));
      }
      valid("public-view.schema.json", game.publicView());
      for (Action action : game.history()) {
        valid("action.schema.json", action);
        if (action instanceof Action.Play play) {
          valid("card.schema.json", play.card());
        }
      }
      valid("hand-summary.schema.json", game.summary());
      valid("settlement.schema.json", game.settlement());
      valid("game-record.schema.json", GameRecords.read(GameRecords.write(game)).get(0));
      valid("rule-set.schema.json", rules);
      game.contract().ifPresent(contract -> valid("contract.schema.json", contract));
      game.contract().ifPresent(contract -> valid("bid.schema.json", contract.bid()));
      for (Trick trick : game.trickPlay().map(p -> p.completedTricks()).orElse(List.of())) {
        valid("trick.schema.json", trick);
      }
      valid("card-set.schema.json", game.deal().hand(Seat.SEAT_0));
      valid("deal.schema.json", game.deal());
    }
    Game fresh = Game.deal(RuleSet.standard(), Seat.SEAT_2, SeededRandom.of(1));
    valid("refusal.schema.json", fresh.check(new Action.Pass(Seat.SEAT_1)).orElseThrow());
    valid("violation.schema.json", Violation.TOO_LATE);
    valid("phase.schema.json", fresh.phase());
    valid("seat.schema.json", Seat.SEAT_1);
    valid("suit.schema.json", Suit.BELLS);
    valid("trumps.schema.json", Trumps.none());
    valid("component.schema.json", Component.FOUR_ACES);
  }

  @Test
  void theSchemasRefuseWhatTheFormatRefuses() throws IOException {
    Schema card = REGISTRY.getSchema(SchemaLocation.of(BASE + "card.schema.json"));
    assertThat(card.validate(MAPPER.readTree("\"HX\""))).isNotEmpty();
    Schema action = REGISTRY.getSchema(SchemaLocation.of(BASE + "action.schema.json"));
    assertThat(action.validate(MAPPER.readTree("{\"type\":\"play\",\"seat\":3,\"card\":\"HA\"}"))).isNotEmpty();
    // Unknown fields are allowed, as readers ignore them (docs/json.md); nulls are not.
    assertThat(action.validate(MAPPER.readTree("{\"type\":\"play\",\"seat\":0,\"card\":\"HA\",\"x\":1}"))).isEmpty();
    assertThat(action.validate(MAPPER.readTree("{\"type\":\"kontra\",\"seat\":0,\"component\":\"game\",\"against\":null}")))
        .isNotEmpty();
    Schema bid = REGISTRY.getSchema(SchemaLocation.of(BASE + "bid.schema.json"));
    assertThat(bid.validate(MAPPER.readTree("\"hearts 40-100 ulti\""))).isEmpty();
    assertThat(bid.validate(MAPPER.readTree("\"Heart ulti\""))).isNotEmpty();
    JsonNode view = MAPPER.valueToTree(Game.deal(RuleSet.standard(), Seat.SEAT_2, SeededRandom.of(2)).view(Seat.SEAT_0));
    ((com.fasterxml.jackson.databind.node.ObjectNode) view).remove("hand");
    assertThat(REGISTRY.getSchema(SchemaLocation.of(BASE + "player-view.schema.json")).validate(view)).isNotEmpty();
  }
}
