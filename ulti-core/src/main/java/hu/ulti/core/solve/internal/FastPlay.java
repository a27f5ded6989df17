package hu.ulti.core.solve.internal;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.internal.TrickLogic;
import hu.ulti.core.play.Trick;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.play.TrickRules;
import hu.ulti.core.play.Trumps;

/**
 * The play of ten tricks on primitives, for search and simulation: hands are {@code int}
 * masks, {@link #play(int)} and {@link #undo()} change the state in place, and nothing is
 * allocated per card. Not thread-safe; one instance per searching thread.
 *
 * <p>Seats are 0 to 2; cards 0 to 31 as in {@link TrickLogic}. Card points count the aces and
 * tens of each seat's tricks and the last-trick bonus; the talon's points are the caller's.
 *
 * <p>Invariant: every card is in exactly one of the hands, the trick in progress or a seat's
 * won cards; {@link #undo()} restores exactly the state before the matching {@link #play(int)}.
 */
public final class FastPlay {
  /** The tricks of a deal. */
  public static final int TRICKS = 10;

  private final TrickLogic logic;
  private final int trump;
  private final int declarer;
  private final boolean ulti;
  private final int[] points;
  private final int lastTrickBonus;

  private final int[] hands = new int[3];
  private final int[] won = new int[3];
  private final int[] wonPoints = new int[3];
  private final int[] tricksWon = new int[3];
  private final int[] trick = new int[3];
  private int trickSize;
  private int leader;
  private int tricksDone;
  private int lastWinner = -1;

  // Undo stack: one entry per card played.
  private final int[] undoSeat = new int[30];
  private final int[] undoCard = new int[30];
  private final int[] undoLeader = new int[30];
  private final int[] undoWinner = new int[30];
  private final int[] undoLastWinner = new int[30];
  /** For a card that completed a trick: the trick's first two cards, which later tricks overwrite. */
  private final int[] undoFirst = new int[30];
  private final int[] undoSecond = new int[30];
  private int depth;

  /**
   * A position.
   *
   * @param logic the trick rules
   * @param cardPoints the card points of each card, by card index
   * @param lastTrickBonus the bonus for the last trick
   * @param trump the trump suit, or {@link TrickLogic#NO_TRUMP}
   * @param declarer the declarer's seat
   * @param ulti whether the declarer must keep the trump seven
   * @param hands the cards each seat holds
   * @param trickCards the cards of the trick in progress, lead first
   * @param leader the seat that led (or leads) the trick in progress
   * @param won the cards each seat has won so far
   * @param tricksWon the tricks each seat has won so far
   * @param lastWinner the winner of the last completed trick, or -1
   */
  public FastPlay(TrickLogic logic, int[] cardPoints, int lastTrickBonus, int trump, int declarer,
      boolean ulti, int[] hands, int[] trickCards, int leader, int[] won, int[] tricksWon, int lastWinner) {
    this.logic = logic;
    this.points = cardPoints.clone();
    this.lastTrickBonus = lastTrickBonus;
    this.trump = trump;
    this.declarer = declarer;
    this.ulti = ulti;
    System.arraycopy(hands, 0, this.hands, 0, 3);
    System.arraycopy(won, 0, this.won, 0, 3);
    System.arraycopy(tricksWon, 0, this.tricksWon, 0, 3);
    this.trickSize = trickCards.length;
    System.arraycopy(trickCards, 0, this.trick, 0, trickCards.length);
    this.leader = leader;
    int done = 0;
    for (int seat = 0; seat < 3; seat++) {
      done += tricksWon[seat];
      wonPoints[seat] = pointsOf(won[seat]);
    }
    this.tricksDone = done;
    this.lastWinner = lastWinner;
    if (done == TRICKS && lastWinner >= 0) {
      wonPoints[lastWinner] += lastTrickBonus;
    }
  }

  /**
   * {@return the fast position of a position of the public trick play}
   *
   * @param rules the trick rules (card points, rank orders)
   * @param play the position
   */
  public static FastPlay of(TrickRules rules, TrickPlay play) {
    int[] points = new int[32];
    for (Card card : Card.values()) {
      points[card.ordinal()] = rules.cardPoints().of(card);
    }
    int[] hands = new int[3];
    int[] won = new int[3];
    int[] tricks = new int[3];
    for (Seat seat : Seat.values()) {
      hands[seat.index()] = play.hand(seat).bits();
      won[seat.index()] = play.wonCards(seat).bits();
    }
    for (Seat winner : play.trickWinners()) {
      tricks[winner.index()]++;
    }
    Trick current = play.currentTrick();
    int[] trickCards = new int[current.size()];
    for (int i = 0; i < current.size(); i++) {
      trickCards[i] = current.card(i).ordinal();
    }
    int lastWinner = play.trickWinners().isEmpty() ? -1 : play.trickWinners().get(play.trickWinners().size() - 1).index();
    TrickLogic logic = new TrickLogic(rules.rankOrder(Trumps.of(Suit.HEARTS)).strengths(),
        rules.rankOrder(Trumps.none()).strengths());
    int trump = play.trumps().suit().map(Enum::ordinal).orElse(TrickLogic.NO_TRUMP);
    return new FastPlay(logic, points, rules.cardPoints().lastTrickBonus(), trump, play.declarer().index(),
        play.ultiBid(), hands, trickCards, current.leader().index(), won, tricks, lastWinner);
  }

