package hu.ulti.benchmarks;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.DealPattern;
import hu.ulti.core.card.Deck;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.internal.TrickLogic;
import hu.ulti.core.play.Side;
import hu.ulti.core.play.Trick;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.play.TrickRules;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.play.UltiSeven;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.scoring.HandSummary;
import hu.ulti.core.scoring.Kontra;
import hu.ulti.core.scoring.LastTrick;
import hu.ulti.core.scoring.Scorer;
import hu.ulti.core.scoring.Settlement;
import hu.ulti.core.scoring.SideTally;
import hu.ulti.core.solve.internal.FastPlay;
import hu.ulti.core.solve.internal.Playout;
import hu.ulti.core.solve.internal.SettlementTable;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.random.RandomGenerator;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The speed of the SDK: legal-card generation, random playouts of the play phase on the
 * internal engine (with and without settlement), whole deals through the public immutable
 * {@link Game}, and the scorer alone. One thread each.
 */
@State(Scope.Thread)
public class UltiBenchmarks {
  private static final RuleSet RULES = RuleSet.standard();
  private static final int POSITIONS = 1024;

  private final TrickRules trickRules = RULES.trickRules();
  private final TrickLogic logic = new TrickLogic(
      trickRules.rankOrder(Trumps.of(Suit.HEARTS)).strengths(), trickRules.rankOrder(Trumps.none()).strengths());
  private final int[] points = new int[32];
  private final CardSet[] hands = new CardSet[POSITIONS];
  private final Trick[] tricks = new Trick[POSITIONS];
  private final int[] handBits = new int[POSITIONS];
  private final int[] lead = new int[POSITIONS];
  private final int[] second = new int[POSITIONS];
  private final int[] count = new int[POSITIONS];
  private int next;
  private RandomGenerator random;
  private Deal deal;
  private CardSet talon;
  private List<CardSet> startHands;
  private HandSummary summary;
  private final Bid passHearts = RULES.parseBid("Heart simple game");

  @Setup
  public void setUp() {
    random = SeededRandom.of(42);
    for (Card card : Card.values()) {
      points[card.ordinal()] = trickRules.cardPoints().of(card);
    }
    for (int i = 0; i < POSITIONS; i++) {
      List<Card> cards = Deck.shuffled(random).cards();
      int size = random.nextInt(3);
      tricks[i] = Trick.of(Seat.SEAT_0, cards.subList(0, size));
      hands[i] = CardSet.copyOf(cards.subList(size, size + 1 + random.nextInt(10)));
      handBits[i] = hands[i].bits();
      count[i] = size;
      lead[i] = size > 0 ? cards.get(0).ordinal() : 0;
      second[i] = size > 1 ? cards.get(1).ordinal() : 0;
    }
    deal = Deal.random(Seat.SEAT_2, DealPattern.CUT, random);
    List<Card> twelve = new ArrayList<>(deal.hand(Seat.SEAT_0).toList());
    talon = CardSet.of(twelve.remove(11), twelve.remove(10));
    startHands = List.of(CardSet.copyOf(twelve), deal.hand(Seat.SEAT_1), deal.hand(Seat.SEAT_2));
    summary = HandSummary.builder(RULES, RULES.parseBid("Heart ulti")).trumps(Trumps.of(Suit.HEARTS))
        .declarer(SideTally.of(50, 5, 40)).defenders(SideTally.of(40, 5, 20))
        .lastTrick(new LastTrick(Side.DEFENDERS, LastTrick.TrumpSeven.DECLARER_LOST))
        .kontra(new Kontra(Component.ULTI, 1, Kontra.Defender.BOTH))
        .build();
  }

  /** Legal cards through the public API (one position per call, cycling through 1,024). */
  @Benchmark
  @BenchmarkMode(Mode.AverageTime)
  @OutputTimeUnit(TimeUnit.NANOSECONDS)
  public CardSet legalCardsPublic() {
    int i = next++ & (POSITIONS - 1);
    return trickRules.legalCards(hands[i], tricks[i], Trumps.of(Suit.HEARTS));
  }

