package hu.ulti.core.solve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Component;
import hu.ulti.core.play.Corpus;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.play.UltiSeven;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The solver agrees with the 200 cross-checked double-dummy deals of {@code double-dummy.jsonl}:
 * 14 questions each (with each suit as trumps, the declarer's guaranteed card points, durchmars
 * and ulti; without trumps, betli and durchmars), from the opening lead with all hands known.
 */
class DoubleDummyCorpusTest {
  private static final RuleSet RULES = RuleSet.standard();

  /** The public peer solver departs from the written rules on some answers; the file's are the rules'. */
  @Test
  void everyAnswerOfEveryDealAgrees() {
    List<Corpus.Line> deals = Corpus.read("double-dummy.jsonl");
    assertThat(deals).hasSize(200);
    List<String> wrong = new ArrayList<>();
    int answers = 0;
    for (Corpus.Line deal : deals) {
      List<CardSet> hands = List.of(deal.cards(deal.field("hands").get("0")), deal.cards(deal.field("hands").get("1")),
          deal.cards(deal.field("hands").get("2")));
      CardSet talon = deal.cards(deal.field("talon"));
      for (Suit suit : Suit.values()) {
        JsonNode expected = deal.field("trump").get(String.valueOf(suit.letter()));
        Trumps trumps = Trumps.of(suit);
        TrickPlay free = start(trumps, UltiSeven.FREE, hands, talon);
        answers += check(wrong, deal, suit + " max_points", expected.get("max_points").asInt(),
            Solver.guaranteedCardPoints(RULES, free));
        answers += check(wrong, deal, suit + " durchmars", expected.get("durchmars").asBoolean(),
            Solver.declarerMakes(RULES, free, Component.DURCHMARS));
        boolean holdsSeven = hands.get(0).contains(Card.of(suit, Rank.SEVEN));
        boolean ulti = holdsSeven
            && Solver.declarerMakes(RULES, start(trumps, UltiSeven.KEPT, hands, talon), Component.ULTI);
        answers += check(wrong, deal, suit + " ulti", expected.get("ulti").asBoolean(), ulti);
      }
      TrickPlay noTrumps = start(Trumps.none(), UltiSeven.FREE, hands, talon);
      answers += check(wrong, deal, "betli", deal.field("betli").asBoolean(),
          Solver.declarerMakes(RULES, noTrumps, Component.BETLI));
      answers += check(wrong, deal, "no-trump durchmars", deal.field("durchmars_notrump").asBoolean(),
          Solver.declarerMakes(RULES, noTrumps, Component.DURCHMARS));
    }
    assertThat(wrong).as("answers that differ").isEmpty();
    assertThat(answers).isEqualTo(200 * 14);
  }

  private static TrickPlay start(Trumps trumps, UltiSeven seven, List<CardSet> hands, CardSet talon) {
    return TrickPlay.start(RULES.trickRules(), trumps, Seat.SEAT_0, seven, hands, talon);
  }

  private static int check(List<String> wrong, Corpus.Line deal, String question, Object expected, Object actual) {
    if (!expected.equals(actual)) {
      wrong.add(deal.where() + " " + question + ": expected " + expected + ", solver says " + actual);
    }
    return 1;
  }
}
