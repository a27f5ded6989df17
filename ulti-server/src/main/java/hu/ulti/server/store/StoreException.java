package hu.ulti.server.store;

import java.sql.SQLException;

/** A database error; the request that met it is answered with a 503 and may be retried. */
public final class StoreException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** Wraps the database's error. */
  public StoreException(SQLException cause) {
    super(cause.getMessage(), cause);
  }

  /** Whether another writer got there first: a key taken or a lock lost, so the request lost a race. */
  public boolean isConflict() {
    String state = ((SQLException) getCause()).getSQLState();
    // 23xxx: integrity constraint (a doubled key); 40xxx: serialisation failure or deadlock;
    // HYT00: H2's lock timeout; 55P03: PostgreSQL's.
    return state != null && (state.startsWith("23") || state.startsWith("40") || state.equals("HYT00")
        || state.equals("55P03"));
  }
}
