package hu.ulti.core.record;

import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Session;
import hu.ulti.core.internal.Text;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Sessions in game records: several deals at one table, checked as a {@link Session} is kept.
 *
 * <p>A record is a deal of a session when it has a {@code Session} tag; the records of one
 * session stand in a row, in the order they were played, and say who sits at the table
 * ({@code Table}), which player dealt ({@code SessionDealer}), whether "the ace of hearts deals
 * and does not deal" was said before the deal ({@code EndCalled}) and, optionally, the running
 * scores after it ({@code Scores}). A record without a {@code Session} tag is an independent
 * deal. See {@code docs/record-format.md}.
 *
 * <p>Checked: the rules and the table do not change, the deal passes to the right, each
 * record's {@code Dealer} seat is the one the session gives that dealer, every deal is valid
 * and finished, no deal follows the end of the session, and the scores add up.
 */
public final class SessionRecords {
  private SessionRecords() {}

  /**
   * {@return the records grouped as played: each group is one session (records in a row with the same
   * {@code Session} tag) or one independent deal}
   *
   * @param records the records
   */
  public static List<List<GameRecord>> group(List<GameRecord> records) {
    List<List<GameRecord>> groups = new ArrayList<>();
    Optional<String> current = Optional.empty();
    for (GameRecord record : records) {
      Optional<String> name = record.tag("Session");
      if (name.isEmpty() || !name.equals(current)) {
        groups.add(new ArrayList<>());
      }
      groups.get(groups.size() - 1).add(record);
      current = name;
    }
    return groups.stream().map(List::copyOf).toList();
  }

  /**
   * Replays the records of one session in order.
   *
   * @param records the records
   * @return the session after its last deal
   * @throws SessionViolationException at the first deal that does not fit the session, or
   *     breaks a rule
   * @throws IllegalArgumentException if the records are empty or the first has no
   *     {@code Session} tag
   */
  public static Session replay(List<GameRecord> records) {
    if (records.isEmpty() || records.get(0).tag("Session").isEmpty()) {
      throw new IllegalArgumentException("A session's records have a Session tag, and there is at least one");
    }
    String name = records.get(0).tag("Session").get();
    Session session = null;
    for (int i = 0; i < records.size(); i++) {
      GameRecord record = records.get(i);
      int deal = i + 1;
      if (!record.tag("Session").equals(Optional.of(name))) {
        throw new SessionViolationException(name, deal, "the record belongs to another session ("
            + Text.quote(record.tag("Session").orElse("none")) + ")");
      }
      List<String> table = table(record, name, deal);
      int dealer = sessionDealer(record, name, deal, table.size());
      if (session == null) {
        session = Session.start(record.rules(), table, dealer);
      }
      session = next(session, record, name, deal, table, dealer);
    }
    return session;
  }

  private static Session next(Session session, GameRecord record, String name, int deal, List<String> table,
      int dealer) {
    if (!table.equals(session.players())) {
      throw new SessionViolationException(name, deal, "the table is " + String.join(", ", session.players())
          + ", not " + Text.quote(String.join(", ", table)));
    }
    if (!record.rules().equals(session.rules())) {
      throw new SessionViolationException(name, deal, "the session plays " + session.rules().id() + ", not "
          + record.rules().id());
    }
    if (session.isOver()) {
      throw new SessionViolationException(name, deal, "the session is over: the ace of hearts has dealt, and does not"
          + " deal again");
    }
    if (dealer != session.dealer()) {
      throw new SessionViolationException(name, deal, "the deal passes to the right: player " + session.dealer()
          + " (" + session.players().get(session.dealer()) + ") deals, not player " + dealer);
    }
    if (record.dealer() != session.dealerSeat()) {
      throw new SessionViolationException(name, deal, "the dealer's seat in this deal is " + session.dealerSeat()
          + ", not " + record.dealer());
    }
    Optional<String> players = record.tag("Players");
    if (players.isPresent()) {
      List<String> expected = new ArrayList<>();
      for (Seat seat : Seat.values()) {
        expected.add(session.players().get(session.player(seat)));
      }
      if (!names(players.get()).equals(expected)) {
        throw new SessionViolationException(name, deal, "the players at seats 0, 1 and 2 are "
            + String.join(", ", expected) + ", not " + Text.quote(players.get()));
      }
    }
    boolean endCalled = record.tag("EndCalled").map(value -> yes(value, name, deal)).orElse(false);
    if (endCalled) {
      if (session.isEndCalled()) {
        throw new SessionViolationException(name, deal, "the end of the session was called already");
      }
      session = session.callEnd();
    }
    Game game;
    try {
      game = record.replay();
    } catch (RecordViolationException | IllegalStateException e) {
      throw new SessionViolationException(name, deal, e.getMessage());
    }
    if (!game.isFinished()) {
      throw new SessionViolationException(name, deal, "the deal is not over (phase " + game.phase() + "), and a"
          + " session records finished deals");
    }
    Session after = session.record(game);
    Optional<String> scores = record.tag("Scores");
    if (scores.isPresent() && !normalize(scores.get()).equals(normalize(scores(after.scores())))) {
      throw new SessionViolationException(name, deal, "the Scores tag says '" + Text.quote(scores.get())
          + "' but the running scores are '" + scores(after.scores()) + "'");
    }
    return after;
  }

