package hu.ulti.server;

import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.card.Seat;
import hu.ulti.server.table.TableState;
import hu.ulti.server.table.Tables;
import io.javalin.websocket.WsContext;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jetty.websocket.api.WriteCallback;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The WebSocket clients of this instance, by table, and what they are sent: after every change
 * this instance commits, and after every change another instance commits (found by polling the
 * versions of the watched tables), each client gets the new state as its seat or as a spectator
 * sees it. A client never receives an older version after a newer one.
 */
public final class Hub {
  private static final Logger LOG = LoggerFactory.getLogger(Hub.class);

  /** One WebSocket connection: its table, and its seat once its hello carried a seat's token. */
  public static final class Client {
    final WsContext ctx;
    final String tableId;
    final RateLimiter limiter;
    volatile Optional<Seat> seat = Optional.empty();
    volatile boolean greeted;
    /** Messages over the rate so far; the connection is closed when they pile up. */
    int overRate;
    private long lastVersion = -1;

    Client(WsContext ctx, String tableId, RateLimiter limiter) {
      this.ctx = ctx;
      this.tableId = tableId;
      this.limiter = limiter;
    }

    /** Sends without blocking; a client that cannot keep up is disconnected. */
    void send(String text) {
      if (!ctx.session.isOpen()) {
        return;
      }
      ctx.session.getRemote().sendString(text, new WriteCallback() {
        @Override
        public void writeFailed(Throwable failure) {
          ctx.session.close(1011, "could not send");
        }
      });
    }
  }

  /** The most WebSocket connections one table accepts: three seats, and room for spectators. */
  public static final int MAX_CLIENTS_PER_TABLE = 200;

  private final Tables tables;
  private final Messages messages;
  private final Map<String, Set<Client>> byTable = new ConcurrentHashMap<>();
  private final Map<String, Long> published = new ConcurrentHashMap<>();

  /** A hub over these tables. */
  public Hub(Tables tables, Messages messages) {
    this.tables = tables;
    this.messages = messages;
  }

  /** A new connection to a table, which hears nothing until its hello; empty if the table has too many. */
  public Optional<Client> connect(WsContext ctx, String tableId, RateLimiter limiter) {
    Client client = new Client(ctx, tableId, limiter);
    Set<Client> clients = byTable.computeIfAbsent(tableId, id -> ConcurrentHashMap.newKeySet());
    synchronized (clients) {
      if (clients.size() >= MAX_CLIENTS_PER_TABLE) {
        return Optional.empty();
      }
      clients.add(client);
    }
    return Optional.of(client);
  }

  /**
   * The client said hello: it is a seat or a spectator from now on, and gets the whole state at
   * once. It is marked greeted before the state is read, so a change committed meanwhile reaches
   * it too.
   */
  public void greet(Client client, Optional<Seat> seat) {
    client.seat = seat;
    client.greeted = true;
    deliver(client, tables.state(client.tableId));
  }

  /** The connection closed. */
  public void disconnect(Client client) {
    Set<Client> clients = byTable.get(client.tableId);
    if (clients != null) {
      clients.remove(client);
      if (clients.isEmpty()) {
        byTable.remove(client.tableId, clients);
        published.remove(client.tableId);
      }
    }
  }

  /** Sends the new state to every greeted client of its table. */
  public void publish(TableState state) {
    published.merge(state.id(), state.version(), Math::max);
    Set<Client> clients = byTable.get(state.id());
    if (clients == null) {
      return;
    }
    for (Client client : clients) {
      if (client.greeted) {
        deliver(client, state);
      }
    }
  }

  private void deliver(Client client, TableState state) {
    synchronized (client) {
      if (state.version() <= client.lastVersion) {
        return;
      }
      client.lastVersion = state.version();
      ObjectNode message = messages.state(state, client.seat);
      client.send(messages.text(message));
    }
  }

  /** Sends a message to one client. */
  public void reply(Client client, ObjectNode message) {
    synchronized (client) {
      client.send(messages.text(message));
    }
  }

  /** Looks for changes other instances made to the watched tables, and publishes them. */
  public void poll() {
    if (byTable.isEmpty()) {
      return;
    }
    Map<String, Long> versions = tables.versions(Set.copyOf(byTable.keySet()));
    for (Map.Entry<String, Long> entry : versions.entrySet()) {
      if (entry.getValue() > published.getOrDefault(entry.getKey(), -1L)) {
        try {
          publish(tables.state(entry.getKey()));
        } catch (ApiError e) {
          LOG.warn("{\"event\":\"poll-failed\",\"table\":\"{}\",\"message\":\"{}\"}", entry.getKey(), e.getMessage());
        }
      }
    }
  }

  /** How many clients are connected. */
  public int connections() {
    return byTable.values().stream().mapToInt(Set::size).sum();
  }
}
