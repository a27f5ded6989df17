package hu.ulti.examples.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.bots.match.PlayMatch;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Contract;
import hu.ulti.json.UltiJson;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The plays of one slice of a play-only match ({@code ulti match --play-only --shard K/N --results
 * FILE}), as JSON lines: a header naming the match (its deals, rules, seed, candidate, baseline,
 * auctioneer and families) and the slice, then one line per deal counted with its index in the
 * whole match, its contract and the declarer's game points in its four plays. {@code ulti match
 * --merge} reads the N files back, checks that they are the slices of one match, each once, and
 * measures their plays together ({@link PlayMatch#measure}).
 */
final class PlayResultsFile {
  /** The format's name and version, in the header. */
  static final String FORMAT = "ulti-play-results 1";
  private static final ObjectMapper JSON = UltiJson.mapper();
  private static final Set<String> HEADER_FIELDS = Set.of("format", "match", "rules", "seed", "candidate", "baseline",
      "auctioneer", "families", "deals", "shard", "shards", "countedDeals");
  private static final Set<String> DEAL_FIELDS = Set.of("deal", "baselineDeclaring",
      "baselineDeclaringCandidateDefending", "candidateDeclaring", "candidateDeclaringCandidateDefending");

  /**
   * What a slice's file says of its match.
   *
   * @param match the deals played, as the report's first line names them
   * @param rules the rule set's id
   * @param seed the seed of the bots' random sources (and of the intervals' resampling)
   * @param candidate the candidate's name
   * @param baseline the baseline's name
   * @param auctioneer the auctioneer's name
   * @param families the codes of the contract families played and counted, in the order of
   *     {@link PlayMatch#FAMILIES}; empty if every deal was
   * @param deals the deals of the whole match
   * @param shard the slice, from 1
   * @param shards the number of slices
   */
  record Header(String match, String rules, long seed, String candidate, String baseline, String auctioneer,
      List<String> families, int deals, int shard, int shards) {
    Header {
      Objects.requireNonNull(match, "match");
      Objects.requireNonNull(rules, "rules");
      Objects.requireNonNull(candidate, "candidate");
      Objects.requireNonNull(baseline, "baseline");
      Objects.requireNonNull(auctioneer, "auctioneer");
      families = List.copyOf(families);
    }

    /** {@return the slice K/N as the messages name it} */
    String slice() {
      return shard + "/" + shards;
    }

    /** {@return this header's match and split, without the slice, to compare two files by} */
    private Header ofTheMatch() {
      return new Header(match, rules, seed, candidate, baseline, auctioneer, families, deals, 1, shards);
    }
  }

  /**
   * A slice's file read back.
   *
   * @param header its header
   * @param plays the plays of each deal it counted, in deal order
   */
  record Slice(Header header, List<PlayMatch.DealPlays> plays) {
    Slice {
      plays = List.copyOf(plays);
    }
  }

  /** A header read, with the deals it says the file counts. */
  private record Counted(Header header, int deals) {}

  private PlayResultsFile() {}

  static void write(Path file, Header header, List<PlayMatch.DealPlays> plays) throws IOException {
    try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      ObjectNode head = JSON.createObjectNode();
      head.put("format", FORMAT).put("match", header.match()).put("rules", header.rules()).put("seed", header.seed())
          .put("candidate", header.candidate()).put("baseline", header.baseline())
          .put("auctioneer", header.auctioneer());
      ArrayNode families = head.putArray("families");
      header.families().forEach(families::add);
      head.put("deals", header.deals()).put("shard", header.shard()).put("shards", header.shards())
          .put("countedDeals", plays.size());
      out.write(head + "\n");
      for (PlayMatch.DealPlays deal : plays) {
        ObjectNode line = JSON.createObjectNode();
        line.put("deal", deal.dealIndex());
        deal.contract().ifPresent(contract -> line.set("contract", JSON.valueToTree(contract)));
        line.put("baselineDeclaring", deal.baselineDeclaring())
            .put("baselineDeclaringCandidateDefending", deal.baselineDeclaringCandidateDefending())
            .put("candidateDeclaring", deal.candidateDeclaring())
            .put("candidateDeclaringCandidateDefending", deal.candidateDeclaringCandidateDefending());
        out.write(line + "\n");
      }
    }
  }

  /** {@return whether this line is the header of a play-only match's slice} */
  static boolean isHeader(String line) {
    try {
      return FORMAT.equals(JSON.readTree(line).path("format").asText());
    } catch (JsonProcessingException e) {
      return false;
    }
  }

  /**
   * Reads a slice's file.
   *
   * @throws IllegalArgumentException naming the file and the line, if it is not one
   */
  static Slice read(Path file) throws IOException {
    ResultsFileReader reader = new ResultsFileReader(file, FORMAT, JSON);
    Counted head = reader.header(HEADER_FIELDS, line -> {
      List<String> families = line.texts("families");
      List<String> known = codes(PlayMatch.FAMILIES);
      if (!known.containsAll(families) || Set.copyOf(families).size() != families.size()) {
        throw new IllegalArgumentException("families: some of " + known + ", each once, not " + families);
      }
      return new Counted(new Header(line.text("match"), line.text("rules"), line.wholeNumber("seed"),
          line.text("candidate"), line.text("baseline"), line.text("auctioneer"), families,
          line.wholeNumber("deals", 1), line.wholeNumber("shard", 1), line.wholeNumber("shards", 1)),
          line.wholeNumber("countedDeals", 0));
    });
    Header header = head.header();
    List<PlayMatch.DealPlays> plays = new ArrayList<>();
    reader.eachLine(DEAL_FIELDS, Set.of("contract"), line -> {
      Optional<Contract> contract = line.has("contract")
          ? Optional.of(JSON.treeToValue(line.node("contract"), Contract.class)) : Optional.empty();
      int deal = line.wholeNumber("deal", 0);
      if (deal >= header.deals()) {
        throw new IllegalArgumentException("deal " + deal + " is not one of the match's " + header.deals());
      }
      plays.add(new PlayMatch.DealPlays(deal, line.points("baselineDeclaring"),
          line.points("baselineDeclaringCandidateDefending"), line.points("candidateDeclaring"),
          line.points("candidateDeclaringCandidateDefending"), contract));
    });
    if (plays.size() != head.deals()) {
      throw reader.refusal(plays.size() + " deals, not the header's countedDeals " + head.deals());
    }
    return new Slice(header, plays);
  }

  /**
   * The slices' files as one match: the same match split the same way, every slice once.
   *
   * @return the header of the whole match (slice 1/1) and every slice's plays
   * @throws IllegalArgumentException saying what is missing or does not belong
   */
  static Slice merge(List<Slice> slices) {
    Header first = slices.get(0).header();
    List<Integer> given = new ArrayList<>();
    List<PlayMatch.DealPlays> plays = new ArrayList<>();
    for (Slice slice : slices) {
      Header header = slice.header();
      if (!header.ofTheMatch().equals(first.ofTheMatch())) {
        throw new IllegalArgumentException("slice " + header.slice() + " is of another match (" + header.match()
            + ", seed " + header.seed() + ", " + header.candidate() + " against " + header.baseline() + ") than slice "
            + first.slice() + " (" + first.match() + ", seed " + first.seed() + ", " + first.candidate() + " against "
            + first.baseline() + ")");
      }
      given.add(header.shard());
      plays.addAll(slice.plays());
    }
    MatchResultsFile.requireEverySliceOnce(given, first.shards());
    Header whole = new Header(first.match(), first.rules(), first.seed(), first.candidate(), first.baseline(),
        first.auctioneer(), first.families(), first.deals(), 1, 1);
    return new Slice(whole, plays);
  }

  /** {@return the codes of these families, in the order of {@link PlayMatch#FAMILIES}} */
  static List<String> codes(Collection<Component> families) {
    return PlayMatch.FAMILIES.stream().filter(families::contains).map(Component::code).toList();
  }
}
