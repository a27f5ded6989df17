package hu.ulti.core.card;

import java.util.random.RandomGenerator;

/**
 * Seeded random generators that give the same sequence on every run, every JVM and every
 * runtime image.
 *
 * <p>The algorithm is the SDK's own, so that no runtime (a minimal image without
 * {@code jdk.random}, a later JDK) can change it: xoshiro256** (Blackman and Vigna, 2018), whose
 * 256 bits of state are filled from the seed by four steps of SplitMix64; {@code nextInt()} is
 * the high 32 bits of {@code nextLong()}, and {@code nextInt(bound)} is Lemire's unbiased
 * multiply-and-reject method. Every other value comes from those through the JDK's specified
 * defaults of {@link RandomGenerator}.
 *
 * <p>The SDK itself never creates a generator on its own: every method that needs randomness
 * takes one, and this class is the recommended way to make a reproducible one for tests,
 * simulations and replays. A real table deals from {@link SecureShuffle#random()}.
 */
public final class SeededRandom {
  private SeededRandom() {}

  /**
   * {@return a new generator seeded with {@code seed}; not thread-safe, like every generator}
   *
   * @param seed the seed
   */
  public static RandomGenerator of(long seed) {
    return new Xoshiro256StarStar(seed);
  }

  /** xoshiro256**: a 256-bit xor/shift/rotate generator with a multiply-rotate-multiply output. */
  private static final class Xoshiro256StarStar implements RandomGenerator {
    private long s0;
    private long s1;
    private long s2;
    private long s3;

    Xoshiro256StarStar(long seed) {
      long x = seed;
      x += 0x9E3779B97F4A7C15L;
      s0 = splitMix(x);
      x += 0x9E3779B97F4A7C15L;
      s1 = splitMix(x);
      x += 0x9E3779B97F4A7C15L;
      s2 = splitMix(x);
      x += 0x9E3779B97F4A7C15L;
      s3 = splitMix(x);
    }

    /** SplitMix64's output function of one state value. */
    private static long splitMix(long z) {
      z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
      z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
      return z ^ (z >>> 31);
    }

    @Override
    public long nextLong() {
      long result = Long.rotateLeft(s1 * 5, 7) * 9;
      long t = s1 << 17;
      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t;
      s3 = Long.rotateLeft(s3, 45);
      return result;
    }

    @Override
    public int nextInt() {
      return (int) (nextLong() >>> 32);
    }

    /** Lemire's method: the high half of a 32 × 32-bit product, redrawn in the rare biased case. */
    @Override
    public int nextInt(int bound) {
      if (bound <= 0) {
        throw new IllegalArgumentException("The bound is positive, not " + bound);
      }
      long product = (nextInt() & 0xFFFFFFFFL) * bound;
      long low = product & 0xFFFFFFFFL;
      if (low < bound) {
        long threshold = (0x1_0000_0000L - bound) % bound;
        while (low < threshold) {
          product = (nextInt() & 0xFFFFFFFFL) * bound;
          low = product & 0xFFFFFFFFL;
        }
      }
      return (int) (product >>> 32);
    }
  }
}
