package hu.ulti.core.solve;

import hu.ulti.core.internal.FastPlay;
import hu.ulti.core.internal.TrickLogic;

/**
 * Minimax searches over {@link FastPlay}: the declarer's best guaranteed card points, and the
 * boolean contracts decided by play (betli, durchmars, ulti). Alpha-beta with a transposition
 * table at trick boundaries and equivalent-card pruning; {@link #exhaustive} switches both off,
 * for tests.
 */
final class Search {
  /** The boolean objectives. */
  enum Goal { BETLI, DURCHMARS, ULTI }

  private final FastPlay play;
  private final int declarer;
  private final boolean pruning;
  private final int[][] strength = new int[2][32];
  /** The card of each suit and strength (7 strongest), by order: {@code [order][suit * 8 + strength]}. */
  private final int[][] cardByStrength = new int[2][32];
  /**
   * One suit's byte of a card mask in the strength layout, by order: bit {@code 7 - strength}
   * for each card, so that bit 0 is the ace and the higher bits are weaker cards.
   */
  private final int[][] byteToStrengthLayout = new int[2][256];
  /**
   * Bounds on the card points still to come for the declarer, and the best card found, of each
   * trick-boundary position: see {@link #packBounds}.
   */
  private PositionTable pointsTable;
  /**
   * Results of the boolean searches, one table per goal: a position's key (hands and leader)
   * says nothing about the goal, and one search may ask several goals of the same positions.
   */
  private final PositionTable[] goalTables = new PositionTable[Goal.values().length];
  /** The card points of every card in play, with the last-trick bonus: no side can take more. */
  private final int pointsInPlay;
  private long nodes;
  /** Cards played in this search below the root: the index into {@link #moveBuffer}. */
  private int ply;
  /** The ordered moves of each ply of the boolean searches, so that ordering allocates nothing. */
  private final int[][] moveBuffer = new int[31][10];
  private final MoveOrder moveOrder;
  private final SearchLimit limit;

  Search(FastPlay play, boolean pruning, int[] trumpStrength, int[] noTrumpStrength) {
    this(play, pruning, trumpStrength, noTrumpStrength, SearchLimit.none());
  }

  Search(FastPlay play, boolean pruning, int[] trumpStrength, int[] noTrumpStrength, SearchLimit limit) {
    this.limit = limit;
    this.play = play;
    this.declarer = play.declarer();
    this.pruning = pruning;
    int all = 0;
    for (int seat = 0; seat < 3; seat++) {
      all |= play.hand(seat) | play.won(seat);
    }
    for (int i = 0; i < play.trickSize(); i++) {
      all |= 1 << play.trickCard(i);
    }
    int total = play.lastTrickBonus();
    for (int bits = all; bits != 0; bits &= bits - 1) {
      total += play.points(Integer.numberOfTrailingZeros(bits));
    }
    if (total > MAX_REMAINING) {
      throw new IllegalArgumentException("The card points in play (" + total + ") exceed the solver's " + MAX_REMAINING);
    }
    this.pointsInPlay = total;
    this.moveOrder = new MoveOrder(play, trumpStrength, noTrumpStrength);
    for (int card = 0; card < 32; card++) {
      strength[0][card] = trumpStrength[card & 7];
      strength[1][card] = noTrumpStrength[card & 7];
      cardByStrength[0][(card & ~7) + strength[0][card]] = card;
      cardByStrength[1][(card & ~7) + strength[1][card]] = card;
    }
    for (int order = 0; order < 2; order++) {
      for (int suitByte = 0; suitByte < 256; suitByte++) {
        int mapped = 0;
        for (int rank = 0; rank < 8; rank++) {
          if ((suitByte & 1 << rank) != 0) {
            mapped |= 1 << (7 - strength[order][rank]);
          }
        }
        byteToStrengthLayout[order][suitByte] = mapped;
      }
    }
  }

  long nodes() {
    return nodes;
  }

  /** Counts a position, and every {@link SearchLimit#POLL} positions checks the stop signal. */
  private void visit() {
    nodes++;
    if (nodes > limit.maxNodes()) {
      throw new SearchStoppedException(nodes - 1, "the budget of " + limit.maxNodes() + " positions is spent");
    }
    if ((nodes & (SearchLimit.POLL - 1)) == 0 && limit.stop().getAsBoolean()) {
      throw new SearchStoppedException(nodes, "told to stop");
    }
  }

  // ---- card points ----

  /** The declarer's final card points with best play from here (talon excluded). */
  int points() {
    return points(-1, pointsInPlay + 1);
  }

  /** The same after the player to move plays {@code card}. */
  int pointsAfter(int card) {
    play.play(card);
    int value = points();
    play.undo();
    return value;
  }

