package hu.ulti.core.record;

import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Game;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Reads and writes Ulti game records: the text format of {@code docs/record-format.md}, version
 * 1. Writing a game and reading it back gives an equal game ({@link GameRecord#replay()}).
 */
public final class GameRecords {
  private GameRecords() {}

  /** The record of a game, with no extra tags. */
  public static String write(Game game) {
    return write(game, Map.of());
  }

  /**
   * The record of a game.
   *
   * @param tags extra tags in order (Event, Date, Players, Seed, ...); the writer sets Format,
   *     Rules, Dealer, the hands, Talon and Result itself
   * @throws IllegalArgumentException for a tag the writer sets itself or a malformed tag name
   */
  public static String write(Game game, Map<String, String> tags) {
    return RecordWriter.write(Objects.requireNonNull(game, "game"), tags, null);
  }

  /**
   * The record as one seat saw the deal: its own hand, the others unknown (or as exposed after
   * the first trick of an open contract), the other seats' discards unknown.
   */
  public static String writeView(Game game, Seat seat, Map<String, String> tags) {
    return RecordWriter.write(Objects.requireNonNull(game, "game"), tags, Objects.requireNonNull(seat, "seat"));
  }

  /**
   * Reads every record of a text.
   *
   * @throws RecordFormatException with line and column if the text is not well-formed; no other
   *     exception, whatever the text
   */
  public static List<GameRecord> read(String text) {
    return RecordReader.read(Objects.requireNonNull(text, "text"));
  }

  /** The settlement of a finished game as written in the Result tag: "0 -16, 1 -16, 2 +32". */
  public static String result(Game game) {
    return RecordWriter.result(game);
  }
}
