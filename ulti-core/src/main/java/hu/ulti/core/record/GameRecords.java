package hu.ulti.core.record;

import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.PlayerView;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Reads and writes Ulti game records: the text format of {@code docs/record-format.md}, version
 * 1. Writing a game and reading it back gives an equal game ({@link GameRecord#replay()}).
 *
 * <p>Reading is bounded: the limits below are part of the format, and a text beyond them is
 * refused where it first exceeds one, before the rest is parsed.
 */
public final class GameRecords {
  /** The longest line a record may have, in characters (tags, moves and comments alike). */
  public static final int MAX_LINE_LENGTH = 1_000;
  /** The most moves one record may have; a deal needs far fewer. */
  public static final int MAX_MOVES = 500;
  /** The most tags one record may have. */
  public static final int MAX_TAGS = 64;
  /** The most records one text may hold. */
  public static final int MAX_RECORDS = 100_000;
  /** What a record writes for cards its viewpoint did not see: a hand, the talon, a discard. */
  static final String UNKNOWN = "?";

  private GameRecords() {}

  /**
   * {@return the record of a game, with no extra tags}
   *
   * @param game the game
   */
  public static String write(Game game) {
    return write(game, Map.of());
  }

  /**
   * {@return the record of a game}
   *
   * @param tags extra tags in order (Event, Date, Players, Seed, ...); the writer sets Format,
   *     Rules, Dealer, the hands, Talon and Result itself
   * @param game the game
   * @throws IllegalArgumentException for a tag the writer sets itself or a malformed tag name
   */
  public static String write(Game game, Map<String, String> tags) {
    return RecordWriter.write(Objects.requireNonNull(game, "game"), Objects.requireNonNull(tags, "tags"));
  }

  /**
   * {@return the record as one seat saw the deal: exactly what that seat's {@link PlayerView} holds (its
   * own cards as it received them, the talon as dealt if it picked it up, the hands an open
   * contract exposed, the public moves with the other seats' discards unknown)}
   *
   * @param game the game
   * @param seat the seat
   * @param tags the tags
   */
  public static String writeView(Game game, Seat seat, Map<String, String> tags) {
    return writeView(Objects.requireNonNull(game, "game").view(Objects.requireNonNull(seat, "seat")), tags);
  }

  /**
   * {@return the record of what a view holds, as {@link #writeView(Game, Seat, Map)}}
   *
   * @param view the seat's view
   * @param tags the tags
   */
  public static String writeView(PlayerView view, Map<String, String> tags) {
    return RecordWriter.write(Objects.requireNonNull(view, "view"), Objects.requireNonNull(tags, "tags"));
  }

  /**
   * Reads every record of a text.
   *
   * @param text the text to read
   * @return the records, in the order of the text
   * @throws RecordFormatException with line and column if the text is not well-formed or
   *     exceeds a limit of the format; no other exception, whatever the text
   */
  public static List<GameRecord> read(String text) {
    return RecordReader.read(Objects.requireNonNull(text, "text"));
  }

  /**
   * {@return the payments of a finished game as written in the Payments tag: "0 -16, 1 -16, 2 +32"}
   *
   * @param game the game
   * @throws IllegalStateException before the game is over
   */
  public static String payments(Game game) {
    return RecordWriter.payments(Objects.requireNonNull(game, "game").payments());
  }
}