  private int points(int alpha, int beta) {
    visit();
    int current = play.wonPoints(declarer);
    if (play.finished()) {
      return current;
    }
    if (pruning) {
      // The declarer keeps what he has won and cannot take what the defenders have won.
      if (current >= beta) {
        return current;
      }
      int upper = pointsInPlay - play.wonPoints((declarer + 1) % 3) - play.wonPoints((declarer + 2) % 3);
      if (upper <= alpha) {
        return upper;
      }
    }
    long keyFirst = 0;
    long keySecond = 0;
    int first = -1; // the card to try first: the best one found before in this position
    boolean boundary = pruning && play.trickSize() == 0;
    if (boundary) {
      keyFirst = keyFirst();
      keySecond = keySecond();
      if (pointsTable == null) {
        pointsTable = new PositionTable();
      }
      int entry = pointsTable.get(keyFirst, keySecond);
      if (entry != PositionTable.ABSENT) {
        int lower = current + lowerOf(entry);
        int upper = current + upperOf(entry);
        if (lower >= beta) {
          return lower;
        }
        if (upper <= alpha) {
          return upper;
        }
        if (lower == upper) {
          return lower;
        }
        alpha = Math.max(alpha, lower);
        beta = Math.min(beta, upper);
        first = bestOf(entry);
      }
    }
    boolean maximizing = play.toPlay() == declarer;
    int best = maximizing ? -1 : 1000;
    int bestCard = -1;
    int a = alpha;
    int b = beta;
    int[] cards = moveBuffer[ply];
    int count = moveOrder.fillForPoints(candidates(), first, cards);
    for (int i = 0; i < count; i++) {
      int card = cards[i];
      ply++;
      play.play(card);
      int value;
      try {
        value = points(a, b);
      } finally {
        ply--;
      }
      play.undo();
      if (maximizing ? value > best : value < best) {
        best = value;
        bestCard = card;
      }
      if (maximizing) {
        a = Math.max(a, value);
      } else {
        b = Math.min(b, value);
      }
      if (pruning && a >= b) {
        break;
      }
    }
    if (boundary) {
      int entry = pointsTable.get(keyFirst, keySecond);
      int lower = entry == PositionTable.ABSENT ? 0 : lowerOf(entry);
      int upper = entry == PositionTable.ABSENT ? MAX_REMAINING : upperOf(entry);
      int remaining = best - current;
      if (best <= alpha) {
        upper = Math.min(upper, remaining); // fail low: an upper bound
      } else if (best >= beta) {
        lower = Math.max(lower, remaining); // fail high: a lower bound
      } else {
        lower = remaining;
        upper = remaining;
      }
      pointsTable.put(keyFirst, keySecond, packBounds(lower, upper, bestCard));
    }
    return best;
  }

  /** The largest number of card points a table entry can hold. */
  private static final int MAX_REMAINING = 511;

  /**
   * A points entry: the lower and upper bounds on the declarer's card points still to come (9
   * bits each) and the best card found plus one (0: none).
   */
  private static int packBounds(int lower, int upper, int card) {
    return lower | upper << 9 | (card + 1) << 18;
  }

  private static int lowerOf(int entry) {
    return entry & MAX_REMAINING;
  }

  private static int upperOf(int entry) {
    return (entry >>> 9) & MAX_REMAINING;
  }

  private static int bestOf(int entry) {
    return (entry >>> 18) - 1;
  }

  // ---- boolean goals ----

  /** Whether the declarer reaches the goal against every defence. */
  boolean wins(Goal goal) {
    visit();
    Boolean decided = decided(goal);
    if (decided != null) {
      return decided;
    }
    long keyFirst = 0;
    long keySecond = 0;
    PositionTable goalTable = goalTables[goal.ordinal()];
    if (goalTable == null) {
      goalTable = new PositionTable();
      goalTables[goal.ordinal()] = goalTable;
    }
    boolean boundary = pruning && play.trickSize() == 0;
    if (boundary) {
      int sure = sure(goal);
      if (sure != UNKNOWN) {
        return sure == WON;
      }
      keyFirst = keyFirst();
      keySecond = keySecond();
      int known = goalTable.get(keyFirst, keySecond);
      if (known != PositionTable.ABSENT) {
        return known == WON;
      }
    }
    boolean maximizing = play.toPlay() == declarer;
    boolean result = !maximizing;
    int[] cards = moveBuffer[ply];
    int count = moveOrder.fill(goal, candidates(), maximizing, cards);
    for (int i = 0; i < count; i++) {
      int card = cards[i];
      ply++;
      play.play(card);
      boolean value;
      try {
        value = wins(goal);
      } finally {
        ply--;
      }
      play.undo();
      if (maximizing && value) {
        result = true;
        if (pruning) {
          break;
        }
      } else if (!maximizing && !value) {
        result = false;
        if (pruning) {
          break;
        }
      }
    }
    if (boundary) {
      goalTable.put(keyFirst, keySecond, result ? WON : LOST);
    }
    return result;
  }

