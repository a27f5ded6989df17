package hu.ulti.examples.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.bots.Bot;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.game.Game;
import hu.ulti.core.record.GameRecords;
import hu.ulti.core.record.Notation;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.engine.TimeControl;
import hu.ulti.json.UltiJson;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.random.RandomGenerator;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code ulti dataset}: a public dataset of bot-played deals, reproducible from its seed: the
 * same arguments give the same bytes, whatever the machine and the number of threads.
 */
@Command(
    name = "dataset",
    mixinStandardHelpOptions = true,
    description = "Bots play deals and the deals are written as a dataset: JSON lines and game records"
        + " (both gzipped), a README documenting every field, its provenance and licence, and SHA-256"
        + " checksums. The same arguments give the same bytes.")
final class DatasetCommand implements Callable<Integer> {
  /** The dataset's licence: public-domain dedication, so that anyone may use the deals. */
  static final String LICENCE = "CC0 1.0 Universal (public domain dedication)";
  /** The format of each JSON line. */
  static final String FORMAT = "ulti-dataset-deal 1";
  /** A fixed time for the zip's entries, so that the same data gives the same zip. */
  private static final long ZIP_TIME = 1_767_225_600_000L; // 2026-01-01T00:00:00Z

  @Spec CommandSpec spec;

  @Mixin RuleSetOption rules;

  @Option(names = "--deals", paramLabel = "N", required = true, description = "How many deals.")
  int deals;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed (default: ${DEFAULT-VALUE}).")
  long seed;

  @Option(names = "--players", paramLabel = "A,B,C", split = ",", defaultValue = "rule-of-thumb,rule-of-thumb,rule-of-thumb",
      description = "The bots in seats 0, 1 and 2 (default: ${DEFAULT-VALUE}); built-in bots only, so that the"
          + " dataset is reproducible: sampling, sampling:K, rule-of-thumb, sparring, random.")
  List<String> players;

  @Option(names = "--out", paramLabel = "DIR", required = true, description = "The folder to write (created).")
  Path folder;

  @Option(names = "--zip", description = "Also write DIR.zip: the files, in a folder named after the dataset, in a"
      + " reproducible zip.")
  boolean zip;

  @Option(names = "--threads", paramLabel = "T", description = "Threads (default: one per core).")
  Integer threads;

  @Option(names = {"-q", "--quiet"}, description = "No progress on standard error.")
  boolean quiet;

