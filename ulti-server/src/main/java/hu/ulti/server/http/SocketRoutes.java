package hu.ulti.server.http;

import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.game.Action;
import hu.ulti.server.table.Metrics;
import hu.ulti.server.table.TableException;
import hu.ulti.server.table.TableService;
import java.io.IOException;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.jetty.servlet.ServletContextHandler;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.WriteCallback;
import org.eclipse.jetty.websocket.server.config.JettyWebSocketServletContainerInitializer;

/**
 * The WebSocket of a table, {@code /api/tables/{id}/ws}: a hello names the player (or none, for a
 * spectator), then the client hears every version of the table and may act and ping. Every
 * error is an error message on the socket; a socket to a table that does not exist is closed
 * with {@value #NO_SUCH_TABLE}, a message over the limit with 1009 ({@link TableSocket}).
 */
final class SocketRoutes {
  /** The close code for a socket to a table that does not exist. */
  static final int NO_SUCH_TABLE = 4404;
  private static final Pattern PATH = Pattern.compile("^/api/tables/([^/]+)/ws$");

  private final TableService tables;
  private final Hub hub;
  private final Messages messages;
  private final Requests requests;
  private final Metrics metrics;
  private final HttpLimits limits;

  SocketRoutes(TableService tables, Hub hub, Messages messages, Requests requests, Metrics metrics, HttpLimits limits) {
    this.tables = tables;
    this.hub = hub;
    this.messages = messages;
    this.requests = requests;
    this.metrics = metrics;
    this.limits = limits;
  }

  /**
   * Serves the sockets from Jetty's own WebSocket container, ahead of Javalin's: each message is
   * read frame by frame ({@link TableSocket}), so the limit on a message is enforced without
   * Jetty resetting the connection.
   */
  void install(ServletContextHandler context) {
    JettyWebSocketServletContainerInitializer.configure(context, (servletContext, container) -> {
      container.setIdleTimeout(Duration.ofMinutes(10));
      // The limit is TableSocket's; Jetty's own would reset the connection under the sender.
      container.setMaxTextMessageSize(Long.MAX_VALUE);
      container.setMaxBinaryMessageSize(Long.MAX_VALUE);
      container.setAutoFragment(true);
      // A servlet path spec: Jetty 11's mappings did not match an upgrade by a uri-template or regex spec here.
      container.addMapping("/api/tables/*", (request, response) -> {
        Matcher path = PATH.matcher(request.getRequestPath());
        if (!path.matches()) {
          try {
            response.sendError(404, "no such path");
          } catch (IOException e) {
            // the client is gone: nothing to answer
          }
          return null;
        }
        return new TableSocket(this, path.group(1), limits.maxMessageBytes());
      });
    });
  }

  void connected(TableSocket socket) {
    Session session = socket.session();
    try {
      tables.state(socket.tableId());
    } catch (TableException e) {
      send(session, messages.text(messages.error(ApiError.of(e))));
      session.close(e.kind() == TableException.Kind.NOT_FOUND ? NO_SUCH_TABLE : 1011, "no such table");
      return;
    }
    Optional<Hub.Client> client = hub.connect(session, socket.tableId(),
        new RateLimiter(limits.messagesPerSecond(), limits.messageBurst()));
    if (client.isEmpty()) {
      send(session, messages.text(messages.error(ApiError.tooMany("this table has " + Hub.MAX_CLIENTS_PER_TABLE
          + " connections already"))));
      session.close(1013, "too many connections to this table");
      return;
    }
    socket.client = client.get();
  }

  void message(TableSocket socket, String text) {
    Hub.Client client = socket.client;
    if (client == null) {
      return;
    }
    long started = System.nanoTime();
    Optional<String> id = Optional.empty();
    try {
      if (!client.limiter.tryAcquire()) {
        if (++client.overRate > 3 * limits.messageBurst()) {
          socket.session().close(1008, "too many messages");
        }
        throw ApiError.tooMany("more than " + limits.messagesPerSecond() + " messages a second; slow down");
      }
      ObjectNode message = requests.object(text, Set.of("type", "token", "action", "seq", "id"));
      id = Requests.string(message, "id");
      String type = Requests.string(message, "type").orElseThrow(() -> ApiError.badRequest("type",
          "every message has a type: hello, action or ping"));
      switch (type) {
        case "hello" -> hub.greet(client, tables.access().viewer(client.tableId, Requests.string(message, "token")));
        case "action" -> {
          if (client.player.isEmpty()) {
            throw client.greeted ? ApiError.forbidden("a spectator does not act; say hello with a player's token")
                : ApiError.unauthorized("say hello with a player's token first");
          }
          Action action = requests.action(message, "action");
          OptionalInt seq = Requests.integer(message, "seq", 0, 10_000);
          tables.act(tables.access().seated(client.tableId, client.player.get()), action, seq);
          ObjectNode accepted = messages.json().createObjectNode();
          accepted.put("type", "accepted");
          id.ifPresent(value -> accepted.put("id", value));
          hub.reply(client, accepted);
        }
        case "ping" -> {
          ObjectNode pong = messages.json().createObjectNode();
          pong.put("type", "pong");
          id.ifPresent(value -> pong.put("id", value));
          hub.reply(client, pong);
        }
        default -> throw ApiError.badRequest("type", "a type is hello, action or ping, not "
            + (type.length() > 40 ? type.substring(0, 40) + "..." : type));
      }
    } catch (ApiError | TableException e) {
      ObjectNode error = messages.error(e instanceof TableException refused ? ApiError.of(refused) : (ApiError) e);
      id.ifPresent(value -> error.put("id", value));
      hub.reply(client, error);
    } finally {
      metrics.request(System.nanoTime() - started);
    }
  }

  void closed(TableSocket socket) {
    if (socket.client != null) {
      hub.disconnect(socket.client);
    }
  }

  private static void send(Session session, String text) {
    session.getRemote().sendString(text, WriteCallback.NOOP);
  }
}