  private static final int WON = 1;
  private static final int LOST = 0;
  private static final int UNKNOWN = -1;

  /**
   * The goal's result at a trick boundary when the cards alone decide it, whatever is played:
   * {@link #WON}, {@link #LOST} or {@link #UNKNOWN}. Each rule below is a short proof under the
   * rules of play (follow suit and beat the card winning the trick if possible).
   */
  private int sure(Goal goal) {
    int mine = play.hand(declarer);
    int theirs = play.hand((declarer + 1) % 3) | play.hand((declarer + 2) % 3);
    int order = TrickLogic.order(play.trump());
    TrickLogic logic = play.logic();
    if (goal == Goal.BETLI && play.trump() == TrickLogic.NO_TRUMP) {
      // Every card of the declarer lower than every defender's card of its suit: he can never be
      // made to win a defender's lead (he follows under it, or discards), nor his own lead of a
      // suit they hold (they must follow with a higher card), and that stays so to the end.
      boolean under = true;
      boolean safeLead = false;
      for (int bits = mine; bits != 0; bits &= bits - 1) {
        int card = Integer.numberOfTrailingZeros(bits);
        int suit = theirs & TrickLogic.suitMask(card >>> 3);
        if ((suit & ~logic.beaters(order, card)) != 0) {
          under = false;
          break;
        }
        safeLead |= suit != 0;
      }
      if (under && (play.leader() != declarer || safeLead)) {
        return WON;
      }
      // A defender leads a suit in which every card of the declarer is higher than every card
      // the defenders hold: the declarer must follow and win the trick.
      if (play.leader() != declarer) {
        int leader = play.hand(play.leader());
        for (int suit = 0; suit < 4; suit++) {
          int mineInSuit = mine & TrickLogic.suitMask(suit);
          if (mineInSuit == 0 || (leader & TrickLogic.suitMask(suit)) == 0) {
            continue;
          }
          int theirsInSuit = theirs & TrickLogic.suitMask(suit);
          boolean over = true;
          for (int bits = mineInSuit; bits != 0; bits &= bits - 1) {
            over &= (theirsInSuit & logic.beaters(order, Integer.numberOfTrailingZeros(bits))) == 0;
          }
          if (over) {
            return LOST;
          }
        }
      }
      return UNKNOWN;
    }
    if (goal == Goal.DURCHMARS && play.leader() == declarer) {
      // He leads every trick from here, so he must lead every card he holds. Take a defender
      // whose best card t of a suit beats the declarer's lowest card of that suit, and who holds
      // at least one more card of the suit than the declarer holds above t. The defender keeps t
      // and beats the first lead of the suit below t: he follows the declarer's leads above t
      // with his other cards of the suit; he follows other suits with their cards, ruffs (winning
      // the trick) or discards another card, and plays a card of the suit on another suit's lead
      // only when he holds nothing else, by which time (the declarer having fewer other cards
      // than he) the declarer has had to lead below t.
      boolean masters = true;
      for (int suit = 0; suit < 4; suit++) {
        int mineInSuit = mine & TrickLogic.suitMask(suit);
        if (mineInSuit == 0) {
          continue;
        }
        int lowest = weakest(mineInSuit, suit, order);
        for (int defender = 1; defender <= 2; defender++) {
          int his = play.hand((declarer + defender) % 3) & TrickLogic.suitMask(suit);
          if ((his & logic.beaters(order, lowest)) != 0) {
            int above = Integer.bitCount(mineInSuit & logic.beaters(order, strongest(his, suit, order)));
            if (Integer.bitCount(his) > above) {
              return LOST;
            }
          }
        }
        for (int bits = mineInSuit; bits != 0 && masters; bits &= bits - 1) {
          masters = (theirs & logic.beaters(order, Integer.numberOfTrailingZeros(bits))) == 0;
        }
      }
      // If no defender holds a card that beats one of his, each card he leads wins, provided
      // they cannot ruff: they hold no trumps, or he draws theirs first with at least as many
      // (all higher) trumps as either defender holds.
      if (!masters) {
        return UNKNOWN;
      }
      if (play.trump() == TrickLogic.NO_TRUMP) {
        return WON;
      }
      int trumps = TrickLogic.suitMask(play.trump());
      int most = Math.max(Integer.bitCount(play.hand((declarer + 1) % 3) & trumps),
          Integer.bitCount(play.hand((declarer + 2) % 3) & trumps));
      return Integer.bitCount(mine & trumps) >= most ? WON : UNKNOWN;
    }
    return UNKNOWN;
  }

