package hu.ulti.core.play;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Seat;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Differential tests against the corpora that two independent implementations produced and
 * cross-checked: every line must be reproduced exactly.
 */
class CorpusTest {
  private static final TrickRules RULES = TrickRules.standard();

  @Test
  void everyLegalPlayPositionGivesTheCorpusLegalSet() {
    List<Corpus.Line> lines = Corpus.read("legal-play.jsonl");
    List<String> mismatches = new ArrayList<>();
    for (Corpus.Line line : lines) {
      CardSet hand = line.cards(line.field("hand"));
      Trick trick = Trick.of(Seat.SEAT_0, line.cardList(line.field("trick")));
      boolean ulti = line.field("ulti").asBoolean();
      CardSet expected = line.cards(line.field("legal"));
      CardSet actual = RULES.legalCards(hand, trick, line.trumps(), UltiSeven.keptIf(ulti));
      if (!actual.equals(expected)) {
        mismatches.add(line.where() + ": expected " + expected + " but got " + actual);
      }
      for (Card card : hand) {
        boolean refused = RULES.check(card, hand, trick, line.trumps(), UltiSeven.keptIf(ulti)).isPresent();
        if (refused == expected.contains(card)) {
          mismatches.add(line.where() + ": check(" + card + ") disagrees with the legal set");
        }
      }
    }
    assertThat(lines).hasSize(20_000);
    assertThat(mismatches).as("positions that differ from the corpus").isEmpty();
  }

  @Test
  void everyPlayoutReplaysWithLegalCardsWinnersAndCardPoints() {
    List<Corpus.Line> lines = Corpus.read("playouts.jsonl");
    List<String> mismatches = new ArrayList<>();
    for (Corpus.Line line : lines) {
      String problem = replay(line);
      if (problem != null) {
        mismatches.add(problem);
      }
    }
    assertThat(lines).hasSize(10_000);
    assertThat(mismatches).as("playouts that differ from the corpus").isEmpty();
  }

  /** Replays one playout; null if it agrees in every card, winner and total. */
  private static String replay(Corpus.Line line) {
    JsonNode hands = line.field("hands");
    List<CardSet> dealt = new ArrayList<>();
    for (Seat seat : Seat.values()) {
      dealt.add(line.cards(hands.get(String.valueOf(seat.index()))));
    }
    TrickPlay play =
        TrickPlay.start(
            RULES,
            line.trumps(),
            Seat.of(line.field("declarer").asInt()),
            UltiSeven.keptIf(line.field("ulti").asBoolean()),
            dealt,
            line.cards(line.field("talon")));
    int number = 0;
    for (JsonNode trick : line.field("tricks")) {
      number++;
      Seat leader = Seat.of(trick.get("leader").asInt());
      if (play.toPlay() != leader) {
        return line.where() + " trick " + number + ": leader " + play.toPlay() + ", corpus " + leader;
      }
      for (Card card : line.cardList(trick.get("cards"))) {
        var refusal = play.check(card);
        if (refusal.isPresent()) {
          return line.where() + " trick " + number + ": " + refusal.get().message();
        }
        play = play.play(card);
      }
      Seat winner = play.trickWinners().get(number - 1);
      if (winner.index() != trick.get("winner").asInt()) {
        return line.where() + " trick " + number + ": winner " + winner + ", corpus "
            + trick.get("winner");
      }
    }
    JsonNode points = line.field("card_points");
    int declarer = play.cardPoints(Side.DECLARER);
    int defenders = play.cardPoints(Side.DEFENDERS);
    if (!play.isOver()
        || declarer != points.get("declarer").asInt()
        || defenders != points.get("defenders").asInt()) {
      return line.where() + ": card points " + declarer + "/" + defenders + ", corpus " + points;
    }
    return null;
  }
}
