package hu.ulti.server.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.game.Action;
import hu.ulti.core.session.Session;
import hu.ulti.server.table.TableAccess;
import hu.ulti.server.table.Occupancy;
import hu.ulti.server.table.TableService;
import hu.ulti.server.table.TableState;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Function;

/** The HTTP endpoints of the tables, under {@code /api/tables} ({@code docs/server.md}). */
final class TableRoutes {
  /** The most players a table has, for reading numbers in requests. */
  private static final int MOST_PLAYERS = Session.playerCounts().last();

  private final TableService tables;
  private final Messages messages;
  private final Requests requests;
  private final Answers answers;

  TableRoutes(TableService tables, Messages messages, Requests requests, Answers answers) {
    this.tables = tables;
    this.messages = messages;
    this.requests = requests;
    this.answers = answers;
  }

  void install(Javalin app) {
    app.get("/api/tables", ctx -> answers.send(ctx, 200, messages.lobby(tables.recent(50))));
    app.post("/api/tables", this::create);
    app.get("/api/tables/{id}", ctx -> {
      TableAccess.Viewer viewer = answers.viewer(ctx);
      answers.send(ctx, 200, messages.state(tables.state(ctx.pathParam("id")), viewer));
    });
    app.post("/api/tables/{id}/players/{player}", this::claim);
    app.post("/api/tables/{id}/players/{player}/bot", this::addBot);
    app.post("/api/tables/{id}/actions", this::act);
    app.post("/api/tables/{id}/deals", ctx -> command(ctx, tables::nextDeal));
    app.post("/api/tables/{id}/sessions", ctx -> command(ctx, tables::newSession));
    app.post("/api/tables/{id}/end", ctx -> command(ctx, tables::callEnd));
    app.post("/api/tables/{id}/leave", this::leave);
    app.post("/api/tables/{id}/close", this::close);
    app.get("/api/tables/{id}/records", ctx -> records(ctx, Optional.empty()));
    app.get("/api/tables/{id}/sessions/{session}/records",
        ctx -> records(ctx, Optional.of(Answers.pathInt(ctx, "session", 1, 1_000_000))));
  }

  private void create(Context ctx) {
    ObjectNode body = requests.object(requests.body(ctx.bodyInputStream()),
        Set.of("rules", "playerCount", "name", "player", "bots", "engines"));
    String rules = Requests.string(body, "rules").orElse("standard");
    int players = Requests.integer(body, "playerCount", 0, 100).orElse(Session.playerCounts().first());
    OptionalInt player = Requests.integer(body, "player", 0, MOST_PLAYERS - 1);
    Set<Integer> bots = new HashSet<>();
    JsonNode botList = body.get("bots");
    if (botList != null) {
      if (!botList.isArray() || botList.size() > MOST_PLAYERS) {
        throw ApiError.badRequest("bots", "a list of at most " + MOST_PLAYERS + " players' numbers"
            + Requests.OR_LEAVE_OUT);
      }
      for (JsonNode b : botList) {
        if (!b.isInt() || b.intValue() < 0 || b.intValue() >= MOST_PLAYERS || !bots.add(b.intValue())) {
          throw ApiError.badRequest("bots", "players' numbers, each once");
        }
      }
    }
    Map<Integer, String> engines = new HashMap<>();
    JsonNode enginePlayers = body.get("engines");
    if (enginePlayers != null) {
      if (!enginePlayers.isObject() || enginePlayers.size() > MOST_PLAYERS) {
        throw ApiError.badRequest("engines", "an object of at most " + MOST_PLAYERS + " players, each with an engine's"
            + " name, as {\"1\": \"random\"}" + Requests.OR_LEAVE_OUT);
      }
      for (Map.Entry<String, JsonNode> field : enginePlayers.properties()) {
        int enginePlayer;
        try {
          enginePlayer = Integer.parseInt(field.getKey());
        } catch (NumberFormatException e) {
          enginePlayer = -1;
        }
        if (enginePlayer < 0 || enginePlayer >= MOST_PLAYERS || !field.getValue().isTextual()) {
          throw ApiError.badRequest("engines", "players' numbers, each with an engine's name, as {\"1\": \"random\"}");
        }
        engines.put(enginePlayer, field.getValue().textValue());
      }
    }
    Occupancy.Created created = tables.occupancy().create(rules, players, ctx.ip(), Requests.string(body, "name"),
        player.isPresent() ? Optional.of(player.getAsInt()) : Optional.empty(), bots, engines);
    ObjectNode answer = messages.state(created.state(), new TableAccess.Viewer(created.player(), true));
    answer.put("token", created.token());
    ctx.header("Location", "/api/tables/" + created.state().id());
    answers.send(ctx, 201, answer);
  }