  /** Legal cards on the internal bitmask engine. */
  @Benchmark
  @BenchmarkMode(Mode.AverageTime)
  @OutputTimeUnit(TimeUnit.NANOSECONDS)
  public int legalCardsInternal() {
    int i = next++ & (POSITIONS - 1);
    return logic.legal(handBits[i], lead[i], second[i], count[i], 2, false);
  }

  private FastPlay freshPlay() {
    int[] bits = {startHands.get(0).bits(), startHands.get(1).bits(), startHands.get(2).bits()};
    return new FastPlay(logic, points, 10, 2, 0, false, bits, new int[0], 0, new int[3], new int[3], -1);
  }

  private static int randomCard(int legal, RandomGenerator random) {
    int pick = random.nextInt(Integer.bitCount(legal));
    for (int bits = legal; ; bits &= bits - 1) {
      if (pick-- == 0) {
        return Integer.numberOfTrailingZeros(bits);
      }
    }
  }

  private FastPlay reused;

  /** A random playout of the ten tricks on the internal engine, reused with undo as a search would: playouts per second. */
  @Benchmark
  @BenchmarkMode(Mode.Throughput)
  @OutputTimeUnit(TimeUnit.SECONDS)
  public int playoutInternal() {
    if (reused == null) {
      reused = freshPlay();
    }
    int cards = 0;
    while (!reused.finished()) {
      reused.play(randomCard(reused.legal(), random));
      cards++;
    }
    int result = reused.wonPoints(0);
    while (cards-- > 0) {
      reused.undo();
    }
    return result;
  }

  /** The same playout, then its settlement through the public scorer: playouts per second. */
  @Benchmark
  @BenchmarkMode(Mode.Throughput)
  @OutputTimeUnit(TimeUnit.SECONDS)
  public Settlement playoutInternalWithSettlement() {
    if (reused == null) {
      reused = freshPlay();
    }
    FastPlay play = reused;
    int cards = 0;
    while (!play.finished()) {
      play.play(randomCard(play.legal(), random));
      cards++;
    }
    int declarer = play.wonPoints(0);
    int declarerTricks = play.tricksWon(0);
    int lastWinner = play.lastWinner();
    while (cards-- > 0) {
      play.undo();
    }
    return Scorer.settle(HandSummary.builder(RULES, passHearts).trumps(Trumps.of(Suit.HEARTS))
        .declarer(SideTally.of(declarer, declarerTricks))
        .defenders(SideTally.of(90 - declarer, 10 - declarerTricks))
        .lastTrick(new LastTrick(lastWinner == 0 ? Side.DECLARER : Side.DEFENDERS, LastTrick.TrumpSeven.NONE))
        .build());
  }

  private Playout playout;
  private SettlementTable settlements;

  /**
   * The same playouts on the allocation-free engine, each settled by a table lookup of its
   * outcome (filled by the public scorer on first use): settled playouts per second.
   */
  @Benchmark
  @BenchmarkMode(Mode.Throughput)
  @OutputTimeUnit(TimeUnit.SECONDS)
  public int playoutWithSettlementTable() {
    if (playout == null) {
      playout = Playout.of(TrickPlay.start(trickRules, Trumps.of(Suit.HEARTS),
          Seat.SEAT_0, UltiSeven.FREE, startHands, talon));
      settlements = SettlementTable.of(RULES, passHearts, Trumps.of(Suit.HEARTS), Seat.SEAT_0,
          new Integer[0], new Integer[0]);
    }
    return settlements.payments(playout.run(random))[0];
  }

