package hu.ulti.benchmarks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.play.UltiSeven;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.zip.GZIPInputStream;

/**
 * The 200 deals of the double-dummy corpus ({@code ulti-core/src/test/corpus}, or the folder of
 * {@code -Dulti.corpus}) as solver positions, one list per question, with the time the public
 * peer solver took on each. {@link #main} prints the peer's median, 95th percentile and maximum
 * per question on exactly the positions the benchmark solves, for the README's comparison.
 */
final class DoubleDummyDeals {
  static final String SET = "double-dummy";
  private static final ObjectMapper JSON = new ObjectMapper();

  private final List<CardSet> hands;
  private final CardSet talon;
  private final JsonNode peerMillis;
  private final JsonNode peerCpuMillis;

  private DoubleDummyDeals(List<CardSet> hands, CardSet talon, JsonNode peerMillis, JsonNode peerCpuMillis) {
    this.hands = hands;
    this.talon = talon;
    this.peerMillis = peerMillis;
    this.peerCpuMillis = peerCpuMillis;
  }

  static List<DoubleDummyDeals> read() {
    Path folder = Path.of(System.getProperty("ulti.corpus", "ulti-core/src/test/corpus"));
    Path file = folder.resolve("double-dummy.jsonl.gz");
    try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
      List<DoubleDummyDeals> deals = new ArrayList<>();
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList()) {
        if (line.isBlank()) {
          continue;
        }
        JsonNode json = JSON.readTree(line);
        List<CardSet> hands = new ArrayList<>();
        for (String seat : new String[] {"0", "1", "2"}) {
          hands.add(cards(json.get("hands").get(seat)));
        }
        deals.add(new DoubleDummyDeals(hands, cards(json.get("talon")), json.get("solve_ms"), json.get("peer_cpu_ms")));
      }
      return deals;
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read " + file + " (run from the repository root, or set"
          + " -Dulti.corpus)", e);
    }
  }

  private static CardSet cards(JsonNode codes) {
    List<Card> cards = new ArrayList<>();
    codes.forEach(code -> cards.add(Card.parse(code.asText())));
    return CardSet.copyOf(cards);
  }

  /** The positions this deal asks the question in: each trump suit (ulti: those whose seven he holds), or none. */
  List<TrickPlay> positions(SolverPositions.Question question) {
    return switch (question) {
      case BETLI, NO_TRUMP_DURCHMARS -> List.of(start(Trumps.none(), UltiSeven.FREE));
      case POINTS, TRUMP_DURCHMARS -> Arrays.stream(Suit.values()).map(s -> start(Trumps.of(s), UltiSeven.FREE)).toList();
      case ULTI -> ultiSuits().stream().map(s -> start(Trumps.of(s), UltiSeven.KEPT)).toList();
    };
  }

  /** The peer's milliseconds on the same positions, in the same order (wall time on a loaded machine). */
  List<Double> peerMillis(SolverPositions.Question question) {
    return millis(peerMillis, question);
  }

  /** The peer's thread CPU milliseconds on the same positions, re-measured on an idle machine. */
  List<Double> peerCpuMillis(SolverPositions.Question question) {
    return millis(peerCpuMillis, question);
  }

  private List<Double> millis(JsonNode times, SolverPositions.Question question) {
    return switch (question) {
      case BETLI -> List.of(times.get("betli").asDouble());
      case NO_TRUMP_DURCHMARS -> List.of(times.get("durchmars_notrump").asDouble());
      case POINTS -> Arrays.stream(Suit.values()).map(s -> trump(times, s, "max_points")).toList();
      case TRUMP_DURCHMARS -> Arrays.stream(Suit.values()).map(s -> trump(times, s, "durchmars")).toList();
      case ULTI -> ultiSuits().stream().map(s -> trump(times, s, "ulti")).toList();
    };
  }

  private static double trump(JsonNode times, Suit suit, String question) {
    return times.get("trump").get(String.valueOf(suit.letter())).get(question).asDouble();
  }

  private List<Suit> ultiSuits() {
    return Arrays.stream(Suit.values()).filter(s -> hands.get(0).contains(Card.of(s, Rank.SEVEN))).toList();
  }

  private TrickPlay start(Trumps trumps, UltiSeven seven) {
    return TrickPlay.start(SolverPositions.RULES.trickRules(), trumps, Seat.SEAT_0, seven, hands, talon);
  }

  /** Prints the peer solver's median, 95th percentile and maximum per question, in milliseconds. */
  public static void main(String[] args) {
    List<DoubleDummyDeals> deals = read();
    for (SolverPositions.Question question : SolverPositions.Question.values()) {
      double[] millis = deals.stream().flatMap(d -> d.peerMillis(question).stream()).mapToDouble(Double::doubleValue)
          .sorted().toArray();
      System.out.printf(Locale.ROOT, "%-20s %4d positions: median %.3f ms, p95 %.3f ms, max %.1f ms%n", question,
          millis.length, percentile(millis, 0.50), percentile(millis, 0.95), millis[millis.length - 1]);
    }
  }

  static double percentile(double[] sorted, double p) {
    return sorted[(int) Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
  }
}
