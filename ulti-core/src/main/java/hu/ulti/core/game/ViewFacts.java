package hu.ulti.core.game;

import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Seat;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.scoring.Settlement;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a view's builder has been told, before {@link ViewReplay} checks it. The viewer is null
 * for a spectator's {@link PublicView}, which has no cards of its own: then the seat-only parts
 * stay null.
 */
final class ViewFacts {
  final RuleSet rules;
  final Seat dealer;
  /** The seat whose view it is; null for a spectator. */
  final Seat viewer;
  final List<Action> history = new ArrayList<>();
  final List<Boolean> hidden = new ArrayList<>();
  final Map<Seat, CardSet> exposed = new EnumMap<>(Seat.class);
  Boolean discardedAceOrTen;
  Settlement settlement;
  /** Whether the talon was dealt apart, or null if no part says so (then it was). */
  Boolean talonApart;
  CardSet hand;
  CardSet knownTalon;
  CardSet receivedHand;
  CardSet firstRound;
  CardSet dealtTalon;

  ViewFacts(RuleSet rules, Seat dealer, Seat viewer) {
    this.rules = Objects.requireNonNull(rules, "rules");
    this.dealer = Objects.requireNonNull(dealer, "dealer");
    this.viewer = viewer;
  }

  void action(Action action, boolean hiddenDiscard) {
    history.add(Objects.requireNonNull(action, "action"));
    hidden.add(hiddenDiscard);
  }

  void exposedHand(Seat other, CardSet cards) {
    exposed.put(Objects.requireNonNull(other, "other"), Objects.requireNonNull(cards, "cards"));
  }

  boolean talonDealtApart() {
    return talonApart == null || talonApart;
  }
}