  /**
   * {@return the same position (its start: the cards played on this instance are not carried)
   * with other card points: for tests of card points that are not all worth the same, which no
   * rule set has today}
   *
   * @param cardPoints what each card is worth
   */
  public FastPlay withCardPoints(int[] cardPoints) {
    int[] trickCards = new int[trickSize];
    System.arraycopy(trick, 0, trickCards, 0, trickSize);
    return new FastPlay(logic, cardPoints, lastTrickBonus, trump, declarer, ulti, hands, trickCards, leader, won,
        tricksWon, lastWinner);
  }

  private int pointsOf(int mask) {
    int total = 0;
    for (int bits = mask; bits != 0; bits &= bits - 1) {
      total += points[Integer.numberOfTrailingZeros(bits)];
    }
    return total;
  }

  /** {@return whether the declarer bid ulti and must keep the trump seven} */
  public boolean ultiBid() {
    return ulti;
  }

  /** {@return the bonus for the last trick} */
  public int lastTrickBonus() {
    return lastTrickBonus;
  }

  /** The seat to play. */
  public int toPlay() {
    return (leader + trickSize) % 3;
  }

  /** Whether all ten tricks are played. */
  public boolean finished() {
    return tricksDone == TRICKS;
  }

  /** The cards the seat to play may play, as a mask. */
  public int legal() {
    int seat = toPlay();
    return logic.legal(hands[seat], trick[0], trick[1], trickSize, trump, ulti && seat == declarer);
  }

  /** Plays a card of the seat to play; the caller guarantees it is legal. */
  public void play(int card) {
    int seat = toPlay();
    undoSeat[depth] = seat;
    undoCard[depth] = card;
    undoLeader[depth] = leader;
    undoLastWinner[depth] = lastWinner;
    undoWinner[depth] = -1;
    hands[seat] &= ~(1 << card);
    trick[trickSize++] = card;
    if (trickSize == 3) {
      int winner = (leader + logic.winnerOffset(trick[0], trick[1], trick[2], trump)) % 3;
      int cards = (1 << trick[0]) | (1 << trick[1]) | (1 << trick[2]);
      won[winner] |= cards;
      wonPoints[winner] += points[trick[0]] + points[trick[1]] + points[trick[2]];
      tricksWon[winner]++;
      tricksDone++;
      if (tricksDone == TRICKS) {
        wonPoints[winner] += lastTrickBonus;
      }
      undoWinner[depth] = winner;
      undoFirst[depth] = trick[0];
      undoSecond[depth] = trick[1];
      lastWinner = winner;
      leader = winner;
      trickSize = 0;
    }
    depth++;
  }

  /** Takes back the last card played. */
  public void undo() {
    depth--;
    int winner = undoWinner[depth];
    int card = undoCard[depth];
    if (winner >= 0) {
      // The trick was completed by this card: reopen it.
      leader = undoLeader[depth];
      trickSize = 3;
      trick[0] = undoFirst[depth];
      trick[1] = undoSecond[depth];
      trick[2] = card;
      if (tricksDone == TRICKS) {
        wonPoints[winner] -= lastTrickBonus;
      }
      tricksDone--;
      tricksWon[winner]--;
      int cards = (1 << trick[0]) | (1 << trick[1]) | (1 << trick[2]);
      won[winner] &= ~cards;
      wonPoints[winner] -= points[trick[0]] + points[trick[1]] + points[trick[2]];
    }
    trickSize--;
    lastWinner = undoLastWinner[depth];
    hands[undoSeat[depth]] |= 1 << card;
  }

  /** The cards a seat holds. */
  public int hand(int seat) {
    return hands[seat];
  }

  /** The cards a seat has won. */
  public int won(int seat) {
    return won[seat];
  }

  /** The card points a seat has won, with the last-trick bonus once earned. */
  public int wonPoints(int seat) {
    return wonPoints[seat];
  }

  /** The tricks a seat has won. */
  public int tricksWon(int seat) {
    return tricksWon[seat];
  }

  /** The number of completed tricks. */
  public int tricksDone() {
    return tricksDone;
  }

  /** The number of cards in the trick in progress. */
  public int trickSize() {
    return trickSize;
  }

  /** A card of the trick in progress. */
  public int trickCard(int index) {
    return trick[index];
  }

  /** The seat that led the trick in progress. */
  public int leader() {
    return leader;
  }

  /** The winner of the last completed trick, or -1. */
  public int lastWinner() {
    return lastWinner;
  }

  /** The trump suit, or {@link TrickLogic#NO_TRUMP}. */
  public int trump() {
    return trump;
  }

  /** The declarer's seat. */
  public int declarer() {
    return declarer;
  }

  /** The card points of a card. */
  public int points(int card) {
    return points[card];
  }

  /** The trick rules. */
  public TrickLogic logic() {
    return logic;
  }

  /**
   * Whether the last trick has been played in this search and was won by {@code seat} with the
   * trump seven that {@code seat} played to it: a bid ulti for the declarer. False without
   * trumps or before the tenth trick was played on this instance.
   */
  public boolean sevenWonLastTrick(int seat) {
    if (tricksDone != TRICKS || depth == 0 || trump == TrickLogic.NO_TRUMP || undoWinner[depth - 1] != seat) {
      return false;
    }
    int lastLeader = undoLeader[depth - 1];
    int seven = trump * 8 + 7;
    for (int i = 0; i < 3; i++) {
      if (trick[i] == seven) {
        return (lastLeader + i) % 3 == seat;
      }
    }
    return false;
  }
}
