package hu.ulti.core.scoring;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.DealPattern;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Denomination;
import hu.ulti.core.play.Marriage;
import hu.ulti.core.play.Side;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.play.UltiSeven;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.random.RandomGenerator;

/**
 * Valid hand summaries made the honest way: a random bid of the ladder, a random deal played out
 * with random legal cards, marriages declared from the hands as the rules allow, random kontras.
 */
final class RandomHands {
  private RandomHands() {}

  static HandSummary summary(RuleSet rules, long seed) {
    RandomGenerator random = SeededRandom.of(seed);
    List<Bid> ladder = rules.ladder().bids();
    Bid bid = ladder.get(random.nextInt(ladder.size()));
    Trumps trumps = bid.hasTrumps()
        ? Trumps.of(bid.isHearts() ? Suit.HEARTS : List.of(Suit.ACORNS, Suit.LEAVES, Suit.BELLS).get(random.nextInt(3)))
        : Trumps.none();
    HandSummary.Builder builder = HandSummary.builder(rules, bid).trumps(trumps);
    if (bid.size() == 1 && bid.has(Component.SIMPLE_GAME) && bid.denomination() == Denomination.MINOR
        && random.nextInt(10) == 0) {
      return builder.gaveUp(true).build();
    }
    kontras(bid, random).forEach(builder::kontra);
    play(rules, bid, trumps, random, builder);
    return builder.build();
  }

  static List<Kontra> kontras(Bid bid, RandomGenerator random) {
    List<Kontra> kontras = new ArrayList<>();
    boolean individual = !bid.hasTrumps();
    for (Component component : bid.components()) {
      if (random.nextInt(3) != 0) {
        continue;
      }
      Component item = component;
      if (individual && random.nextBoolean()) {
        if (random.nextBoolean()) {
          kontras.add(new Kontra(item, 1 + random.nextInt(6), Kontra.Defender.FIRST));
        }
        if (random.nextBoolean()) {
          kontras.add(new Kontra(item, 1 + random.nextInt(6), Kontra.Defender.SECOND));
        }
      } else {
        kontras.add(new Kontra(item, 1 + random.nextInt(6), Kontra.Defender.BOTH));
      }
    }
    return kontras;
  }

  private static void play(RuleSet rules, Bid bid, Trumps trumps, RandomGenerator random, HandSummary.Builder builder) {
    Deal deal = Deal.random(Seat.SEAT_2, DealPattern.CUT, random);
    Seat declarer = deal.forehand();
    List<Card> twelve = new ArrayList<>(deal.hand(declarer).toList());
    CardSet talon = CardSet.of(twelve.remove(random.nextInt(12)), twelve.remove(random.nextInt(11)));
    List<CardSet> hands = new ArrayList<>();
    for (Seat seat : Seat.values()) {
      hands.add(seat == declarer ? CardSet.copyOf(twelve) : deal.hand(seat));
    }
    boolean ulti = bid.has(Component.ULTI);
    TrickPlay play = TrickPlay.start(rules.trickRules(), trumps, declarer, UltiSeven.keptIf(ulti), hands, talon);
    while (!play.isOver()) {
      List<Card> legal = play.legalCards().toList();
      play = play.play(legal.get(random.nextInt(legal.size())));
    }
    List<Integer> declared = new ArrayList<>();
    List<Integer> defended = new ArrayList<>();
    for (Seat seat : Seat.values()) {
      for (Marriage marriage : rules.trickRules().cardPoints().marriages(hands.get(seat.index()), trumps)) {
        if (random.nextInt(4) == 0) {
          continue; // not every holder declares
        }
        if (seat == declarer) {
          if (bid.has(Component.FORTY_HUNDRED) && !marriage.trumpSuit()
              || bid.has(Component.TWENTY_HUNDRED) && (marriage.trumpSuit() || !declared.isEmpty())) {
            continue;
          }
          declared.add(marriage.points());
        } else if (!bid.has(Component.FORTY_HUNDRED) && !bid.has(Component.TWENTY_HUNDRED)
            && !bid.has(Component.DURCHMARS)) {
          defended.add(marriage.points());
        }
      }
    }
    int declarerTricks = play.tricksWon(Side.DECLARER);
    int defenderTricks = play.tricksWon(Side.DEFENDERS);
    if (trumps.hasTrumps()) {
      builder.declarer(new SideTally(OptionalInt.of(play.cardPoints(Side.DECLARER)), declarerTricks, declared));
      builder.defenders(new SideTally(OptionalInt.of(play.cardPoints(Side.DEFENDERS)), defenderTricks, defended));
      builder.lastTrick(LastTrick.of(play));
    } else {
      builder.declarer(SideTally.tricksOnly(declarerTricks));
      builder.defenders(SideTally.tricksOnly(defenderTricks));
    }
  }
}
