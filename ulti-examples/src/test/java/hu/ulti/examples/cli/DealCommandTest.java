package hu.ulti.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.DealPattern;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.record.Notation;
import hu.ulti.core.rules.RuleSet;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class DealCommandTest {
  private final Cli cli = new Cli();
  private final StringWriter out = cli.out;
  private final StringWriter err = cli.err;

  private int run(String... args) {
    return cli.run(args);
  }

  @Test
  void printsTheFourPartsOfTheSeededDealInCodesAndHungarianNames() {
    assertThat(run("deal", "--seed", "42")).isZero();
    Deal deal = Deal.random(Seat.SEAT_2, DealPattern.CUT, SeededRandom.of(42));
    String text = out.toString();
    assertThat(text).contains("Deal with seed 42, dealt by seat 2, pattern cut (7-5-5-5-5-5)");
    for (Seat seat : Seat.values()) {
      assertThat(text).contains(deal.hand(seat).codes());
      for (Card card : deal.hand(seat)) {
        assertThat(text).contains(card.hungarianName());
      }
    }
    assertThat(text).containsPattern("seat 0 +forehand +12");
    assertThat(text).containsPattern("seat 2 +dealer +10");
    assertThat(text).containsPattern("talon +0 +\\(empty");
  }

  @Test
  void theSameSeedPrintsTheSameDeal() {
    run("deal", "--seed", "7", "--pattern", "knock", "--dealer", "0");
    String first = out.toString();
    out.getBuffer().setLength(0);
    run("deal", "--seed", "7", "--pattern", "knock", "--dealer", "0");
    assertThat(out.toString()).isEqualTo(first).contains("seat 1  forehand  12");
  }

  @Test
  void variantPatternsDealATalon() {
    assertThat(run("deal", "--seed", "1", "--pattern", "old-cut")).isZero();
    assertThat(out.toString()).containsPattern("talon +2 +\\S+ \\S+\\n");
  }

  @Test
  void badInputExitsTwoNamingTheProblem() {
    assertThat(run("deal", "--seed", "x")).isEqualTo(2);
    assertThat(err.toString()).contains("'x' is not a long");
    assertThat(run("deal", "--dealer", "5")).isEqualTo(2);
    assertThat(err.toString()).contains("A seat is 0, 1 or 2, not 5");
    assertThat(run("deal", "--pattern", "sevens")).isEqualTo(2);
    assertThat(err.toString()).contains("'sevens'");
  }

  /** The deal as one line of the notation, and a deal given in the notation shown. */
  @Test
  void printsAndReadsTheNotation() {
    assertThat(run("deal", "--seed", "42")).isZero();
    Deal deal = Deal.random(Seat.SEAT_2, DealPattern.CUT, SeededRandom.of(42));
    String notation = Notation.deal(RuleSet.standard(), deal);
    assertThat(out.toString()).contains("Notation: " + notation);
    out.getBuffer().setLength(0);
    assertThat(run("deal", "--notation", notation)).isZero();
    assertThat(out.toString()).contains("Deal under standard, dealt by seat 2").contains(deal.hand(Seat.SEAT_0).codes())
        .contains("Notation: " + notation);
    assertThat(run("deal", "--notation", notation.replace("standard", "four-aces"), "--json")).isZero();
    assertThat(out.toString()).contains("\"notation\" : \"" + notation.replace("standard", "four-aces") + "\"");
    assertThat(run("deal", "--notation", "standard 2 x")).isEqualTo(2);
    assertThat(err.toString()).contains("--notation: the line has 4 or 5 fields, not 3");
  }

  @Test
  void withoutASeedOneIsDrawnAndPrinted() {
    assertThat(run("deal")).isZero();
    assertThat(out.toString()).containsPattern("Deal with seed -?\\d+");
  }
}
