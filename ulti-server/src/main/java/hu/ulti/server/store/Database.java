package hu.ulti.server.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Locale;
import org.flywaydb.core.Flyway;

/**
 * The server's database: a connection pool, the schema migrated by Flyway at start, and
 * transactions. Every change to a table happens in one transaction that commits before the
 * client hears of it.
 */
public final class Database implements AutoCloseable {
  /** Work done with a connection. */
  @FunctionalInterface
  public interface Work<T> {
    /** Does the work; the caller commits or rolls back. */
    T run(Connection connection) throws SQLException;
  }

  private final HikariDataSource pool;
  private final String url;

  /**
   * Opens the pool and migrates the schema to the latest version. An H2 URL gets
   * {@code WRITE_DELAY=0} unless it sets a write delay itself: H2 otherwise keeps commits in
   * memory for up to half a second, and a killed server would lose actions it had acknowledged.
   */
  public Database(String url, String user, String password) {
    this.url = url;
    HikariConfig config = new HikariConfig();
    config.setJdbcUrl(durable(url));
    config.setUsername(user);
    config.setPassword(password);
    config.setMaximumPoolSize(16);
    config.setPoolName("ulti");
    config.setAutoCommit(false);
    // Row locks (SELECT ... FOR UPDATE) serialise the writers of one table; reads see committed rows.
    config.setTransactionIsolation("TRANSACTION_READ_COMMITTED");
    this.pool = new HikariDataSource(config);
    try {
      Flyway.configure().dataSource(pool).locations("classpath:db/migration").load().migrate();
    } catch (RuntimeException e) {
      pool.close();
      throw e;
    }
  }

  /** The URL with every commit written before it returns. */
  static String durable(String url) {
    return url.startsWith("jdbc:h2:") && !url.toUpperCase(Locale.ROOT).contains("WRITE_DELAY")
        ? url + ";WRITE_DELAY=0" : url;
  }

  /**
   * Runs the work in one transaction: committed if it returns, rolled back if it throws.
   *
   * @throws StoreException wrapping a database error
   */
  public <T> T transaction(Work<T> work) {
    try (Connection connection = pool.getConnection()) {
      try {
        T result = work.run(connection);
        connection.commit();
        return result;
      } catch (SQLException | RuntimeException e) {
        connection.rollback();
        throw e;
      }
    } catch (SQLException e) {
      throw new StoreException(e);
    }
  }

  /** Whether the database is PostgreSQL, which tells every instance of each change itself ({@link ChangeNotifications}). */
  public boolean isPostgres() {
    return url.startsWith("jdbc:postgresql:");
  }

  /** Whether the database answers. */
  public boolean isHealthy() {
    try (Connection connection = pool.getConnection()) {
      return connection.isValid(2);
    } catch (SQLException e) {
      return false;
    }
  }

  @Override
  public void close() {
    pool.close();
  }
}
