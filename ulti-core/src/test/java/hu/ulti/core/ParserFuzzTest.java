package hu.ulti.core;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardFormatException;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.conformance.Fuzz;
import hu.ulti.core.conformance.RandomSessions;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.BidFormatException;
import hu.ulti.core.contract.InvalidBidException;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.RandomGames;
import hu.ulti.core.session.Session;
import hu.ulti.core.record.GameRecord;
import hu.ulti.core.record.GameRecords;
import hu.ulti.core.record.RecordFormatException;
import hu.ulti.core.record.RecordViolationException;
import hu.ulti.core.record.SessionRecords;
import hu.ulti.core.record.SessionViolationException;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * Every parser of the core, fed mutated valid inputs: only the exceptions each one documents
 * escape, never a stack overflow or an unexpected runtime exception, and no message grows with
 * its input. The number of inputs per parser is {@link Fuzz#runs()}.
 */
class ParserFuzzTest {
  private static final RuleSet RULES = RuleSet.standard();

  @Test
  void records() {
    List<String> valid = new ArrayList<>();
    for (long seed = 0; seed < 20; seed++) {
      Game game = RandomGames.game(RULES, seed, seed % 3 == 0);
      valid.add(GameRecords.write(game, Map.of("Event", "fuzz")));
      valid.add(GameRecords.writeView(game, Seat.of((int) (seed % 3)), Map.of()));
    }
    RandomGenerator random = SeededRandom.of(9);
    Session session = RandomSessions.play(RULES, 4, 3, true, random);
    valid.add(SessionRecords.write(session, "fuzz", Map.of()));
    Fuzz.parser("GameRecords.read", 1, valid, text -> {
      List<GameRecord> records = GameRecords.read(text);
      for (GameRecord record : records) {
        if (record.deal().isPresent()) {
          record.replay();
        }
      }
      for (List<GameRecord> group : SessionRecords.group(records)) {
        if (group.get(0).tag("Session").isPresent()) {
          SessionRecords.replay(group);
        }
      }
    }, RecordFormatException.class, RecordViolationException.class, SessionViolationException.class);
  }

  @Test
  void cards() {
    List<String> valid = new ArrayList<>();
    for (Card card : Card.values()) {
      valid.add(card.code());
      valid.add(card.hungarianName());
      valid.add(card.englishName());
    }
    Fuzz.parser("Card.parse", 2, valid, Card::parse, CardFormatException.class);
    List<String> sets = List.of("HA H10 AK", "[piros ász, makk király]", "{A7 A8 A9}", "", "LA,LK,LO,LU,L10");
    // A card given twice is an IllegalArgumentException, as documented.
    Fuzz.parser("CardSet.parse", 3, sets, CardSet::parse, CardFormatException.class, IllegalArgumentException.class);
  }

  @Test
  void bids() {
    List<String> valid = new ArrayList<>();
    for (Bid bid : RULES.ladder().bids()) {
      valid.add(RULES.englishName(bid));
      valid.add(RULES.hungarianName(bid));
    }
    Fuzz.parser("RuleSet.parseBid", 4, valid, RULES::parseBid, BidFormatException.class, InvalidBidException.class);
  }

  @Test
  void ruleIds() {
    Fuzz.parser("RuleSets.byId", 5, List.of("standard", " Standard ", "standard+standard"), RuleSets::byId,
        IllegalArgumentException.class);
  }
}
