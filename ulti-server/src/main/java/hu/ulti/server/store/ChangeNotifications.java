package hu.ulti.server.store;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.function.BiConsumer;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * PostgreSQL's own notifications of committed changes ({@code LISTEN}): every instance on one
 * database hears every change any instance commits, in commit order, as soon as it commits.
 * Each change is sent on {@link TableStore#CHANNEL} inside the transaction that makes it
 * ({@link TableStore#notifyChange}), so a change is heard if and only if it committed.
 *
 * <p>One connection of its own, outside the pool, and one daemon thread. If the connection
 * breaks, the thread opens a new one and says so ({@code reconnected}), since changes committed
 * meanwhile were not heard: the listener then looks for them itself.
 */
public final class ChangeNotifications implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(ChangeNotifications.class);

  private final String url;
  private final String user;
  private final String password;
  private final BiConsumer<String, Long> changed;
  private final Runnable reconnected;
  private final Thread thread;
  private volatile boolean running = true;
  private volatile Connection connection;

  private ChangeNotifications(String url, String user, String password, BiConsumer<String, Long> changed,
      Runnable reconnected) {
    this.url = url;
    this.user = user;
    this.password = password;
    this.changed = changed;
    this.reconnected = reconnected;
    this.thread = new Thread(this::run, "ulti-notifications");
    this.thread.setDaemon(true);
  }

  /**
   * Starts listening; returns once the first connection listens, so no change committed after
   * this returns is missed.
   *
   * @param changed told of each change: the table's id and its new version
   * @param reconnected told after the connection was lost and listens again
   * @throws StoreException if the database cannot be reached
   */
  public static ChangeNotifications listen(String url, String user, String password,
      BiConsumer<String, Long> changed, Runnable reconnected) {
    ChangeNotifications notifications = new ChangeNotifications(url, user, password, changed, reconnected);
    try {
      notifications.connection = notifications.connect();
    } catch (SQLException e) {
      throw new StoreException(e);
    }
    notifications.thread.start();
    return notifications;
  }

  private Connection connect() throws SQLException {
    Connection opened = DriverManager.getConnection(url, user, password);
    try (Statement listen = opened.createStatement()) {
      listen.execute("LISTEN " + TableStore.CHANNEL);
    }
    return opened;
  }

  private void run() {
    while (running) {
      try {
        if (connection == null) {
          connection = connect();
          reconnected.run();
        }
        PGNotification[] received = connection.unwrap(PGConnection.class).getNotifications(500);
        if (received != null) {
          for (PGNotification notification : received) {
            deliver(notification.getParameter());
          }
        }
      } catch (SQLException | RuntimeException e) {
        if (!running) {
          return;
        }
        LOG.warn("{\"event\":\"notifications-lost\",\"message\":\"{}\"}", String.valueOf(e.getMessage()));
        closeQuietly();
        sleep();
      }
    }
  }

  private void deliver(String payload) {
    int space = payload.lastIndexOf(' ');
    try {
      changed.accept(payload.substring(0, space), Long.parseLong(payload.substring(space + 1)));
    } catch (RuntimeException e) {
      LOG.warn("{\"event\":\"notification-failed\",\"payload\":\"{}\"}", payload, e);
    }
  }

  private void closeQuietly() {
    Connection open = connection;
    connection = null;
    if (open != null) {
      try {
        open.close();
      } catch (SQLException ignored) {
        // already broken
      }
    }
  }

  private static void sleep() {
    try {
      Thread.sleep(1000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public void close() {
    running = false;
    thread.interrupt();
    closeQuietly();
  }
}
