package hu.ulti.server.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.server.table.Metrics;
import hu.ulti.server.table.TableService;
import io.javalin.Javalin;
import io.javalin.http.Context;

/** The endpoints that are not about one table: health, metrics and the vocabulary. */
final class ServiceRoutes {
  private final TableService tables;
  private final Hub hub;
  private final Messages messages;
  private final Metrics metrics;
  private final ObjectMapper json;
  private final Answers answers;

  ServiceRoutes(TableService tables, Hub hub, Messages messages, Metrics metrics, ObjectMapper json, Answers answers) {
    this.tables = tables;
    this.hub = hub;
    this.messages = messages;
    this.metrics = metrics;
    this.json = json;
    this.answers = answers;
  }

  void install(Javalin app) {
    app.get("/api/health", this::health);
    app.get("/api/metrics", this::metrics);
    app.get("/api/vocabulary", ctx -> answers.send(ctx, 200, messages.vocabulary(tables.occupancy().engines())));
  }

  private void health(Context ctx) {
    ObjectNode body = json.createObjectNode();
    boolean healthy = tables.isHealthy();
    body.put("status", healthy ? "ok" : "database-down");
    body.put("database", healthy ? "ok" : "down");
    answers.send(ctx, healthy ? 200 : 503, body);
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
    answers.send(ctx, 200, body);
  }
}