  /**
   * {@return the records of a session, in order, with the session's tags}
   *
   * @param name the session's name, for its {@code Session} tag
   * @param tags extra tags for every record (Event, Date, ...)
   * @param session the session
   */
  public static String write(Session session, String name, Map<String, String> tags) {
    Objects.requireNonNull(session, "session");
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(tags, "tags");
    StringBuilder out = new StringBuilder();
    List<Integer> running = new ArrayList<>(java.util.Collections.nCopies(session.players().size(), 0));
    for (Session.Entry entry : session.entries()) {
      for (int p = 0; p < running.size(); p++) {
        running.set(p, running.get(p) + entry.payments().get(p));
      }
      Map<String, String> all = new LinkedHashMap<>(tags);
      all.put("Session", name);
      all.put("Table", String.join(", ", session.players()));
      all.put("SessionDealer", String.valueOf(entry.dealer()));
      if (entry.endCalledBefore()) {
        all.put("EndCalled", "yes");
      }
      all.put("Scores", scores(running));
      List<String> seated = new ArrayList<>();
      for (Seat seat : Seat.values()) {
        seated.add(session.players().get(session.player(entry, seat)));
      }
      all.put("Players", String.join(", ", seated));
      out.append(out.length() == 0 ? "" : "\n").append(GameRecords.write(entry.game(), all));
    }
    return out.toString();
  }

  private static List<String> table(GameRecord record, String name, int deal) {
    String value = record.tag("Table").orElseThrow(() -> new SessionViolationException(name, deal,
        "a deal of a session names the players at the table in a Table tag"));
    List<String> players = names(value);
    if (players.size() != 3 && players.size() != 4 || players.stream().anyMatch(String::isEmpty)) {
      throw new SessionViolationException(name, deal, "the Table tag names three or four players, separated by"
          + " commas, not '" + Text.quote(value) + "'");
    }
    return players;
  }

  private static int sessionDealer(GameRecord record, String name, int deal, int players) {
    String value = record.tag("SessionDealer").orElseThrow(() -> new SessionViolationException(name, deal,
        "a deal of a session says which player dealt in a SessionDealer tag")).strip();
    if (value.length() != 1 || value.charAt(0) < '0' || value.charAt(0) >= '0' + players) {
      throw new SessionViolationException(name, deal, "the SessionDealer tag is a player number from 0 to "
          + (players - 1) + ", not '" + Text.quote(value) + "'");
    }
    return value.charAt(0) - '0';
  }

  private static boolean yes(String value, String name, int deal) {
    if (value.strip().equals("yes")) {
      return true;
    }
    throw new SessionViolationException(name, deal, "the EndCalled tag is \"yes\" when given, not '" + Text.quote(value) + "'");
  }

  private static List<String> names(String list) {
    List<String> names = new ArrayList<>();
    for (String part : list.split(",", -1)) {
      names.add(part.strip());
    }
    return names;
  }

  /** Running scores as written in the Scores tag: "0 +16, 1 -8, 2 -8". */
  static String scores(List<Integer> scores) {
    StringBuilder out = new StringBuilder();
    for (int p = 0; p < scores.size(); p++) {
      int score = scores.get(p);
      out.append(p == 0 ? "" : ", ").append(p).append(' ').append(score > 0 ? "+" : "").append(score);
    }
    return out.toString();
  }

  private static String normalize(String scores) {
    return scores.replaceAll("\\s+", "").replace("+", "");
  }
}
