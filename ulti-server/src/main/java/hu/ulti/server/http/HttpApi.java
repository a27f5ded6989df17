package hu.ulti.server.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import hu.ulti.json.UltiJson;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.cache.Cache;
import com.google.common.cache.CacheBuilder;
import hu.ulti.server.table.Metrics;
import hu.ulti.server.table.TableException;
import hu.ulti.server.table.TableService;
import io.javalin.Javalin;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The server's HTTP edge: the routes under {@code /api/} ({@code docs/server.md}), the page, and
 * what every answer shares: the per-address request budget, the security headers, and errors
 * (the tables' refusals, Javalin's and Jetty's own) as the documented JSON body.
 */
public final class HttpApi {
  private static final Logger LOG = LoggerFactory.getLogger(HttpApi.class);
  private static final String STARTED = "ulti.started";

  private final TableService tables;
  private final Hub hub;
  private final Messages messages;
  private final Metrics metrics;
  private final HttpLimits limits;
  private final ObjectMapper json;
  private final Requests requests;
  private final Answers answers;
  private final SocketRoutes sockets;
  /** Each client address's bucket of requests; forgotten after ten idle minutes. */
  private final Cache<String, RateLimiter> perAddress = CacheBuilder.newBuilder()
      .expireAfterAccess(Duration.ofMinutes(10)).maximumSize(100_000).build();

  /** The refusals for rate, logged as one line per address per interval ({@link #summariseRefusals}). */
  private final RateLimitLog rateLimited = new RateLimitLog();

  /** The edge over these tables. */
  public HttpApi(TableService tables, Hub hub, Messages messages, Metrics metrics, HttpLimits limits,
      ObjectMapper json) {
    this.tables = tables;
    this.hub = hub;
    this.messages = messages;
    this.metrics = metrics;
    this.limits = limits;
    this.json = json;
    this.requests = new Requests(UltiJson.strictMapper(), limits.maxBodyBytes());
    this.answers = new Answers(messages, tables);
    this.sockets = new SocketRoutes(tables, hub, messages, requests, metrics, limits);
  }

  /**
   * Configures Jetty and Javalin: the page's files with their headers, the tables' WebSockets, Jetty's
   * own errors as JSON, and header values compared exactly on every request.
   */
  public void configure(JavalinConfig javalin) {
    javalin.showJavalinBanner = false;
    javalin.http.maxRequestSize = limits.maxBodyBytes();
    javalin.staticFiles.add(files -> {
      files.hostedPath = "/";
      files.directory = "/public";
      files.location = Location.CLASSPATH;
      files.headers = SecurityHeaders.PAGE;
    });
    // Jetty keeps a cache of header fields per connection and by default matches it ignoring
    // case: on a kept-alive connection "Bearer abc" after "Bearer ABC" came back as the first.
    // A token must match exactly, on every request.
    javalin.jetty.modifyHttpConfiguration(http -> http.setHeaderCacheCaseSensitive(true));
    javalin.jetty.modifyServer(server -> server.setErrorHandler(new JsonErrorHandler()));
    javalin.jetty.modifyServletContextHandler(context -> {
      context.setErrorHandler(new JsonErrorHandler());
      sockets.install(context);
    });
  }

  /**
   * Logs the requests refused for their rate since the last call: one line per client address.
   *
   * @param seconds how long ago the last call was
   */
  public void summariseRefusals(long seconds) {
    rateLimited.summarise(seconds, LOG::info);
  }

  /** Installs the routes and the error mapping. */
  public void install(Javalin app) {
    app.before("/api/*", this::limit);
    app.after("/api/*", ctx -> {
      Long started = ctx.attribute(STARTED);
      if (started != null) {
        metrics.request(System.nanoTime() - started);
      }
    });
    new ServiceRoutes(tables, hub, messages, metrics, json, answers).install(app);
    new TableRoutes(tables, messages, requests, answers).install(app);
    app.exception(TableException.class, (e, ctx) -> error(ctx, ApiError.of(e)));
    app.exception(ApiError.class, (e, ctx) -> error(ctx, e));
    app.exception(HttpResponseException.class, (e, ctx) -> error(ctx,
        e.getStatus() == 413 ? ApiError.tooLarge("a request body is at most " + limits.maxBodyBytes() + " bytes")
            : e.getStatus() == 404 ? ApiError.notFound("no such path: " + ctx.path())
            : ApiError.badRequest("", e.getMessage())));
    app.exception(Exception.class, (e, ctx) -> {
      LOG.error("{\"event\":\"internal-error\",\"path\":\"{}\"}", ctx.path(), e);
      ObjectNode body = messages.error(ApiError.unavailable("the server met an error; it is logged"));
      body.put("status", 500);
      body.put("error", "internal");
      answers.send(ctx, 500, body);
    });
    app.error(404, ctx -> {
      if (ctx.path().startsWith("/api/") && ctx.result() == null) {
        error(ctx, ApiError.notFound("no such path: " + ctx.path()));
      }
    });
    app.error(405, ctx -> error(ctx, ApiError.notFound("no such method here: " + ctx.method() + " " + ctx.path())));
  }

  private void error(Context ctx, ApiError error) {
    answers.send(ctx, error.status(), messages.error(error));
  }

  /** The security headers, and the per-address request budget: a 429 once it is spent. */
  private void limit(Context ctx) throws ExecutionException {
    SecurityHeaders.API.forEach(ctx::header);
    ctx.attribute(STARTED, System.nanoTime());
    RateLimiter limiter = perAddress.get(ctx.ip(), () -> new RateLimiter(limits.requestsPerSecond(),
        limits.requestBurst()));
    if (!limiter.tryAcquire()) {
      rateLimited.refused(ctx.ip());
      throw ApiError.tooMany("more than " + limits.requestsPerSecond() + " requests a second from this client;"
          + " slow down");
    }
  }
}
