package hu.ulti.core.internal;

/**
 * The rules of trick play on bitmasks: the fast core behind {@code hu.ulti.core.play.TrickRules}.
 *
 * <p>Cards are indices 0 to 31 ({@code suit * 8 + rank}, ranks in the declared order ace, ten,
 * king, over, under, nine, eight, seven); sets are {@code int} masks with bit {@code card} set.
 * A trump suit is 0 to 3, or {@link #NO_TRUMP}. Nothing here allocates.
 *
 * <p>The rank orders are not known here: they come from the caller as strength tables, so the
 * rule values stay with the rule set that owns them. Invariant of the tables:
 * {@code beaters[order][c]} holds exactly the cards of {@code c}'s suit that beat {@code c} in
 * that rank order. Instances are immutable and thread-safe.
 */
public final class TrickLogic {
  /** The trump argument for a contract without trumps. */
  public static final int NO_TRUMP = -1;

  /** Index of the rank order used with trumps. */
  public static final int ORDER_TRUMP = 0;

  /** Index of the rank order used without trumps. */
  public static final int ORDER_NO_TRUMP = 1;

  private static final int SEVEN = 7;
  private static final int[] SUIT_MASK = {0xFF, 0xFF << 8, 0xFF << 16, 0xFF << 24};

  private final int[][] strength = new int[2][32];
  private final int[][] beaters = new int[2][32];

  /**
   * Builds the tables.
   *
   * @param trumpStrength strength of each rank index (0 = ace ... 7 = seven) with trumps, higher
   *     beats lower
   * @param noTrumpStrength the same without trumps
   */
  public TrickLogic(int[] trumpStrength, int[] noTrumpStrength) {
    int[][] rankStrength = {trumpStrength.clone(), noTrumpStrength.clone()};
    for (int order = 0; order < 2; order++) {
      for (int card = 0; card < 32; card++) {
        strength[order][card] = rankStrength[order][card & 7];
      }
      for (int card = 0; card < 32; card++) {
        int mask = 0;
        for (int other = card & ~7; other < (card & ~7) + 8; other++) {
          if (strength[order][other] > strength[order][card]) {
            mask |= 1 << other;
          }
        }
        beaters[order][card] = mask;
      }
    }
  }

  /** The mask of the cards of suit {@code suit} (0 to 3). */
  public static int suitMask(int suit) {
    return SUIT_MASK[suit];
  }

  /** The rank order a contract uses: with trumps or without. */
  public static int order(int trump) {
    return trump == NO_TRUMP ? ORDER_NO_TRUMP : ORDER_TRUMP;
  }

  /** The same-suit cards that beat {@code card} in the given order. */
  public int beaters(int order, int card) {
    return beaters[order][card];
  }

  /** Whether {@code challenger} beats {@code best}, the card winning a trick so far. */
  public boolean beats(int challenger, int best, int trump) {
    int suit = challenger >>> 3;
    if (suit == best >>> 3) {
      int order = order(trump);
      return strength[order][challenger] > strength[order][best];
    }
    return suit == trump;
  }

  /**
   * The card winning a trick so far: the highest trump in it or, with no trump, the highest card
   * of the led suit. {@code count} is 1 to 3; unused card arguments are ignored.
   */
  public int winningCard(int first, int second, int third, int count, int trump) {
    int best = first;
    if (count > 1 && beats(second, best, trump)) {
      best = second;
    }
    if (count > 2 && beats(third, best, trump)) {
      best = third;
    }
    return best;
  }

  /** Which card (0, 1 or 2 in play order) wins a complete trick. */
  public int winnerOffset(int first, int second, int third, int trump) {
    int best = winningCard(first, second, third, 3, trump);
    return best == first ? 0 : best == second ? 1 : 2;
  }

  /**
   * The cards of {@code hand} that may be played to a trick holding {@code count} cards (0, 1 or
   * 2; {@code first} is the lead, {@code second} the next card).
   *
   * <p>Follow suit and beat the card winning the trick when possible; once a non-trump lead has
   * been trumped no card of the led suit can win, so any of them will do. Void in the led suit:
   * trump, overtrumping when possible. Void in both: any card. {@code keepSeven} is the ulti
   * declarer's duty to hold the trump seven while he has any other legal card.
   *
   * @param hand the player's cards, not empty
   */
  public int legal(int hand, int first, int second, int count, int trump, boolean keepSeven) {
    int legal;
    if (count == 0) {
      legal = hand;
    } else {
      int led = first >>> 3;
      int best = winningCard(first, second, 0, count, trump);
      boolean trumpWinning = (best >>> 3) == trump;
      int inLed = hand & SUIT_MASK[led];
      if (inLed != 0) {
        if (trumpWinning && led != trump) {
          legal = inLed;
        } else {
          int up = inLed & beaters[order(trump)][best];
          legal = up != 0 ? up : inLed;
        }
      } else if (trump != NO_TRUMP && (hand & SUIT_MASK[trump]) != 0) {
        int inTrump = hand & SUIT_MASK[trump];
        if (trumpWinning) {
          int over = inTrump & beaters[ORDER_TRUMP][best];
          legal = over != 0 ? over : inTrump;
        } else {
          legal = inTrump;
        }
      } else {
        legal = hand;
      }
    }
    if (keepSeven && trump != NO_TRUMP) {
      int seven = 1 << (trump * 8 + SEVEN);
      if ((legal & seven) != 0 && legal != seven) {
        legal &= ~seven;
      }
    }
    return legal;
  }
}
