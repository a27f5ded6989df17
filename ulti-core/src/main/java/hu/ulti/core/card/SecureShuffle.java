package hu.ulti.core.card;

import java.security.SecureRandom;
import java.util.random.RandomGenerator;

/**
 * The generator a real table deals from: unpredictable, so that no client can recover the
 * hands from what it sees. Beside {@link SeededRandom}, which is for tests, simulations and
 * replays, this is the obvious path for money and for play between people.
 *
 * <p>A deal shuffled from a seeded generator is as secret as its seed: a client that can guess
 * the seed (the time, a counter, 64 bits searched offline) recovers every hand in seconds. A
 * server that wants to replay deals should store the deal itself, or keep the seed unseen until
 * the deal is over.
 */
public final class SecureShuffle {
  private SecureShuffle() {}

  /**
   * {@return a new generator backed by the platform's strongest default {@link SecureRandom}, seeded by
   * the operating system; safe to share between threads}
   */
  public static RandomGenerator random() {
    return new SecureRandom();
  }
}
