package hu.ulti.server.http;

import java.util.Map;

/**
 * The headers every answer carries. The page runs its own script only, talks only to this
 * server, and is never framed; an API answer is data that no browser should run, render in a
 * frame or keep: a player's view holds his hand.
 */
final class SecurityHeaders {
  private SecurityHeaders() {}

  /** On the page and its files. */
  static final Map<String, String> PAGE = Map.of(
      "Content-Security-Policy", "default-src 'self'; connect-src 'self' ws: wss:; frame-ancestors 'none'",
      "X-Content-Type-Options", "nosniff",
      "Referrer-Policy", "no-referrer");

  /** On every API answer, errors included. */
  static final Map<String, String> API = Map.of(
      "Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'",
      "X-Content-Type-Options", "nosniff",
      "Referrer-Policy", "no-referrer",
      "Cache-Control", "no-store");
}
