package hu.ulti.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.game.BiddingBox;
import hu.ulti.core.game.Refusal;
import hu.ulti.core.play.Trick;
import hu.ulti.core.record.GameRecord;
import hu.ulti.core.record.GameRecords;
import hu.ulti.core.record.Move;
import hu.ulti.core.record.RecordFormatException;
import hu.ulti.core.record.RecordViolationException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The smaller composite values: contracts, tricks, refusals, bidding boxes and game records. */
final class MiscCodecs {
  private static final Set<String> CONTRACT = Set.of("bid", "trumps");
  private static final Set<String> TRICK = Set.of("leader", "cards");
  private static final Set<String> REFUSAL = Set.of("action", "violation", "message");
  private static final Set<String> BOX = Set.of("seat", "mayPass", "mayTakeTalon", "suitsToName", "discards", "bids",
      "bidsAfterTakingTalon");
  static final String RECORD_FORMAT = "ulti-game-record 1";
  private static final Set<String> RECORD = Set.of("format", "tags", "moves");

  private MiscCodecs() {}

  static ObjectNode contract(Contract contract) {
    ObjectNode node = Codes.NODES.objectNode();
    node.set("bid", Codes.bid(contract.bid()));
    node.set("trumps", Codes.trumps(contract.trumps()));
    return node;
  }

  static Contract contract(In in) {
    in.only(CONTRACT);
    Bid bid = Codes.bid(in.field("bid"));
    In trumps = in.field("trumps");
    try {
      return Contract.of(bid, Codes.trumps(trumps));
    } catch (IllegalArgumentException e) {
      throw trumps.fail(e.getMessage());
    }
  }

  static ObjectNode trick(Trick trick) {
    ObjectNode node = Codes.NODES.objectNode();
    node.set("leader", Codes.seat(trick.leader()));
    ArrayNode cards = node.putArray("cards");
    trick.cards().forEach(card -> cards.add(Codes.card(card)));
    return node;
  }

  static Trick trick(In in) {
    in.only(TRICK);
    List<Card> cards = new ArrayList<>();
    in.field("cards").array(3).forEach(card -> cards.add(Codes.card(card)));
    try {
      return Trick.of(Codes.seat(in.field("leader")), cards);
    } catch (IllegalArgumentException e) {
      throw in.field("cards").fail(e.getMessage());
    }
  }

  static ObjectNode refusal(Refusal refusal) {
    ObjectNode node = Codes.NODES.objectNode();
    node.set("action", ActionCodec.write(refusal.action()));
    node.put("violation", refusal.violation().name());
    node.put("message", refusal.message());
    return node;
  }

  static Refusal refusal(In in) {
    in.only(REFUSAL);
    return new Refusal(ActionCodec.read(in.field("action")), Codes.violation(in.field("violation")),
        in.field("message").text());
  }

  static ObjectNode box(BiddingBox box) {
    ObjectNode node = Codes.NODES.objectNode();
    node.set("seat", Codes.seat(box.seat()));
    node.put("mayPass", box.mayPass());
    node.put("mayTakeTalon", box.mayTakeTalon());
    ArrayNode suits = node.putArray("suitsToName");
    box.suitsToName().forEach(suit -> suits.add(Codes.suit(suit)));
    ArrayNode discards = node.putArray("discards");
    box.discards().forEach(discard -> discards.add(Codes.cards(discard)));
    ArrayNode bids = node.putArray("bids");
    box.bids().forEach(bid -> bids.add(Codes.bid(bid)));
    ArrayNode after = node.putArray("bidsAfterTakingTalon");
    box.bidsAfterTakingTalon().forEach(bid -> after.add(Codes.bid(bid)));
    return node;
  }

  static BiddingBox box(In in) {
    in.only(BOX);
    List<Suit> suits = new ArrayList<>();
    in.field("suitsToName").array(4).forEach(suit -> suits.add(Codes.suit(suit)));
    List<CardSet> discards = new ArrayList<>();
    for (In discard : in.field("discards").array(66)) {
      CardSet cards = Codes.cards(discard);
      if (cards.size() != 2) {
        throw discard.fail("a discard the box offers is two cards, not " + cards.size());
      }
      discards.add(cards);
    }
    return new BiddingBox(Codes.seat(in.field("seat")), in.field("mayPass").bool(), in.field("mayTakeTalon").bool(),
        suits, discards, bids(in.field("bids")), bids(in.field("bidsAfterTakingTalon")));
  }

  private static List<Bid> bids(In in) {
    List<Bid> bids = new ArrayList<>();
    in.array(UltiJson.MAX_ACTIONS).forEach(bid -> bids.add(Codes.bid(bid)));
    return bids;
  }

  /** A record as its tags and its moves in record notation; read back through the record reader. */
  static ObjectNode record(GameRecord record) {
    ObjectNode node = Codes.NODES.objectNode();
    node.put("format", RECORD_FORMAT);
    ObjectNode tags = node.putObject("tags");
    record.tags().forEach(tags::put);
    ArrayNode moves = node.putArray("moves");
    for (Move move : record.moves()) {
      moves.add(move.text());
    }
    return node;
  }

  /**
   * A record, read by the record reader and, when it knows every card, replayed: a record whose
   * moves break a rule is refused at the move, naming the rule. A redacted record, which knows
   * only one seat's cards, cannot be replayed and is read as it is.
   */
  static GameRecord record(In in) {
    in.only(RECORD);
    GameCodec.format(in, RECORD_FORMAT);
    StringBuilder text = new StringBuilder();
    for (Map.Entry<String, In> tag : in.field("tags").entries(GameRecords.MAX_TAGS).entrySet()) {
      text.append('[').append(tag.getKey()).append(" \"")
          .append(tag.getValue().text().replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n");
    }
    text.append('\n');
    List<In> moves = in.field("moves").array(GameRecords.MAX_MOVES);
    for (int i = 0; i < moves.size(); i++) {
      String move = moves.get(i).text();
      if (move.contains("\n") || move.contains("[")) {
        throw moves.get(i).fail("a move is one line of record notation");
      }
      text.append(i + 1).append(". ").append(move).append('\n');
    }
    GameRecord record;
    try {
      List<GameRecord> records = GameRecords.read(text.toString());
      if (records.size() != 1) {
        throw in.fail("one record, not " + records.size());
      }
      record = records.get(0);
    } catch (RecordFormatException e) {
      int tagLines = in.field("tags").json.size();
      int line = e.line();
      throw (line > tagLines + 1 ? moves.get(Math.min(line - tagLines - 2, moves.size() - 1)) : in.field("tags"))
          .fail(e.getMessage());
    }
    if (record.deal().isPresent()) {
      try {
        record.replay(in.replayBudget);
      } catch (RecordViolationException e) {
        throw (e.move() >= 1 && e.move() <= moves.size() ? moves.get(e.move() - 1) : in.field("tags")).fail(
            e.getMessage());
      }
    }
    return record;
  }

}
