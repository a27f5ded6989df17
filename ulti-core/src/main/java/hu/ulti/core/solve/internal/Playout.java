package hu.ulti.core.solve.internal;

import hu.ulti.core.internal.TrickLogic;
import hu.ulti.core.play.TrickPlay;
import java.util.random.RandomGenerator;

/**
 * Random playouts of the rest of the play from one fixed position, for bots and simulations
 * that need millions of them: each {@link #run} plays every remaining card at random among the
 * legal ones and returns the outcome as a small int key (see {@link #key}), which a
 * {@link SettlementTable} turns into payments. Nothing is allocated per playout, no undo record
 * is kept, and the position itself never changes, so runs are independent.
 *
 * <p>The key holds everything the settlement of a fixed contract depends on: the declarer's card
 * points (tricks and last trick, without marriages), his tricks, whether he took the last trick,
 * and what became of the trump seven in it. Not thread-safe: one instance per thread.
 */
public final class Playout {
  /** Trump-seven outcomes, in the order of {@code LastTrick.TrumpSeven}. */
  public static final int SEVEN_DECLARER_WON = 0;
  /** The declarer's seven was played to the last trick and did not win it. */
  public static final int SEVEN_DECLARER_LOST = 1;
  /** A defender's seven won the last trick. */
  public static final int SEVEN_DEFENDER_WON = 2;
  /** A defender's seven was played to the last trick and did not win it. */
  public static final int SEVEN_DEFENDER_LOST = 3;
  /** Nobody played the trump seven to the last trick. */
  public static final int SEVEN_NONE = 4;
  private static final int SEVENS = 5;
  private static final int MAX_POINTS = 90;
  /** How many distinct keys there are: keys run from 0 to {@code KEYS - 1}. */
  public static final int KEYS = (MAX_POINTS + 1) * 11 * 2 * SEVENS;
  private static final int TRICKS = TrickPlay.TRICKS;

  private final TrickLogic logic;
  private final int[] points;
  private final int lastTrickBonus;
  private final int trump;
  private final int declarer;
  private final boolean ulti;
  private final int seven;

  private final int[] startHands = new int[3];
  private final int startFirst;
  private final int startSecond;
  private final int startSize;
  private final int startLeader;
  private final int startDone;
  private final int startDeclarerPoints;
  private final int startDeclarerTricks;
  private final int startLastWinner;

  private final int[] hands = new int[3];
  private final int[] played = new int[3 * TRICKS];
  private int playedCount;

  /**
   * A position, described as for {@link FastPlay}.
   *
   * @param logic the trick rules
   * @param cardPoints the card points of each card, by card index
   * @param lastTrickBonus the bonus for the last trick
   * @param trump the trump suit, or {@link TrickLogic#NO_TRUMP}
   * @param declarer the declarer's seat
   * @param ulti whether the declarer bid ulti and must keep the trump seven
   * @param hands the cards each seat holds
   * @param trickCards the cards of the trick in progress, lead first
   * @param leader the seat that led (or leads) the trick in progress
   * @param declarerPoints the card points the declarer has won so far
   * @param tricksWon the tricks each seat has won so far
   * @param lastWinner the winner of the last completed trick, or -1
   */
  public Playout(TrickLogic logic, int[] cardPoints, int lastTrickBonus, int trump, int declarer, boolean ulti,
      int[] hands, int[] trickCards, int leader, int declarerPoints, int[] tricksWon, int lastWinner) {
    this.logic = logic;
    this.points = cardPoints.clone();
    this.lastTrickBonus = lastTrickBonus;
    this.trump = trump;
    this.declarer = declarer;
    this.ulti = ulti;
    this.seven = trump == TrickLogic.NO_TRUMP ? -1 : trump * 8 + 7;
    System.arraycopy(hands, 0, startHands, 0, 3);
    this.startSize = trickCards.length;
    this.startFirst = trickCards.length > 0 ? trickCards[0] : 0;
    this.startSecond = trickCards.length > 1 ? trickCards[1] : 0;
    this.startLeader = leader;
    this.startDone = tricksWon[0] + tricksWon[1] + tricksWon[2];
    this.startDeclarerPoints = declarerPoints;
    this.startDeclarerTricks = tricksWon[declarer];
    this.startLastWinner = lastWinner;
    if (startDone >= TRICKS) {
      throw new IllegalArgumentException("The play is over");
    }
    int all = lastTrickBonus;
    for (int value : this.points) {
      all += value;
    }
    // The keys have room for the card points of the rule sets' pack (90); more would not fit.
    if (all > MAX_POINTS) {
      throw new IllegalArgumentException("Card points up to " + MAX_POINTS + " fit the outcome keys, not " + all);
    }
  }

  /**
   * {@return the playouts of a position of the public trick play}
   *
   * @param play the position, not finished
   */
  public static Playout of(TrickPlay play) {
    FastPlay position = FastPlay.of(play.rules(), play);
    int[] cardPoints = new int[32];
    int[] hands = new int[3];
    int[] tricks = new int[3];
    for (int card = 0; card < 32; card++) {
      cardPoints[card] = position.points(card);
    }
    for (int seat = 0; seat < 3; seat++) {
      hands[seat] = position.hand(seat);
      tricks[seat] = position.tricksWon(seat);
    }
    int[] trickCards = new int[position.trickSize()];
    for (int i = 0; i < trickCards.length; i++) {
      trickCards[i] = position.trickCard(i);
    }
    // Before the last trick the won points hold no last-trick bonus yet.
    return new Playout(position.logic(), cardPoints, position.lastTrickBonus(), position.trump(), position.declarer(),
        position.ultiBid(), hands, trickCards, position.leader(), position.wonPoints(position.declarer()), tricks,
        position.lastWinner());
  }

