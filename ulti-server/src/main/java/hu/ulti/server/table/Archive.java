package hu.ulti.server.table;

import hu.ulti.core.session.Session;
import hu.ulti.core.session.SessionLog;
import hu.ulti.core.record.SessionRecords;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A table's finished deals as game records: each session in the session record format
 * ({@link SessionRecords#writeFinished}), which {@code ulti referee} reads and checks. A deal
 * still in progress is left out: its cards are secret until it ends.
 */
final class Archive {
  private Archive() {}

  static String records(TableState table, List<Change> changes, Optional<Integer> only) {
    List<SessionLog> sessions = TableLog.of(table.rules(), table.players().size(), changes).sessions();
    if (only.isPresent() && (only.get() < 1 || only.get() > sessions.size())) {
      throw TableException.notFound("table " + table.id() + " has no session " + only.get());
    }
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < sessions.size(); i++) {
      int number = i + 1;
      if (only.isPresent() && number != only.get()) {
        continue;
      }
      String text = SessionRecords.writeFinished(Session.replay(sessions.get(i)), table.id() + "/" + number,
          Map.of("Event", "ulti-server table " + table.id()));
      if (!text.isEmpty()) {
        out.append(out.length() == 0 ? "" : "\n").append(text);
      }
    }
    return out.toString();
  }
}
