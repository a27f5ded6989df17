package hu.ulti.server.http;

import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.server.table.TableException;
import hu.ulti.core.session.Player;
import hu.ulti.server.table.Occupant;
import hu.ulti.server.table.TableAccess;
import hu.ulti.server.table.TableService;
import hu.ulti.server.table.TableState;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.WriteCallback;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The WebSocket clients of this instance, by table, and what they are sent: every version of the
 * table, in order, each as the client's player or a spectator sees it. A change this instance
 * commits is published at once; a change another instance commits is heard of (PostgreSQL's
 * notifications, or polling the versions on other databases) and every version up to it is
 * rebuilt from the table's log, so no client misses one. A client hears nothing older than the
 * state its hello answered.
 */
public final class Hub {
  private static final Logger LOG = LoggerFactory.getLogger(Hub.class);

  /** One WebSocket connection: its table, and its player once its hello carried a player's token. */
  public static final class Client {
    final Session session;
    final String tableId;
    final RateLimiter limiter;
    volatile Optional<Player> player = Optional.empty();
    /** Whether its hello carried the host's token. */
    volatile boolean host;
    volatile boolean greeted;
    /** Messages over the rate so far; the connection is closed when they pile up. */
    int overRate;
    private long lastVersion = -1;

    Client(Session session, String tableId, RateLimiter limiter) {
      this.session = session;
      this.tableId = tableId;
      this.limiter = limiter;
    }

    /** Sends without blocking; a client that cannot keep up is disconnected. */
    void send(String text) {
      if (!session.isOpen()) {
        return;
      }
      session.getRemote().sendString(text, new WriteCallback() {
        @Override
        public void writeFailed(Throwable failure) {
          session.close(1011, "could not send");
        }
      });
    }
  }

  /** The clients of one table and the last version published to them. */
  private static final class Watched {
    final Set<Client> clients = ConcurrentHashMap.newKeySet();
    /** The last state published to this table's clients; null before the first. */
    TableState last;
  }

  /** The most WebSocket connections one table accepts: its players, and room for spectators. */
  public static final int MAX_CLIENTS_PER_TABLE = 200;

  private final TableService tables;
  private final Messages messages;
  private final Map<String, Watched> byTable = new ConcurrentHashMap<>();

  /** A hub over these tables. */
  public Hub(TableService tables, Messages messages) {
    this.tables = tables;
    this.messages = messages;
  }

  /** A new connection to a table, which hears nothing until its hello; empty if the table has too many. */
  public Optional<Client> connect(Session session, String tableId, RateLimiter limiter) {
    Client client = new Client(session, tableId, limiter);
    Watched watched = byTable.computeIfAbsent(tableId, id -> new Watched());
    synchronized (watched) {
      if (watched.clients.size() >= MAX_CLIENTS_PER_TABLE) {
        return Optional.empty();
      }
      watched.clients.add(client);
    }
    return Optional.of(client);
  }

  /**
   * The client said hello: it is a player or a spectator from now on, and gets the whole state at
   * once, then every later version.
   */
  public void greet(Client client, TableAccess.Viewer viewer) {
    Watched watched = byTable.computeIfAbsent(client.tableId, id -> new Watched());
    synchronized (watched) {
      client.player = viewer.player();
      client.host = viewer.host();
      client.greeted = true;
      TableState now = tables.state(client.tableId);
      if (watched.last == null || watched.last.version() < now.version()) {
        catchUp(watched, now.version(), Optional.of(now));
      }
      deliver(client, now);
    }
  }

  /** The connection closed. */
  public void disconnect(Client client) {
    Watched watched = byTable.get(client.tableId);
    if (watched != null) {
      synchronized (watched) {
        watched.clients.remove(client);
        if (watched.clients.isEmpty()) {
          byTable.remove(client.tableId, watched);
        }
      }
    }
  }

  /** A change this instance committed: published, after any version before it not yet published. */
  public void publish(TableState state) {
    Watched watched = byTable.get(state.id());
    if (watched != null) {
      synchronized (watched) {
        catchUp(watched, state.version(), Optional.of(state));
      }
    }
  }

  /** Another instance committed a change: every version up to it is published, in order. */
  public void heard(String tableId, long version) {
    Watched watched = byTable.get(tableId);
    if (watched != null) {
      synchronized (watched) {
        catchUp(watched, version, Optional.empty());
      }
    }
  }

  /** Looks for changes other instances made to the watched tables (where the database does not tell), and publishes them. */
  public void poll() {
    if (byTable.isEmpty()) {
      return;
    }
    tables.versions(Set.copyOf(byTable.keySet())).forEach(this::heard);
  }

  /** Publishes every version after the last published up to {@code version}; the newest may be given. */
  private void catchUp(Watched watched, long version, Optional<TableState> newest) {
    if (watched.last != null && version <= watched.last.version()) {
      return;
    }
    if (watched.last == null && newest.isEmpty()) {
      return; // nobody has said hello yet: each hello starts from the table as it is then
    }
    List<TableState> states;
    try {
      if (watched.last == null) {
        states = List.of(newest.get());
      } else if (newest.isPresent() && newest.get().version() == watched.last.version() + 1) {
        states = List.of(newest.get());
      } else {
        states = tables.after(watched.last, version);
      }
    } catch (TableException | IllegalStateException e) {
      LOG.warn("{\"event\":\"publish-failed\",\"version\":{},\"message\":\"{}\"}", version, e.getMessage());
      return;
    }
    for (TableState state : states) {
      watched.last = state;
      for (Client client : watched.clients) {
        if (client.greeted) {
          deliver(client, state);
        }
      }
    }
  }

  private void deliver(Client client, TableState state) {
    synchronized (client) {
      if (state.version() <= client.lastVersion) {
        return;
      }
      client.lastVersion = state.version();
      if (client.player.isPresent() && state.occupant(client.player.get()).map(Occupant::bot).orElse(false)) {
        client.player = Optional.empty(); // he left his place: a spectator from now on (it never returns to a person)
      }
      ObjectNode message = messages.state(state, new TableAccess.Viewer(client.player, client.host));
      client.send(messages.text(message));
    }
  }

  /** Sends a message to one client. */
  public void reply(Client client, ObjectNode message) {
    synchronized (client) {
      client.send(messages.text(message));
    }
  }

  /** How many clients are connected. */
  public int connections() {
    return byTable.values().stream().mapToInt(watched -> watched.clients.size()).sum();
  }
}
