package hu.ulti.core.solve;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The table key's suit codes by lookup against the plain loop over the suit's cards, for every suit there can be. */
class SuitCodesTest {
  @Test
  void everySuitCodesAsThePlainLoopDoes() {
    long checked = 0;
    for (int inPlay = 0; inPlay < 256; inPlay++) {
      for (int first = inPlay; ; first = (first - 1) & inPlay) {
        int rest = inPlay & ~first;
        for (int second = rest; ; second = (second - 1) & rest) {
          for (int marked = inPlay; ; marked = (marked - 1) & inPlay) {
            // A marked card out of play (a card with points already won) is not part of the suit's code.
            int markedAnywhere = marked | ~inPlay & 0x5A;
            int expected = plain(inPlay, first, second, marked);
            if (SuitCodes.of(inPlay, first, second, markedAnywhere) != expected) {
              assertThat(SuitCodes.of(inPlay, first, second, markedAnywhere))
                  .as("in play %s, first %s, second %s, marked %s", Integer.toBinaryString(inPlay),
                      Integer.toBinaryString(first), Integer.toBinaryString(second), Integer.toBinaryString(marked))
                  .isEqualTo(expected);
            }
            checked++;
            if (marked == 0) {
              break;
            }
          }
          if (second == 0) {
            break;
          }
        }
        if (first == 0) {
          break;
        }
      }
    }
    assertThat(checked).as("every hand and marking of every suit: 7 to the 8th").isEqualTo(5_764_801L);
  }

  /** The codes as the table key wrote them before the lookups: one card at a time, strongest first, then the suit's end. */
  private static int plain(int inPlay, int first, int second, int marked) {
    int codes = 0;
    for (int bits = inPlay; bits != 0; bits &= bits - 1) {
      int card = bits & -bits;
      int code = (first & card) != 0 ? 1 : (second & card) != 0 ? 2 : 3;
      if ((marked & card) != 0) {
        code |= 4;
      }
      codes = codes << 3 | code;
    }
    return codes << 3;
  }
}
