package hu.ulti.variants;

import hu.ulti.core.contract.BidValues;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Denomination;

/**
 * Changes to a value table that several variants share, written once. Each works on every
 * denomination the table prices, so it fits tables that name or scale the suits too.
 */
final class ValueChanges {
  private ValueChanges() {}

  /**
   * A minor-suit open durchmars worth 12 rather than 24: the tournament rule "A minor suit open
   * durchmars is worth only 12 rather than 24" (D08), also the Wikipedia table's value.
   */
  static BidValues minorOpenDurchmarsTwelve(BidValues values) {
    BidValues.Builder changed = values.toBuilder();
    for (Denomination denomination : Denomination.values()) {
      if (denomination.isMinorSuit() && values.openValue(Component.DURCHMARS, denomination).isPresent()) {
        changed.setOpen(Component.DURCHMARS, denomination, 12);
      }
    }
    return changed.build();
  }

  /** "The score for 20-100 was only 4 (or 8 in hearts) - the same as a 40-100" (D10). */
  static BidValues twentyHundredLikeFortyHundred(BidValues values) {
    BidValues.Builder changed = values.toBuilder();
    for (Denomination denomination : Denomination.values()) {
      values.value(Component.FORTY_HUNDRED, denomination)
          .ifPresent(forty -> changed.set(Component.TWENTY_HUNDRED, denomination, forty));
    }
    return changed.build();
  }
}
