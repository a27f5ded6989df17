package hu.ulti.core.solve;

import java.util.Arrays;

/**
 * A rule set's two rank orders (with trumps and without) as the lookup tables the search uses:
 * each card's strength in its suit (0 weakest, 7 strongest), the card of each strength, and a
 * remapping of card masks into a strength layout. Immutable; the last tables built are kept and
 * shared, since a solve of a few microseconds should not rebuild them.
 */
final class Strengths {
  private static volatile Strengths last;

  private final int[] trumpRanks;
  private final int[] noTrumpRanks;
  // Flat arrays (the order in the high index bits): one bounds check and no row load per lookup,
  // in the innermost loops of the search.
  /** {@code [order << 5 | card]}: the card's strength in its suit, 7 strongest. */
  private final int[] strength = new int[64];
  /** {@code [order << 5 | suit * 8 + strength]}: the card of that suit and strength. */
  private final int[] cardByStrength = new int[64];
  /**
   * {@code [order << 8 | suit byte]}: the byte in the strength layout, bit {@code 7 - strength}
   * for each card, so that bit 0 is the strongest card and higher bits are weaker ones.
   */
  private final int[] byteToStrengthLayout = new int[512];
  /** {@code [order << 8 | byte of the strength layout]}: the suit byte it came from. */
  private final int[] byteFromStrengthLayout = new int[512];

  private Strengths(int[] trumpRanks, int[] noTrumpRanks) {
    this.trumpRanks = trumpRanks.clone();
    this.noTrumpRanks = noTrumpRanks.clone();
    for (int card = 0; card < 32; card++) {
      strength[card] = trumpRanks[card & 7];
      strength[32 | card] = noTrumpRanks[card & 7];
      cardByStrength[(card & ~7) + strength[card]] = card;
      cardByStrength[32 | (card & ~7) + strength[32 | card]] = card;
    }
    for (int order = 0; order < 2; order++) {
      for (int suitByte = 0; suitByte < 256; suitByte++) {
        int mapped = 0;
        for (int rank = 0; rank < 8; rank++) {
          if ((suitByte & 1 << rank) != 0) {
            mapped |= 1 << (7 - strength[order << 5 | rank]);
          }
        }
        byteToStrengthLayout[order << 8 | suitByte] = mapped;
        byteFromStrengthLayout[order << 8 | mapped] = suitByte;
      }
    }
  }

  /**
   * {@return the tables of two rank orders, given as the strength of each rank index (0 ace ... 7
   * seven, higher beats lower)}
   */
  static Strengths of(int[] trumpRanks, int[] noTrumpRanks) {
    Strengths cached = last;
    if (cached != null && Arrays.equals(cached.trumpRanks, trumpRanks) && Arrays.equals(cached.noTrumpRanks, noTrumpRanks)) {
      return cached;
    }
    Strengths made = new Strengths(trumpRanks, noTrumpRanks);
    last = made;
    return made;
  }

  /** {@return a card's strength in its suit under an order, 7 strongest} */
  int of(int order, int card) {
    return strength[order << 5 | card];
  }

  /** {@return the card of the suit with the given strength (7 strongest) under the order} */
  int card(int suit, int order, int rankStrength) {
    return cardByStrength[order << 5 | suit * 8 + rankStrength];
  }

  /** {@return a card mask in the strength layout of the order: each suit's byte strongest first} */
  int toStrengthLayout(int order, int mask) {
    int[] layout = byteToStrengthLayout;
    int base = order << 8;
    return layout[base | mask & 0xFF] | layout[base | (mask >>> 8) & 0xFF] << 8
        | layout[base | (mask >>> 16) & 0xFF] << 16 | layout[base | mask >>> 24] << 24;
  }

  /** {@return a card mask of the strength layout of the order in the cards' own layout: the inverse of {@link #toStrengthLayout}} */
  int fromStrengthLayout(int order, int mask) {
    int[] layout = byteFromStrengthLayout;
    int base = order << 8;
    return layout[base | mask & 0xFF] | layout[base | (mask >>> 8) & 0xFF] << 8
        | layout[base | (mask >>> 16) & 0xFF] << 16 | layout[base | mask >>> 24] << 24;
  }

  /** {@return the strongest card of {@code cards}, which holds at least one card of {@code suit} and no other} */
  int strongest(int cards, int suit, int order) {
    for (int rank = 7; ; rank--) {
      int card = card(suit, order, rank);
      if ((cards & 1 << card) != 0) {
        return card;
      }
    }
  }

  /** {@return the weakest card of {@code cards}, which holds at least one card of {@code suit} and no other} */
  int weakest(int cards, int suit, int order) {
    for (int rank = 0; ; rank++) {
      int card = card(suit, order, rank);
      if ((cards & 1 << card) != 0) {
        return card;
      }
    }
  }
}
