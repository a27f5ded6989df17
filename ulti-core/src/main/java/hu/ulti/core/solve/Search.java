package hu.ulti.core.solve;

import hu.ulti.core.internal.FastPlay;
import hu.ulti.core.internal.TrickLogic;
import java.util.HashMap;
import java.util.Map;

/**
 * Minimax searches over {@link FastPlay}: the declarer's best guaranteed card points, and the
 * boolean contracts decided by play (betli, durchmars, ulti). Alpha-beta with a transposition
 * table at trick boundaries and equivalent-card pruning; {@link #exhaustive} switches both off,
 * for tests.
 */
final class Search {
  /** The boolean objectives. */
  enum Goal { BETLI, DURCHMARS, ULTI }

  private record Key(long first, long second) {}

  private final FastPlay play;
  private final int declarer;
  private final boolean pruning;
  private final int[][] strength = new int[2][32];
  /** The card of each suit and strength (7 strongest), by order: {@code [order][suit * 8 + strength]}. */
  private final int[][] cardByStrength = new int[2][32];
  private final Map<Key, int[]> pointsTable = new HashMap<>();
  /**
   * Results of the boolean searches, one table per goal: a position's key (hands and leader)
   * says nothing about the goal, and one search may ask several goals of the same positions.
   */
  private final Map<Goal, Map<Key, Boolean>> goalTables = new java.util.EnumMap<>(Goal.class);
  private long nodes;
  private final SearchLimit limit;

  Search(FastPlay play, boolean pruning, int[] trumpStrength, int[] noTrumpStrength) {
    this(play, pruning, trumpStrength, noTrumpStrength, SearchLimit.none());
  }

  Search(FastPlay play, boolean pruning, int[] trumpStrength, int[] noTrumpStrength, SearchLimit limit) {
    this.limit = limit;
    this.play = play;
    this.declarer = play.declarer();
    this.pruning = pruning;
    for (int card = 0; card < 32; card++) {
      strength[0][card] = trumpStrength[card & 7];
      strength[1][card] = noTrumpStrength[card & 7];
      cardByStrength[0][(card & ~7) + strength[0][card]] = card;
      cardByStrength[1][(card & ~7) + strength[1][card]] = card;
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
    return points(0, 200);
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
    if (play.finished()) {
      return play.wonPoints(declarer);
    }
    int current = play.wonPoints(declarer);
    Key key = null;
    if (pruning && play.trickSize() == 0) {
      key = key();
      int[] bounds = pointsTable.get(key);
      if (bounds != null) {
        int lower = current + bounds[0];
        int upper = current + bounds[1];
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
      }
    }
    boolean maximizing = play.toPlay() == declarer;
    int best = maximizing ? -1 : 1000;
    int a = alpha;
    int b = beta;
    for (int moves = candidates(); moves != 0; moves &= moves - 1) {
      int card = Integer.numberOfTrailingZeros(moves);
      play.play(card);
      int value = points(a, b);
      play.undo();
      if (maximizing) {
        best = Math.max(best, value);
        a = Math.max(a, value);
      } else {
        best = Math.min(best, value);
        b = Math.min(b, value);
      }
      if (pruning && a >= b) {
        break;
      }
    }
    if (key != null) {
      int[] bounds = pointsTable.computeIfAbsent(key, k -> new int[] {0, 200});
      int remaining = best - current;
      if (best <= alpha) {
        bounds[1] = Math.min(bounds[1], remaining); // fail low: an upper bound
      } else if (best >= beta) {
        bounds[0] = Math.max(bounds[0], remaining); // fail high: a lower bound
      } else {
        bounds[0] = remaining;
        bounds[1] = remaining;
      }
    }
    return best;
  }

  // ---- boolean goals ----

  /** Whether the declarer reaches the goal against every defence. */
  boolean wins(Goal goal) {
    visit();
    Boolean decided = decided(goal);
    if (decided != null) {
      return decided;
    }
    Key key = null;
    Map<Key, Boolean> goalTable = goalTables.computeIfAbsent(goal, g -> new HashMap<>());
    if (pruning && play.trickSize() == 0) {
      key = key();
      Boolean known = goalTable.get(key);
      if (known != null) {
        return known;
      }
    }
    boolean maximizing = play.toPlay() == declarer;
    boolean result = !maximizing;
    // In betli everyone's best try is usually a low card: the declarer ducks, the defenders
    // play under him; low cards have the high indexes within a suit, so take them first.
    boolean lowFirst = goal == Goal.BETLI;
    for (int moves = candidates(); moves != 0; ) {
      int card = lowFirst ? 31 - Integer.numberOfLeadingZeros(moves) : Integer.numberOfTrailingZeros(moves);
      moves &= ~(1 << card);
      play.play(card);
      boolean value = wins(goal);
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
    if (key != null) {
      goalTable.put(key, result);
    }
    return result;
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
    int mover = play.hand(play.toPlay());
    int seven = play.trump() == TrickLogic.NO_TRUMP ? 0 : 1 << (play.trump() * 8 + 7);
    int kept = 0;
    for (int suit = 0; suit < 4; suit++) {
      int suitCards = inPlay & TrickLogic.suitMask(suit);
      int previous = -1; // the last card of the suit in strength order, if it is a kept legal card of the mover
      for (int rank = 7; rank >= 0; rank--) {
        int card = cardOfStrength(suit, order, rank);
        if ((suitCards & (1 << card)) == 0) {
          continue; // played already: does not separate
        }
        boolean legalHere = (legal & (1 << card)) != 0 && (mover & (1 << card)) != 0;
        boolean same = legalHere && previous >= 0 && (1 << card) != seven && (1 << previous) != seven
            && play.points(card) == play.points(previous);
        if (legalHere && !same) {
          kept |= 1 << card;
        }
        previous = legalHere ? card : -1;
      }
    }
    return kept;
  }

  /** The card of the suit with the given strength (7 strongest) in the order. */
  private int cardOfStrength(int suit, int order, int rankStrength) {
    return cardByStrength[order][suit * 8 + rankStrength];
  }

  private Key key() {
    long first = (play.hand(0) & 0xFFFFFFFFL) | ((long) play.hand(1) << 32);
    long second = (play.hand(2) & 0xFFFFFFFFL) | ((long) play.leader() << 32);
    return new Key(first, second);
  }
}
