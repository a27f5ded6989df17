package hu.ulti.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.cache.Cache;
import com.google.common.cache.CacheBuilder;
import hu.ulti.core.game.Action;
import hu.ulti.server.store.Rows.SeatRow;
import hu.ulti.server.store.Rows.TableRow;
import hu.ulti.server.table.TableState;
import hu.ulti.server.table.Tables;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The HTTP and WebSocket endpoints under {@code /api/} ({@code docs/server.md}). */
final class Api {
  private static final Logger LOG = LoggerFactory.getLogger(Api.class);
  private static final String CLIENT = "ulti.client";
  private static final String STARTED = "ulti.started";

  private final Tables tables;
  private final Hub hub;
  private final Messages messages;
  private final Requests requests;
  private final Metrics metrics;
  private final ServerConfig config;
  private final ObjectMapper json;
  /** Each client address's bucket of requests; forgotten after ten idle minutes. */
  private final Cache<String, RateLimiter> perAddress = CacheBuilder.newBuilder()
      .expireAfterAccess(Duration.ofMinutes(10)).maximumSize(100_000).build();

  Api(Tables tables, Hub hub, Messages messages, Metrics metrics, ServerConfig config, ObjectMapper json) {
    this.tables = tables;
    this.hub = hub;
    this.messages = messages;
    this.requests = new Requests(json, config.maxBodyBytes());
    this.metrics = metrics;
    this.config = config;
    this.json = json;
  }

  void routes(Javalin app) {
    app.before("/api/*", this::limit);
    app.after("/api/*", ctx -> {
      Long started = ctx.attribute(STARTED);
      if (started != null) {
        metrics.request(System.nanoTime() - started);
      }
    });
    app.get("/api/health", this::health);
    app.get("/api/metrics", this::metrics);
    app.get("/api/vocabulary", ctx -> send(ctx, 200, messages.vocabulary()));
    app.get("/api/tables", this::lobby);
    app.post("/api/tables", this::create);
    app.get("/api/tables/{id}", ctx -> send(ctx, 200, messages.state(tables.state(ctx.pathParam("id")),
        seatIfToken(ctx).map(Tables.Seated::seat))));
    app.post("/api/tables/{id}/seats/{seat}", this::claim);
    app.post("/api/tables/{id}/seats/{seat}/bot", ctx -> {
      Tables.Seated who = seated(ctx);
      requests.object(requests.body(ctx.bodyInputStream()), Set.of());
      answer(ctx, tables.seatBot(who, seatNumber(ctx)), who);
    });
    app.post("/api/tables/{id}/actions", this::act);
    app.post("/api/tables/{id}/deals", ctx -> seatCommand(ctx, tables::nextDeal));
    app.post("/api/tables/{id}/sessions", ctx -> seatCommand(ctx, tables::newSession));
    app.post("/api/tables/{id}/end", ctx -> seatCommand(ctx, tables::callEnd));
    app.get("/api/tables/{id}/records", ctx -> records(ctx, Optional.empty()));
    app.get("/api/tables/{id}/sessions/{session}/records", ctx -> {
      OptionalInt session = parseInt(ctx.pathParam("session"), "session", 1, 1_000_000);
      records(ctx, Optional.of(session.getAsInt()));
    });
    app.ws("/api/tables/{id}/ws", this::webSocket);

    app.exception(ApiError.class, (e, ctx) -> send(ctx, e.status(), messages.error(e)));
    app.exception(HttpResponseException.class, (e, ctx) -> send(ctx, e.getStatus(), messages.error(
        e.getStatus() == 413 ? ApiError.tooLarge("a request body is at most " + config.maxBodyBytes() + " bytes")
            : e.getStatus() == 404 ? ApiError.notFound("no such path: " + ctx.path())
            : ApiError.badRequest("", e.getMessage()))));
    app.exception(Exception.class, (e, ctx) -> {
      LOG.error("{\"event\":\"internal-error\",\"path\":\"{}\"}", ctx.path(), e);
      ObjectNode body = messages.error(ApiError.unavailable("the server met an error; it is logged"));
      body.put("status", 500);
      body.put("error", "internal");
      send(ctx, 500, body);
    });
    app.error(404, ctx -> {
      if (ctx.path().startsWith("/api/") && ctx.result() == null) {
        send(ctx, 404, messages.error(ApiError.notFound("no such path: " + ctx.path())));
      }
    });
    app.error(405, ctx -> send(ctx, 405, messages.error(ApiError.notFound("no such method here: "
        + ctx.method() + " " + ctx.path()))));
  }

