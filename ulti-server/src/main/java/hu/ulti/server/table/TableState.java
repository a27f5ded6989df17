package hu.ulti.server.table;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Session;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import hu.ulti.server.store.Rows.DealRow;
import hu.ulti.server.store.Rows.SeatRow;
import hu.ulti.server.store.Rows.SessionRow;
import hu.ulti.server.store.Rows.StoredTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A table as its rows say, rebuilt through the SDK: its seats, its latest session
 * ({@link Session}) and the game of its latest deal ({@link Game#replay}). The server decides
 * nothing of Ulti itself; it asks these values.
 *
 * <p>Immutable. Invariant: {@link #version()} is the row's version, and two states of one table
 * with the same version are equal.
 */
public final class TableState {
  private final String id;
  private final long version;
  private final RuleSet rules;
  private final boolean closed;
  private final List<Optional<SeatInfo>> seats;
  private final int sessionNo;
  private final Optional<Session> session;
  private final int dealNo;
  private final Optional<Game> game;

  private TableState(String id, long version, RuleSet rules, boolean closed, List<Optional<SeatInfo>> seats,
      int sessionNo, Optional<Session> session, int dealNo, Optional<Game> game) {
    this.id = id;
    this.version = version;
    this.rules = rules;
    this.closed = closed;
    this.seats = List.copyOf(seats);
    this.sessionNo = sessionNo;
    this.session = session;
    this.dealNo = dealNo;
    this.game = game;
  }

  /** The state the rows describe, every deal of the latest session replayed. */
  public static TableState of(StoredTable stored, ObjectMapper json) {
    RuleSet rules = RuleSets.byId(stored.table().rules());
    List<Optional<SeatInfo>> seats = new ArrayList<>(List.of(Optional.empty(), Optional.empty(), Optional.empty()));
    for (SeatRow row : stored.seats()) {
      seats.set(row.seat(), Optional.of(new SeatInfo(row.seat(), row.name(), row.kind().equals("BOT"))));
    }
    Optional<Session> session = Optional.empty();
    Optional<Game> game = Optional.empty();
    int sessionNo = 0;
    int dealNo = 0;
    if (!stored.sessions().isEmpty()) {
      SessionRow latest = stored.sessions().get(stored.sessions().size() - 1);
      sessionNo = latest.sessionNo();
      Session s = Session.start(rules, names(seats), latest.firstDealer());
      for (DealRow deal : stored.deals()) {
        Game played = replay(rules, deal, stored.actions().getOrDefault(deal.dealNo(), List.of()), json);
        if (latest.endCalledAt().equals(Optional.of(deal.dealNo()))) {
          s = s.callEnd();
        }
        if (played.isFinished()) {
          s = s.record(played);
        }
        game = Optional.of(played);
        dealNo = deal.dealNo();
      }
      if (latest.endCalledAt().isPresent() && !s.isEndCalled()) {
        s = s.callEnd(); // called between deals, before the next was dealt
      }
      session = Optional.of(s);
    }
    return new TableState(stored.table().id(), stored.table().version(), rules,
        stored.table().status().equals(Status.CLOSED.name()), seats, sessionNo, session, dealNo, game);
  }

  private static Game replay(RuleSet rules, DealRow row, List<String> actions, ObjectMapper json) {
    try {
      Deal deal = json.readValue(row.cards(), Deal.class);
      List<Action> history = new ArrayList<>(actions.size());
      for (String action : actions) {
        history.add(json.readValue(action, Action.class));
      }
      return Game.replay(rules, deal, history);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("Deal " + row.dealNo() + " in the database does not read back: "
          + e.getOriginalMessage(), e);
    }
  }

  /** The seats' names, in seat order; the session's players. */
  static List<String> names(List<Optional<SeatInfo>> seats) {
    return seats.stream().map(seat -> seat.map(SeatInfo::name).orElse("?")).toList();
  }

  /**
   * The state after one more action of the deal in progress: the same table, one version on,
   * with the session recording the deal if it ended.
   */
  TableState after(Game next) {
    Optional<Session> s = session;
    if (next.isFinished()) {
      s = s.map(current -> current.record(next));
    }
    return new TableState(id, version + 1, rules, closed, seats, sessionNo, s, dealNo, Optional.of(next));
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
    if (seats.stream().anyMatch(Optional::isEmpty) || session.isEmpty()) {
      return Status.SEATING;
    }
    if (game.isPresent() && !game.get().isFinished()) {
      return Status.PLAYING;
    }
    return session.get().isOver() ? Status.OVER : Status.BETWEEN_DEALS;
  }

  /** Each seat, by number: taken, or empty. */
  public List<Optional<SeatInfo>> seats() {
    return seats;
  }

  /** The seat at a number, if taken. */
  public Optional<SeatInfo> seat(int number) {
    return seats.get(number);
  }

  /** The number of the latest session, from 1; 0 before the first deal. */
  public int sessionNo() {
    return sessionNo;
  }

  /** The latest session, once the first deal is dealt. */
  public Optional<Session> session() {
    return session;
  }

  /** The number of the latest deal at this table, from 1; 0 before the first. */
  public int dealNo() {
    return dealNo;
  }

  /** The game of the latest deal: in progress, or over until the next is dealt. */
  public Optional<Game> game() {
    return game;
  }

  /** How many actions the latest deal has: the sequence number the next action must carry. */
  public int seq() {
    return game.map(g -> g.history().size()).orElse(0);
  }

  /** The seat to act in the deal in progress. */
  public Optional<Seat> toAct() {
    return game.flatMap(Game::toAct);
  }

  /** Whether a bot is to act. */
  public boolean isBotToAct() {
    return toAct().flatMap(seat -> seats.get(seat.index())).map(SeatInfo::bot).orElse(false);
  }

  /** How many seats people hold. */
  public long people() {
    return seats.stream().flatMap(Optional::stream).filter(seat -> !seat.bot()).count();
  }

  @Override
  public String toString() {
    return "TableState{" + id + " v" + version + " " + status() + " deal " + dealNo + "}";
  }
}
