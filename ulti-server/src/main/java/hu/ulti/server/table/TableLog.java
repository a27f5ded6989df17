package hu.ulti.server.table;

import hu.ulti.core.card.Deal;
import hu.ulti.core.game.Action;
import hu.ulti.core.session.Player;
import hu.ulti.core.session.SessionLog;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * A table's changes folded into what they record: its players' places, whether it closed, and each of its
 * sessions as the SDK's {@link SessionLog}, which {@link hu.ulti.core.session.Session#replay} turns
 * into a session. Nothing here judges a deal or an action; the replay does.
 *
 * @param version the version of the last change
 * @param players each player's place, by number: taken, or empty
 * @param closed whether the table closed
 * @param sessions every session, in order
 */
record TableLog(long version, List<Optional<Occupant>> players, boolean closed, List<SessionLog> sessions) {
  /**
   * The log of a table's changes.
   *
   * @param rules the table's rule set
   * @param players how many players it has
   * @param changes its changes from version 1, in order
   */
  static TableLog of(RuleSet rules, int players, List<Change> changes) {
    List<Optional<Occupant>> places = new ArrayList<>(Collections.nCopies(players, Optional.empty()));
    boolean closed = false;
    List<SessionLog> sessions = new ArrayList<>();
    Folding session = null;
    long version = 0;
    for (Change change : changes) {
      version = change.version();
      for (Event event : change.events()) {
        if (event instanceof Event.Joined joined) {
          places.set(joined.player().index(), Optional.of(new Occupant(joined.player(), joined.name(), joined.bot(),
              joined.engine())));
        } else if (event instanceof Event.Left left) {
          places.set(left.player().index(), Optional.of(new Occupant(left.player(), left.botName(), true)));
        } else if (event instanceof Event.SessionStarted started) {
          if (session != null) {
            sessions.add(session.log(rules));
          }
          session = new Folding(places.stream().map(place -> place.map(Occupant::name).orElse("?")).toList(),
              started.firstDealer());
        } else if (event instanceof Event.Closed) {
          closed = true;
        } else if (session != null) {
          session.add(event);
        } else {
          throw new IllegalStateException("Change " + version + " has a " + event + " before the first session");
        }
      }
    }
    if (session != null) {
      sessions.add(session.log(rules));
    }
    return new TableLog(version, List.copyOf(places), closed, List.copyOf(sessions));
  }

  /** One session's log as its events arrive. */
  private static final class Folding {
    private final List<String> players;
    private final Player firstDealer;
    private final List<SessionLog.DealLog> deals = new ArrayList<>();
    private Deal dealing;
    private List<Action> actions = new ArrayList<>();
    private Optional<SessionLog.EndCall> endCall = Optional.empty();

    Folding(List<String> players, Player firstDealer) {
      this.players = players;
      this.firstDealer = firstDealer;
    }

    void add(Event event) {
      if (event instanceof Event.Dealt dealt) {
        if (dealing != null) {
          deals.add(new SessionLog.DealLog(dealing, actions));
        }
        dealing = dealt.deal();
        actions = new ArrayList<>();
      } else if (event instanceof Event.Acted acted) {
        actions.add(acted.action());
      } else if (event instanceof Event.EndCalled called) {
        endCall = Optional.of(called.at());
      }
    }

    SessionLog log(RuleSet rules) {
      List<SessionLog.DealLog> all = new ArrayList<>(deals);
      if (dealing != null) {
        all.add(new SessionLog.DealLog(dealing, actions));
      }
      return SessionLog.of(rules, players, firstDealer, all, endCall);
    }
  }
}
