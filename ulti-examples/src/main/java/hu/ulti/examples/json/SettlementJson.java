package hu.ulti.examples.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import hu.ulti.core.scoring.ComponentResult;
import hu.ulti.core.scoring.Party;
import hu.ulti.core.scoring.Settlement;
import java.io.UncheckedIOException;

/** Writes a settlement in the JSON form of {@code shared/design/hand-summary.md}. */
public final class SettlementJson {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final ObjectWriter PRETTY = JSON.writer(new DefaultPrettyPrinter()
      .withSeparators(Separators.createDefaultInstance()
          .withObjectFieldValueSpacing(Separators.Spacing.AFTER)));

  private SettlementJson() {}

  /** The settlement as a JSON tree: rules, bid, components, payments. */
  public static ObjectNode tree(Settlement settlement) {
    ObjectNode root = JSON.createObjectNode();
    root.put("rules", settlement.summary().rules().id());
    root.put("bid", settlement.summary().rules().englishName(settlement.summary().bid()));
    ArrayNode components = root.putArray("components");
    for (ComponentResult line : settlement.lines()) {
      ObjectNode node = components.addObject();
      node.put("component", line.item().code());
      node.put("bid", line.bid());
      node.put("won", line.won());
      node.put("value", line.value());
      node.put("multiplier", line.multiplier());
      node.put("perDefender", line.perDefender());
      if (!line.note().isEmpty()) {
        node.put("note", line.note());
      }
    }
    ObjectNode payments = root.putObject("payments");
    for (Party party : Party.values()) {
      payments.put(party.code(), settlement.payment(party));
    }
    return root;
  }

  /** The settlement as indented JSON text. */
  public static String write(Settlement settlement) {
    try {
      return PRETTY.writeValueAsString(tree(settlement));
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }
}
