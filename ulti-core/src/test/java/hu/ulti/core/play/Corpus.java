package hu.ulti.core.play;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Suit;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;

/**
 * Reads the cross-checked corpora the project owns in {@code ulti-core/src/test/corpus} (format
 * and provenance in its README). The folder is the system property {@code ulti.corpus}, which the
 * build sets to that folder and {@code -Dulti.corpus=/some/dir} overrides; each file is read as
 * {@code NAME} or, when only that exists, gzip-compressed as {@code NAME.gz}. A missing or
 * malformed file fails with a message naming the file, the line and the field.
 */
@SuppressWarnings("exports") // test code: its lines hand Jackson nodes to the tests
public final class Corpus {
  private static final ObjectMapper JSON = new ObjectMapper();

  private Corpus() {}

  /** One JSON line of a corpus file, with where it came from for messages. */
  public record Line(Path file, int number, JsonNode json) {
    public String where() {
      return file.getFileName() + ":" + number + " (" + json.path("id").asText("no id") + ")";
    }

    public JsonNode field(String name) {
      JsonNode node = json.get(name);
      if (node == null) {
        throw new AssertionError(where() + ": missing field '" + name + "'");
      }
      return node;
    }

    public CardSet cards(JsonNode array) {
      return CardSet.copyOf(cardList(array));
    }

    List<Card> cardList(JsonNode array) {
      if (!array.isArray()) {
        throw new AssertionError(where() + ": expected an array of card codes, got " + array);
      }
      List<Card> cards = new ArrayList<>();
      for (JsonNode code : array) {
        try {
          cards.add(Card.parse(code.asText()));
        } catch (IllegalArgumentException e) {
          throw new AssertionError(where() + ": " + e.getMessage(), e);
        }
      }
      return cards;
    }

    /** The contract's trumps: a suit for "trump", none for "betli" and "durchmars-notrump". */
    Trumps trumps() {
      String contract = field("contract").asText();
      switch (contract) {
        case "trump":
          return Trumps.of(Suit.parse(field("trump").asText()));
        case "betli":
        case "durchmars-notrump":
          return Trumps.none();
        default:
          throw new AssertionError(where() + ": unknown contract '" + contract + "'");
      }
    }
  }

  static Path folder() {
    String configured = System.getProperty("ulti.corpus", "src/test/corpus");
    return Path.of(configured).toAbsolutePath().normalize();
  }

  /** Every line of the named file; fails clearly if it is missing, empty or not JSON. */
  public static List<Line> read(String fileName) {
    return read(folder(), fileName);
  }

  static List<Line> read(Path folder, String fileName) {
    Path file = folder.resolve(fileName);
    Path compressed = folder.resolve(fileName + ".gz");
    boolean gzip = !Files.isRegularFile(file) && Files.isRegularFile(compressed);
    if (gzip) {
      file = compressed;
    } else if (!Files.isRegularFile(file)) {
      throw new AssertionError(
          "Corpus file " + file + " (or " + compressed.getFileName() + ") is missing. Set"
              + " -Dulti.corpus=<folder> to the folder that holds legal-play.jsonl and"
              + " playouts.jsonl (default ulti-core/src/test/corpus).");
    }
    List<String> texts;
    try (InputStream raw = Files.newInputStream(file);
        InputStream in = gzip ? new GZIPInputStream(raw) : raw) {
      texts = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read corpus file " + file, e);
    }
    List<Line> lines = new ArrayList<>(texts.size());
    for (int i = 0; i < texts.size(); i++) {
      String text = texts.get(i);
      if (text.isBlank()) {
        continue;
      }
      try {
        lines.add(new Line(file, i + 1, JSON.readTree(text)));
      } catch (IOException e) {
        throw new AssertionError(
            "Corpus file " + file + " line " + (i + 1) + " is not valid JSON: "
                + e.getMessage(), e);
      }
    }
    if (lines.isEmpty()) {
      throw new AssertionError("Corpus file " + file + " has no lines");
    }
    return lines;
  }
}
