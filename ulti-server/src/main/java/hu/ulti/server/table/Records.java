package hu.ulti.server.table;

import com.fasterxml.jackson.databind.ObjectMapper;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Session;
import hu.ulti.core.record.GameRecords;
import hu.ulti.core.record.SessionRecords;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import hu.ulti.server.ApiError;
import hu.ulti.server.store.Rows.DealRow;
import hu.ulti.server.store.Rows.SessionRow;
import hu.ulti.server.store.Rows.TableRow;
import hu.ulti.server.store.TableStore;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A table's finished deals as game records: each session in the session record format
 * ({@link SessionRecords#write}), which {@code ulti referee} reads and checks. A deal still in
 * progress is not included: its cards are secret until it ends.
 */
final class Records {
  private Records() {}

  static String of(Connection c, TableRow row, Optional<Integer> only, ObjectMapper json) throws SQLException {
    RuleSet rules = RuleSets.byId(row.rules());
    List<String> players = new ArrayList<>(List.of("?", "?", "?"));
    TableStore.load(c, row).seats().forEach(seat -> players.set(seat.seat(), seat.name()));
    List<SessionRow> sessions = TableStore.sessions(c, row.id());
    if (only.isPresent() && sessions.stream().noneMatch(s -> s.sessionNo() == only.get())) {
      throw ApiError.notFound("table " + row.id() + " has no session " + only.get());
    }
    StringBuilder out = new StringBuilder();
    for (SessionRow session : sessions) {
      if (only.isPresent() && session.sessionNo() != only.get()) {
        continue;
      }
      Session played = Session.start(rules, players, session.firstDealer());
      for (DealRow deal : TableStore.deals(c, row.id(), Optional.of(session.sessionNo()))) {
        if (deal.record().isEmpty()) {
          continue;
        }
        if (session.endCalledAt().equals(Optional.of(deal.dealNo()))) {
          played = played.callEnd();
        }
        Game game = GameRecords.read(deal.record().get()).get(0).replay();
        played = played.record(game);
      }
      if (played.entries().isEmpty()) {
        continue;
      }
      String text = SessionRecords.write(played, row.id() + "/" + session.sessionNo(),
          Map.of("Event", "ulti-server table " + row.id()));
      out.append(out.length() == 0 ? "" : "\n").append(text);
    }
    return out.toString();
  }
}
