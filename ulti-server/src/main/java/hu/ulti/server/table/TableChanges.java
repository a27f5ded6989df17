package hu.ulti.server.table;

import hu.ulti.core.game.IllegalActionException;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.session.Session;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.random.RandomGenerator;

/**
 * How every command changes a table: it is judged on the table's current state, and its events
 * are committed only if the table is still at that version; a command that lost a race is judged
 * again on the state the database has then. Everyone who listens hears of each change after it
 * is committed. Also the one source of shuffles, so that every deal and first dealer at the
 * tables comes from the same generator. Thread-safe.
 */
final class TableChanges {
  private static final int ATTEMPTS = 4;

  /**
   * What a command decided: its events, and the work beside them in the same transaction.
   *
   * @param events the events, in order
   * @param extra the work in the same transaction
   */
  record Decision(List<Event> events, TableRepository.Extra extra) {
    Decision(List<Event> events) {
      this(events, c -> {});
    }
  }

  private final TableRepository tables;
  private final RandomGenerator shuffle;
  private volatile Consumer<TableState> listener = state -> {};

  TableChanges(TableRepository tables, RandomGenerator shuffle) {
    this.tables = tables;
    this.shuffle = shuffle;
  }

  /** Who hears of every change committed here, after the commit. */
  void onChange(Consumer<TableState> newListener) {
    this.listener = newListener;
  }

  /** {@return the table, changed as {@code decide} judges} */
  TableState change(String tableId, Function<TableState, Decision> decide) {
    return change(tableId, decide, state -> {});
  }

  /** {@return the table, changed as {@code decide} judges; {@code committed} hears of it before the listener} */
  TableState change(String tableId, Function<TableState, Decision> decide, Consumer<TableState> committed) {
    for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
      TableState before = tables.current(tableId);
      Decision decision = decide.apply(before);
      Optional<TableState> after;
      try {
        after = tables.commit(before, decision.events(), decision.extra());
      } catch (IllegalActionException | IllegalStateException e) {
        throw TableException.conflict(e.getMessage());
      }
      if (after.isPresent()) {
        committed.accept(after.get());
        listener.accept(after.get());
        return after.get();
      }
    }
    throw TableException.conflict("another request changed the table at the same moment; look again and retry");
  }

  /** {@return a new session's events for these players: started, its first dealer drawn for, and its first deal dealt} */
  List<Event> newSession(RuleSet rules, List<String> names) {
    Session session = Session.start(rules, names, Session.drawFirstDealer(names.size(), shuffle));
    return List.of(new Event.SessionStarted(session.firstDealer()), dealt(session));
  }

  /** {@return the next deal of the session, shuffled here and dealt by the session's rules} */
  Event dealt(Session session) {
    return new Event.Dealt(session.deal(shuffle).game().orElseThrow().deal());
  }

  /** {@return the shuffle, for a bot's choices} */
  RandomGenerator shuffle() {
    return shuffle;
  }

  /** Refuses a command at a closed table. */
  static void requireOpen(TableState state) {
    if (state.status() == Status.CLOSED) {
      throw TableException.conflict("the table is closed");
    }
  }
}
