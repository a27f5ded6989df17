package hu.ulti.core.card;

import java.util.random.RandomGenerator;
import java.util.random.RandomGeneratorFactory;

/**
 * Seeded random generators that give the same sequence on every run and every JVM.
 *
 * <p>They use the {@code L64X128MixRandom} algorithm, whose output is fully specified by the Java
 * platform (unlike, say, {@code ThreadLocalRandom}), and which has far more state than
 * {@code java.util.Random}. The SDK itself never creates a generator on its own: every method
 * that needs randomness takes one, and this class is the recommended way to make a reproducible
 * one for tests, simulations and replays.
 */
public final class SeededRandom {
  private static final String ALGORITHM = "L64X128MixRandom";

  private SeededRandom() {}

  /** A new generator seeded with {@code seed}; not thread-safe, like every generator. */
  public static RandomGenerator of(long seed) {
    return RandomGeneratorFactory.of(ALGORITHM).create(seed);
  }
}
