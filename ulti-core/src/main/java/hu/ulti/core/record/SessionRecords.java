package hu.ulti.core.record;

import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Action;
import hu.ulti.core.session.DealResult;
import hu.ulti.core.game.Game;
import hu.ulti.core.session.InvalidSessionException;
import hu.ulti.core.session.Player;
import hu.ulti.core.session.Seating;
import hu.ulti.core.session.Session;
import hu.ulti.core.session.SessionLog;
import hu.ulti.core.internal.Text;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Sessions in game records: several deals at one table, read into a {@link SessionLog} and
 * replayed by {@link Session#replay}, the one replay of a session.
 *
 * <p>A record is a deal of a session when it has a {@code Session} tag; the records of one
 * session stand in a row, in the order they were played, and say who the session's players are
 * ({@code Players}), which player dealt ({@code SessionDealer}), where "the ace of hearts deals and
 * does not deal" was said ({@code EndCall}) and, optionally, who sat where ({@code Seating}) and
 * the running scores after the deal ({@code Scores}). A record without a {@code Session} tag is an
 * independent deal. The last record of a session may stop before its deal is over: the session is
 * in progress. See {@code docs/record-format.md}. Session records written before 0.1.0 named the
 * players in a {@code Table} tag and the players at the seats, by name, in {@code Players}; they
 * are read as they were written.
 *
 * <p>Checked: the rules and the players do not change, the deal passes to the right, each
 * record's {@code Dealer} seat is the one the session gives that dealer, every action is legal,
 * every deal but the last is over, no deal follows the end of the session, and the
 * {@code Seating}, {@code Payments} and {@code Scores} tags agree with the replay.
 */
public final class SessionRecords {
  /** The {@code EndCall} value for an end called after the deal, before the next was dealt. */
  private static final String AFTER_THE_DEAL = "next";

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
      Optional<String> name = record.tag(RecordTags.SESSION);
      if (name.isEmpty() || !name.equals(current)) {
        groups.add(new ArrayList<>());
      }
      groups.get(groups.size() - 1).add(record);
      current = name;
    }
    return groups.stream().map(List::copyOf).toList();
  }

  /**
   * Reads and replays the records of one session in order, choosing unknown discards within the
   * bound the records of one input share ({@link GameRecord#replay()}).
   *
   * @param records the records
   * @return the session after its last record's last move
   * @throws SessionViolationException at the first deal that does not fit the session, or
   *     breaks a rule
   * @throws IllegalArgumentException if the records are empty or the first has no
   *     {@code Session} tag
   */
  public static Session replay(List<GameRecord> records) {
    return replay(records, records.isEmpty() ? ReplayBudget.unlimited() : records.get(0).input());
  }

  /**
   * Reads and replays the records of one session in order, choosing unknown discards within what
   * is left of a budget shared with the rest of one input.
   *
   * @param records the records
   * @param budget the input's budget
   * @return the session after its last record's last move
   * @throws SessionViolationException at the first deal that does not fit the session, or
   *     breaks a rule (an unknown discard when the budget is spent among them)
   * @throws IllegalArgumentException if the records are empty or the first has no
   *     {@code Session} tag
   */
  public static Session replay(List<GameRecord> records, ReplayBudget budget) {
    SessionLog log = log(records, budget);
    String name = records.get(0).tag(RecordTags.SESSION).orElseThrow();
    Session session;
    try {
      session = Session.replay(log);
    } catch (InvalidSessionException e) {
      throw violation(name, records, e);
    }
    checkTags(name, records, session);
    return session;
  }

  /**
   * {@return the log the records of one session hold, without replaying it}
   *
   * @param records the records
   * @throws SessionViolationException if the session's tags are missing, malformed or change
   *     from one record to the next, or a record is redacted
   * @throws IllegalArgumentException if the records are empty or the first has no
   *     {@code Session} tag
   */
  public static SessionLog log(List<GameRecord> records) {
    return log(records, records.isEmpty() ? ReplayBudget.unlimited() : records.get(0).input());
  }

  private static SessionLog log(List<GameRecord> records, ReplayBudget budget) {
    Objects.requireNonNull(budget, "budget");
    if (records.isEmpty() || records.get(0).tag(RecordTags.SESSION).isEmpty()) {
      throw new IllegalArgumentException("A session's records have a Session tag, and there is at least one");
    }
    GameRecord first = records.get(0);
    String name = first.tag(RecordTags.SESSION).get();
    List<String> table = players(first, name, 1);
    Player firstDealer = sessionDealer(first, name, 1, table.size());
    List<SessionLog.DealLog> deals = new ArrayList<>();
    Optional<SessionLog.EndCall> endCall = Optional.empty();
    for (int i = 0; i < records.size(); i++) {
      GameRecord record = records.get(i);
      int deal = i + 1;
      if (!record.tag(RecordTags.SESSION).equals(Optional.of(name))) {
        throw new SessionViolationException(name, deal, "the record belongs to another session ("
            + Text.quote(record.tag(RecordTags.SESSION).orElse("none")) + ")");
      }
      if (!players(record, name, deal).equals(table)) {
        throw new SessionViolationException(name, deal, "the players are " + String.join(", ", table) + ", not "
            + Text.quote(String.join(", ", players(record, name, deal))));
      }
      if (!record.rules().equals(first.rules())) {
        throw new SessionViolationException(name, deal, "the session plays " + first.rules().id() + ", not "
            + record.rules().id());
      }
      Player dealer = sessionDealer(record, name, deal, table.size());
      Player expected = Player.of((firstDealer.index() + i) % table.size());
      if (dealer != expected) {
        throw new SessionViolationException(name, deal, "the deal passes to the right: " + expected + " ("
            + table.get(expected.index()) + ") deals, not " + dealer);
      }
      Optional<SessionLog.EndCall> called = endCalled(record, name, deal, i == records.size() - 1);
      if (called.isPresent()) {
        if (endCall.isPresent()) {
          throw new SessionViolationException(name, deal, "the end of the session was called already");
        }
        endCall = called;
      }
      Deal cards = record.deal().orElseThrow(() -> new SessionViolationException(name, deal,
          "a redacted record does not know every hand, and a session's deal must"));
      List<Action> actions = new ArrayList<>();
      DiscardResolver.resolve(record.rules(), cards, record.moves(), budget).forEach(move -> actions.addAll(move.actions()));
      deals.add(new SessionLog.DealLog(cards, actions));
    }
    try {
      return SessionLog.of(first.rules(), table, firstDealer, deals, endCall);
    } catch (IllegalArgumentException e) {
      throw new SessionViolationException(name, 1, e.getMessage());
    }
  }

  /** The Seating, Payments and Scores tags, checked against the replayed session. */
  private static void checkTags(String name, List<GameRecord> records, Session session) {
    List<Integer> running = new ArrayList<>(Collections.nCopies(session.players().size(), 0));
    for (int i = 0; i < records.size(); i++) {
      GameRecord record = records.get(i);
      int deal = i + 1;
      boolean finished = i < session.entries().size();
      Seating seating = finished ? session.entries().get(i).result().seating() : session.seating();
      Optional<String> seatingTag = record.tag(RecordTags.SEATING);
      if (seatingTag.isPresent() && !normalize(seatingTag.get()).equals(normalize(seating(seating)))) {
        throw new SessionViolationException(name, deal, "the players at seats 0, 1 and 2 are "
            + seating(seating) + ", not " + Text.quote(seatingTag.get()));
      }
      if (record.tag(RecordTags.OLD_TABLE).isPresent() && record.tag(RecordTags.PLAYERS).isPresent()) {
        // Before 0.1.0: Players named the players at seats 0, 1 and 2.
        List<String> expected = seating.players().stream().map(session::name).toList();
        if (!names(record.tag(RecordTags.PLAYERS).get()).equals(expected)) {
          throw new SessionViolationException(name, deal, "the players at seats 0, 1 and 2 are "
              + String.join(", ", expected) + ", not " + Text.quote(record.tag(RecordTags.PLAYERS).get()));
        }
      }
      Optional<String> result = record.tag(RecordTags.PAYMENTS);
      if (result.isPresent()) {
        if (!finished) {
          throw new SessionViolationException(name, deal, "the record has Payments but the deal is not over");
        }
        String actual = RecordWriter.payments(session.entries().get(i).game().payments());
        if (!normalize(result.get()).equals(normalize(actual))) {
          throw new SessionViolationException(name, deal, "the Payments tag says '" + Text.quote(result.get())
              + "' but the deal settles as '" + actual + "'");
        }
      }
      if (finished) {
        DealResult dealt = session.entries().get(i).result();
        for (int p = 0; p < running.size(); p++) {
          running.set(p, running.get(p) + dealt.payments().get(p));
        }
      }
      Optional<String> scores = record.tag(RecordTags.SCORES);
      if (scores.isPresent() && (!finished || !normalize(scores.get()).equals(normalize(scores(running))))) {
        throw new SessionViolationException(name, deal, finished ? "the Scores tag says '"
            + Text.quote(scores.get()) + "' but the running scores are '" + scores(running) + "'"
            : "the record has Scores but the deal is not over");
      }
    }
  }

  /** A seating as written in the Seating tag: the players at seats 0, 1 and 2, "3, 0, 1". */
  private static String seating(Seating seating) {
    List<String> numbers = new ArrayList<>(3);
    for (Seat seat : Seat.values()) {
      numbers.add(String.valueOf(seating.player(seat).index()));
    }
    return String.join(", ", numbers);
  }

  /** A replay's refusal, told as the record's move that broke the rule. */
  private static SessionViolationException violation(String name, List<GameRecord> records, InvalidSessionException e) {
    int deal = Math.max(1, e.dealNumber());
    if (e.action().isEmpty() || deal > records.size()) {
      return new SessionViolationException(name, deal, e.getMessage().replaceFirst("^deal \\d+: ", ""));
    }
    int action = e.action().get();
    int counted = 0;
    for (Move move : records.get(deal - 1).moves()) {
      counted += move.actions().size();
      if (counted > action) {
        return new SessionViolationException(name, deal, "move " + move.number() + " (" + move.seat().index() + " "
            + Text.quote(move.text()) + "): " + e.violation().orElseThrow() + ": "
            + e.getMessage().replaceFirst("^deal \\d+, action \\d+: [A-Z_]+: ", ""));
      }
    }
    return new SessionViolationException(name, deal, e.getMessage().replaceFirst("^deal \\d+, ", ""));
  }

  /**
   * {@return the records of a session, in order, with the session's tags: every finished deal, and
   * the deal in progress if there is one}
   *
   * @param session the session
   * @param name the session's name, for its {@code Session} tag
   * @param tags extra tags for every record (Event, Date, ...)
   */
  public static String write(Session session, String name, Map<String, String> tags) {
    return write(session, name, tags, true);
  }

  /**
   * {@return the records of a session's finished deals, in order, with the session's tags: what may
   * be published while a deal is in progress, whose cards are secret until it ends} An end called
   * during the deal in progress is written as called after the last finished deal ({@code
   * EndCall "next"}), which ends the session the same way.
   *
   * @param session the session
   * @param name the session's name, for its {@code Session} tag
   * @param tags extra tags for every record (Event, Date, ...)
   */
  public static String writeFinished(Session session, String name, Map<String, String> tags) {
    return write(session, name, tags, false);
  }

  private static String write(Session session, String name, Map<String, String> tags, boolean inProgress) {
    Objects.requireNonNull(session, "session");
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(tags, "tags");
    List<Game> games = new ArrayList<>();
    session.entries().forEach(entry -> games.add(entry.game()));
    if (inProgress) {
      session.game().ifPresent(games::add);
    }
    Optional<SessionLog.EndCall> call = session.endCall()
        .map(at -> at.dealNumber() > games.size() ? new SessionLog.EndCall(games.size() + 1, 0) : at);
    StringBuilder out = new StringBuilder();
    List<Integer> running = new ArrayList<>(Collections.nCopies(session.players().size(), 0));
    for (int i = 0; i < games.size(); i++) {
      int deal = i + 1;
      boolean finished = i < session.entries().size();
      Map<String, String> all = new LinkedHashMap<>(tags);
      all.put(RecordTags.SESSION, name);
      all.put(RecordTags.PLAYERS, String.join(", ", session.players()));
      Seating seating = finished ? session.entries().get(i).result().seating() : session.seating();
      all.put(RecordTags.SESSION_DEALER, String.valueOf(seating.dealer().index()));
      all.put(RecordTags.SEATING, seating(seating));
      if (call.isPresent() && call.get().dealNumber() == deal) {
        all.put(RecordTags.END_CALL, call.get().afterActions() == 0 ? "yes" : String.valueOf(call.get().afterActions()));
      } else if (call.isPresent() && call.get().dealNumber() == deal + 1 && deal == games.size()) {
        all.put(RecordTags.END_CALL, AFTER_THE_DEAL);
      }
      if (finished) {
        for (int p = 0; p < running.size(); p++) {
          running.set(p, running.get(p) + session.entries().get(i).result().payments().get(p));
        }
        all.put(RecordTags.SCORES, scores(running));
      }
      out.append(out.length() == 0 ? "" : "\n").append(GameRecords.write(games.get(i), all));
    }
    return out.toString();
  }

  /** The session's players: the Players tag, or the Table tag of a record written before 0.1.0. */
  private static List<String> players(GameRecord record, String name, int deal) {
    String tag = record.tag(RecordTags.OLD_TABLE).isPresent() ? RecordTags.OLD_TABLE : RecordTags.PLAYERS;
    String value = record.tag(tag).orElseThrow(() -> new SessionViolationException(name, deal,
        "a deal of a session names the session's players in a Players tag"));
    List<String> players = names(value);
    if (players.size() != 3 && players.size() != 4 || players.stream().anyMatch(String::isEmpty)) {
      throw new SessionViolationException(name, deal, "the " + tag + " tag names three or four players, separated"
          + " by commas, not '" + Text.quote(value) + "'");
    }
    return players;
  }

  private static Player sessionDealer(GameRecord record, String name, int deal, int players) {
    String value = record.tag(RecordTags.SESSION_DEALER).orElseThrow(() -> new SessionViolationException(name,
        deal, "a deal of a session says which player dealt in a SessionDealer tag")).strip();
    if (value.length() != 1 || value.charAt(0) < '0' || value.charAt(0) >= '0' + players) {
      throw new SessionViolationException(name, deal, "the SessionDealer tag is a player number from 0 to "
          + (players - 1) + ", not '" + Text.quote(value) + "'");
    }
    return Player.of(value.charAt(0) - '0');
  }

  /**
   * Where the EndCall tag (EndCalled before 0.1.0) says the end was called: {@code yes} (or
   * {@code 0}) before the deal's first action, a number after so many of its actions, {@code next}
   * after the deal, before the next was dealt (on the last record only; otherwise it is
   * {@code yes} on the next record).
   */
  private static Optional<SessionLog.EndCall> endCalled(GameRecord record, String name, int deal, boolean last) {
    Optional<String> tag = record.tag(RecordTags.END_CALL);
    if (tag.isEmpty()) {
      return Optional.empty();
    }
    String value = tag.get().strip();
    if (value.equals("yes")) {
      return Optional.of(new SessionLog.EndCall(deal, 0));
    }
    if (value.equals(AFTER_THE_DEAL) && last) {
      return Optional.of(new SessionLog.EndCall(deal + 1, 0));
    }
    if (!value.isEmpty() && value.length() <= 3 && value.chars().allMatch(c -> c >= '0' && c <= '9')) {
      return Optional.of(new SessionLog.EndCall(deal, Integer.parseInt(value)));
    }
    throw new SessionViolationException(name, deal, "the EndCall tag is \"yes\", a number of actions"
        + (last ? " or \"next\"" : "") + ", not '" + Text.quote(tag.get()) + "'");
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
