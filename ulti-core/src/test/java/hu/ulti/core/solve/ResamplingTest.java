package hu.ulti.core.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Component;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Phase;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.play.Trick;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.play.UltiSeven;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * Resampling from an information state is uniform over the deals consistent with the view: on
 * small endgames every consistent deal is enumerated (the plain reference), and the draws are
 * tested against the uniform distribution over them with a chi-squared test.
 */
class ResamplingTest {
  private static final RuleSet RULES = RuleSet.standard();
  /** Draws per consistent deal: enough for the chi-squared approximation (at least 5 expected per cell). */
  private static final int DRAWS_PER_DEAL = 40;

  @Test
  void drawsAreUniformOverTheConsistentDealsOfSmallEndgames() {
    int tested = 0;
    int withRejections = 0;
    for (long seed = 1; tested < 4 && seed < 200; seed++) {
      Game game = endgame(seed, 7);
      if (game == null) {
        continue;
      }
      Seat viewer = game.declarer().orElseThrow().next();
      PlayerView view = game.view(viewer);
      List<Map<Seat, CardSet>> consistent = consistentDeals(game, view);
      if (consistent.size() < 10) {
        continue;
      }
      tested++;
      if (consistent.size() < allAssignments(view)) {
        withRejections++;
      }
      Map<Map<Seat, CardSet>, Integer> counts = new HashMap<>();
      consistent.forEach(deal -> counts.put(deal, 0));
      RandomGenerator random = SeededRandom.of(seed);
      int draws = DRAWS_PER_DEAL * consistent.size();
      for (int i = 0; i < draws; i++) {
        TrickPlay drawn = Resampling.deal(view, random).orElseThrow();
        Map<Seat, CardSet> hands = hiddenHands(drawn, view);
        assertThat(counts).as("a drawn deal is consistent with the view").containsKey(hands);
        counts.merge(hands, 1, Integer::sum);
      }
      double expected = (double) draws / consistent.size();
      double chiSquared = 0;
      for (int observed : counts.values()) {
        chiSquared += (observed - expected) * (observed - expected) / expected;
      }
      int freedom = consistent.size() - 1;
      assertThat(chiSquared).as("chi-squared over %s consistent deals (seed %s)", consistent.size(), seed)
          .isLessThan(criticalValue(freedom));
    }
    assertThat(tested).isEqualTo(4);
    assertThat(withRejections).as("endgames where the play rules some deals out").isPositive();
  }