  /** The per-address request budget: a 429 once it is spent. */
  private void limit(Context ctx) throws ExecutionException {
    ctx.attribute(STARTED, System.nanoTime());
    RateLimiter limiter = perAddress.get(ctx.ip(), () -> new RateLimiter(config.requestsPerSecond(), config.requestBurst()));
    if (!limiter.tryAcquire()) {
      LOG.info("{\"event\":\"rate-limited\",\"client\":\"{}\",\"path\":\"{}\"}", ctx.ip(), ctx.path());
      throw ApiError.tooMany("more than " + config.requestsPerSecond() + " requests a second from this client;"
          + " slow down");
    }
  }

  private void health(Context ctx) {
    ObjectNode body = json.createObjectNode();
    boolean healthy = tables.isHealthy();
    body.put("status", healthy ? "ok" : "database-down");
    body.put("database", healthy ? "ok" : "down");
    send(ctx, healthy ? 200 : 503, body);
  }

  private void metrics(Context ctx) {
    ObjectNode body = json.createObjectNode();
    body.put("actions", metrics.actions());
    body.put("actionsPerSecond", metrics.actionsPerSecond());
    body.put("refusals", metrics.refusals());
    body.put("requests", metrics.requests());
    body.put("latencyP50Millis", metrics.latencyMillis(0.5));
    body.put("latencyP99Millis", metrics.latencyMillis(0.99));
    body.put("connections", hub.connections());
    body.put("tablesInMemory", tables.cached());
    send(ctx, 200, body);
  }

  private void lobby(Context ctx) {
    List<TableRow> rows = tables.recent(50);
    Map<String, List<SeatRow>> seats = tables.seatsOf(rows.stream().map(TableRow::id).toList());
    ArrayNode list = json.createArrayNode();
    for (TableRow row : rows) {
      ObjectNode entry = list.addObject();
      entry.put("id", row.id());
      entry.put("rules", row.rules());
      entry.put("status", row.status());
      ArrayNode seatList = entry.putArray("seats");
      for (int seat = 0; seat < 3; seat++) {
        int number = seat;
        Optional<SeatRow> taken = seats.getOrDefault(row.id(), List.of()).stream()
            .filter(s -> s.seat() == number).findFirst();
        ObjectNode s = seatList.addObject();
        s.put("kind", taken.map(t -> t.kind().equals("BOT") ? "bot" : "person").orElse("empty"));
        taken.ifPresent(t -> s.put("name", t.name()));
      }
    }
    ObjectNode body = json.createObjectNode();
    body.set("tables", list);
    send(ctx, 200, body);
  }

  private void create(Context ctx) {
    ObjectNode body = requests.object(requests.body(ctx.bodyInputStream()), Set.of("rules", "name", "seat", "bots"));
    String rules = Requests.string(body, "rules").orElse("standard");
    OptionalInt seat = Requests.integer(body, "seat", 0, 2);
    Set<Integer> bots = new HashSet<>();
    JsonNode botList = body.get("bots");
    if (botList != null && !botList.isNull()) {
      if (!botList.isArray() || botList.size() > 3) {
        throw ApiError.badRequest("bots", "a list of at most three seat numbers");
      }
      for (JsonNode b : botList) {
        if (!b.isInt() || b.intValue() < 0 || b.intValue() > 2 || !bots.add(b.intValue())) {
          throw ApiError.badRequest("bots", "seat numbers 0, 1 or 2, each once");
        }
      }
    }
    Tables.Created created = tables.create(rules, ctx.ip(), Requests.string(body, "name"),
        seat.isPresent() ? Optional.of(seat.getAsInt()) : Optional.empty(), bots);
    ObjectNode answer = messages.state(created.state(), created.seat());
    created.token().ifPresent(token -> answer.put("token", token));
    ctx.header("Location", "/api/tables/" + created.state().id());
    send(ctx, 201, answer);
  }

  private void claim(Context ctx) {
    ObjectNode body = requests.object(requests.body(ctx.bodyInputStream()), Set.of("name"));
    String name = Requests.string(body, "name").orElseThrow(() -> ApiError.badRequest("name", "a name is required"));
    Tables.Claimed claimed = tables.claim(ctx.pathParam("id"), seatNumber(ctx), name);
    ObjectNode answer = messages.state(claimed.state(), Optional.of(claimed.seat()));
    answer.put("token", claimed.token());
    send(ctx, 201, answer);
  }

  private void act(Context ctx) {
    Tables.Seated who = seated(ctx);
    ObjectNode body = requests.object(requests.body(ctx.bodyInputStream()), Set.of("action", "seq"));
    Action action = requests.action(body, "action");
    OptionalInt seq = Requests.integer(body, "seq", 0, 10_000);
    answer(ctx, tables.act(who, action, seq), who);
  }

