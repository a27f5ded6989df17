package hu.ulti.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import hu.ulti.core.card.Deal;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.game.PublicView;
import hu.ulti.core.record.GameRecord;
import hu.ulti.core.record.GameRecords;
import hu.ulti.core.scoring.HandSummary;
import hu.ulti.core.scoring.Settlement;
import hu.ulti.core.session.PlayerSessionView;
import hu.ulti.core.session.PublicSessionView;
import hu.ulti.core.session.SessionLog;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;

/**
 * The promise of docs/json.md and docs/vocabulary.md kept: the documents, datasets and records the
 * build of 2026-11-26 wrote, before the words of 0.1.0 (src/test/resources/legacy/2026-11-26),
 * read with today's readers, mean what they meant, and are written again only in today's words.
 */
class LegacyJsonTest {
  private static final ObjectMapper MAPPER = UltiJson.mapper();
  private static final String FOLDER = "/legacy/2026-11-26/";
  private static final Map<String, Class<?>> TYPES = Map.of("Game", Game.class, "PlayerView", PlayerView.class,
      "PublicView", PublicView.class, "Settlement", Settlement.class, "HandSummary", HandSummary.class,
      "SessionLog", SessionLog.class, "PlayerSessionView", PlayerSessionView.class,
      "PublicSessionView", PublicSessionView.class);
  /** Field names of the old build that today's writer no longer writes (docs/vocabulary.md). */
  private static final List<String> OLD_FIELDS = List.of("\"components\"", "\"trump\"", "\"kontra\":[", "\"by\"",
      "\"notedAt\"", "\"number\"", "\"FINISHED\"", "\"deal\":{\"format\"");

  private static Path folder(String name) throws URISyntaxException {
    return Path.of(LegacyJsonTest.class.getResource(FOLDER + name).toURI());
  }

  private static List<String> gzippedLines(Path file) throws IOException {
    try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
    }
  }

  /** The golden documents as they were, read today and written again, are the golden documents of 0.1.0. */
  @Test
  void theOldGoldenDocumentsReadAndWriteAsTheGoldenDocumentsOfToday() throws Exception {
    Path today = Path.of(CompatibilityTest.class.getResource("/golden/v1").toURI());
    try (Stream<Path> files = Files.list(folder("golden"))) {
      List<Path> old = files.filter(f -> f.toString().endsWith(".json")).sorted().toList();
      assertThat(old).hasSize(18);
      for (Path file : old) {
        Map.Entry<Path, String> golden = CompatibilityTest.golden().entrySet().stream()
            .filter(e -> e.getKey().getFileName().equals(file.getFileName())).findFirst().orElseThrow();
        Class<?> type = CompatibilityTest.type(golden.getKey());
        Object value = MAPPER.readValue(Files.readString(file), type);
        assertThat(MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(value).strip())
            .as("%s written again", file.getFileName())
            .isEqualTo(Files.readString(today.resolve(file.getFileName())).strip());
      }
    }
  }

  /** Over a thousand documents of every kind, of 18 rule sets, read and round-trip in today's words. */
  @Test
  void everyDocumentOfTheOldBuildReadsAndIsWrittenInTodaysWords() throws Exception {
    List<String> lines = gzippedLines(folder("json").resolve("documents.jsonl.gz"));
    assertThat(lines).hasSizeGreaterThan(1000);
    for (String line : lines) {
      JsonNode entry = MAPPER.readTree(line);
      Class<?> type = TYPES.get(entry.get("type").textValue());
      Object value = MAPPER.treeToValue(entry.get("json"), type);
      String today = MAPPER.writeValueAsString(value);
      for (String old : OLD_FIELDS) {
        assertThat(today).as("%s written again", type.getSimpleName()).doesNotContain(old);
      }
      assertThat(MAPPER.readValue(today, type)).isEqualTo(value);
    }
  }

  /**
   * The datasets of {@code ulti dataset} (and so the server's archive, which has their format): each
   * line's game reads and replays, its contract is named as its rules name it (today or before),
   * and its game record referees to the same payments.
   */
  @Test
  void everyDealOfTheOldDatasetsReadsAndRefereesToTheSamePayments() throws Exception {
    int deals = 0;
    try (Stream<Path> files = Files.list(folder("dataset"))) {
      for (Path jsonLines : files.filter(f -> f.toString().endsWith(".jsonl.gz")).sorted().toList()) {
        List<String> lines = gzippedLines(jsonLines);
        List<GameRecord> records = GameRecords.read(String.join("\n",
            gzippedLines(jsonLines.resolveSibling(jsonLines.getFileName().toString().replace(".jsonl.gz", ".records.gz")))));
        assertThat(records).hasSameSizeAs(lines);
        for (int i = 0; i < lines.size(); i++) {
          JsonNode line = MAPPER.readTree(lines.get(i));
          Game game = MAPPER.treeToValue(line.get("game"), Game.class);
          assertThat(game.isOver()).isTrue();
          game.contract().ifPresent(contract -> assertThat(game.rules().parseBid(line.get("contract").textValue()))
              .isEqualTo(contract.bid()));
          assertThat(records.get(i).replay().payments()).isEqualTo(game.payments());
          assertThat(MAPPER.treeToValue(line.get("game").get("deal"), Deal.class)).isEqualTo(game.deal());
          deals++;
        }
      }
    }
    assertThat(deals).isEqualTo(7);
    // Actions did not change their tags: the old ones read as the same actions.
    assertThat(MAPPER.readValue("{\"type\":\"play\",\"seat\":1,\"card\":\"HA\"}", Action.class))
        .isInstanceOf(Action.Play.class);
  }
}
