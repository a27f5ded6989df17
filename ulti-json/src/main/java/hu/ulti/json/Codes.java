package hu.ulti.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.TextNode;
import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.game.Phase;
import hu.ulti.core.game.Violation;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The small values of the format: cards and card sets by code, seats by number, suits, trumps,
 * components and bids by their stable codes, rule sets by id, phases and violations by name.
 */
final class Codes {
  static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private Codes() {}

  static JsonNode card(Card card) {
    return TextNode.valueOf(card.code());
  }

  /** A card by its exact code ({@code HA}, {@code A10}): the wire format takes no names. */
  static Card card(In in) {
    String code = in.text();
    for (Card card : Card.values()) {
      if (card.code().equals(code)) {
        return card;
      }
    }
    throw in.fail("expected a card code such as HA, A10, BO or L7, found \"" + UltiJson.quote(code) + "\"");
  }

  static ArrayNode cards(CardSet cards) {
    ArrayNode array = NODES.arrayNode();
    cards.forEach(card -> array.add(card.code()));
    return array;
  }

  /** A set of cards: an array of codes, each once. */
  static CardSet cards(In in) {
    int bits = 0;
    for (In item : in.array(32)) {
      Card card = card(item);
      if ((bits & card.bit()) != 0) {
        throw item.fail(card.code() + " is given twice");
      }
      bits |= card.bit();
    }
    return CardSet.ofBits(bits);
  }

  static JsonNode seat(Seat seat) {
    return NODES.numberNode(seat.index());
  }

  static Seat seat(In in) {
    return Seat.of(in.integer(0, 2));
  }

  static JsonNode suit(Suit suit) {
    return TextNode.valueOf(suit.englishName());
  }

  static Suit suit(In in) {
    String name = in.text();
    for (Suit suit : Suit.values()) {
      if (suit.englishName().equals(name)) {
        return suit;
      }
    }
    throw in.fail("expected a suit: acorns, leaves, hearts or bells, found \"" + UltiJson.quote(name) + "\"");
  }

  static JsonNode trumps(Trumps trumps) {
    return TextNode.valueOf(trumps.suit().map(Suit::englishName).orElse("none"));
  }

  static Trumps trumps(In in) {
    return in.text().equals("none") ? Trumps.none() : Trumps.of(suit(in));
  }

  static JsonNode component(Component component) {
    return TextNode.valueOf(component.code());
  }

  static Component component(In in) {
    String code = in.text();
    for (Component component : Component.values()) {
      if (component.code().equals(code)) {
        return component;
      }
    }
    throw in.fail("expected a component code: " + Arrays.stream(Component.values()).map(Component::code)
        .collect(Collectors.joining(", ")) + "; found \"" + UltiJson.quote(code) + "\"");
  }

  static JsonNode bid(Bid bid) {
    return TextNode.valueOf(bid.code());
  }

  /** A bid by its stable code ({@code "hearts 40-100 ulti"}). */
  static Bid bid(In in) {
    return in.parse(Bid::parseCode);
  }

  static JsonNode rules(RuleSet rules) {
    return TextNode.valueOf(rules.id());
  }

  static RuleSet rules(In in) {
    return in.parse(RuleSets::byId);
  }

  static Phase phase(In in) {
    // FINISHED: the name of the phase OVER before 0.1.0 (docs/vocabulary.md).
    return in.json.isTextual() && in.json.textValue().equals("FINISHED") ? Phase.OVER : constant(in, Phase.class);
  }

  static Violation violation(In in) {
    return constant(in, Violation.class);
  }

  private static <E extends Enum<E>> E constant(In in, Class<E> type) {
    String name = in.text();
    for (E constant : type.getEnumConstants()) {
      if (constant.name().equals(name)) {
        return constant;
      }
    }
    throw in.fail("expected one of " + Arrays.stream(type.getEnumConstants()).map(Enum::name)
        .collect(Collectors.joining(", ")) + "; found \"" + UltiJson.quote(name) + "\"");
  }
}
