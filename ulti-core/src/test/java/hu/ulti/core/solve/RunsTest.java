package hu.ulti.core.solve;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.card.SeededRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/** Equivalent cards by bit operations against the plain loop over the cards. */
class RunsTest {
  /** Every suit there can be: the cards in play, the legal ones among them, those that count and the seven. */
  @Test
  void everySuitAsThePlainLoop() {
    long checked = 0;
    for (int inPlay = 0; inPlay < 256; inPlay++) {
      for (int legal = inPlay; ; legal = (legal - 1) & inPlay) {
        for (int counting = inPlay; ; counting = (counting - 1) & inPlay) {
          for (int seven = 0; seven <= 128; seven = seven == 0 ? 1 : seven << 1) {
            if (seven == 0 || (inPlay & seven) != 0) {
              int countingAnywhere = counting | ~inPlay & 0x96;
              assertThat(Runs.redundant(legal, inPlay, seven, countingAnywhere))
                  .as("in play %s, legal %s, counting %s, seven %s", bits(inPlay), bits(legal), bits(counting), bits(seven))
                  .isEqualTo(plain(legal, inPlay, seven, countingAnywhere));
              checked++;
            }
          }
          if (counting == 0) {
            break;
          }
        }
        if (legal == 0) {
          break;
        }
      }
    }
    assertThat(checked).isGreaterThan(2_000_000);
  }

  /** Four suits at once: no run crosses from one suit's byte into the next. */
  @Test
  void fourSuitsAsThePlainLoop() {
    RandomGenerator random = SeededRandom.of(31);
    for (int i = 0; i < 200_000; i++) {
      int inPlay = random.nextInt();
      int legal = inPlay & random.nextInt();
      int counting = random.nextInt();
      int seven = random.nextBoolean() ? 0 : 1 << random.nextInt(32) & inPlay;
      assertThat(Runs.redundant(legal, inPlay, seven, counting)).isEqualTo(plain(legal, inPlay, seven, counting));
    }
  }

  /** One card at a time: its nearest stronger card in play must be legal, count alike, and neither be the seven. */
  private static int plain(int legal, int inPlay, int seven, int counting) {
    int redundant = 0;
    for (int bits = legal; bits != 0; bits &= bits - 1) {
      int card = bits & -bits;
      int suitByte = 0xFF << (Integer.numberOfTrailingZeros(card) & ~7);
      int stronger = inPlay & (card - 1) & suitByte;
      if (stronger == 0 || card == seven) {
        continue;
      }
      int next = Integer.highestOneBit(stronger);
      if ((legal & next) != 0 && next != seven && ((counting & next) != 0) == ((counting & card) != 0)) {
        redundant |= card;
      }
    }
    return redundant;
  }

  private static String bits(int mask) {
    return Integer.toBinaryString(mask);
  }
}
