package hu.ulti.bots.match;

/**
 * How a match's deals are cut into slices: the same for a full match ({@link Match#slice}) and a
 * play-only one ({@link PlayMatch#slice}), so that {@code --shard K/N} means the same deals for
 * both.
 */
final class Slices {
  private Slices() {}

  /**
   * {@return the K-th of N contiguous slices of D deals: the index of its first deal,
   * {@code (K - 1) * D / N}, and the index after its last, {@code K * D / N}}
   *
   * @param shard K, from 1
   * @param shards N, from 1 to D
   * @param deals D
   * @param whole whether the match to be cut is whole, not a slice already
   * @throws IllegalArgumentException if it is a slice already, or K or N is out of range
   */
  static int[] range(int shard, int shards, int deals, boolean whole) {
    if (!whole) {
      throw new IllegalArgumentException("This match is a slice already");
    }
    if (shards < 1 || shards > deals || shard < 1 || shard > shards) {
      throw new IllegalArgumentException("A slice is K/N with 1 <= K <= N <= " + deals + " (the deals), not "
          + shard + "/" + shards);
    }
    return new int[] {(int) ((long) (shard - 1) * deals / shards), (int) ((long) shard * deals / shards)};
  }
}