  @Test
  void aViewWithoutAContractIsRefused() {
    Game game = Game.deal(RULES, Seat.SEAT_2, SeededRandom.of(1));
    assertThatThrownBy(() -> Resampling.deal(game.view(Seat.SEAT_0), SeededRandom.of(1)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("AUCTION");
  }

  /**
   * The chi-squared value that a uniform sample exceeds with probability 0.001 (Wilson and
   * Hilferty's approximation, close enough from a few degrees of freedom on).
   */
  private static double criticalValue(int freedom) {
    double z = 3.090;
    double a = 2.0 / (9 * freedom);
    return freedom * Math.pow(1 - a + z * Math.sqrt(a), 3);
  }

  /**
   * A minor simple game by forehand, played with the first legal card (no declarations or kontras)
   * until {@code tricks} tricks are complete; null if the deal went otherwise.
   */
  private static Game endgame(long seed, int tricks) {
    Game game = Game.deal(RULES, Seat.SEAT_2, SeededRandom.of(seed));
    List<Card> cards = game.hand(Seat.SEAT_0).toList();
    RandomGenerator random = SeededRandom.of(seed + 1000);
    game = game.apply(new Action.Bid(Seat.SEAT_0, CardSet.of(cards.get(0), cards.get(1)), RULES.parseBid("Simple game")));
    while (game.phase() == Phase.AUCTION) {
      game = game.apply(new Action.Pass(game.toAct().orElseThrow()));
    }
    game = game.apply(new Action.NameTrumps(Seat.SEAT_0, Suit.ACORNS));
    while (!game.isOver() && game.trickPlay().orElseThrow().completedTricks().size() < tricks) {
      List<Action> plays = game.legalActions().stream().filter(a -> a instanceof Action.Play).toList();
      if (plays.isEmpty()) {
        game = game.apply(new Action.Pass(game.toAct().orElseThrow()));
      } else {
        game = game.apply(plays.get(random.nextInt(plays.size())));
      }
    }
    return game.isOver() ? null : game;
  }

  /** The seats whose cards the viewer does not see. */
  private static List<Seat> hidden(PlayerView view) {
    List<Seat> hidden = new ArrayList<>();
    for (Seat seat : Seat.values()) {
      if (seat != view.seat() && !view.exposedHands().containsKey(seat)) {
        hidden.add(seat);
      }
    }
    return hidden;
  }

  private static Map<Seat, CardSet> hiddenHands(TrickPlay play, PlayerView view) {
    Map<Seat, CardSet> hands = new HashMap<>();
    for (Seat seat : hidden(view)) {
      hands.put(seat, play.hand(seat));
    }
    return hands;
  }

  /** The cards the viewer has not seen: the hidden hands and, unless he knows it, the talon. */
  private static CardSet unseen(PlayerView view, List<Trick> tricks) {
    CardSet unseen = CardSet.all().minus(view.hand());
    for (CardSet exposed : view.exposedHands().values()) {
      unseen = unseen.minus(exposed);
    }
    for (Trick trick : tricks) {
      unseen = unseen.minus(trick.cardSet());
    }
    return view.knownTalon().map(unseen::minus).orElse(unseen);
  }

  /** How many ways the unseen cards split into the hidden hands (and the talon), before any rule. */
  private static long allAssignments(PlayerView view) {
    List<Trick> tricks = new ArrayList<>(view.completedTricks());
    tricks.add(view.currentTrick());
    int n = unseen(view, tricks).size();
    long ways = 1;
    for (Seat seat : hidden(view)) {
      ways *= binomial(n, view.cardsHeld(seat));
      n -= view.cardsHeld(seat);
    }
    return ways;
  }

  private static long binomial(int n, int k) {
    long result = 1;
    for (int i = 0; i < k; i++) {
      result = result * (n - i) / (i + 1);
    }
    return result;
  }

  /**
   * The plain reference: every split of the unseen cards into the hidden hands under which each
   * declared marriage is in its declarer's hand and every card played was legal when played.
   */
  private static List<Map<Seat, CardSet>> consistentDeals(Game game, PlayerView view) {
    List<Trick> tricks = new ArrayList<>(view.completedTricks());
    tricks.add(view.currentTrick());
    List<Card> unseen = unseen(view, tricks).toList();
    List<Seat> hidden = hidden(view);
    assertThat(hidden).hasSize(2);
    int first = view.cardsHeld(hidden.get(0));
    int second = view.cardsHeld(hidden.get(1));
    List<Map<Seat, CardSet>> consistent = new ArrayList<>();
    for (CardSet a : subsets(unseen, first)) {
      List<Card> rest = new ArrayList<>(unseen);
      rest.removeAll(a.toList());
      for (CardSet b : subsets(rest, second)) {
        Map<Seat, CardSet> hands = Map.of(hidden.get(0), a, hidden.get(1), b);
        if (replays(game, view, tricks, hands, CardSet.copyOf(rest).minus(b))) {
          consistent.add(hands);
        }
      }
    }
    return consistent;
  }

  private static boolean replays(Game game, PlayerView view, List<Trick> tricks, Map<Seat, CardSet> hands,
      CardSet restOfTalon) {
    for (Map.Entry<Seat, List<Suit>> declared : view.declaredMarriages().entrySet()) {
      CardSet dealt = hands.getOrDefault(declared.getKey(), view.hand());
      for (Trick trick : tricks) {
        for (int i = 0; i < trick.size(); i++) {
          if (trick.seatAt(i) == declared.getKey()) {
            dealt = dealt.with(trick.card(i));
          }
        }
      }
      for (Suit suit : declared.getValue()) {
        if (!dealt.contains(Card.of(suit, Rank.KING))
            || !dealt.contains(Card.of(suit, Rank.OVER))) {
          return false;
        }
      }
    }
    List<CardSet> start = new ArrayList<>();
    for (Seat seat : Seat.values()) {
      CardSet cards = seat == view.seat() ? view.hand() : hands.get(seat);
      for (Trick trick : tricks) {
        for (int i = 0; i < trick.size(); i++) {
          if (trick.seatAt(i) == seat) {
            cards = cards.with(trick.card(i));
          }
        }
      }
      start.add(cards);
    }
    CardSet talon = view.knownTalon().orElse(restOfTalon);
    UltiSeven seven = game.contract().orElseThrow().bid().has(Component.ULTI) ? UltiSeven.KEPT : UltiSeven.FREE;
    try {
      TrickPlay play = TrickPlay.start(RULES.trickRules(), game.contract().orElseThrow().trumps(),
          game.declarer().orElseThrow(), seven, start, talon);
      for (Trick trick : tricks) {
        for (int i = 0; i < trick.size(); i++) {
          play = play.play(trick.card(i));
        }
      }
      return true;
    } catch (IllegalArgumentException illegal) {
      return false;
    }
  }

  private static List<CardSet> subsets(List<Card> cards, int size) {
    List<CardSet> subsets = new ArrayList<>();
    collect(cards, size, 0, CardSet.empty(), subsets);
    return subsets;
  }

  private static void collect(List<Card> cards, int size, int from, CardSet chosen, List<CardSet> out) {
    if (chosen.size() == size) {
      out.add(chosen);
      return;
    }
    for (int i = from; i <= cards.size() - (size - chosen.size()); i++) {
      collect(cards, size, i + 1, chosen.with(cards.get(i)), out);
    }
  }
}