  @Override
  public Integer call() throws InterruptedException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (deals < 1) {
      throw new ParameterException(spec.commandLine(), "--deals: at least 1, not " + deals);
    }
    if (players.size() != 3) {
      throw new ParameterException(spec.commandLine(), "--players: three bots, one per seat, not " + players.size());
    }
    int threadCount = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
    if (threadCount < 1) {
      throw new ParameterException(spec.commandLine(), "--threads: at least 1, not " + threadCount);
    }
    RuleSet ruleSet = rules.ruleSet();
    List<Bot> bots = new ArrayList<>();
    for (String player : players) {
      try {
        // No time limit: every built-in bot's choices are then the same on any machine.
        bots.add(Entrants.builtIn(player, new Entrants.Settings(12, Optional.empty(), TimeControl.standard())));
      } catch (IllegalArgumentException e) {
        throw new ParameterException(spec.commandLine(), "--players: " + e.getMessage());
      }
    }
    String name = "ulti-dataset-" + ruleSet.id() + "-" + seed + "-" + deals;
    try {
      Files.createDirectories(folder);
      Progress progress = Progress.of(err, "deals", deals, quiet);
      Map<String, String> sums = write(ruleSet, bots, name, threadCount, progress);
      progress.finish();
      String readme = readme(ruleSet, name, sums);
      Files.writeString(folder.resolve("README.md"), readme, StandardCharsets.UTF_8);
      StringBuilder lines = new StringBuilder();
      sums.put("README.md", sha256(readme.getBytes(StandardCharsets.UTF_8)));
      sums.forEach((file, sum) -> lines.append(sum).append("  ").append(file).append('\n'));
      Files.writeString(folder.resolve("SHA256SUMS"), lines.toString(), StandardCharsets.UTF_8);
      if (zip) {
        zip(folder, name, List.of("README.md", "SHA256SUMS", name + ".jsonl.gz", name + ".records.gz"));
      }
      out.printf(Locale.ROOT, "%s: %d deals of %s, seed %d%n", folder, deals, ruleSet.id(), seed);
      out.print(lines);
      out.flush();
      return 0;
    } catch (IOException e) {
      err.println(Input.cannotWrite(folder, e));
      err.flush();
      return SettleCommand.BAD_INPUT;
    }
  }

  /** Plays and writes the deals, in order; returns each data file's checksum. */
  private Map<String, String> write(RuleSet ruleSet, List<Bot> bots, String name, int threadCount, Progress progress)
      throws IOException, InterruptedException {
    ObjectMapper json = UltiJson.mapper();
    MessageDigest jsonSum = digest();
    MessageDigest recordSum = digest();
    ExecutorService pool = Executors.newFixedThreadPool(threadCount);
    try (OutputStream jsonl = new GZIPOutputStream(new DigestOutputStream(
            Files.newOutputStream(folder.resolve(name + ".jsonl.gz")), jsonSum), 1 << 16);
         OutputStream records = new GZIPOutputStream(new DigestOutputStream(
             Files.newOutputStream(folder.resolve(name + ".records.gz")), recordSum), 1 << 16)) {
      int batch = 256;
      for (int start = 0; start < deals; start += batch) {
        List<Future<Game>> games = new ArrayList<>();
        for (int i = start; i < Math.min(deals, start + batch); i++) {
          int index = i;
          games.add(pool.submit(() -> play(ruleSet, bots, index)));
        }
        for (int i = 0; i < games.size(); i++) {
          Game game;
          try {
            game = games.get(i).get();
          } catch (ExecutionException e) {
            throw new IllegalStateException("Deal " + (start + i) + " failed: " + e.getCause(), e.getCause());
          }
          int index = start + i;
          ObjectNode line = json.createObjectNode().put("format", FORMAT).put("dataset", name).put("index", index)
              .put("seed", dealSeed(index)).put("dealId", Notation.deal(game));
          players.forEach(line.putArray("players")::add);
          game.contract().ifPresent(contract -> line.put("contract", ruleSet.englishName(contract.bid()))
              .put("declarer", game.declarer().orElseThrow().index()));
          line.set("game", json.valueToTree(game));
          jsonl.write((json.writeValueAsString(line) + "\n").getBytes(StandardCharsets.UTF_8));
          Map<String, String> tags = new LinkedHashMap<>();
          tags.put("Event", name + ", deal " + index);
          tags.put("Seed", String.valueOf(dealSeed(index)));
          tags.put("Players", String.join(",", players));
          records.write((GameRecords.write(game, tags) + "\n").getBytes(StandardCharsets.UTF_8));
          progress.update(index + 1);
        }
      }
    } finally {
      pool.shutdownNow();
    }
    Map<String, String> sums = new LinkedHashMap<>();
    sums.put(name + ".jsonl.gz", HexFormat.of().formatHex(jsonSum.digest()));
    sums.put(name + ".records.gz", HexFormat.of().formatHex(recordSum.digest()));
    return sums;
  }

  private long dealSeed(int index) {
    return seed * 1_000_003L + index;
  }

  /** Deal {@code index}: shuffled with its seed, dealt by seat {@code index mod 3}, the bots drawing on the same seed. */
  private Game play(RuleSet ruleSet, List<Bot> bots, int index) {
    RandomGenerator random = SeededRandom.of(dealSeed(index));
    Game game = Game.deal(ruleSet, Seat.of(index % 3), random);
    while (!game.isOver()) {
      Seat seat = game.toAct().orElseThrow();
      game = game.apply(bots.get(seat.index()).choose(game.view(seat), random));
    }
    return game;
  }

  private String readme(RuleSet ruleSet, String name, Map<String, String> sums) {
    String version = Optional.ofNullable(DatasetCommand.class.getPackage().getImplementationVersion()).orElse("development");
    String template = """
        # %1$s

        %2$,d deals of Ulti under the `%3$s` rules (%4$s), played by bots of the Ulti SDK: seat 0
        `%5$s`, seat 1 `%6$s`, seat 2 `%7$s`.

        ## Licence

        The data is dedicated to the public domain: %8$s,
        https://creativecommons.org/publicdomain/zero/1.0/. The bots' play carries no rights; cite
        the dataset by its name and the checksums below.

        ## Provenance

        Made by the Ulti SDK %9$s with

            ulti dataset --rules %3$s --deals %2$d --seed %10$d --players %11$s --out DIR

        which gives the same bytes on any machine and any number of threads. Deal `i` (from 0) is
        shuffled by the SDK's seeded shuffle with seed `%10$d * 1000003 + i`, dealt by seat
        `i mod 3`, and the bots draw their randomness from the same generator.

        ## Files

        | file | what |
        |---|---|
        | `%1$s.jsonl.gz` | one JSON object per line, per deal, in order (gzip) |
        | `%1$s.records.gz` | the same deals as game records (`docs/record-format.md`), one after another (gzip) |
        | `SHA256SUMS` | the SHA-256 of every file, for `sha256sum -c SHA256SUMS` |

        ## Fields of a JSON line

        | field | meaning |
        |---|---|
        | `format` | `%12$s`: this layout; a reader refuses a later version |
        | `dataset` | the dataset's name, `%1$s` |
        | `index` | the deal's number in the dataset, from 0 |
        | `seed` | the seed the deal was shuffled (and the bots' randomness drawn) from |
        | `dealId` | the deal as dealt, one line of the position notation (`docs/notation.md`): rules, dealer, hands, talon |
        | `players` | the bot in each seat, seats 0, 1 and 2 |
        | `contract` | the contract played, in English (absent when every player passed, no contract was played) |
        | `declarer` | the declarer's seat (absent with `contract`) |
        | `game` | the whole deal in the SDK's wire format (`ulti-game 1`, `docs/json.md`): `rules`, `deal` (dealer, hands, talon), every `action` in order, `phase`, `payments` (game points per seat, summing to zero), `dealId` |

        The game records carry the tags `Event` (dataset and deal number), `Seed`, `Players`, the
        deal's `DealId` and its `Result`; `ulti referee` replays them and `ulti analyse` grades
        their cards.

        ## Checksums (SHA-256)

        """;
    StringBuilder text = new StringBuilder(String.format(Locale.ROOT, template, name, deals, ruleSet.id(),
        ruleSet.description(), players.get(0), players.get(1), players.get(2), LICENCE, version, seed,
        String.join(",", players), FORMAT));
    sums.forEach((file, sum) -> text.append("    ").append(sum).append("  ").append(file).append('\n'));
    return text.toString();
  }

  private static void zip(Path folder, String name, List<String> files) throws IOException {
    Path target = folder.resolveSibling(folder.getFileName() + ".zip");
    try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(target))) {
      for (String file : files) {
        ZipEntry entry = new ZipEntry(name + "/" + file);
        entry.setTime(ZIP_TIME);
        zip.putNextEntry(entry);
        Files.copy(folder.resolve(file), zip);
        zip.closeEntry();
      }
    }
  }

  private static MessageDigest digest() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("Every Java platform has SHA-256", e);
    }
  }

  private static String sha256(byte[] bytes) {
    return HexFormat.of().formatHex(digest().digest(bytes));
  }
}
