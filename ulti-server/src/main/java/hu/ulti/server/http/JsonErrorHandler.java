package hu.ulti.server.http;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.handler.ErrorHandler;

/**
 * Jetty's own errors, those it answers before any route runs (a malformed request line, a header
 * too large, a bad URI), as the API's JSON error body rather than Jetty's HTML page, with the
 * same security headers as every API answer.
 */
final class JsonErrorHandler extends ErrorHandler {
  @Override
  public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
    fields.put(HttpHeader.CONTENT_TYPE, "application/json");
    SecurityHeaders.API.forEach(fields::put);
    return ByteBuffer.wrap(body(status, reason).getBytes(StandardCharsets.UTF_8));
  }

  @Override
  protected void generateAcceptableResponse(Request baseRequest, HttpServletRequest request,
      HttpServletResponse response, int code, String message) throws IOException {
    baseRequest.setHandled(true);
    response.setContentType("application/json");
    SecurityHeaders.API.forEach(response::setHeader);
    response.getOutputStream().write(body(code, message).getBytes(StandardCharsets.UTF_8));
  }

  /** The documented error body: {@code {"type":"error","status":...,"error":...,"message":...}}. */
  static String body(int status, String reason) {
    ObjectNode node = JsonNodeFactory.instance.objectNode();
    node.put("type", "error");
    node.put("status", status);
    node.put("error", status == 404 ? "not-found" : status == 413 || status == 431 || status == 414 ? "too-large"
        : status >= 500 ? "internal" : "bad-request");
    String text = reason == null || reason.isBlank() ? HttpStatus.getMessage(status) : reason;
    node.put("message", text.length() > 200 ? text.substring(0, 200) : text);
    return node.toString();
  }
}
