package hu.ulti.bots;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Seat;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Phase;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.play.Trick;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.play.UltiSeven;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.solve.Solution;
import hu.ulti.core.solve.Solver;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

/**
 * A bot that plays its cards by sampling: from its {@link PlayerView} alone it deals the cards it
 * cannot see at random, keeping only deals under which every card already played was legal (so
 * voids, forced trumps and forced overtakes shown by the play are respected), solves each deal
 * with all hands open, and plays the card with the best average result for its side. Every
 * component of the contract counts with its value in the rule set's table, won or lost, and the
 * card points break ties.
 *
 * <p>Its strength is the number of deals sampled per decision. It samples from the second trick
 * on, when the solver is fast; the auction, trumps, declarations, kontras and the first trick are
 * played by {@link RuleOfThumbBot}. It never reads hidden state: a view is all it is given.
 *
 * <p>Immutable and thread-safe; deterministic for a given view and random source.
 */
public final class SamplingBot implements Bot {
  /** The most deals a decision may sample. */
  public static final int MAX_SAMPLES = 1_000;
  /** How many deals are tried per sample before the bot gives up sampling and plays by rule of thumb. */
  private static final int ATTEMPTS_PER_SAMPLE = 50;

  private final int samples;
  private final Bot fallback = new RuleOfThumbBot();

  /**
   * A bot that samples {@code samples} deals per card it plays.
   *
   * @param samples deals per decision, 1 to {@link #MAX_SAMPLES}; more is stronger and slower
   * @throws IllegalArgumentException if {@code samples} is out of range
   */
  public SamplingBot(int samples) {
    if (samples < 1 || samples > MAX_SAMPLES) {
      throw new IllegalArgumentException("Samples per decision: 1 to " + MAX_SAMPLES + ", not " + samples);
    }
    this.samples = samples;
  }

  /** {@return the deals sampled per decision} */
  public int samples() {
    return samples;
  }

  @Override
  public Action choose(PlayerView view, RandomGenerator random) {
    List<Action> legal = view.legalActions();
    List<Action.PlayCard> plays = new ArrayList<>();
    for (Action action : legal) {
      if (action instanceof Action.PlayCard play) {
        plays.add(play);
      }
    }
    if (view.phase() != Phase.PLAY || plays.size() < 2 || view.completedTricks().isEmpty()
        || view.contract().isEmpty() || view.declarer().isEmpty()) {
      return fallback.choose(view, random);
    }
    Contract contract = view.contract().get();
    Seat declarer = view.declarer().get();
    boolean declaring = view.seat() == declarer;
    Map<Card, Double> score = new EnumMap<>(Card.class);
    int solved = 0;
    for (int i = 0; i < samples; i++) {
      TrickPlay deal = sample(view, contract, declarer, random);
      if (deal == null) {
        break;
      }
      Solution solution = Solver.solve(view.rules(), deal, contract, view.declaredMarriages());
      for (Solution.CardValue value : solution.cards()) {
        double forDeclarer = value(view.rules(), contract, value);
        score.merge(value.card(), declaring ? forDeclarer : -forDeclarer, Double::sum);
      }
      solved++;
    }
    if (solved == 0) {
      return fallback.choose(view, random);
    }
    Action.PlayCard best = plays.get(0);
    double bestScore = Double.NEGATIVE_INFINITY;
    for (Action.PlayCard play : plays) {
      double value = score.getOrDefault(play.card(), Double.NEGATIVE_INFINITY);
      if (value > bestScore) {
        best = play;
        bestScore = value;
      }
    }
    return best;
  }

  /** The declarer's result of a card: each component's value, won or lost, and card points as a tie-break. */
  private static double value(RuleSet rules, Contract contract, Solution.CardValue card) {
    double total = card.declarerCardPoints() / 1000.0;
    for (Map.Entry<Component, Boolean> made : card.made().entrySet()) {
      if (!contract.bid().has(made.getKey())) {
        continue;
      }
      int worth = rules.values().componentValue(contract.bid(), made.getKey());
      total += made.getValue() ? worth : -worth;
    }
    return total;
  }

  /**
   * A deal consistent with the view, replayed to the view's position; null if none was found in
   * the allowed attempts (which a legal view makes rare).
   */
  private static TrickPlay sample(PlayerView view, Contract contract, Seat declarer, RandomGenerator random) {
    List<Trick> tricks = new ArrayList<>(view.completedTricks());
    Trick current = view.currentTrick();
    Map<Seat, CardSet> playedBy = new EnumMap<>(Seat.class);
    for (Seat seat : Seat.values()) {
      playedBy.put(seat, CardSet.of());
    }
    List<Trick> all = new ArrayList<>(tricks);
    all.add(current);
    for (Trick trick : all) {
      for (int i = 0; i < trick.size(); i++) {
        playedBy.merge(trick.seatAt(i), CardSet.of(trick.card(i)), CardSet::union);
      }
    }
    Map<Seat, CardSet> known = new EnumMap<>(Seat.class);
    known.put(view.seat(), view.hand());
    view.exposedHands().forEach(known::put);
    CardSet unseen = CardSet.all();
    for (CardSet cards : known.values()) {
      unseen = unseen.minus(cards);
    }
    for (CardSet cards : playedBy.values()) {
      unseen = unseen.minus(cards);
    }
    CardSet knownTalon = view.knownTalon().orElse(null);
    if (knownTalon != null) {
      unseen = unseen.minus(knownTalon);
    }
    List<Seat> hidden = new ArrayList<>();
    for (Seat seat : Seat.values()) {
      if (!known.containsKey(seat)) {
        hidden.add(seat);
      }
    }
    UltiSeven seven = contract.bid().has(Component.ULTI) ? UltiSeven.KEPT : UltiSeven.FREE;
    for (int attempt = 0; attempt < ATTEMPTS_PER_SAMPLE; attempt++) {
      List<Card> pool = new ArrayList<>(unseen.toList());
      shuffle(pool, random);
      Map<Seat, CardSet> hands = new EnumMap<>(known);
      int next = 0;
      for (Seat seat : hidden) {
        int count = view.cardsHeld(seat);
        hands.put(seat, CardSet.copyOf(pool.subList(next, next + count)));
        next += count;
      }
      CardSet talon = knownTalon != null ? knownTalon : CardSet.copyOf(pool.subList(next, pool.size()));
      List<CardSet> start = new ArrayList<>();
      for (Seat seat : Seat.values()) {
        start.add(hands.get(seat).union(playedBy.get(seat)));
      }
      try {
        TrickPlay play = TrickPlay.start(view.rules().trickRules(), contract.trumps(), declarer, seven, start, talon);
        for (Trick trick : all) {
          for (int i = 0; i < trick.size(); i++) {
            play = play.play(trick.card(i));
          }
        }
        return play;
      } catch (IllegalArgumentException inconsistent) { // IllegalPlayException among them
        // This deal contradicts the play (a void, a forced trump or overtake): draw another.
      }
    }
    return null;
  }

  private static void shuffle(List<Card> cards, RandomGenerator random) {
    for (int i = cards.size() - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      Card swap = cards.get(i);
      cards.set(i, cards.get(j));
      cards.set(j, swap);
    }
  }

  @Override
  public String toString() {
    return "SamplingBot[" + samples + " samples]";
  }
}
