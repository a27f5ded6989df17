package hu.ulti.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Phase;
import hu.ulti.core.game.Refusal;
import hu.ulti.core.record.Move;
import hu.ulti.core.record.Notation;
import hu.ulti.core.record.RecordFormatException;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A game: the rule set, the deal and the actions, which is what a replay needs, with the phase,
 * the seat to act and (once over) the payments beside them for display. Reading replays and
 * checks every action, and checks the derived fields against the replay, so that a tampered
 * game is refused with the action and the rule it breaks.
 */
final class GameCodec {
  static final String FORMAT = "ulti-game 1";
  private static final Set<String> FIELDS = Set.of("format", "rules", "deal", "actions", "phase", "toAct", "payments",
      "dealId", "position");
  private static final Set<String> DEAL = Set.of("dealer", "hands", "talon", "firstRound");

  private GameCodec() {}

  static ObjectNode write(Game game) {
    ObjectNode node = Codes.NODES.objectNode();
    node.put("format", FORMAT);
    node.set("rules", Codes.rules(game.rules()));
    node.set("deal", deal(game.deal()));
    ArrayNode actions = node.putArray("actions");
    game.history().forEach(action -> actions.add(ActionCodec.write(action)));
    node.put("phase", game.phase().name());
    game.toAct().ifPresent(seat -> node.set("toAct", Codes.seat(seat)));
    if (game.isOver()) {
      node.set("payments", payments(game.payments()));
    }
    node.put("dealId", Notation.deal(game));
    if (game.trickPlay().isPresent()) {
      node.put("position", Notation.position(game));
    }
    return node;
  }

  static ObjectNode deal(Deal deal) {
    ObjectNode node = Codes.NODES.objectNode();
    node.set("dealer", Codes.seat(deal.dealer()));
    ArrayNode hands = node.putArray("hands");
    for (Seat seat : Seat.values()) {
      hands.add(Codes.cards(deal.hand(seat)));
    }
    node.set("talon", Codes.cards(deal.talon()));
    if (deal.firstRound(Seat.SEAT_0).isPresent()) {
      ArrayNode first = node.putArray("firstRound");
      for (Seat seat : Seat.values()) {
        first.add(Codes.cards(deal.firstRound(seat).orElseThrow()));
      }
    }
    return node;
  }

  static ObjectNode payments(Map<Seat, Integer> payments) {
    ObjectNode node = Codes.NODES.objectNode();
    payments.forEach((seat, points) -> node.put(String.valueOf(seat.index()), points));
    return node;
  }

  static Game read(In in) {
    in.only(FIELDS);
    format(in, FORMAT);
    RuleSet rules = Codes.rules(in.field("rules"));
    Deal deal = deal(in.field("deal"));
    Game game;
    try {
      game = Game.start(rules, deal);
    } catch (IllegalArgumentException e) {
      throw in.field("deal").fail(e.getMessage());
    }
    List<In> entries = in.field("actions").array(UltiJson.MAX_ACTIONS);
    for (In entry : entries) {
      for (Action action : actions(entry, rules)) {
        Optional<Refusal> refusal = game.check(action);
        if (refusal.isPresent()) {
          throw entry.fail(refusal.get().violation() + ": " + refusal.get().message());
        }
        game = game.apply(action);
      }
    }
    Game replayed = game;
    checkDerived(in, "actions", replayed.phase(), replayed.toAct());
    for (String name : List.of("dealId", "position")) {
      Optional<In> given = in.optional(name);
      String derived = name.equals("dealId") ? Notation.deal(replayed)
          : replayed.trickPlay().map(play -> Notation.position(replayed)).orElse("none, the game not being in its play");
      if (given.isPresent() && !withTodaysRuleSetId(given.get().text()).equals(derived)) {
        throw given.get().fail("the deal and its actions give \"" + derived + "\"");
      }
    }
    in.optional("payments").ifPresent(payments -> {
      if (!replayed.isOver() || !payments(payments).equals(replayed.payments())) {
        throw payments.fail(replayed.isOver() ? "the deal settles as " + replayed.payments()
            : "the deal is not over, so it has no payments");
      }
    });
    return replayed;
  }

