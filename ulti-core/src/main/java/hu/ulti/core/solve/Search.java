package hu.ulti.core.solve;

import hu.ulti.core.solve.internal.FastPlay;
import hu.ulti.core.internal.TrickLogic;

/**
 * Minimax searches over {@link FastPlay}: the declarer's best guaranteed card points, and the
 * boolean contracts decided by play (betli, durchmars, ulti). Alpha-beta with transposition
 * tables at trick boundaries that know positions by the places of their cards rather than their
 * ranks ({@link PositionKeys}), the card points of the last two tricks found by a small minimax
 * of their own, equivalent-card pruning, positions the cards alone decide ({@link SureResults})
 * and move ordering ({@link MoveOrder}); without {@code pruning} it is plain minimax, for tests.
 *
 * <p>Not thread-safe; one instance per solve. A search stopped by its {@link SearchLimit} leaves
 * its position half played and must be dropped.
 */
final class Search {
  /** The boolean objectives. */
  enum Goal { BETLI, DURCHMARS, ULTI }

  private final FastPlay play;
  private final int declarer;
  private final boolean pruning;
  private final Strengths strengths;
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
  /** The rank order of every suit in this play (with or without trumps). */
  private final int order;
  /** How the tables name positions, and which cards count and which is the trump seven. */
  private final PositionKeys keys;

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
    this.strengths = Strengths.of(trumpStrength, noTrumpStrength);
    this.moveOrder = new MoveOrder(play, strengths);
    this.order = TrickLogic.order(play.trump());
    this.keys = new PositionKeys(play, strengths, order);
  }

  long nodes() {
    return nodes;
  }

  /**
   * Counts a position, and every {@link SearchLimit#POLL} positions checks the stop signal and
   * the thread's interrupt. The count never exceeds the budget: the position that would is not
   * searched, so the exception and the receiver are told the same number.
   */
  private void visit() {
    if (nodes >= limit.maxNodes()) {
      throw new SearchStoppedException(nodes, "the budget of " + limit.maxNodes() + " positions is spent");
    }
    nodes++;
    if ((nodes & (SearchLimit.POLL - 1)) == 0) {
      if (Thread.currentThread().isInterrupted()) {
        throw new SearchStoppedException(nodes, "interrupted");
      }
      if (limit.stop().getAsBoolean()) {
        throw new SearchStoppedException(nodes, "told to stop");
      }
    }
  }

  // ---- card points ----

  /** The declarer's final card points with best play from here (talon excluded). */
  int points() {
    return points(-1, pointsInPlay + 1);
  }

  /**
   * Whether the declarer can guarantee at least {@code target} final card points from here: one
   * search with a null window at the target, cheaper than finding the points themselves.
   */
  boolean reaches(int target) {
    return points(target - 1, target) >= target;
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
    if (pruning && play.trickSize() == 0 && play.tricksDone() >= FastPlay.TRICKS - 2) {
      // The last two tricks are solved by a small exact minimax of their own (the last trick
      // plays itself): no move ordering, and no table entries for the most numerous positions.
      return current + (play.tricksDone() == FastPlay.TRICKS - 1 ? lastTrickPoints() : lastTwoTricksPoints());
    }
    long keyFirst = 0;
    long keySecond = 0;
    int first = -1; // the card to try first: the best one found before in this position
    int keyed = 0; // the cards in play that the key names by their places
    boolean boundary = pruning && play.trickSize() == 0;
    if (boundary) {
      keyFirst = keys.key(keys.pointCards(), false);
      keySecond = keys.secondWord();
      keyed = keys.keyedCards();
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
        first = keys.cardOfKey(bestOf(entry), keyed);
      }
    }
    boolean maximizing = play.toPlay() == declarer;
    int best = maximizing ? -1 : 1000;
    int bestCard = -1;
    int a = alpha;
    int b = beta;
    int[] cards = moveBuffer[ply];
    int count = moveOrder.fillForPoints(pointsCandidates(), first, cards);
    for (int i = 0; i < count; i++) {
      int card = cards[i];
      ply++;
      play.play(card);
      int value = points(a, b);
      ply--;
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
      pointsTable.put(keyFirst, keySecond, packBounds(lower, upper, keys.keyOfCard(bestCard, keyed)));
    }
    return best;
  }

  /** {@return the declarer's card points from the last trick, at its start: each seat holds its one card} */
  private int lastTrickPoints() {
    int leader = play.leader();
    int lead = Integer.numberOfTrailingZeros(play.hand(leader));
    int second = Integer.numberOfTrailingZeros(play.hand((leader + 1) % 3));
    int third = Integer.numberOfTrailingZeros(play.hand((leader + 2) % 3));
    if ((leader + play.logic().winnerOffset(lead, second, third, play.trump())) % 3 != declarer) {
      return 0;
    }
    return play.points(lead) + play.points(second) + play.points(third) + play.lastTrickBonus();
  }

  /**
   * {@return the declarer's card points from the last two tricks, at their start (each seat holds
   * two cards) with best play: every legal way of playing the first of them, the second then
   * playing itself}
   */
  private int lastTwoTricksPoints() {
    TrickLogic logic = play.logic();
    int trump = play.trump();
    int leader = play.leader();
    int second = (leader + 1) % 3;
    int third = (leader + 2) % 3;
    int leaderHand = play.hand(leader);
    int secondHand = play.hand(second);
    int thirdHand = play.hand(third);
    boolean keptSeven = play.ultiBid();
    int best = leader == declarer ? -1 : Integer.MAX_VALUE;
    int leads = logic.legal(leaderHand, 0, 0, 0, trump, keptSeven && leader == declarer);
    for (; leads != 0; leads &= leads - 1) {
      int lead = Integer.numberOfTrailingZeros(leads);
      int secondBest = second == declarer ? -1 : Integer.MAX_VALUE;
      int follows = logic.legal(secondHand, lead, 0, 1, trump, keptSeven && second == declarer);
      for (; follows != 0; follows &= follows - 1) {
        int follow = Integer.numberOfTrailingZeros(follows);
        int thirdBest = third == declarer ? -1 : Integer.MAX_VALUE;
        int lasts = logic.legal(thirdHand, lead, follow, 2, trump, keptSeven && third == declarer);
        for (; lasts != 0; lasts &= lasts - 1) {
          int last = Integer.numberOfTrailingZeros(lasts);
          int offset = logic.winnerOffset(lead, follow, last, trump);
          int value = offset == (declarer - leader + 3) % 3 ? play.points(lead) + play.points(follow) + play.points(last) : 0;
          // The last trick: each seat's other card, led by the winner of this one.
          int leaderLast = Integer.numberOfTrailingZeros(leaderHand & ~(1 << lead));
          int secondLast = Integer.numberOfTrailingZeros(secondHand & ~(1 << follow));
          int thirdLast = Integer.numberOfTrailingZeros(thirdHand & ~(1 << last));
          int a = offset == 0 ? leaderLast : offset == 1 ? secondLast : thirdLast;
          int b = offset == 0 ? secondLast : offset == 1 ? thirdLast : leaderLast;
          int c = offset == 0 ? thirdLast : offset == 1 ? leaderLast : secondLast;
          if ((leader + offset + logic.winnerOffset(a, b, c, trump)) % 3 == declarer) {
            value += play.points(a) + play.points(b) + play.points(c) + play.lastTrickBonus();
          }
          thirdBest = third == declarer ? Math.max(thirdBest, value) : Math.min(thirdBest, value);
        }
        secondBest = second == declarer ? Math.max(secondBest, thirdBest) : Math.min(secondBest, thirdBest);
      }
      best = leader == declarer ? Math.max(best, secondBest) : Math.min(best, secondBest);
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
      int sure = SureResults.of(goal, play, strengths);
      if (sure != SureResults.UNKNOWN) {
        return sure == SureResults.WON;
      }
      keyFirst = keys.key(0, goal == Goal.ULTI);
      keySecond = keys.secondWord();
      int known = goalTable.get(keyFirst, keySecond);
      if (known != PositionTable.ABSENT) {
        return known == SureResults.WON;
      }
    }
    boolean maximizing = play.toPlay() == declarer;
    boolean result = !maximizing;
    int[] cards = moveBuffer[ply];
    int count = moveOrder.fill(goal, goalCandidates(), maximizing, cards);
    for (int i = 0; i < count; i++) {
      int card = cards[i];
      ply++;
      play.play(card);
      boolean value = wins(goal);
      ply--;
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
      goalTable.put(keyFirst, keySecond, result ? SureResults.WON : SureResults.LOST);
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
   * The legal cards the card-points search tries: with pruning, one card of each run of
   * equivalent cards (same hand, same suit, adjacent in rank among the cards still in play, same
   * card points; never the trump seven).
   */
  int pointsCandidates() {
    return candidates(keys.pointCards());
  }

  /**
   * The legal cards a boolean search tries: as {@link #pointsCandidates}, but a run may join cards
   * of different card points (a trump ten and the king below it; in a betli an ace and its king),
   * since betli, durchmars and ulti are decided by tricks alone (their tables' keys leave the
   * points out too). On the solver benchmarks' opening leads and the positions after each first
   * card ({@code SolverNodes}), 9–10% fewer positions for ulti and 9–27% for betli.
   */
  int goalCandidates() {
    return candidates(0);
  }

  /** The legal cards less those a stronger equivalent card stands for, {@code counting} the cards with points. */
  private int candidates(int counting) {
    int legal = play.legal();
    if (!pruning || (legal & legal - 1) == 0) {
      return legal; // a forced card has nothing to stand for
    }
    if (!keys.relative()) {
      // Runs needs every card that counts to be worth the same, as under CardPoints.standard(),
      // the only card points there are; any other would search every legal card.
      return legal;
    }
    int inPlay = play.hand(0) | play.hand(1) | play.hand(2);
    for (int i = 0; i < play.trickSize(); i++) {
      inPlay |= 1 << play.trickCard(i);
    }
    return legal & ~strengths.fromStrengthLayout(order, Runs.redundant(strengths.toStrengthLayout(order, legal),
        strengths.toStrengthLayout(order, inPlay), keys.sevenCard(), counting));
  }
}
