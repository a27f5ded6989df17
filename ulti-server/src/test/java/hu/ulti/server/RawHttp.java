package hu.ulti.server;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * HTTP/1.1 by hand over one kept-alive connection, as an attacker or a careless client sends it:
 * requests are written byte for byte, and several go over the same socket.
 */
final class RawHttp implements AutoCloseable {
  /** An answer: status, headers (names in lower case) and body. */
  record Answer(int status, Map<String, String> headers, String body) {}

  private final Socket socket;
  private final InputStream in;
  private final OutputStream out;

  RawHttp(int port) {
    try {
      socket = new Socket("localhost", port);
      socket.setSoTimeout(10_000);
      in = socket.getInputStream();
      out = socket.getOutputStream();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Sends the request's text as it is and reads one answer from the same connection. */
  Answer send(String request) {
    try {
      out.write(request.getBytes(StandardCharsets.UTF_8));
      out.flush();
      return read();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A GET of the path on this connection, kept alive, with the headers given. */
  Answer get(String path, String... headers) {
    StringBuilder request = new StringBuilder("GET " + path + " HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n");
    for (String header : headers) {
      request.append(header).append("\r\n");
    }
    return send(request.append("\r\n").toString());
  }

  private Answer read() throws IOException {
    String statusLine = line();
    int status = Integer.parseInt(statusLine.split(" ")[1]);
    Map<String, String> headers = new LinkedHashMap<>();
    for (String line = line(); !line.isEmpty(); line = line()) {
      int colon = line.indexOf(':');
      headers.put(line.substring(0, colon).strip().toLowerCase(Locale.ROOT), line.substring(colon + 1).strip());
    }
    byte[] body;
    if (headers.containsKey("content-length")) {
      body = in.readNBytes(Integer.parseInt(headers.get("content-length")));
    } else if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
      ByteArrayOutputStream all = new ByteArrayOutputStream();
      for (int size = Integer.parseInt(line().strip(), 16); size > 0; size = Integer.parseInt(line().strip(), 16)) {
        all.write(in.readNBytes(size));
        line();
      }
      line();
      body = all.toByteArray();
    } else {
      body = in.readAllBytes();
    }
    return new Answer(status, headers, new String(body, StandardCharsets.UTF_8));
  }

  private String line() throws IOException {
    ByteArrayOutputStream line = new ByteArrayOutputStream();
    for (int b = in.read(); b != '\n'; b = in.read()) {
      if (b < 0) {
        throw new IOException("the connection closed");
      }
      if (b != '\r') {
        line.write(b);
      }
    }
    return line.toString(StandardCharsets.UTF_8);
  }

  @Override
  public void close() {
    try {
      socket.close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