  private void claim(Context ctx) {
    ObjectNode body = requests.object(requests.body(ctx.bodyInputStream()), Set.of("name"));
    String name = Requests.string(body, "name").orElseThrow(() -> ApiError.badRequest("name", "a name is required"));
    Occupancy.Claimed claimed = tables.occupancy().claim(ctx.pathParam("id"),
        Answers.pathInt(ctx, "player", 0, MOST_PLAYERS - 1), name);
    ObjectNode answer = messages.state(claimed.state(), Optional.of(claimed.player()));
    answer.put("token", claimed.token());
    answers.send(ctx, 201, answer);
  }

  private void addBot(Context ctx) {
    TableAccess.Authorized who = answers.authorized(ctx);
    ObjectNode body = requests.object(requests.body(ctx.bodyInputStream()), Set.of("engine"));
    TableState state = tables.occupancy().addBot(who, Answers.pathInt(ctx, "player", 0, MOST_PLAYERS - 1),
        Requests.string(body, "engine"));
    answers.send(ctx, 200, messages.state(state, Optional.of(who.player())));
  }

  private void act(Context ctx) {
    TableAccess.Authorized who = answers.authorized(ctx);
    ObjectNode body = requests.object(requests.body(ctx.bodyInputStream()), Set.of("action", "seq"));
    Action action = requests.action(body, "action");
    OptionalInt seq = Requests.integer(body, "seq", 0, 10_000);
    answers.send(ctx, 200, messages.state(tables.act(who, action, seq), Optional.of(who.player())));
  }

  private void records(Context ctx, Optional<Integer> session) {
    String text = tables.records(ctx.pathParam("id"), session);
    ctx.status(200).contentType("text/plain; charset=utf-8");
    ctx.header("Content-Disposition", "attachment; filename=\"ulti-" + ctx.pathParam("id")
        + session.map(n -> "-" + n).orElse("") + ".txt\"");
    ctx.result(text);
  }

  /** Closing: the host's, or a person's alone at the table; the answer is the table as the closer sees it. */
  private void close(Context ctx) {
    requests.object(requests.body(ctx.bodyInputStream()), Set.of());
    String id = ctx.pathParam("id");
    TableState state = tables.close(id, Answers.bearer(ctx));
    TableAccess.Viewer viewer = tables.access().viewer(id, Answers.bearer(ctx));
    answers.send(ctx, 200, messages.state(state, viewer));
  }

  /** Leaving: the answer is the table as a spectator sees it (the bot's hand is no longer his). */
  private void leave(Context ctx) {
    TableAccess.Authorized who = answers.authorized(ctx);
    requests.object(requests.body(ctx.bodyInputStream()), Set.of());
    TableState state = tables.occupancy().leave(who);
    answers.send(ctx, 200, messages.state(state, Optional.empty()));
  }

  /** A command of a person at the table, with an empty body; the answer is the table as his player sees it. */
  private void command(Context ctx, Function<TableAccess.Authorized, TableState> command) {
    TableAccess.Authorized who = answers.authorized(ctx);
    requests.object(requests.body(ctx.bodyInputStream()), Set.of());
    answers.send(ctx, 200, messages.state(command.apply(who), Optional.of(who.player())));
  }
}
