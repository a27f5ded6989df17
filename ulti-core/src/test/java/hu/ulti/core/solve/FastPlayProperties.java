package hu.ulti.core.solve;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.DealPattern;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.play.UltiSeven;
import hu.ulti.core.solve.internal.FastPlay;
import hu.ulti.core.play.Side;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/** The fast engine and the public immutable play agree card by card, and undo restores exactly. */
class FastPlayProperties {
  private static final RuleSet RULES = RuleSet.standard();

  @Property(tries = 1000)
  void fastAndPublicPlayAgreeAndUndoRestores(@ForAll long seed) {
    RandomGenerator random = SeededRandom.of(seed);
    int trumpIndex = random.nextInt(5) - 1;
    Trumps trumps = trumpIndex < 0 ? Trumps.none() : Trumps.of(Suit.ofIndex(trumpIndex));
    Deal deal = Deal.random(Seat.SEAT_2, DealPattern.CUT, random);
    List<Card> twelve = new ArrayList<>(deal.hand(Seat.SEAT_0).toList());
    CardSet talon = CardSet.of(twelve.remove(random.nextInt(12)), twelve.remove(random.nextInt(11)));
    boolean ulti = trumps.hasTrumps() && random.nextBoolean();
    TrickPlay play = TrickPlay.start(RULES.trickRules(), trumps, Seat.SEAT_0, UltiSeven.keptIf(ulti),
        List.of(CardSet.copyOf(twelve), deal.hand(Seat.SEAT_1), deal.hand(Seat.SEAT_2)), talon);
    FastPlay fast = Solver.fast(RULES.trickRules(), play);
    List<Integer> legalSeen = new ArrayList<>();
    List<int[]> handsSeen = new ArrayList<>();
    while (!play.isOver()) {
      assertThat(fast.toPlay()).isEqualTo(play.toPlay().index());
      assertThat(fast.legal()).isEqualTo(play.legalCards().bits());
      legalSeen.add(fast.legal());
      handsSeen.add(new int[] {fast.hand(0), fast.hand(1), fast.hand(2)});
      List<Card> legal = play.legalCards().toList();
      Card card = legal.get(random.nextInt(legal.size()));
      play = play.play(card);
      fast.play(card.ordinal());
    }
    assertThat(fast.finished()).isTrue();
    int declarer = fast.wonPoints(0);
    assertThat(declarer).isEqualTo(play.cardPoints(Side.DECLARER));
    assertThat(fast.wonPoints(1) + fast.wonPoints(2) + RULES.trickRules().cardPoints().of(talon))
        .isEqualTo(play.cardPoints(Side.DEFENDERS));
    for (Seat seat : Seat.values()) {
      assertThat(fast.won(seat.index())).isEqualTo(play.wonCards(seat).bits());
    }
    for (int i = legalSeen.size() - 1; i >= 0; i--) {
      fast.undo();
      assertThat(fast.legal()).isEqualTo(legalSeen.get(i));
      assertThat(new int[] {fast.hand(0), fast.hand(1), fast.hand(2)}).isEqualTo(handsSeen.get(i));
    }
    assertThat(fast.tricksDone()).isZero();
    assertThat(fast.wonPoints(0) + fast.wonPoints(1) + fast.wonPoints(2)).isZero();
  }
}
