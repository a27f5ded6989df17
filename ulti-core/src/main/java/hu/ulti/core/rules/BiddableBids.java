package hu.ulti.core.rules;

import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.BidRule;
import hu.ulti.core.contract.BidValues;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Denomination;
import hu.ulti.core.contract.InvalidBidException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Which bids a rule set allows: every structurally valid bid that its value table prices and
 * its bidding rules do not forbid. {@link RuleSet} derives its ladder from these, and refuses a
 * bid for the same reasons, so the two can never disagree.
 */
final class BiddableBids {
  private final BidValues values;
  private final boolean trumpDurchmarsAlone;
  private final List<BidRestriction> restrictions;

  BiddableBids(BidValues values, boolean trumpDurchmarsAlone, List<BidRestriction> restrictions) {
    this.values = values;
    this.trumpDurchmarsAlone = trumpDurchmarsAlone;
    this.restrictions = restrictions;
  }

  /** Every allowed bid, in a fixed order (by components, then denomination, then openness). */
  List<Bid> all() {
    List<Bid> bids = new ArrayList<>();
    Component[] all = Component.values();
    for (int mask = 1; mask < 1 << all.length; mask++) {
      Set<Component> components = EnumSet.noneOf(Component.class);
      for (Component component : all) {
        if ((mask & (1 << component.ordinal())) != 0) {
          components.add(component);
        }
      }
      for (Denomination denomination : Denomination.values()) {
        for (boolean open : new boolean[] {false, true}) {
          if (!Bid.isWellFormed(denomination, open, components)) {
            continue;
          }
          Bid bid = open ? Bid.open(denomination, components) : Bid.of(denomination, components);
          if (values.covers(bid) && problem(bid, b -> "", "").isEmpty()) {
            bids.add(bid);
          }
        }
      }
    }
    return bids;
  }

  /**
   * Why the bidding rules forbid the bid, beyond its structure and the value table, or empty.
   *
   * @param name how to name a bid in the message
   * @param ruleSetId the rule set's id, for the message
   */
  Optional<InvalidBidException> problem(Bid bid, Function<Bid, String> name, String ruleSetId) {
    boolean partner = bid.has(Component.ULTI) || bid.has(Component.FORTY_HUNDRED)
        || bid.has(Component.TWENTY_HUNDRED);
    if (bid.has(Component.DURCHMARS) && bid.hasTrumps() && !partner && !trumpDurchmarsAlone) {
      return Optional.of(new InvalidBidException(BidRule.TRUMP_DURCHMARS_NEEDS_PARTNER,
          "'" + name.apply(bid) + "' is a durchmars with trumps on its own"));
    }
    for (BidRestriction restriction : restrictions) {
      if (restriction.forbids().test(bid)) {
        return Optional.of(new InvalidBidException(BidRule.NOT_PLAYED,
            "'" + name.apply(bid) + "' is not allowed in the " + ruleSetId + " rules: " + restriction.rule()));
      }
    }
    return Optional.empty();
  }

  /**
   * Checks that a published ladder holds exactly the allowed bids.
   *
   * @throws IllegalArgumentException naming the missing and the extra bids
   */
  void requireExactly(List<Bid> ladder, Function<Bid, String> name, String ruleSetId) {
    List<Bid> allowed = all();
    Set<Bid> missing = new LinkedHashSet<>(allowed);
    missing.removeAll(ladder);
    Set<Bid> extra = new LinkedHashSet<>(ladder);
    extra.removeAll(allowed);
    if (!missing.isEmpty() || !extra.isEmpty()) {
      throw new IllegalArgumentException("The ladder of '" + ruleSetId + "' does not list the bids its values allow:"
          + (missing.isEmpty() ? "" : " missing " + missing.stream().map(name).toList())
          + (extra.isEmpty() ? "" : " not allowed " + extra.stream().map(name).toList()));
    }
  }
}