  /** The contracts the new-deal benchmark draws from: bid, trumps, the declarer's marriages. */
  private static final String[][] CONTRACTS = {
      {"Simple game", "A", ""}, {"Simple game", "L", ""}, {"Heart simple game", "H", ""}, {"Ulti", "B", ""}, {"Heart ulti", "H", ""},
      {"40-100", "A", "40"}, {"Heart 40-100 ulti", "H", "40"}, {"Betli", "", ""}, {"Durchmars", "", ""},
      {"Ulti durchmars", "L", ""}};
  private Playout[] contractPlayouts;
  private SettlementTable[] contractTables;
  private final int[] deck = new int[32];

  /**
   * Settled playouts with a new deal and a new contract each time, as a sampling bot or a simulation
   * uses them: each call shuffles the pack, deals ten cards to each seat (two to the talon), draws one
   * of ten contracts (simple games, ulti, 40-100, betli, durchmars, with trumps or without), plays the
   * deal out at random and settles it by its contract's table. The tables are built once per contract
   * (a bot keeps them), so each call pays the shuffle, the playout and the lookup: settled playouts
   * per second.
   */
  @Benchmark
  @BenchmarkMode(Mode.Throughput)
  @OutputTimeUnit(TimeUnit.SECONDS)
  public int playoutNewDealAndContract() {
    if (contractPlayouts == null) {
      contractPlayouts = new Playout[CONTRACTS.length];
      contractTables = new SettlementTable[CONTRACTS.length];
      for (int c = 0; c < CONTRACTS.length; c++) {
        Bid bid = RULES.parseBid(CONTRACTS[c][0]);
        Trumps trumps = CONTRACTS[c][1].isEmpty() ? Trumps.none() : Trumps.of(Suit.parse(CONTRACTS[c][1]));
        UltiSeven seven = bid.has(Component.ULTI)
            ? UltiSeven.KEPT : UltiSeven.FREE;
        contractPlayouts[c] = Playout.of(TrickPlay.start(trickRules,
            trumps, Seat.SEAT_0, seven, startHands, talon));
        Integer[] marriages = CONTRACTS[c][2].isEmpty() ? new Integer[0] : new Integer[] {Integer.valueOf(CONTRACTS[c][2])};
        contractTables[c] = SettlementTable.of(RULES, bid, trumps, Seat.SEAT_0, marriages,
            new Integer[0]);
      }
      for (int i = 0; i < 32; i++) {
        deck[i] = i;
      }
    }
    for (int i = 31; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int swap = deck[i];
      deck[i] = deck[j];
      deck[j] = swap;
    }
    int declarer = 0;
    int next = 0;
    int last = 0;
    for (int i = 0; i < 10; i++) {
      declarer |= 1 << deck[i];
      next |= 1 << deck[10 + i];
      last |= 1 << deck[20 + i];
    }
    int c = random.nextInt(CONTRACTS.length);
    return contractTables[c].payments(contractPlayouts[c].runDeal(declarer, next, last, random))[0];
  }

  /** A whole deal through the public immutable Game, random legal play: deals per second. */
  @Benchmark
  @BenchmarkMode(Mode.Throughput)
  @OutputTimeUnit(TimeUnit.SECONDS)
  public Settlement wholeDealPublic() {
    Game game = Game.start(RULES, deal);
    Seat forehand = deal.forehand();
    game = game.apply(new Action.Bid(forehand, CardSet.of(deal.hand(forehand).toList().get(0),
        deal.hand(forehand).toList().get(1)), RULES.ladder().bids().get(1)));
    game = game.apply(new Action.Pass(forehand.next())).apply(new Action.Pass(forehand.next().next()))
        .apply(new Action.Pass(forehand));
    while (!game.isOver()) {
      List<Action> legal = game.legalActions();
      Action action = legal.get(random.nextInt(legal.size()));
      game = game.apply(action);
    }
    return game.settlement();
  }

  /** The scorer alone on a fixed hand summary: settlements per second. */
  @Benchmark
  @BenchmarkMode(Mode.Throughput)
  @OutputTimeUnit(TimeUnit.SECONDS)
  public Settlement scorer() {
    return Scorer.settle(summary);
  }
}
