package hu.ulti.core.solve;

/**
 * A transposition table of trick-boundary positions: open addressing on two {@code long} keys
 * (the three hands and the leader) with an {@code int} value each, so a lookup allocates
 * nothing. It grows by doubling when half full; it never forgets an entry.
 *
 * <p>Invariant: a slot is empty exactly when both its key words are 0. No stored position has
 * that key, since a position at a trick boundary before the end still has cards in hand.
 */
final class PositionTable {
  /** What {@link #get} returns for a position not in the table. */
  static final int ABSENT = Integer.MIN_VALUE;

  /**
   * The slots, three words each: the key's two words and the value. One array, so that a probe
   * reads one or two cache lines rather than one in each of three arrays.
   */
  private long[] slots;
  /** The number of slots minus one (their number is a power of two). */
  private int mask;
  private int size;

  PositionTable() {
    allocate(1 << 8);
  }

  private void allocate(int capacity) {
    slots = new long[capacity * 3];
    mask = capacity - 1;
    size = 0;
  }

  /** {@return the value stored for the key, or {@link #ABSENT}} */
  int get(long a, long b) {
    long[] s = slots;
    for (int slot = slot(a, b, mask); ; slot = (slot + 1) & mask) {
      int at = slot * 3;
      long first = s[at];
      long second = s[at + 1];
      if (first == a && second == b) {
        return (int) s[at + 2];
      }
      if (first == 0 && second == 0) {
        return ABSENT;
      }
    }
  }

  /** Stores a value for the key, replacing any earlier one. The key must not be (0, 0). */
  void put(long a, long b, int value) {
    long[] s = slots;
    for (int slot = slot(a, b, mask); ; slot = (slot + 1) & mask) {
      int at = slot * 3;
      long first = s[at];
      long second = s[at + 1];
      if (first == a && second == b) {
        s[at + 2] = value;
        return;
      }
      if (first == 0 && second == 0) {
        s[at] = a;
        s[at + 1] = b;
        s[at + 2] = value;
        if (++size * 2 > mask + 1) {
          grow();
        }
        return;
      }
    }
  }

  /** {@return the number of positions stored} */
  int size() {
    return size;
  }

  private void grow() {
    long[] old = slots;
    allocate((mask + 1) * 2);
    for (int at = 0; at < old.length; at += 3) {
      if (old[at] != 0 || old[at + 1] != 0) {
        put(old[at], old[at + 1], (int) old[at + 2]);
      }
    }
  }

  private static int slot(long a, long b, int mask) {
    long h = a * 0x9E3779B97F4A7C15L + b;
    h ^= h >>> 29;
    h *= 0xBF58476D1CE4E5B9L;
    return (int) (h ^ (h >>> 32)) & mask;
  }
}
