package hu.ulti.server.table;

import hu.ulti.core.game.Game;
import hu.ulti.core.session.Player;
import hu.ulti.core.session.Session;
import hu.ulti.core.session.SessionView;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * A table at one version: its players' places, whether it is closed, and its latest session,
 * which the SDK keeps ({@link Session}). The server knows nothing of Ulti itself: who deals, who
 * sits out, whose turn it is and what each player may see are the session's answers.
 *
 * <p>Built in two ways that agree: {@link #of} folds a table's changes ({@link TableLog}) and
 * replays the latest session's log with {@link Session#replay}; {@link #after} moves a state on
 * by one change, dealing and acting through the session. Immutable.
 */
public final class TableState {
  private final String id;
  private final long version;
  private final RuleSet rules;
  private final List<Optional<Occupant>> players;
  private final boolean closed;
  private final int sessionNumber;
  private final Optional<Session> session;

  private TableState(String id, long version, RuleSet rules, List<Optional<Occupant>> players, boolean closed,
      int sessionNumber, Optional<Session> session) {
    this.id = id;
    this.version = version;
    this.rules = rules;
    this.players = List.copyOf(players);
    this.closed = closed;
    this.sessionNumber = sessionNumber;
    this.session = session;
  }

  /** A new table at version 0: its players' places empty. */
  static TableState empty(String id, RuleSet rules, int players) {
    return new TableState(id, 0, rules, Collections.nCopies(players, Optional.empty()), false, 0, Optional.empty());
  }

  /**
   * The state its changes make: places and sessions folded, and the latest session replayed from
   * its log.
   *
   * @param id the table
   * @param rules its rule set
   * @param players how many players it has
   * @param changes every change, from version 1, in order
   */
  static TableState of(String id, RuleSet rules, int players, List<Change> changes) {
    TableLog log = TableLog.of(rules, players, changes);
    Optional<Session> session = log.sessions().isEmpty() ? Optional.empty()
        : Optional.of(Session.replay(log.sessions().get(log.sessions().size() - 1)));
    return new TableState(id, log.version(), rules, log.players(), log.closed(), log.sessions().size(), session);
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
    List<Optional<Occupant>> newPlayers = new ArrayList<>(players);
    boolean newClosed = closed;
    int newSessionNumber = sessionNumber;
    Optional<Session> newSession = session;
    for (Event event : change.events()) {
      if (event instanceof Event.Joined joined) {
        newPlayers.set(joined.player().index(), Optional.of(new Occupant(joined.player(), joined.name(), joined.bot(),
            joined.engine())));
      } else if (event instanceof Event.Left left) {
        newPlayers.set(left.player().index(), Optional.of(new Occupant(left.player(), left.botName(), true)));
      } else if (event instanceof Event.SessionStarted started) {
        newSessionNumber++;
        newSession = Optional.of(Session.start(rules, names(newPlayers), started.firstDealer()));
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
    return new TableState(id, change.version(), rules, newPlayers, newClosed, newSessionNumber, newSession);
  }

  private Session inSession(Optional<Session> current) {
    return current.orElseThrow(() -> new IllegalStateException("Table " + id + " has no session yet"));
  }

  /** The occupants' names, by player number: a session's players. */
  private static List<String> names(List<Optional<Occupant>> players) {
    return players.stream().map(place -> place.map(Occupant::name).orElse("?")).toList();
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
      return Status.DEAL_IN_PROGRESS;
    }
    return session.get().isOver() ? Status.SESSION_OVER : Status.BETWEEN_DEALS;
  }

  /** Each player's place, by player number: taken, or empty. There are as many as the table has players. */
  public List<Optional<Occupant>> players() {
    return players;
  }

  /**
   * {@return who holds a player's place}
   *
   * @param player the player
   */
  public Optional<Occupant> occupant(Player player) {
    return players.get(player.index());
  }

  /** Whether every player's place is taken. */
  boolean isFull() {
    return players.stream().allMatch(Optional::isPresent);
  }

  /** How many players' places people hold. */
  public int people() {
    return (int) players.stream().flatMap(Optional::stream).filter(occupant -> !occupant.bot()).count();
  }

  /** The number of the latest session, from 1; 0 before the first. */
  public int sessionNumber() {
    return sessionNumber;
  }

  /** The latest session, once the seats are taken. */
  public Optional<Session> session() {
    return session;
  }

  /** The number of the latest deal of the session, from 1; 0 before the first. */
  public int dealNumber() {
    return session.map(Session::dealsDealt).orElse(0);
  }

  /** How many actions the latest deal has: the sequence number the next action must carry. */
  public int seq() {
    return session.flatMap(Session::latestGame).map(game -> game.history().size()).orElse(0);
  }

  /** The player to act in the deal in progress. */
  public Optional<Player> toAct() {
    return status() == Status.DEAL_IN_PROGRESS ? session.flatMap(Session::toAct) : Optional.empty();
  }

  /** Whether a bot is to act. */
  public boolean isBotToAct() {
    return toAct().flatMap(this::occupant).map(Occupant::bot).orElse(false);
  }

  /** The deal in progress. */
  public Optional<Game> game() {
    return session.flatMap(Session::game);
  }

  /**
   * What a player or a spectator may know of the session: the player's view, or the public one.
   *
   * @param player the viewer, or empty for a spectator
   */
  public Optional<? extends SessionView> view(Optional<Player> player) {
    return session.map(s -> player.isPresent() ? s.view(player.get()) : s.publicView());
  }

  @Override
  public String toString() {
    return "TableState{" + id + " v" + version + " " + status() + " deal " + dealNumber() + "}";
  }
}