  /** Whether the declarer reaches the goal after the player to move plays {@code card}. */
  boolean winsAfter(Goal goal, int card) {
    play.play(card);
    boolean value = wins(goal);
    play.undo();
    return value;
  }

  /** The goal's result if the past already decides it, else null. */
  private Boolean decided(Goal goal) {
    int defenderTricks = play.tricksDone() - play.tricksWon(declarer);
    switch (goal) {
      case BETLI:
        if (play.tricksWon(declarer) > 0) {
          return false;
        }
        return play.finished() ? Boolean.TRUE : null;
      case DURCHMARS:
        if (defenderTricks > 0) {
          return false;
        }
        return play.finished() ? Boolean.TRUE : null;
      default:
        if (play.finished()) {
          return play.sevenWonLastTrick(declarer);
        }
        int seven = play.trump() * 8 + 7;
        if ((play.hand(declarer) & (1 << seven)) != 0) {
          return null;
        }
        for (int i = 0; i < play.trickSize(); i++) {
          if (play.trickCard(i) == seven && (play.leader() + i) % 3 == declarer && play.tricksDone() == 9) {
            return null; // led or played to the last trick: not decided yet
          }
        }
        return Boolean.FALSE;
    }
  }

  // ---- moves ----

  /**
   * The legal cards to try: with pruning, one card of each run of equivalent cards (same hand,
   * same suit, adjacent in rank among the cards still in play, same card points; never the trump
   * seven). They are tried in card order, which puts each suit's ace first: a simple ordering
   * that lets alpha-beta cut early in the common case of a winning high card.
   */
  int candidates() {
    int legal = play.legal();
    if (!pruning) {
      return legal;
    }
    int order = play.trump() == TrickLogic.NO_TRUMP ? 1 : 0;
    int inPlay = play.hand(0) | play.hand(1) | play.hand(2);
    for (int i = 0; i < play.trickSize(); i++) {
      inPlay |= 1 << play.trickCard(i);
    }
    // In the strength layout each suit's byte holds its cards strongest first (bit 0), so the
    // nearest stronger card still in play is the highest lower bit of the same byte.
    int[] layout = byteToStrengthLayout[order];
    int inPlayByStrength = layout[inPlay & 0xFF] | layout[(inPlay >>> 8) & 0xFF] << 8
        | layout[(inPlay >>> 16) & 0xFF] << 16 | layout[inPlay >>> 24] << 24;
    int seven = play.trump() == TrickLogic.NO_TRUMP ? -1 : play.trump() * 8 + 7;
    int kept = legal;
    for (int bits = legal; bits != 0; bits &= bits - 1) {
      int card = Integer.numberOfTrailingZeros(bits);
      int position = (card & ~7) + 7 - strength[order][card];
      int stronger = inPlayByStrength & ((1 << position) - 1) & (0xFF << (card & ~7));
      if (stronger == 0 || card == seven) {
        continue;
      }
      int next = cardByStrength[order][(card & ~7) + 7 - ((31 - Integer.numberOfLeadingZeros(stronger)) & 7)];
      if ((legal & 1 << next) != 0 && next != seven && play.points(next) == play.points(card)) {
        kept &= ~(1 << card); // the stronger card of the run stands for it
      }
    }
    return kept;
  }

  /** The strongest card of {@code cards}, which holds at least one card of {@code suit} and no other. */
  private int strongest(int cards, int suit, int order) {
    for (int rank = 7; ; rank--) {
      int card = cardOfStrength(suit, order, rank);
      if ((cards & 1 << card) != 0) {
        return card;
      }
    }
  }

  /** The weakest card of {@code cards}, which holds at least one card of {@code suit} and no other. */
  private int weakest(int cards, int suit, int order) {
    for (int rank = 0; ; rank++) {
      int card = cardOfStrength(suit, order, rank);
      if ((cards & 1 << card) != 0) {
        return card;
      }
    }
  }

  /** The card of the suit with the given strength (7 strongest) in the order. */
  private int cardOfStrength(int suit, int order, int rankStrength) {
    return cardByStrength[order][suit * 8 + rankStrength];
  }

  /** The first word of the position's table key: the hands of seats 0 and 1. */
  private long keyFirst() {
    return (play.hand(0) & 0xFFFFFFFFL) | ((long) play.hand(1) << 32);
  }

  /** The second word: seat 2's hand and the leader. */
  private long keySecond() {
    return (play.hand(2) & 0xFFFFFFFFL) | ((long) play.leader() << 32);
  }
}
