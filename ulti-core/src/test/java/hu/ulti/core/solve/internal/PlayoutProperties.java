package hu.ulti.core.solve.internal;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.DealPattern;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.play.Side;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.play.UltiSeven;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.scoring.HandSummary;
import hu.ulti.core.scoring.LastTrick;
import hu.ulti.core.scoring.Scorer;
import hu.ulti.core.scoring.SideTally;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.random.RandomGenerator;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * Differential: the allocation-free playout and its settlement table against the public trick
 * play and scorer. Every card the playout draws must be legal in the public {@link TrickPlay},
 * and the table's payments must equal {@link Scorer#settle} on a summary built from that play.
 */
class PlayoutProperties {
  private static final RuleSet RULES = RuleSet.standard();

  @Property(tries = 300)
  void playoutsAreLegalAndSettleAsThePublicScorerDoes(@ForAll long seed) {
    RandomGenerator random = SeededRandom.of(seed);
    Deal deal = Deal.random(Seat.SEAT_2, DealPattern.CUT, random);
    List<Card> twelve = new ArrayList<>(deal.hand(Seat.SEAT_0).toList());
    CardSet talon = CardSet.of(twelve.remove(random.nextInt(12)), twelve.remove(random.nextInt(11)));
    List<CardSet> hands = List.of(CardSet.copyOf(twelve), deal.hand(Seat.SEAT_1), deal.hand(Seat.SEAT_2));
    Bid bid = contract(random, hands.get(0));
    Trumps trumps = bid.hasTrumps() ? trumpsOf(bid, hands.get(0), random) : Trumps.none();
    Assume.that(trumps != null); // a heart ulti without the heart seven, say
    UltiSeven seven = bid.has(Component.ULTI) ? UltiSeven.KEPT : UltiSeven.FREE;
    TrickPlay start = TrickPlay.start(RULES.trickRules(), trumps, Seat.SEAT_0, seven, hands, talon);
    // Start some playouts in mid-play, after a few random legal cards.
    int already = random.nextInt(12);
    for (int i = 0; i < already; i++) {
      List<Card> legal = start.legalCards().toList();
      start = start.play(legal.get(random.nextInt(legal.size())));
    }
    Integer[] declarerMarriages = bid.hasTrumps() && random.nextBoolean() ? new Integer[] {20} : new Integer[0];
    Integer[] defenderMarriages = bid.hasTrumps() && !bid.has(Component.FORTY_HUNDRED)
        && !bid.has(Component.TWENTY_HUNDRED) && !bid.has(Component.DURCHMARS) && random.nextBoolean()
        ? new Integer[] {20} : new Integer[0];
    if (bid.has(Component.FORTY_HUNDRED)) {
      declarerMarriages = new Integer[] {40};
    } else if (bid.has(Component.TWENTY_HUNDRED)) {
      declarerMarriages = new Integer[] {20};
    }
    Playout playout = Playout.of(start);
    SettlementTable table = SettlementTable.of(RULES, bid, trumps, Seat.SEAT_0, declarerMarriages, defenderMarriages);
    for (int run = 0; run < 5; run++) {
      int key = playout.run(random);
      TrickPlay play = start;
      for (int i = 0; i < playout.playedCount(); i++) {
        Card card = Card.ofIndex(playout.played(i));
        assertThat(play.check(card)).as("card %s of the playout", i).isEmpty();
        play = play.play(card);
      }
      assertThat(play.isOver()).isTrue();
      HandSummary.Builder summary = HandSummary.builder(RULES, bid).trumps(trumps).declarerSeat(Seat.SEAT_0);
      if (trumps.hasTrumps()) {
        summary.declarer(SideTally.of(play.cardPoints(Side.DECLARER), play.tricksWon(Side.DECLARER), declarerMarriages))
            .defenders(SideTally.of(play.cardPoints(Side.DEFENDERS), play.tricksWon(Side.DEFENDERS), defenderMarriages))
            .lastTrick(LastTrick.of(play));
      } else {
        summary.declarer(SideTally.tricksOnly(play.tricksWon(Side.DECLARER)))
            .defenders(SideTally.tricksOnly(play.tricksWon(Side.DEFENDERS)));
      }
      Map<Seat, Integer> expected = Scorer.settle(summary.build()).payments();
      int[] actual = table.payments(key);
      for (Seat seat : Seat.values()) {
        assertThat(actual[seat.index()]).as("%s pays in %s", seat, bid).isEqualTo(expected.get(seat));
      }
    }
  }

  /**
   * A playout given another deal's hands plays exactly as the playout built from that deal would,
   * card for card, from the same random source, whichever seat declares.
   */
  @Property(tries = 200)
  void aNewDealPlaysAsAPlayoutBuiltFromIt(@ForAll long seed) {
    RandomGenerator random = SeededRandom.of(seed);
    Seat declarer = Seat.of(random.nextInt(3));
    Trumps trumps = random.nextInt(5) == 4 ? Trumps.none() : Trumps.of(Suit.values()[random.nextInt(4)]);
    UltiSeven seven = trumps.hasTrumps() && random.nextBoolean() ? UltiSeven.KEPT : UltiSeven.FREE;
    Playout reused = Playout.of(start(SeededRandom.of(seed + 1), declarer, trumps, seven));
    TrickPlay other = start(SeededRandom.of(seed + 2), declarer, trumps, seven);
    Playout built = Playout.of(other);
    int key = reused.runDeal(other.hand(declarer).bits(), other.hand(declarer.next()).bits(),
        other.hand(declarer.next().next()).bits(), SeededRandom.of(seed + 3));
    assertThat(key).isEqualTo(built.run(SeededRandom.of(seed + 3)));
    assertThat(reused.playedCount()).isEqualTo(built.playedCount());
    for (int i = 0; i < built.playedCount(); i++) {
      assertThat(reused.played(i)).isEqualTo(built.played(i));
    }
  }

  private static TrickPlay start(RandomGenerator random, Seat declarer, Trumps trumps, UltiSeven seven) {
    List<Card> deck = new ArrayList<>(List.of(Card.values()));
    Collections.shuffle(deck, new Random(random.nextLong()));
    List<CardSet> hands = new ArrayList<>();
    for (int seat = 0; seat < 3; seat++) {
      hands.add(CardSet.copyOf(deck.subList(seat * 10, seat * 10 + 10)));
    }
    return TrickPlay.start(RULES.trickRules(), trumps, declarer, seven, hands, CardSet.copyOf(deck.subList(30, 32)));
  }

  /** A bid of the standard ladder; ulti only when the declarer holds a seven to keep. */
  private static Bid contract(RandomGenerator random, CardSet declarerHand) {
    List<Bid> bids = RULES.ladder().bids().stream()
        .filter(b -> !b.has(Component.ULTI) || declarerHand.toList().stream().anyMatch(c -> c.rank() == Rank.SEVEN))
        .toList();
    return bids.get(random.nextInt(bids.size()));
  }

  private static Trumps trumpsOf(Bid bid, CardSet declarerHand, RandomGenerator random) {
    List<Suit> suits = new ArrayList<>();
    for (Suit suit : Suit.values()) {
      if (bid.allows(Trumps.of(suit))
          && (!bid.has(Component.ULTI) || declarerHand.contains(Card.of(suit, Rank.SEVEN)))) {
        suits.add(suit);
      }
    }
    return suits.isEmpty() ? null : Trumps.of(suits.get(random.nextInt(suits.size())));
  }
}
