package hu.ulti.core.solve;

/**
 * Equivalent cards by bit operations: a legal card is redundant when the nearest stronger card
 * still in play of its suit is legal too (so held by the same seat), worth the same card points,
 * and neither is the trump seven; the stronger card stands for it ({@code Search.candidates}).
 * All masks are in the strength layout, where each suit's byte holds its cards strongest first
 * (bit 0), so a card's nearest stronger card in play is the nearest lower bit of the same byte.
 * {@code RunsTest} checks it against the plain loop over the cards.
 */
final class Runs {
  private static final long NOT_BYTE_BOTTOMS = 0xFEFEFEFEFEFEFEFEL;
  private static final int NOT_BYTE_TOPS = 0x7F7F7F7F;

  private Runs() {}

  /**
   * {@return the legal cards that a stronger legal card stands for}
   *
   * @param legal the legal cards
   * @param inPlay the cards still in play (in hands or on the trick), including the legal ones
   * @param seven the trump seven, or 0 where there are no trumps
   * @param counting the cards with card points, all worth the same
   */
  static int redundant(int legal, int inPlay, int seven, int counting) {
    int candidates = legal & ~seven;
    // Both kinds of card at once: those that count in the low word, the others in the high one.
    long both = (candidates & counting) & 0xFFFFFFFFL | (long) (candidates & ~counting) << 32;
    long played = inPlay & 0xFFFFFFFFL;
    played |= played << 32;
    long holes = ~played & (NOT_BYTE_TOPS & 0xFFFFFFFFL | (long) NOT_BYTE_TOPS << 32);
    // From each candidate one place weaker, then on through the cards out of play: the first
    // card in play reached is the next weaker card in play (at most six places on).
    long reach = both << 1 & NOT_BYTE_BOTTOMS;
    for (int step = 0; step < 6; step++) {
      reach |= (reach & holes) << 1;
    }
    long standsFor = reach & played & both;
    return (int) standsFor | (int) (standsFor >>> 32);
  }
}
