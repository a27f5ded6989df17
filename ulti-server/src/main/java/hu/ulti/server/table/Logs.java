package hu.ulti.server.table;

import com.fasterxml.jackson.core.io.JsonStringEncoder;

/** How the server quotes what it did not write itself: in log lines and in messages to clients. */
public final class Logs {
  private Logs() {}

  /** The text as a JSON string, for a log line; at most 200 characters of it. */
  public static String quote(String text) {
    String shown = text.length() > 200 ? text.substring(0, 200) + "..." : text;
    return "\"" + new String(JsonStringEncoder.getInstance().quoteAsString(shown)) + "\"";
  }

  /** A client's input as a message quotes it: at most 40 characters, in single quotes. */
  public static String shown(String text) {
    return "'" + (text.length() > 40 ? text.substring(0, 40) + "..." : text) + "'";
  }
}
