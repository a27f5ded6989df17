package hu.ulti.engine;

import java.util.Objects;

/** Thrown when an engine cannot be used at all: it does not start, or never gets ready. */
public final class EngineException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception.
   *
   * @param message what went wrong
   */
  public EngineException(String message) {
    super(Objects.requireNonNull(message, "message"));
  }
}