  /**
   * {@return the outcome key of one random playout to the end}
   *
   * @param random where each card is drawn from, uniformly among the legal ones
   */
  public int run(RandomGenerator random) {
    return runWith(startHands[0], startHands[1], startHands[2], random);
  }

  /**
   * {@return the outcome key of one random playout of another deal from the start of the play}
   * For callers that sample a new deal for every playout (a bot's sampling, a simulation): no
   * position is built per deal. This playout must start at the first lead.
   *
   * @param declarerHand the declarer's ten cards, as a card bitmask
   * @param nextHand the ten cards of the seat after the declarer
   * @param lastHand the ten cards of the seat before the declarer
   * @param random where each card is drawn from
   * @throws IllegalStateException if this playout starts later than the first lead
   */
  public int runDeal(int declarerHand, int nextHand, int lastHand, RandomGenerator random) {
    if (startDone != 0 || startSize != 0) {
      throw new IllegalStateException("A new deal is played from the first lead; this playout starts later");
    }
    int next = declarer == 2 ? 0 : declarer + 1;
    return runWith(handOf(0, declarerHand, next, nextHand, lastHand), handOf(1, declarerHand, next, nextHand, lastHand),
        handOf(2, declarerHand, next, nextHand, lastHand), random);
  }

  private int handOf(int seat, int declarerHand, int next, int nextHand, int lastHand) {
    return seat == declarer ? declarerHand : seat == next ? nextHand : lastHand;
  }

  private int runWith(int hand0, int hand1, int hand2, RandomGenerator random) {
    int[] hand = hands;
    hand[0] = hand0;
    hand[1] = hand1;
    hand[2] = hand2;
    int first = startFirst;
    int second = startSecond;
    int size = startSize;
    int leader = startLeader;
    int done = startDone;
    int declarerPoints = startDeclarerPoints;
    int declarerTricks = startDeclarerTricks;
    int n = 0;
    int sevenOutcome = SEVEN_NONE;
    boolean declarerLast = false;
    while (true) {
      int seat = leader + size;
      if (seat >= 3) {
        seat -= 3;
      }
      int legal = logic.legal(hand[seat], first, second, size, trump, ulti && seat == declarer);
      int card = pick(legal, random);
      hand[seat] &= ~(1 << card);
      played[n++] = card;
      if (size == 0) {
        first = card;
        size = 1;
      } else if (size == 1) {
        second = card;
        size = 2;
      } else {
        int winner = leader + logic.winnerOffset(first, second, card, trump);
        if (winner >= 3) {
          winner -= 3;
        }
        int won = points[first] + points[second] + points[card];
        done++;
        if (done == TRICKS) {
          won += lastTrickBonus;
          declarerLast = winner == declarer;
          sevenOutcome = sevenOutcome(first, second, card, leader, winner);
        }
        if (winner == declarer) {
          declarerPoints += won;
          declarerTricks++;
        }
        if (done == TRICKS) {
          break;
        }
        leader = winner;
        size = 0;
      }
    }
    playedCount = n;
    return key(declarerPoints, declarerTricks, declarerLast, sevenOutcome);
  }

  private int sevenOutcome(int first, int second, int third, int leader, int winner) {
    int position = seven < 0 ? -1 : first == seven ? 0 : second == seven ? 1 : third == seven ? 2 : -1;
    if (position < 0) {
      // As LastTrick.of: a bid ulti's seven forced out earlier is not in the last trick (NONE),
      // and the scorer counts that ulti as lost.
      return SEVEN_NONE;
    }
    int holder = (leader + position) % 3;
    if (holder == declarer) {
      return winner == holder ? SEVEN_DECLARER_WON : SEVEN_DECLARER_LOST;
    }
    return winner == holder ? SEVEN_DEFENDER_WON : SEVEN_DEFENDER_LOST;
  }

  private static int pick(int legal, RandomGenerator random) {
    int count = Integer.bitCount(legal);
    int bits = legal;
    if (count > 1) {
      for (int skip = random.nextInt(count); skip > 0; skip--) {
        bits &= bits - 1;
      }
    }
    return Integer.numberOfTrailingZeros(bits);
  }

  /**
   * {@return the key of an outcome}
   *
   * @param declarerPoints the declarer's card points, 0 to 90
   * @param declarerTricks his tricks, 0 to 10
   * @param declarerLast whether he took the last trick
   * @param sevenOutcome one of the {@code SEVEN_} constants
   */
  public static int key(int declarerPoints, int declarerTricks, boolean declarerLast, int sevenOutcome) {
    return ((declarerPoints * 11 + declarerTricks) * 2 + (declarerLast ? 1 : 0)) * SEVENS + sevenOutcome;
  }

  /** {@return the declarer's card points of a key} @param key the key */
  public static int declarerPoints(int key) {
    return key / SEVENS / 2 / 11;
  }

  /** {@return the declarer's tricks of a key} @param key the key */
  public static int declarerTricks(int key) {
    return key / SEVENS / 2 % 11;
  }

  /** {@return whether the declarer took the last trick, by a key} @param key the key */
  public static boolean declarerLast(int key) {
    return key / SEVENS % 2 == 1;
  }

  /** {@return the trump-seven outcome of a key, one of the {@code SEVEN_} constants} @param key the key */
  public static int sevenOutcome(int key) {
    return key % SEVENS;
  }

  /** {@return how many cards the last run played} */
  public int playedCount() {
    return playedCount;
  }

  /** {@return the index of the {@code i}th card the last run played} @param i from 0 */
  public int played(int i) {
    return played[i];
  }
}
