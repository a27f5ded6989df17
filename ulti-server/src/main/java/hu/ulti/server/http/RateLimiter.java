package hu.ulti.server.http;

/**
 * A token bucket: {@code rate} tokens a second up to {@code burst}; each request takes one.
 * Thread-safe.
 */
public final class RateLimiter {
  private final double rate;
  private final double burst;
  private double tokens;
  private long last;

  /** A full bucket. */
  public RateLimiter(double rate, int burst) {
    this.rate = rate;
    this.burst = burst;
    this.tokens = burst;
    this.last = System.nanoTime();
  }

  /** Takes a token if there is one. */
  public synchronized boolean tryAcquire() {
    long now = System.nanoTime();
    tokens = Math.min(burst, tokens + (now - last) * rate / 1e9);
    last = now;
    if (tokens >= 1) {
      tokens -= 1;
      return true;
    }
    return false;
  }
}