  private void records(Context ctx, Optional<Integer> session) {
    String text = tables.records(ctx.pathParam("id"), session);
    ctx.status(200).contentType("text/plain; charset=utf-8");
    ctx.header("Content-Disposition", "attachment; filename=\"ulti-" + ctx.pathParam("id")
        + session.map(n -> "-" + n).orElse("") + ".txt\"");
    ctx.result(text);
  }

  /** A seated person's command with an empty body. */
  private void seatCommand(Context ctx, java.util.function.Function<Tables.Seated, TableState> command) {
    Tables.Seated who = seated(ctx);
    requests.object(requests.body(ctx.bodyInputStream()), Set.of());
    answer(ctx, command.apply(who), who);
  }

  private void answer(Context ctx, TableState state, Tables.Seated who) {
    send(ctx, 200, messages.state(state, Optional.of(who.seat())));
  }

  private Tables.Seated seated(Context ctx) {
    return tables.authenticate(ctx.pathParam("id"), bearer(ctx));
  }

  /** The seat of the request's token if it carries one (then it must be good); empty for a spectator. */
  private Optional<Tables.Seated> seatIfToken(Context ctx) {
    Optional<String> token = bearer(ctx);
    return token.isEmpty() ? Optional.empty() : Optional.of(tables.authenticate(ctx.pathParam("id"), token));
  }

  private static Optional<String> bearer(Context ctx) {
    String header = ctx.header("Authorization");
    if (header == null) {
      return Optional.empty();
    }
    if (!header.startsWith("Bearer ")) {
      throw ApiError.unauthorized("the Authorization header is 'Bearer <token>'");
    }
    return Optional.of(header.substring("Bearer ".length()).strip());
  }

  private static int seatNumber(Context ctx) {
    return parseInt(ctx.pathParam("seat"), "seat", 0, 2).getAsInt();
  }

  private static OptionalInt parseInt(String text, String field, int min, int max) {
    try {
      int value = Integer.parseInt(text);
      if (value >= min && value <= max) {
        return OptionalInt.of(value);
      }
    } catch (NumberFormatException e) {
      // refused below
    }
    throw ApiError.badRequest(field, "an integer from " + min + " to " + max);
  }

  private void send(Context ctx, int status, JsonNode body) {
    ctx.status(status).contentType("application/json").result(messages.text(body));
  }

  // --- WebSocket -------------------------------------------------------------------------------

  private void webSocket(WsConfig ws) {
    ws.onConnect(ctx -> {
      ctx.session.setIdleTimeout(Duration.ofMinutes(10));
      String tableId = ctx.pathParam("id");
      try {
        tables.state(tableId);
      } catch (ApiError e) {
        ctx.send(messages.text(messages.error(e)));
        ctx.closeSession(4404, "no such table");
        return;
      }
      Optional<Hub.Client> client = hub.connect(ctx, tableId, new RateLimiter(config.messagesPerSecond(),
          config.messageBurst()));
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
          if (++client.overRate > 3 * config.messageBurst()) {
            ctx.closeSession(1008, "too many messages");
          }
          throw ApiError.tooMany("more than " + config.messagesPerSecond() + " messages a second; slow down");
        }
        ObjectNode message = requests.object(ctx.message(), Set.of("type", "token", "action", "seq", "id"));
        id = Requests.string(message, "id");
        String type = Requests.string(message, "type").orElseThrow(() -> ApiError.badRequest("type",
            "every message has a type: hello, action or ping"));
        switch (type) {
          case "hello" -> {
            Optional<String> token = Requests.string(message, "token");
            Optional<Tables.Seated> who = token.isEmpty() ? Optional.empty()
                : Optional.of(tables.authenticate(client.tableId, token));
            hub.greet(client, who.map(Tables.Seated::seat));
          }
          case "action" -> {
            if (client.seat.isEmpty()) {
              throw client.greeted ? ApiError.forbidden("a spectator does not act; say hello with a seat's token")
                  : ApiError.unauthorized("say hello with a seat's token first");
            }
            Action action = requests.action(message, "action");
            OptionalInt seq = Requests.integer(message, "seq", 0, 10_000);
            tables.act(new Tables.Seated(client.tableId, client.seat.get()), action, seq);
            ObjectNode accepted = json.createObjectNode();
            accepted.put("type", "accepted");
            id.ifPresent(value -> accepted.put("id", value));
            hub.reply(client, accepted);
          }
          case "ping" -> {
            ObjectNode pong = json.createObjectNode();
            pong.put("type", "pong");
            id.ifPresent(value -> pong.put("id", value));
            hub.reply(client, pong);
          }
          default -> throw ApiError.badRequest("type", "a type is hello, action or ping, not "
              + (type.length() > 40 ? type.substring(0, 40) + "..." : type));
        }
      } catch (ApiError e) {
        ObjectNode error = messages.error(e);
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
