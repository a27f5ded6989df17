package hu.ulti.bots;

import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Seat;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.play.Trick;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.solve.Resampling;
import hu.ulti.core.solve.SearchStoppedException;
import hu.ulti.core.solve.Solver;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * A defender's kontras from samples that read the declarer's bid: the deals are drawn from the
 * defender's view as for the play, and kept only when the declarer's ten cards (his hand and the
 * cards he has played) support his contract as a cautious player counts it ({@link
 * HandEvaluation}). A declarer bids what his hand supports, so a uniform draw, which gives him
 * any ten cards, makes nearly every contract look lost. A component is kontra'd when the declarer
 * fails it in at least {@link #THRESHOLD} of the kept deals solved with all hands open; those
 * solves favour the defence (each defender plays as if he saw his partner's cards), hence a
 * threshold well above a half.
 *
 * <p>It decides nothing when too few drawn deals are kept (a declarer bidding beyond what a
 * cautious player would): the caller then falls back on the rule of thumb.
 */
final class KontraSampler {
  /** The share of kept deals the declarer must fail a component in for a kontra. */
  static final double THRESHOLD = 0.75;
  /** Deals drawn for each deal wanted, before giving up on the bid's reading. */
  static final int DRAWS_PER_SAMPLE = 20;

  private KontraSampler() {}

  /**
   * {@return the kontra to say, if one of the open kontras is worth it; empty to say none; or
   * nothing decided (empty outer) when too few deals fit the bid}
   *
   * @param view a defender's view in the play with kontras open
   * @param open the kontras the defender may say now
   * @param samples the deals wanted
   */
  static Optional<Optional<Action.Kontra>> choose(PlayerView view, List<Action.Kontra> open, int samples,
      RandomGenerator random, WorkBudget budget) {
    Contract contract = view.contract().orElseThrow();
    Seat declarer = view.declarer().orElseThrow();
    Map<Component, Integer> failed = new EnumMap<>(Component.class);
    int kept = 0;
    for (int draw = 0; draw < samples * DRAWS_PER_SAMPLE && kept < samples && budget.hasWorkLeft(); draw++) {
      TrickPlay deal = Resampling.deal(view, random).orElse(null);
      if (deal == null) {
        break;
      }
      if (!HandEvaluation.supports(contract, keptByDeclarer(deal, declarer))) {
        continue;
      }
      Map<Component, Boolean> results;
      try {
        // The position's results alone: a kontra asks what the declarer makes, not what each card is worth.
        results = Solver.made(view.rules(), deal, contract, view.declaredMarriages(), budget.next());
      } catch (SearchStoppedException outOfWork) {
        break;
      }
      kept++;
      results.forEach((component, made) -> {
        if (!made) {
          failed.merge(component, 1, Integer::sum);
        }
      });
    }
    if (kept < Math.max(1, samples / 2)) {
      return Optional.empty();
    }
    for (Action.Kontra kontra : open) {
      if (failed.getOrDefault(kontra.component(), 0) >= THRESHOLD * kept) {
        return Optional.of(Optional.of(kontra));
      }
    }
    return Optional.of(Optional.empty());
  }

  /** The declarer's ten cards after the talon: those he holds and those he has played. */
  private static CardSet keptByDeclarer(TrickPlay deal, Seat declarer) {
    CardSet cards = deal.hand(declarer);
    List<Trick> tricks = new ArrayList<>(deal.completedTricks());
    tricks.add(deal.currentTrick());
    for (Trick trick : tricks) {
      for (int i = 0; i < trick.size(); i++) {
        if (trick.seatAt(i) == declarer) {
          cards = cards.with(trick.card(i));
        }
      }
    }
    return cards;
  }
}
