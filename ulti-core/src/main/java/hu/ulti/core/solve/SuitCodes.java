package hu.ulti.core.solve;

/**
 * One suit's part of a relative table key ({@code Search.key}), by table lookups instead of a
 * loop over its cards: the suit's cards in play, strongest first, each as a 3-bit code (1, 2 or 3
 * for the seat holding it, plus 4 if it is marked), then a 3-bit 0 for the suit's end. The first
 * (strongest) card's code is the most significant. {@code SuitCodesTest} checks every suit
 * against the plain loop.
 */
final class SuitCodes {
  /**
   * {@code [inPlay << 8 | cards]}: the cards of {@code cards} among the suit's {@code inPlay}
   * cards, numbered by their place, the strongest (lowest bit of {@code inPlay}) the highest.
   */
  private static final byte[] PLACES = new byte[1 << 16];
  /** Each bit {@code j} of a byte moved to bit {@code 3 * j}. */
  private static final int[] SPREAD = new int[256];

  static {
    for (int inPlay = 0; inPlay < 256; inPlay++) {
      int count = Integer.bitCount(inPlay);
      for (int cards = 0; cards < 256; cards++) {
        int places = 0;
        int place = count - 1;
        for (int bits = inPlay; bits != 0; bits &= bits - 1, place--) {
          if ((cards & bits & -bits) != 0) {
            places |= 1 << place;
          }
        }
        PLACES[inPlay << 8 | cards] = (byte) places;
      }
    }
    for (int bits = 0; bits < 256; bits++) {
      int spread = 0;
      for (int j = 0; j < 8; j++) {
        if ((bits & 1 << j) != 0) {
          spread |= 1 << 3 * j;
        }
      }
      SPREAD[bits] = spread;
    }
  }

  private SuitCodes() {}

  /**
   * {@return the suit's codes and its end, {@code 3 * (bitCount(inPlay) + 1)} bits}
   *
   * @param inPlay the suit's cards in play, a byte of the strength layout (bit 0 strongest)
   * @param first the cards of the first seat (seat 0), within {@code inPlay}
   * @param second the cards of the second seat (seat 1), within {@code inPlay}
   * @param marked the marked cards (others are ignored)
   */
  static int of(int inPlay, int first, int second, int marked) {
    int row = inPlay << 8;
    int third = inPlay & ~first & ~second;
    return (SPREAD[PLACES[row | first] & 0xFF] + 2 * SPREAD[PLACES[row | second] & 0xFF]
        + 3 * SPREAD[PLACES[row | third] & 0xFF] + 4 * SPREAD[PLACES[row | marked & 0xFF] & 0xFF]) << 3;
  }
}