  /** One entry of the actions: a tagged object, or a move in record notation ("0 take discard A7 A8 bid Ulti"). */
  private static List<Action> actions(In entry, RuleSet rules) {
    if (entry.json.isTextual()) {
      try {
        return Move.parse(rules, entry.text()).actions();
      } catch (RecordFormatException e) {
        throw entry.fail("not a move: " + e.getMessage().replaceFirst("^line 1, ", ""));
      }
    }
    return List.of(ActionCodec.read(entry));
  }

  static Deal deal(In in) {
    in.only(DEAL);
    Seat dealer = Codes.seat(in.field("dealer"));
    List<In> hands = in.field("hands").array(3);
    if (hands.size() != 3) {
      throw in.field("hands").fail("three hands, by seat, not " + hands.size());
    }
    List<CardSet> cards = new ArrayList<>();
    hands.forEach(hand -> cards.add(Codes.cards(hand)));
    Deal deal;
    try {
      deal = Deal.of(dealer, cards.get(0), cards.get(1), cards.get(2), Codes.cards(in.field("talon")));
    } catch (IllegalArgumentException e) {
      throw in.fail(e.getMessage());
    }
    Optional<In> first = in.optional("firstRound");
    if (first.isPresent()) {
      List<In> rounds = first.get().array(3);
      if (rounds.size() != 3) {
        throw first.get().fail("three sets of five, by seat, not " + rounds.size());
      }
      try {
        deal = deal.withFirstRound(Codes.cards(rounds.get(0)), Codes.cards(rounds.get(1)), Codes.cards(rounds.get(2)));
      } catch (IllegalArgumentException e) {
        throw first.get().fail(e.getMessage());
      }
    }
    return deal;
  }

  static Map<Seat, Integer> payments(In in) {
    Map<Seat, Integer> payments = new EnumMap<>(Seat.class);
    for (Map.Entry<String, In> entry : in.entries(3).entrySet()) {
      Seat seat;
      try {
        seat = Seat.of(Integer.parseInt(entry.getKey()));
      } catch (IllegalArgumentException e) {
        throw entry.getValue().fail("payments are keyed by seat: \"0\", \"1\" or \"2\"");
      }
      payments.put(seat, entry.getValue().integer(Integer.MIN_VALUE, Integer.MAX_VALUE));
    }
    return payments;
  }

  /**
   * A line of the notation with its rule set named by today's id: a line written before a rule
   * set was renamed (its old id is an alias) names the same deal.
   */
  private static String withTodaysRuleSetId(String line) {
    int space = line.indexOf(' ');
    if (space <= 0) {
      return line;
    }
    try {
      return RuleSets.byId(line.substring(0, space)).id() + line.substring(space);
    } catch (IllegalArgumentException | IllegalStateException notAnId) {
      return line;
    }
  }

  /**
   * Checks the derived {@code phase} and {@code toAct} fields, when given, against what the
   * replay of the {@code replayed} part reached.
   */
  static void checkDerived(In in, String replayed, Phase phase, Optional<Seat> toAct) {
    in.optional("phase").ifPresent(given -> {
      Phase read = Codes.phase(given);
      if (read != phase) {
        throw given.fail("the " + replayed + " end in the " + phase + " phase, not " + read);
      }
    });
    Optional<In> given = in.optional("toAct");
    if (given.isPresent() && !toAct.equals(Optional.of(Codes.seat(given.get())))) {
      throw given.get().fail(toAct.map(seat -> seat + " is to act").orElse("the deal is over"));
    }
  }

  /**
   * Checks the document's {@code format}, when given (a document without one is version 1): the
   * format's name and a version this reader knows. A later version of the same format says so,
   * so that a client learns it meets a newer server.
   */
  static void format(In in, String expected) {
    in.optional("format").ifPresent(format -> {
      String given = format.text();
      if (given.equals(expected)) {
        return;
      }
      String name = expected.substring(0, expected.lastIndexOf(' '));
      String version = given.startsWith(name + " ") ? given.substring(name.length() + 1) : "";
      if (version.matches("[0-9]{1,6}")
          && Integer.parseInt(version) > Integer.parseInt(expected.substring(name.length() + 1))) {
        throw format.fail("\"" + UltiJson.quote(given) + "\" is a later version of the format than this reader"
            + " reads (\"" + expected + "\"): the document comes from a newer SDK");
      }
      throw format.fail("expected \"" + expected + "\", found \"" + UltiJson.quote(given) + "\"");
    });
  }
}
