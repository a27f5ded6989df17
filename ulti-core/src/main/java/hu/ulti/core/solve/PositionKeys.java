package hu.ulti.core.solve;

import hu.ulti.core.internal.TrickLogic;
import hu.ulti.core.solve.internal.FastPlay;

/**
 * How a {@link Search}'s transposition tables name the positions of one play at trick boundaries,
 * and a table's best card in the same terms, so that a card found in one position is found again
 * in every position the same key names.
 *
 * <p>Not thread-safe: {@link #key} leaves its second word and the cards it named for the caller to
 * read before the next call. One instance per search.
 */
final class PositionKeys {
  private final FastPlay play;
  private final Strengths strengths;
  /** The rank order of every suit in this play (with or without trumps). */
  private final int order;
  /**
   * Whether keys name cards by their places among the cards in play (see {@link #key}); false
   * when the cards with card points are not all worth the same, since the key marks a card only
   * as counting or not.
   */
  private final boolean relative;
  /** The cards with card points, in the strength layout. */
  private final int pointCards;
  /**
   * The trump seven in the strength layout, or 0 without trumps. Its place is part of the key
   * where it matters (an ulti), and it never stands for another card, nor one for it.
   */
  private final int sevenCard;
  /** The cards in play in the strength layout, as of the last {@link #key}. */
  private int keyedCards;
  /** The second word of the last {@link #key}; the first is its return value. */
  private long secondWord;

  PositionKeys(FastPlay play, Strengths strengths, int order) {
    this.play = play;
    this.strengths = strengths;
    this.order = order;
    int counting = 0;
    int worth = 0;
    boolean uniform = true;
    for (int card = 0; card < 32; card++) {
      int points = play.points(card);
      if (points != 0) {
        uniform &= worth == 0 || worth == points;
        worth = points;
        counting |= 1 << card;
      }
    }
    this.relative = uniform;
    this.pointCards = strengths.toStrengthLayout(order, counting);
    this.sevenCard = play.trump() == TrickLogic.NO_TRUMP ? 0
        : strengths.toStrengthLayout(order, 1 << (play.trump() * 8 + 7));
  }

  /** {@return whether keys name cards by their places rather than their ranks} */
  boolean relative() {
    return relative;
  }

  /** {@return the cards with card points, in the strength layout} */
  int pointCards() {
    return pointCards;
  }

  /** {@return the trump seven in the strength layout, or 0 without trumps} */
  int sevenCard() {
    return sevenCard;
  }

  /** {@return the cards in play that the last {@link #key} named, in the strength layout} */
  int keyedCards() {
    return keyedCards;
  }

  /** {@return the second word of the last {@link #key}} */
  long secondWord() {
    return secondWord;
  }

  /**
   * The table key of the trick-boundary position: two words, the first returned, the second left
   * in {@link #secondWord}. With {@link #relative} keys it names the cards by their places, not
   * their ranks: each suit's cards still in play, strongest first, as their holders, each marked
   * if it is one of {@code marked}, then where the trump seven stands if its place matters, and
   * the leader. Two positions with the same key play alike: which cards are legal and which win
   * a trick depend only on suits and on the order of the cards still in play, and the card
   * points still to come only on which cards count (all worth the same). So a position reached
   * by playing the 8 where another line played the 9 of the same hand is found in the table.
   * Never (0, 0): a position at a trick boundary before the end holds cards.
   *
   * @param marked the cards that count, in the strength layout (0 where nothing counts)
   * @param ulti whether the trump seven's place matters even if no ulti was bid
   */
  long key(int marked, boolean ulti) {
    if (!relative) {
      secondWord = (play.hand(2) & 0xFFFFFFFFL) | ((long) play.leader() << 32);
      return (play.hand(0) & 0xFFFFFFFFL) | ((long) play.hand(1) << 32);
    }
    int first = strengths.toStrengthLayout(order, play.hand(0));
    int second = strengths.toStrengthLayout(order, play.hand(1));
    int all = first | second | strengths.toStrengthLayout(order, play.hand(2));
    keyedCards = all;
    // Up to 30 cards of 3 bits and 4 suit ends of 3 bits: 102 bits, shifted in through two words
    // a suit at a time (3 to 27 bits).
    long high = 0;
    long low = 0;
    for (int shift = 0; shift < 32; shift += 8) {
      int inPlay = (all >>> shift) & 0xFF;
      int width = 3 * (Integer.bitCount(inPlay) + 1);
      high = high << width | low >>> (64 - width);
      low = low << width | SuitCodes.of(inPlay, (first >>> shift) & 0xFF, (second >>> shift) & 0xFF, marked >>> shift);
    }
    int seven = play.ultiBid() || ulti ? all & sevenCard : 0;
    int sevenPlace = seven == 0 ? 0 : 1 + Integer.bitCount(all & (seven - 1) & 0xFF << (Integer.numberOfTrailingZeros(seven) & ~7));
    secondWord = high << 8 | sevenPlace << 2 | play.leader();
    return low;
  }

  /**
   * {@return the card for a table, in the terms of a {@link #key}: its suit and its place among
   * {@code keyed}, the cards in play that the key named; or -1}
   */
  int keyOfCard(int card, int keyed) {
    if (card < 0 || !relative) {
      return card;
    }
    int bit = strengths.toStrengthLayout(order, 1 << card);
    int suitByte = Integer.numberOfTrailingZeros(bit) & ~7;
    return suitByte + Integer.bitCount(keyed & (bit - 1) & 0xFF << suitByte);
  }

  /** {@return the card that a table's card names in a position whose keyed cards are {@code keyed}, or -1} */
  int cardOfKey(int stored, int keyed) {
    if (stored < 0 || !relative) {
      return stored;
    }
    int suitByte = stored & ~7;
    int bits = keyed & 0xFF << suitByte;
    for (int place = stored & 7; place > 0 && bits != 0; place--) {
      bits &= bits - 1;
    }
    if (bits == 0) {
      return -1;
    }
    int position = Integer.numberOfTrailingZeros(bits);
    return strengths.card(suitByte >>> 3, order, 7 - (position & 7));
  }
}
