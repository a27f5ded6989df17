package hu.ulti.variants;

import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.BidValues;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Denomination;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.ScoringRules;
import java.util.List;

/**
 * Rules in which a bid names its trump suit, even a minor one (every bid of the older rules;
 * every half-hand bid): each minor-suit value and silent bonus is copied to acorns, leaves and
 * bells, each worth what the unnamed minor suit was, and the unnamed one stays only where the
 * caller keeps it. A table without minor-suit entries (suit-bid,
 * which prices each suit itself, or one already named) is left as it is, so the change
 * composes in any order.
 */
final class NamedMinorSuits {
  private static final List<Suit> MINOR_SUITS = List.of(Suit.ACORNS, Suit.LEAVES, Suit.BELLS);

  private NamedMinorSuits() {}

  /**
   * Sets the named values and scoring on the builder, if the values still have an unnamed minor suit.
   *
   * @param keepUnnamed whether the unnamed minor suit stays biddable beside the named ones (half-hand
   *     ulti, whose full-hand auction "proceeds normally") or is replaced by them (the older rules)
   */
  static void apply(BidValues values, ScoringRules scoring, RuleSet.Builder builder, boolean keepUnnamed) {
    if (values.value(Component.SIMPLE_GAME, Denomination.MINOR).isEmpty()) {
      builder.values(values).scoring(scoring);
      return;
    }
    builder.values(named(values, keepUnnamed)).scoring(named(scoring));
  }

  /** The table with every minor-suit value copied to acorns, leaves and bells, each worth the same. */
  private static BidValues named(BidValues values, boolean keepUnnamed) {
    BidValues.Builder named = values.toBuilder();
    for (Component component : Component.values()) {
      for (boolean open : new boolean[] {false, true}) {
        if (open && !component.mayBeOpen()) {
          continue;
        }
        (open ? values.openValue(component, Denomination.MINOR) : values.value(component, Denomination.MINOR))
            .ifPresent(value -> {
          for (Suit suit : MINOR_SUITS) {
            if (open) {
              named.setOpen(component, Denomination.trumps(suit), value);
            } else {
              named.set(component, Denomination.trumps(suit), value);
            }
          }
        });
        if (keepUnnamed) {
          continue;
        }
        if (open) {
          named.removeOpen(component, Denomination.MINOR);
        } else {
          named.remove(component, Denomination.MINOR);
        }
      }
    }
    values.lostUltiPenalty(Denomination.MINOR).ifPresent(penalty -> {
      for (Suit suit : MINOR_SUITS) {
        named.lostUltiPenalty(Denomination.trumps(suit), penalty);
      }
    });
    return named.build();
  }

  /** The silent bonuses of a named minor suit are those of the unnamed one. */
  private static ScoringRules named(ScoringRules scoring) {
    ScoringRules.Builder named = scoring.toBuilder();
    for (Suit suit : MINOR_SUITS) {
      Denomination trumps = Denomination.trumps(suit);
      named.silentUlti(trumps, scoring.silentUltiWon(Denomination.MINOR), scoring.silentUltiLost(Denomination.MINOR))
          .silentDurchmars(trumps, scoring.silentDurchmars(Denomination.MINOR));
      scoring.silentFourAces(Denomination.MINOR).ifPresent(v -> named.silentFourAces(trumps, v));
    }
    return named.build();
  }
}
