package hu.ulti.server.http;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.StatusCode;
import org.eclipse.jetty.websocket.api.WebSocketPartialListener;

/**
 * One WebSocket connection to a table, read frame by frame as the frames come, so that a message
 * over the limit is refused with {@code 1009} where the client reads it: the rest of the message
 * is read and dropped, and the close is sent once it has all arrived. Jetty ends the connection at
 * once after any close code but 1000 and 1001; sent while the client is still sending, it reset
 * the connection under him, and a client writing the whole message before reading (as blocking
 * clients do) never saw the close frame. A message that goes on beyond {@link #MOST_DROPPED} is
 * cut off then. Whole messages go to {@link SocketRoutes}.
 *
 * <p>Jetty calls one connection's methods one at a time.
 */
final class TableSocket implements WebSocketPartialListener {
  /** How much of a refused message is read and dropped before the connection is cut instead. */
  static final long MOST_DROPPED = 16L * 1024 * 1024;

  private final SocketRoutes routes;
  private final String tableId;
  private final int maxMessageBytes;
  private final StringBuilder message = new StringBuilder();
  private long messageBytes;
  /** The close code of the message being refused, 0 while none is. */
  private int refusal;
  private String refusalReason = "";
  private long dropped;
  private Session session;
  /** What {@link SocketRoutes} keeps of this connection; null until connected, and if refused. */
  Hub.Client client;

  TableSocket(SocketRoutes routes, String tableId, int maxMessageBytes) {
    this.routes = routes;
    this.tableId = tableId;
    this.maxMessageBytes = maxMessageBytes;
  }

  String tableId() {
    return tableId;
  }

  Session session() {
    return session;
  }

  @Override
  public void onWebSocketConnect(Session newSession) {
    this.session = newSession;
    routes.connected(this);
  }

  @Override
  public void onWebSocketPartialText(String payload, boolean fin) {
    if (refusal != 0) {
      drop(payload.length(), fin);
      return;
    }
    messageBytes += payload.getBytes(StandardCharsets.UTF_8).length;
    if (messageBytes > maxMessageBytes) {
      refuse(StatusCode.MESSAGE_TOO_LARGE, "a message is at most " + maxMessageBytes + " bytes");
      drop(0, fin);
      return;
    }
    message.append(payload);
    if (fin) {
      String text = message.toString();
      message.setLength(0);
      messageBytes = 0;
      routes.message(this, text);
    }
  }

  @Override
  public void onWebSocketPartialBinary(ByteBuffer payload, boolean fin) {
    if (refusal == 0) {
      refuse(StatusCode.BAD_DATA, "messages are JSON text");
    }
    drop(payload.remaining(), fin);
  }

  private void refuse(int code, String reason) {
    refusal = code;
    refusalReason = reason;
    message.setLength(0);
  }

  /**
   * Drops a piece of a refused message; once it has all arrived, closes with the refusal. A client
   * that keeps sending is cut off.
   */
  private void drop(long amount, boolean last) {
    dropped += amount;
    if (last || dropped > MOST_DROPPED) {
      session.close(refusal, refusalReason);
    }
  }

  @Override
  public void onWebSocketClose(int statusCode, String reason) {
    routes.closed(this);
  }

  @Override
  public void onWebSocketError(Throwable cause) {
    routes.closed(this);
  }
}
