package hu.ulti.server.http;

import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.game.Action;
import hu.ulti.server.table.Metrics;
import hu.ulti.server.table.TableException;
import hu.ulti.server.table.TableService;
import io.javalin.Javalin;
import io.javalin.websocket.WsConfig;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The WebSocket of a table, {@code /api/tables/{id}/ws}: a hello names the player (or none, for a
 * spectator), then the client hears every version of the table and may act and ping. Every
 * error is an error message on the socket; a socket to a table that does not exist is closed
 * with {@value #NO_SUCH_TABLE}.
 */
final class SocketRoutes {
  /** The close code for a socket to a table that does not exist. */
  static final int NO_SUCH_TABLE = 4404;
  private static final String CLIENT = "ulti.client";

  private final TableService tables;
  private final Hub hub;
  private final Messages messages;
  private final Requests requests;
  private final Metrics metrics;
  private final double messagesPerSecond;
  private final int messageBurst;

  SocketRoutes(TableService tables, Hub hub, Messages messages, Requests requests, Metrics metrics,
      double messagesPerSecond, int messageBurst) {
    this.tables = tables;
    this.hub = hub;
    this.messages = messages;
    this.requests = requests;
    this.metrics = metrics;
    this.messagesPerSecond = messagesPerSecond;
    this.messageBurst = messageBurst;
  }

  void install(Javalin app) {
    app.ws("/api/tables/{id}/ws", this::socket);
  }

  private void socket(WsConfig ws) {
    ws.onConnect(ctx -> {
      ctx.session.setIdleTimeout(Duration.ofMinutes(10));
      String tableId = ctx.pathParam("id");
      try {
        tables.state(tableId);
      } catch (TableException e) {
        ctx.send(messages.text(messages.error(ApiError.of(e))));
        ctx.closeSession(e.kind() == TableException.Kind.NOT_FOUND ? NO_SUCH_TABLE : 1011, "no such table");
        return;
      }
      Optional<Hub.Client> client = hub.connect(ctx, tableId, new RateLimiter(messagesPerSecond, messageBurst));
      if (client.isEmpty()) {
        ctx.send(messages.text(messages.error(ApiError.tooMany("this table has " + Hub.MAX_CLIENTS_PER_TABLE
            + " connections already"))));
        ctx.closeSession(1013, "too many connections to this table");
        return;
      }
      ctx.attribute(CLIENT, client.get());
    });
    ws.onMessage(ctx -> {
      Hub.Client client = ctx.attribute(CLIENT);
      if (client == null) {
        return;
      }
      long started = System.nanoTime();
      Optional<String> id = Optional.empty();
      try {
        if (!client.limiter.tryAcquire()) {
          if (++client.overRate > 3 * messageBurst) {
            ctx.closeSession(1008, "too many messages");
          }
          throw ApiError.tooMany("more than " + messagesPerSecond + " messages a second; slow down");
        }
        ObjectNode message = requests.object(ctx.message(), Set.of("type", "token", "action", "seq", "id"));
        id = Requests.string(message, "id");
        String type = Requests.string(message, "type").orElseThrow(() -> ApiError.badRequest("type",
            "every message has a type: hello, action or ping"));
        switch (type) {
          case "hello" -> {
            hub.greet(client, tables.viewer(client.tableId, Requests.string(message, "token")));
          }
          case "action" -> {
            if (client.player.isEmpty()) {
              throw client.greeted ? ApiError.forbidden("a spectator does not act; say hello with a player's token")
                  : ApiError.unauthorized("say hello with a player's token first");
            }
            Action action = requests.action(message, "action");
            OptionalInt seq = Requests.integer(message, "seq", 0, 10_000);
            tables.act(tables.seated(client.tableId, client.player.get()), action, seq);
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
    });
    ws.onClose(ctx -> {
      Hub.Client client = ctx.attribute(CLIENT);
      if (client != null) {
        hub.disconnect(client);
      }
    });
    ws.onError(ctx -> {
      Hub.Client client = ctx.attribute(CLIENT);
      if (client != null) {
        hub.disconnect(client);
      }
    });
  }
}
