package hu.ulti.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import hu.ulti.core.game.Game;
import hu.ulti.core.record.GameRecords;
import hu.ulti.core.record.Notation;
import hu.ulti.json.UltiJson;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** ulti dataset: reproducible bytes from a seed, every field documented, checksums that check, records that replay. */
class DatasetCommandTest {
  private final Cli cli = new Cli();
  private static final ObjectMapper JSON = UltiJson.mapper();

  private static String gunzip(Path file) throws IOException {
    try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static String sha256(Path file) throws IOException, NoSuchAlgorithmException {
    return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
  }

  @Test
  void theSameSeedGivesTheSameBytesOnAnyNumberOfThreads(@TempDir Path folder) throws IOException {
    assertThat(cli.run("dataset", "--deals", "40", "--seed", "9", "--out", folder.resolve("a").toString(), "--zip",
        "--threads", "1", "-q")).as(cli.err()).isZero();
    assertThat(cli.run("dataset", "--deals", "40", "--seed", "9", "--out", folder.resolve("b").toString(), "--zip",
        "--threads", "2", "-q")).as(cli.err()).isZero();
    assertThat(Files.readAllBytes(folder.resolve("b").resolve("SHA256SUMS")))
        .isEqualTo(Files.readAllBytes(folder.resolve("a").resolve("SHA256SUMS")));
    assertThat(Files.readAllBytes(folder.resolve("b.zip"))).isEqualTo(Files.readAllBytes(folder.resolve("a.zip")));
    assertThat(cli.run("dataset", "--deals", "40", "--seed", "10", "--out", folder.resolve("c").toString(), "-q"))
        .isZero();
    assertThat(Files.readString(folder.resolve("c").resolve("SHA256SUMS")))
        .isNotEqualTo(Files.readString(folder.resolve("a").resolve("SHA256SUMS")));
  }

  @Test
  void everyLineReadsEveryFieldIsDocumentedAndTheChecksumsCheck(@TempDir Path folder)
      throws IOException, NoSuchAlgorithmException {
    Path out = folder.resolve("set");
    assertThat(cli.run("dataset", "--deals", "25", "--seed", "3", "--players", "rule-of-thumb,random,sampling:1",
        "--out", out.toString(), "-q")).as(cli.err()).isZero();
    String name = "ulti-dataset-standard-3-25";
    String readme = Files.readString(out.resolve("README.md"));
    assertThat(readme).contains("CC0 1.0 Universal", "ulti dataset --rules standard --deals 25 --seed 3"
        + " --players rule-of-thumb,random,sampling:1");
    List<String> lines = gunzip(out.resolve(name + ".jsonl.gz")).lines().toList();
    assertThat(lines).hasSize(25);
    for (int i = 0; i < lines.size(); i++) {
      JsonNode line = JSON.readTree(lines.get(i));
      assertThat(line.get("format").asText()).isEqualTo("ulti-dataset-deal 1");
      assertThat(line.get("index").asInt()).isEqualTo(i);
      line.fieldNames().forEachRemaining(field -> assertThat(readme).as(field).contains("| `" + field + "` |"));
      Game game = JSON.treeToValue(line.get("game"), Game.class);
      assertThat(game.isOver()).isTrue();
      assertThat(line.get("dealId").asText()).isEqualTo(Notation.deal(game));
    }
    assertThat(GameRecords.read(gunzip(out.resolve(name + ".records.gz")))).hasSize(25);
    for (String sum : Files.readAllLines(out.resolve("SHA256SUMS"))) {
      String[] parts = sum.split("  ");
      assertThat(sha256(out.resolve(parts[1]))).as(parts[1]).isEqualTo(parts[0]);
    }
    assertThat(cli.out()).contains("25 deals of standard, seed 3");
  }

  /** A level is work, not time: a dataset played by the fast level is the same on every run. */
  @Test
  void theFastLevelMakesReproducibleDatasets(@TempDir Path folder) throws IOException {
    Path one = Files.createDirectories(folder.resolve("one"));
    Path two = Files.createDirectories(folder.resolve("two"));
    assertThat(cli.run("dataset", "--deals", "2", "--players", "random,rule-of-thumb,sampling-fast", "--threads", "1",
        "--out", one.toString(), "-q")).as(cli.err()).isZero();
    assertThat(cli.run("dataset", "--deals", "2", "--players", "random,rule-of-thumb,sampling-fast", "--threads", "2",
        "--out", two.toString(), "-q")).as(cli.err()).isZero();
    try (var files = Files.walk(one)) {
      List<Path> written = files.filter(Files::isRegularFile).toList();
      assertThat(written).isNotEmpty();
      for (Path file : written) {
        assertThat(Files.readAllBytes(two.resolve(one.relativize(file)))).as("%s", one.relativize(file))
            .isEqualTo(Files.readAllBytes(file));
      }
    }
  }

  @Test
  void badArgumentsAreRefused(@TempDir Path folder) throws IOException {
    assertThat(cli.run("dataset", "--deals", "0", "--out", folder.toString())).isEqualTo(2);
    assertThat(cli.run("dataset", "--deals", "2", "--players", "random,random", "--out", folder.toString())).isEqualTo(2);
    assertThat(cli.err()).contains("three bots, one per seat");
    assertThat(cli.run("dataset", "--deals", "2", "--players", "random,random,engine:x", "--out", folder.toString()))
        .isEqualTo(2);
    Path file = Files.writeString(folder.resolve("file"), "");
    assertThat(cli.run("dataset", "--deals", "2", "--out", file.resolve("x").toString(), "-q")).isEqualTo(2);
    assertThat(cli.err()).contains("cannot write");
  }
}
