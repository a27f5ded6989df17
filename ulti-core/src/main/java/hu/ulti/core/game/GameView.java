package hu.ulti.core.game;

import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.play.Trick;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.scoring.Settlement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * What somebody outside the game may know of it: the public part every view shares. A
 * {@link PlayerView} adds one seat's own cards; a {@link PublicView} is what a spectator sees,
 * which is this part alone.
 *
 * <p>The public part is the history of bids, passes, taking the talon, trumps, declarations,
 * kontras and played cards, with discards the viewer did not see hidden; the hands an open
 * contract lays open after the first trick; and the settlement once the deal is over.
 *
 * <p>Guarantees: immutable and thread-safe.
 */
public abstract sealed class GameView extends GameFacts permits PlayerView, PublicView {
  private final Map<Seat, CardSet> exposedHands;
  private final List<Action> history;
  /** For each history index: whether it is a bid whose discard the viewer did not see. */
  private final boolean[] hiddenDiscards;
  private final Optional<Settlement> settlement;

  GameView(Table table, Map<Seat, CardSet> exposedHands, List<Action> history, boolean[] hiddenDiscards,
      Optional<Settlement> settlement) {
    super(table);
    this.exposedHands = Collections.unmodifiableMap(exposedHands.isEmpty() ? new EnumMap<>(Seat.class)
        : new EnumMap<>(exposedHands));
    this.history = List.copyOf(history);
    this.hiddenDiscards = hiddenDiscards.clone();
    this.settlement = settlement;
  }

  /**
   * The seats whose hands an open contract has laid open to the viewer: all others, or only the
   * declarer's. A spectator's viewer is null: then every exposed hand.
   */
  static Set<Seat> exposedTo(Table table, Seat viewer) {
    Set<Seat> seats = EnumSet.noneOf(Seat.class);
    if (table.exposed) {
      boolean onlyDeclarer = table.rules.procedure().onlyDeclarerExposes();
      for (Seat other : Seat.values()) {
        if (other != viewer && (!onlyDeclarer || other == table.declarer)) {
          seats.add(other);
        }
      }
    }
    return seats;
  }

  static Map<Seat, CardSet> exposedHands(Game game, Seat viewer) {
    Map<Seat, CardSet> exposed = new EnumMap<>(Seat.class);
    for (Seat other : exposedTo(game.table(), viewer)) {
      exposed.put(other, game.hand(other));
    }
    return exposed;
  }

  /** The history as the viewer saw it: discards of seats other than the viewer's empty. */
  static List<Action> visibleHistory(List<Action> all, Seat viewer) {
    List<Action> visible = new ArrayList<>(all.size());
    for (Action action : all) {
      if (action instanceof Action.Bid make && action.seat() != viewer) {
        visible.add(new Action.Bid(make.seat(), CardSet.empty(), make.bid()));
      } else {
        visible.add(action);
      }
    }
    return visible;
  }

  /** A bidder who held twelve cards discarded two, which others did not see; one who held ten discarded none. */
  static boolean[] hiddenDiscards(List<Action> all, Seat viewer) {
    boolean[] hidden = new boolean[all.size()];
    for (int i = 0; i < all.size(); i++) {
      hidden[i] = all.get(i) instanceof Action.Bid make && make.seat() != viewer && !make.discard().isEmpty();
    }
    return hidden;
  }

  /**
   * {@return the public history; discards the viewer did not see appear as empty sets (see
   * {@link #isDiscardHidden(int)})}
   */
  public List<Action> history() {
    return history;
  }

  /**
   * {@return whether the action at this index of {@link #history()} is a bid that came with a discard of
   * two cards the viewer did not see (its discard appears empty); false for every other action,
   * and for a bid made without taking the talon, which discards nothing}
   *
   * @param index the index, counting from 0
   * @throws IndexOutOfBoundsException unless {@code 0 <= index < history().size()}
   */
  public boolean isDiscardHidden(int index) {
    Objects.checkIndex(index, hiddenDiscards.length);
    return hiddenDiscards[index];
  }

  /**
   * {@return the remaining cards of the hands laid open to the viewer by an open contract: all other
   * hands, or only the declarer's where the rules say so; empty before the first trick of an
   * open contract, and under every other contract}
   */
  public Map<Seat, CardSet> exposedHands() {
    return exposedHands;
  }

  /** {@return the settlement, once the deal is over; everybody may know it then} */
  public Optional<Settlement> settlement() {
    return settlement;
  }

  /** The public parts of two views are the same: then their tables are the same too. */
  final boolean samePublicPart(GameView view) {
    return view.table.rules.equals(table.rules) && view.table.dealer == table.dealer
        && view.history.equals(history) && Arrays.equals(view.hiddenDiscards, hiddenDiscards)
        && view.exposedHands.equals(exposedHands) && view.settlement.equals(settlement)
        && Objects.equals(view.table.discardedAceOrTen, table.discardedAceOrTen);
  }
}
