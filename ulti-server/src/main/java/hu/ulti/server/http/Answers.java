package hu.ulti.server.http;

import com.fasterxml.jackson.databind.JsonNode;
import hu.ulti.server.table.TableAccess;
import hu.ulti.server.table.TableService;
import io.javalin.http.Context;
import java.util.Optional;
import java.util.OptionalInt;

/** What every route does alike: answering with JSON, reading the token and its player, a number in the path. */
final class Answers {
  private final Messages messages;
  private final TableService tables;

  Answers(Messages messages, TableService tables) {
    this.messages = messages;
    this.tables = tables;
  }

  void send(Context ctx, int status, JsonNode body) {
    ctx.status(status).contentType("application/json").result(messages.text(body));
  }

  /** The player of the request's token, which must be good. */
  TableAccess.Authorized authorized(Context ctx) {
    return tables.access().authenticate(ctx.pathParam("id"), bearer(ctx));
  }

  /** Who the request's token shows the table to (a token it carries must be a player's or the host's). */
  TableAccess.Viewer viewer(Context ctx) {
    return tables.access().viewer(ctx.pathParam("id"), bearer(ctx));
  }

  /**
   * The token of the {@code Authorization: Bearer} header, exactly as sent: it is compared with
   * the player's character for character, so nothing here changes its case or trims it but the
   * one space after the scheme.
   */
  static Optional<String> bearer(Context ctx) {
    String header = ctx.header("Authorization");
    if (header == null) {
      return Optional.empty();
    }
    if (!header.startsWith("Bearer ")) {
      throw ApiError.unauthorized("the Authorization header is 'Bearer <token>'");
    }
    return Optional.of(header.substring("Bearer ".length()));
  }

  /** An integer in the path, within bounds. */
  static int pathInt(Context ctx, String name, int min, int max) {
    return parseInt(ctx.pathParam(name), name, min, max).getAsInt();
  }

  static OptionalInt parseInt(String text, String field, int min, int max) {
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
}
