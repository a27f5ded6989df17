package hu.ulti.core.record;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The tags the record format defines ({@code docs/record-format.md}), by name, and the names
 * they had before 0.1.0, which readers still accept so that records written then stay readable.
 * Writers write only the current names.
 */
final class RecordTags {
  static final String FORMAT = "Format";
  static final String RULES = "Rules";
  static final String DEALER = "Dealer";
  static final String HAND = "Hand";
  static final String TALON = "Talon";
  static final String FIRST = "First";
  static final String EXPOSED = "Exposed";
  static final String VIEW = "View";
  static final String DEAL_ID = "DealId";
  static final String PAYMENTS = "Payments";
  static final String PLAYERS = "Players";
  static final String SESSION = "Session";
  static final String SESSION_DEALER = "SessionDealer";
  static final String SEATING = "Seating";
  static final String END_CALL = "EndCall";
  static final String SCORES = "Scores";

  /**
   * The session tag that named the session's players before 0.1.0, when {@code Players} named the
   * players at seats 0, 1 and 2 of each deal by name (now {@code Seating}, by number).
   */
  static final String OLD_TABLE = "Table";

  /** Tags renamed before 0.1.0: the old name, read as the new one. */
  static final Map<String, String> RENAMED = Map.of("Result", PAYMENTS, "EndCalled", END_CALL);

  /** The tags the writer sets itself, which a caller's extra tags may not. */
  static final List<String> OWN = List.of(FORMAT, RULES, DEALER, HAND + 0, HAND + 1, HAND + 2, TALON, PAYMENTS,
      VIEW, EXPOSED + 0, EXPOSED + 1, EXPOSED + 2, FIRST + 0, FIRST + 1, FIRST + 2, DEAL_ID);

  private RecordTags() {}

  /** The old name a current tag had before 0.1.0, if it was renamed. */
  static Optional<String> oldName(String name) {
    return RENAMED.entrySet().stream().filter(e -> e.getValue().equals(name)).map(Map.Entry::getKey).findFirst();
  }
}
