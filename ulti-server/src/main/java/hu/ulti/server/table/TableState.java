package hu.ulti.server.table;

import hu.ulti.core.game.Game;
import hu.ulti.core.game.Session;
import hu.ulti.core.game.SessionView;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * A table at one version: its seats, whether it is closed, and its latest session, which the
 * SDK keeps ({@link Session}). The server knows nothing of Ulti itself: who deals, who sits out,
 * whose turn it is and what each seat may see are the session's answers.
 *
 * <p>Built in two ways that agree: {@link #of} folds a table's changes ({@link TableLog}) and
 * replays the latest session's log with {@link Session#replay}; {@link #after} moves a state on
 * by one change, dealing and acting through the session. Immutable.
 */
public final class TableState {
  private final String id;
  private final long version;
  private final RuleSet rules;
  private final List<Optional<SeatInfo>> seats;
  private final boolean closed;
  private final int sessionNo;
  private final Optional<Session> session;

  private TableState(String id, long version, RuleSet rules, List<Optional<SeatInfo>> seats, boolean closed,
      int sessionNo, Optional<Session> session) {
    this.id = id;
    this.version = version;
    this.rules = rules;
    this.seats = List.copyOf(seats);
    this.closed = closed;
    this.sessionNo = sessionNo;
    this.session = session;
  }

  /** A new table at version 0: its seats empty. */
  static TableState empty(String id, RuleSet rules, int players) {
    return new TableState(id, 0, rules, Collections.nCopies(players, Optional.empty()), false, 0, Optional.empty());
  }

  /**
   * The state its changes make: seats and sessions folded, and the latest session replayed from
   * its log.
   *
   * @param id the table
   * @param rules its rule set
   * @param players how many seats it has
   * @param changes every change, from version 1, in order
   */
  static TableState of(String id, RuleSet rules, int players, List<Change> changes) {
    TableLog log = TableLog.of(rules, players, changes);
    Optional<Session> session = log.sessions().isEmpty() ? Optional.empty()
        : Optional.of(Session.replay(log.sessions().get(log.sessions().size() - 1)));
    return new TableState(id, log.version(), rules, log.seats(), log.closed(), log.sessions().size(), session);
  }

  /**
   * The state after one more change, made through the session.
   *
   * @param change the change, at the next version
   * @throws IllegalArgumentException if it is not at the next version
   * @throws hu.ulti.core.game.IllegalActionException if the session refuses an action
   * @throws IllegalStateException if the session refuses a deal or the end
   */
  TableState after(Change change) {
    if (change.version() != version + 1) {
      throw new IllegalArgumentException("Table " + id + " is at version " + version + ", not "
          + (change.version() - 1));
    }
    List<Optional<SeatInfo>> newSeats = new ArrayList<>(seats);
    boolean newClosed = closed;
    int newSessionNo = sessionNo;
    Optional<Session> newSession = session;
    for (Event event : change.events()) {
      if (event instanceof Event.Seated seated) {
        newSeats.set(seated.seat(), Optional.of(new SeatInfo(seated.seat(), seated.name(), seated.bot(), seated.engine())));
      } else if (event instanceof Event.SessionStarted started) {
        newSessionNo++;
        newSession = Optional.of(Session.start(rules, names(newSeats), started.firstDealer()));
      } else if (event instanceof Event.Dealt dealt) {
        newSession = Optional.of(inSession(newSession).deal(dealt.deal()));
      } else if (event instanceof Event.Acted acted) {
        newSession = Optional.of(inSession(newSession).apply(acted.action()));
      } else if (event instanceof Event.EndCalled called) {
        Session ended = inSession(newSession).callEnd();
        if (!ended.endCall().equals(Optional.of(called.at()))) {
          throw new IllegalStateException("The end was called at " + ended.endCall() + ", not " + called.at());
        }
        newSession = Optional.of(ended);
      } else if (event instanceof Event.Closed) {
        newClosed = true;
      }
    }
    return new TableState(id, change.version(), rules, newSeats, newClosed, newSessionNo, newSession);
  }

  private Session inSession(Optional<Session> current) {
    return current.orElseThrow(() -> new IllegalStateException("Table " + id + " has no session yet"));
  }

  /** The seats' names, by number: a session's players. */
  private static List<String> names(List<Optional<SeatInfo>> seats) {
    return seats.stream().map(seat -> seat.map(SeatInfo::name).orElse("?")).toList();
  }

  /** The table's id. */
  public String id() {
    return id;
  }

  /** The version: one more with every change. */
  public long version() {
    return version;
  }

  /** The rule set of every deal. */
  public RuleSet rules() {
    return rules;
  }

  /** Where the table stands. */
  public Status status() {
    if (closed) {
      return Status.CLOSED;
    }
    if (session.isEmpty()) {
      return Status.SEATING;
    }
    if (session.get().isDealInProgress()) {
      return Status.PLAYING;
    }
    return session.get().isOver() ? Status.OVER : Status.BETWEEN_DEALS;
  }

  /** Each seat, by number: taken, or empty. There are as many as the table has players. */
  public List<Optional<SeatInfo>> seats() {
    return seats;
  }

  /** Whether every seat is taken. */
  boolean isFull() {
    return seats.stream().allMatch(Optional::isPresent);
  }

  /** How many seats people hold. */
  public int people() {
    return (int) seats.stream().flatMap(Optional::stream).filter(seat -> !seat.bot()).count();
  }

  /** The number of the latest session, from 1; 0 before the first. */
  public int sessionNo() {
    return sessionNo;
  }

  /** The latest session, once the seats are taken. */
  public Optional<Session> session() {
    return session;
  }

  /** The number of the latest deal of the session, from 1; 0 before the first. */
  public int dealNo() {
    return session.map(Session::dealsDealt).orElse(0);
  }

  /** How many actions the latest deal has: the sequence number the next action must carry. */
  public int seq() {
    return session.flatMap(Session::latestGame).map(game -> game.history().size()).orElse(0);
  }

  /** The seat (player) to act in the deal in progress. */
  public Optional<Integer> toAct() {
    return status() == Status.PLAYING ? session.flatMap(Session::toAct) : Optional.empty();
  }

  /** Whether a bot is to act. */
  public boolean isBotToAct() {
    return toAct().flatMap(seats::get).map(SeatInfo::bot).orElse(false);
  }

  /** The deal in progress. */
  public Optional<Game> game() {
    return session.flatMap(Session::game);
  }

  /**
   * What a seat or a spectator may know of the session: the player's view, or the public one.
   *
   * @param seat the viewer's seat, or empty for a spectator
   */
  public Optional<? extends SessionView> view(Optional<Integer> seat) {
    return session.map(s -> seat.isPresent() ? s.view(seat.get()) : s.publicView());
  }

  @Override
  public String toString() {
    return "TableState{" + id + " v" + version + " " + status() + " deal " + dealNo() + "}";
  }
}
