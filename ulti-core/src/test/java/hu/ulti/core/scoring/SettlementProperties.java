package hu.ulti.core.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Denomination;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/** Invariants of settlement over realistic random hands. */
class SettlementProperties {
  private static final RuleSet STANDARD = RuleSet.standard();

  @Property
  void settlementsAreZeroSum(@ForAll long seed) {
    Settlement settlement = Scorer.settle(RandomHands.summary(STANDARD, seed));
    assertThat(settlement.payments().values().stream().mapToInt(Integer::intValue).sum()).isZero();
    int first = settlement.lines().stream().mapToInt(SettlementLine::firstDefenderPays).sum();
    int second = settlement.lines().stream().mapToInt(SettlementLine::secondDefenderPays).sum();
    assertThat(settlement.payment(Party.FIRST_DEFENDER)).isEqualTo(-first);
    assertThat(settlement.payment(Party.SECOND_DEFENDER)).isEqualTo(-second);
  }

  @Property
  void aKontraNeverLowersTheAbsoluteAmountOfAComponent(@ForAll long seed) {
    HandSummary summary = RandomHands.summary(STANDARD, seed);
    Assume.that(!summary.gaveUp());
    Settlement before = Scorer.settle(summary);
    for (Component component : summary.bid().components()) {
      ScoreItem item = ScoreItem.of(component);
      for (Kontra.Defender by : Kontra.Defender.values()) {
        HandSummary raised;
        try {
          raised = withRaisedKontra(summary, item, by);
        } catch (InvalidHandSummaryException notAllowedHere) {
          continue; // e.g. an individual kontra in a trump contract
        }
        if (raised == null) {
          continue;
        }
        Settlement after = Scorer.settle(raised);
        for (Party defender : List.of(Party.FIRST_DEFENDER, Party.SECOND_DEFENDER)) {
          assertThat(Math.abs(amount(after, item, defender)))
              .as("%s raised by %s for %s", item, by, defender)
              .isGreaterThanOrEqualTo(Math.abs(amount(before, item, defender)));
        }
      }
    }
  }

  @Property
  void heartsExactlyDoubleAMinorSuitSettlementExceptOpenDurchmars(@ForAll long seed) {
    HandSummary minor = RandomHands.summary(STANDARD, seed);
    Assume.that(minor.bid().denomination() == Denomination.MINOR && !minor.gaveUp());
    Bid heartBid = minor.bid().isOpen() ? Bid.open(Denomination.HEARTS, minor.bid().components())
        : Bid.of(Denomination.HEARTS, minor.bid().components());
    HandSummary hearts = copy(minor, heartBid, Trumps.of(Suit.HEARTS), minor.kontras());
    List<SettlementLine> minorLines = Scorer.settle(minor).lines();
    List<SettlementLine> heartLines = Scorer.settle(hearts).lines();
    assertThat(heartLines).hasSameSizeAs(minorLines);
    for (int i = 0; i < minorLines.size(); i++) {
      SettlementLine m = minorLines.get(i);
      SettlementLine h = heartLines.get(i);
      boolean openDurchmars = m.item() == ScoreItem.DURCHMARS && m.bid() && minor.bid().isOpen();
      int factor = openDurchmars ? 1 : 2;
      assertThat(h.item()).isEqualTo(m.item());
      assertThat(h.perDefender()).isEqualTo(factor * m.perDefender());
      assertThat(h.firstDefenderPays()).isEqualTo(factor * m.firstDefenderPays());
      assertThat(h.secondDefenderPays()).isEqualTo(factor * m.secondDefenderPays());
    }
  }

  @Property
  void theOrderOfKontraEntriesDoesNotMatter(@ForAll long seed, @ForAll long shuffleSeed) {
    HandSummary summary = RandomHands.summary(STANDARD, seed);
    List<Kontra> shuffled = new ArrayList<>(summary.kontras());
    Collections.shuffle(shuffled, new Random(shuffleSeed));
    HandSummary reordered = copy(summary, summary.bid(), summary.trumps(), shuffled);
    Settlement a = Scorer.settle(summary);
    Settlement b = Scorer.settle(reordered);
    assertThat(b.lines()).isEqualTo(a.lines());
    assertThat(b.payments()).isEqualTo(a.payments());
  }

  private static int amount(Settlement settlement, ScoreItem item, Party defender) {
    return settlement.lines().stream().filter(l -> l.item() == item && l.bid())
        .mapToInt(l -> l.paidBy(defender)).sum();
  }

  /** The summary with the kontra on {@code item} for {@code by} one level higher; null at ×64. */
  private static HandSummary withRaisedKontra(HandSummary summary, ScoreItem item, Kontra.Defender by) {
    List<Kontra> kontras = new ArrayList<>();
    boolean found = false;
    for (Kontra kontra : summary.kontras()) {
      if (kontra.component() == item.component().orElseThrow() && kontra.defender() == by) {
        if (kontra.level() == 6) {
          return null;
        }
        kontras.add(new Kontra(kontra.component(), kontra.level() + 1, by));
        found = true;
      } else {
        kontras.add(kontra);
      }
    }
    if (!found) {
      kontras.add(new Kontra(item.component().orElseThrow(), 1, by));
    }
    return copy(summary, summary.bid(), summary.trumps(), kontras);
  }

  static HandSummary copy(HandSummary s, Bid bid, Trumps trumps, List<Kontra> kontras) {
    HandSummary.Builder builder = HandSummary.builder(s.rules(), bid).trumps(trumps)
        .gaveUp(s.gaveUp()).kontras(kontras).fourAces(s.fourAces()).fourTens(s.fourTens());
    s.declarer().ifPresent(builder::declarer);
    s.defenders().ifPresent(builder::defenders);
    s.lastTrick().ifPresent(builder::lastTrick);
    return builder.build();
  }
}
