package hu.ulti.server.table;

/** Where a table stands. */
public enum Status {
  /** Waiting for its players' places to be taken. */
  SEATING,
  /** A deal is in progress. */
  DEAL_IN_PROGRESS,
  /** The last deal is over; a player at the table may ask for the next. */
  BETWEEN_DEALS,
  /** The session is over ("the ace of hearts deals and does not deal"); a new one may start. */
  SESSION_OVER,
  /** Closed by a player, after going idle, or for want of a person; its records stay. */
  CLOSED
}
