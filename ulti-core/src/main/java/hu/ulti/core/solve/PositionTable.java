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

  private long[] first;
  private long[] second;
  private int[] values;
  private int size;

  PositionTable() {
    allocate(1 << 8);
  }

  private void allocate(int capacity) {
    first = new long[capacity];
    second = new long[capacity];
    values = new int[capacity];
    size = 0;
  }

  /** {@return the value stored for the key, or {@link #ABSENT}} */
  int get(long a, long b) {
    int mask = values.length - 1;
    for (int slot = slot(a, b, mask); ; slot = (slot + 1) & mask) {
      if (first[slot] == a && second[slot] == b) {
        return values[slot];
      }
      if (first[slot] == 0 && second[slot] == 0) {
        return ABSENT;
      }
    }
  }

  /** Stores a value for the key, replacing any earlier one. The key must not be (0, 0). */
  void put(long a, long b, int value) {
    int mask = values.length - 1;
    for (int slot = slot(a, b, mask); ; slot = (slot + 1) & mask) {
      if (first[slot] == a && second[slot] == b) {
        values[slot] = value;
        return;
      }
      if (first[slot] == 0 && second[slot] == 0) {
        first[slot] = a;
        second[slot] = b;
        values[slot] = value;
        if (++size * 2 > values.length) {
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
    long[] oldFirst = first;
    long[] oldSecond = second;
    int[] oldValues = values;
    allocate(oldValues.length * 2);
    for (int i = 0; i < oldValues.length; i++) {
      if (oldFirst[i] != 0 || oldSecond[i] != 0) {
        put(oldFirst[i], oldSecond[i], oldValues[i]);
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
