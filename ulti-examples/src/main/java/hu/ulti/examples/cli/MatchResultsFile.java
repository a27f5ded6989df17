package hu.ulti.examples.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.bots.match.GameResult;
import hu.ulti.bots.match.MatchResult;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The results of one slice of a match ({@code ulti match --shard K/N --results FILE}), as JSON
 * lines: a header naming the match (its deals, rules, seed and entrants) and the slice, then one
 * line per game with its deal's index in the whole match, the seating and the payments. {@code ulti
 * match --merge} reads the N files back and checks that they are the slices of one match, each
 * once, before it merges them ({@link MatchResult#merge}).
 */
final class MatchResultsFile {
  /** The format's name and version, in the header. */
  static final String FORMAT = "ulti-match-results 1";
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Set<String> HEADER_FIELDS =
      Set.of("format", "match", "rules", "seed", "entrants", "deals", "shard", "shards", "slicedDeals");
  private static final Set<String> GAME_FIELDS = Set.of("deal", "seating", "payments");

  /**
   * What a slice's file says of its match.
   *
   * @param match the deals played, as the match's first line names them
   * @param rules the rule set's id
   * @param seed the seed of the bots' random sources (and of the intervals' resampling)
   * @param entrants the entrants' names, in order
   * @param deals the deals of the whole match
   * @param shard the slice, from 1
   * @param shards the number of slices
   */
  record Header(String match, String rules, long seed, List<String> entrants, int deals, int shard, int shards) {
    Header {
      Objects.requireNonNull(match, "match");
      Objects.requireNonNull(rules, "rules");
      entrants = List.copyOf(entrants);
    }

    /** {@return whether the other file's header is of the same match and split the same way} */
    boolean sameMatch(Header other) {
      return match.equals(other.match) && rules.equals(other.rules) && seed == other.seed
          && entrants.equals(other.entrants) && deals == other.deals && shards == other.shards;
    }
  }

  /**
   * A slice's file read back.
   *
   * @param header its header
   * @param result its games
   */
  record Slice(Header header, MatchResult result) {}

  /** A header read, with the deals it says the slice played. */
  private record Sliced(Header header, int deals) {}

  private MatchResultsFile() {}

  static void write(Path file, Header header, MatchResult result) throws IOException {
    try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      ObjectNode head = JSON.createObjectNode();
      head.put("format", FORMAT).put("match", header.match()).put("rules", header.rules()).put("seed", header.seed());
      ArrayNode names = head.putArray("entrants");
      header.entrants().forEach(names::add);
      head.put("deals", header.deals()).put("shard", header.shard()).put("shards", header.shards())
          .put("slicedDeals", result.deals());
      out.write(head + "\n");
      for (GameResult game : result.games()) {
        ObjectNode line = JSON.createObjectNode();
        line.put("deal", game.dealIndex());
        ArrayNode seating = line.putArray("seating");
        game.seating().forEach(seating::add);
        ArrayNode payments = line.putArray("payments");
        game.payments().forEach(payments::add);
        out.write(line + "\n");
      }
    }
  }

  /**
   * Reads a slice's file.
   *
   * @throws IllegalArgumentException naming the file and the line, if it is not one
   */
  static Slice read(Path file) throws IOException {
    ResultsFileReader reader = new ResultsFileReader(file, FORMAT, JSON);
    Sliced head = reader.header(HEADER_FIELDS, line -> {
      List<String> entrants = line.texts("entrants");
      if (entrants.size() < 2) {
        throw new IllegalArgumentException("entrants: two names or more, not " + entrants);
      }
      Header header = new Header(line.text("match"), line.text("rules"), line.wholeNumber("seed"), entrants,
          line.wholeNumber("deals", 1), line.wholeNumber("shard", 1), line.wholeNumber("shards", 1));
      return new Sliced(header, line.wholeNumber("slicedDeals", 1));
    });
    Header header = head.header();
    List<GameResult> games = new ArrayList<>();
    // Every deal of a slice is played in the same seatings, each once.
    Map<Integer, Set<List<Integer>>> seatings = new TreeMap<>();
    reader.eachLine(GAME_FIELDS, Set.of(), line -> {
      GameResult game = new GameResult(line.wholeNumber("deal", 0), line.wholeNumbers("seating"),
          line.wholeNumbers("payments"));
      if (game.dealIndex() >= header.deals()) {
        throw new IllegalArgumentException("deal " + game.dealIndex() + " is not one of the match's " + header.deals());
      }
      for (int entrant : game.seating()) {
        if (entrant >= header.entrants().size()) {
          throw new IllegalArgumentException("seating " + game.seating() + ": entrant " + entrant
              + " is not one of the " + header.entrants().size() + " (0 to " + (header.entrants().size() - 1) + ")");
        }
      }
      if (!seatings.computeIfAbsent(game.dealIndex(), deal -> new HashSet<>()).add(game.seating())) {
        throw new IllegalArgumentException("deal " + game.dealIndex() + " is played twice in seating " + game.seating());
      }
      games.add(game);
    });
    int slicedDeals = head.deals();
    if (seatings.size() != slicedDeals) {
      throw reader.refusal("the header's slicedDeals is " + slicedDeals + ", the games' deals " + seatings.size());
    }
    int firstDeal = seatings.keySet().iterator().next();
    seatings.forEach((deal, played) -> {
      if (!played.equals(seatings.get(firstDeal))) {
        throw reader.refusal("deal " + deal + " is played in " + played.size() + " seatings, not in the same "
            + seatings.get(firstDeal).size() + " as deal " + firstDeal);
      }
    });
    return new Slice(header, new MatchResult(header.entrants(), slicedDeals, games));
  }

  /**
   * Checks that the slices given are 1 to N, each once.
   *
   * @param given the slices' numbers K, one per file
   * @param shards N
   * @throws IllegalArgumentException naming a slice given twice or out of range, or the slices missing
   */
  static void requireEverySliceOnce(List<Integer> given, int shards) {
    boolean[] seen = new boolean[shards + 1];
    for (int shard : given) {
      if (shard < 1 || shard > shards || seen[shard]) {
        throw new IllegalArgumentException("slice " + shard + "/" + shards + " is given twice or does not exist");
      }
      seen[shard] = true;
    }
    List<Integer> missing = new ArrayList<>();
    for (int k = 1; k <= shards; k++) {
      if (!seen[k]) {
        missing.add(k);
      }
    }
    if (!missing.isEmpty()) {
      throw new IllegalArgumentException("the slices " + missing + " of " + shards + " are missing");
    }
  }

  /**
   * The slices' files as one match: the same match split the same way, every slice once.
   *
   * @throws IllegalArgumentException saying what is missing or does not belong
   */
  static Slice merge(List<Slice> slices) {
    Header first = slices.get(0).header();
    List<Integer> given = new ArrayList<>();
    for (Slice slice : slices) {
      Header header = slice.header();
      if (!header.sameMatch(first)) {
        throw new IllegalArgumentException("slice " + header.shard() + "/" + header.shards() + " is of another match ("
            + header.match() + ", seed " + header.seed() + ", entrants " + header.entrants() + ") than slice "
            + first.shard() + "/" + first.shards() + " (" + first.match() + ", seed " + first.seed() + ", entrants "
            + first.entrants() + ")");
      }
      Set<List<Integer>> played = seatingsOfADeal(slice);
      if (!played.equals(seatingsOfADeal(slices.get(0)))) {
        throw new IllegalArgumentException("slice " + header.shard() + "/" + header.shards() + " plays each deal in "
            + played.size() + " seatings, not in the same " + seatingsOfADeal(slices.get(0)).size() + " as slice "
            + first.shard() + "/" + first.shards());
      }
      given.add(header.shard());
    }
    requireEverySliceOnce(given, first.shards());
    MatchResult merged = MatchResult.merge(slices.stream().map(Slice::result).toList());
    if (merged.deals() != first.deals()) {
      throw new IllegalArgumentException("the slices hold " + merged.deals() + " deals, not the match's " + first.deals());
    }
    return new Slice(new Header(first.match(), first.rules(), first.seed(), first.entrants(), first.deals(), 1, 1),
        merged);
  }

  /** {@return the seatings the slice plays its first deal in, as it plays every deal (checked by {@link #read})} */
  private static Set<List<Integer>> seatingsOfADeal(Slice slice) {
    List<GameResult> games = slice.result().games();
    return games.stream().filter(game -> game.dealIndex() == games.get(0).dealIndex()).map(GameResult::seating)
        .collect(Collectors.toSet());
  }
}
