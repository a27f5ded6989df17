package hu.ulti.variants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.conformance.GameConformance;
import hu.ulti.core.conformance.RandomSessions;
import hu.ulti.core.conformance.SessionConformance;
import hu.ulti.core.game.IllegalActionException;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.play.Trick;
import hu.ulti.core.record.GameRecord;
import hu.ulti.core.record.GameRecords;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import hu.ulti.core.scoring.Scorer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * The conformance suite, run for every rule set the service loader finds and a few
 * compositions: random games finish, conserve the 32 cards, refuse every action outside the
 * legal ones without changing, show each seat no card it may not know, settle zero-sum as the
 * scorer does, come back equal from their record, and write their deal and position in the
 * notation and read them back.
 */
class RuleSetConformanceProperties {

  @Provide
  Arbitrary<String> ids() {
    List<String> ids = new ArrayList<>(RuleSets.all().stream().map(RuleSet::id).toList());
    ids.add("four-aces+tournament");
    ids.add("half-hand+suit-bid");
    ids.add("quadruple-half-hand+suit-bid-low-open-betli");
    ids.add("four-aces+historical+give-up-any");
    ids.add("wikipedia+betli-only-individual");
    ids.add("four-aces-ultinet+single-component-wins+give-up-any+betli-only-individual+unbid-100-no-kontra");
    return Arbitraries.of(ids);
  }

  /**
   * Sessions of three and four under every rule set (and each way the dealer of a table of four
   * takes part): every state replays from its log, the scores add up, the deal passes to the
   * right, and no player's or spectator's view shows what its viewer may not know.
   */
  @Property(tries = 80)
  void randomSessionsReplayAddUpAndLeakNothing(@ForAll("sessionIds") String id, @ForAll long seed,
      @ForAll @IntRange(min = 3, max = 4) int players) {
    RandomSessions.play(RuleSets.byId(id), players, 6, true, SeededRandom.of(seed), SessionConformance::all);
  }

  @Provide
  Arbitrary<String> sessionIds() {
    List<String> ids = new ArrayList<>(RuleSets.all().stream().map(RuleSet::id).toList());
    ids.add("dealer-with-defenders");
    ids.add("dealer-with-declarer");
    ids.add("four-aces+dealer-with-declarer");
    return Arbitraries.of(ids);
  }

  /** A random legal action: a kind at random, then one of that kind. */
  private static Action choose(Game game, RandomGenerator random) {
    Map<Class<?>, List<Action>> byKind = new LinkedHashMap<>();
    for (Action action : game.legalActions()) {
      byKind.computeIfAbsent(action.getClass(), k -> new ArrayList<>()).add(action);
    }
    List<List<Action>> kinds = new ArrayList<>(byKind.values());
    List<Action> kind = kinds.get(random.nextInt(kinds.size()));
    if (byKind.containsKey(Action.Pass.class) && random.nextInt(3) > 0) {
      kind = byKind.get(Action.Pass.class);
    }
    return kind.get(random.nextInt(kind.size()));
  }

  @Property(tries = 100)
  void randomGamesFinishConserveCardsSettleZeroSumAndRoundTrip(@ForAll("ids") String id, @ForAll long seed) {
    RuleSet rules = RuleSets.byId(id);
    RandomGenerator random = SeededRandom.of(seed);
    Game game = Game.deal(rules, Seat.of(random.nextInt(3)), random);
    int steps = 0;
    while (!game.isOver()) {
      assertThat(++steps).isLessThan(1000);
      Game before = game;
      Action refused = new Action.Play(game.toAct().orElseThrow().next(), Card.HEARTS_ACE);
      assertThatThrownBy(() -> before.apply(refused)).isInstanceOf(IllegalActionException.class);
      GameConformance.refusesWhatIsNotLegal(game, random);
      GameConformance.viewsLeakNothing(game);
      GameConformance.viewsRebuildFromWhatTheySee(game, random);
      GameConformance.publicViewShowsOnlyWhatIsPublic(game, random);
      GameConformance.notationRoundTrips(game);
      game = game.apply(choose(game, random));
      int cards = game.talon().size() + game.undealt().size();
      for (Seat seat : Seat.values()) {
        cards += game.hand(seat).size();
      }
      if (game.trickPlay().isPresent()) {
        for (var trick : game.trickPlay().get().completedTricks()) {
          cards += trick.size();
        }
        cards += game.trickPlay().get().currentTrick().size();
      }
      assertThat(cards).isEqualTo(32);
    }
    GameConformance.viewsRebuildFromWhatTheySee(game, random);
    GameConformance.publicViewShowsOnlyWhatIsPublic(game, random);
    assertThat(game.payments().values().stream().mapToInt(Integer::intValue).sum()).isZero();
    assertThat(Scorer.settle(game.summary()).payments()).isEqualTo(game.settlement().payments());
    assertThat(GameRecords.read(GameRecords.write(game)).get(0).replay()).isEqualTo(game);
  }

  /**
   * A seat's redacted record names no card that seat has not seen by then: its own hand at any
   * time, a talon it knew, hands exposed to it, and the cards played.
   */
  @Property(tries = 100)
  void aRedactedRecordNamesOnlyCardsItsSeatHasSeen(@ForAll("ids") String id, @ForAll long seed) {
    RuleSet rules = RuleSets.byId(id);
    RandomGenerator random = SeededRandom.of(seed);
    Game game = Game.deal(rules, Seat.of(random.nextInt(3)), random);
    int stop = random.nextInt(4) == 0 ? Integer.MAX_VALUE : random.nextInt(80);
    int[] seen = new int[3];
    for (int step = 0; ; step++) {
      for (Seat seat : Seat.values()) {
        seen[seat.index()] |= seenNow(game.view(seat));
      }
      if (game.isOver() || step == stop) {
        break;
      }
      game = game.apply(choose(game, random));
    }
    for (Seat seat : Seat.values()) {
      GameRecord record = GameRecords.read(GameRecords.writeView(game, seat, Map.of())).get(0);
      CardSet named = named(record);
      assertThat(named.minus(CardSet.ofBits(seen[seat.index()])))
          .as("%s's record under %s names cards it has not seen:%n%s", seat, id, GameRecords.writeView(game, seat, Map.of()))
          .isEmpty();
    }
  }

  /** The cards a view shows now. */
  private static int seenNow(PlayerView view) {
    CardSet seen = view.hand().union(view.knownTalon().orElse(CardSet.empty()))
        .union(view.dealtTalon().orElse(CardSet.empty()));
    for (CardSet exposed : view.exposedHands().values()) {
      seen = seen.union(exposed);
    }
    for (Trick trick : view.completedTricks()) {
      seen = seen.union(CardSet.copyOf(trick.cards()));
    }
    return seen.union(CardSet.copyOf(view.currentTrick().cards())).bits();
  }

  /** Every card a record names, in its tags and its moves. */
  private static CardSet named(GameRecord record) {
    CardSet named = record.talon().orElse(CardSet.empty());
    for (Seat seat : Seat.values()) {
      named = named.union(record.hand(seat).orElse(CardSet.empty()))
          .union(record.firstRound(seat).orElse(CardSet.empty()))
          .union(record.exposed(seat).orElse(CardSet.empty()));
    }
    for (var move : record.moves()) {
      for (Action action : move.actions()) {
        if (action instanceof Action.Bid make) {
          named = named.union(make.discard());
        } else if (action instanceof Action.Play play) {
          named = named.with(play.card());
        }
      }
    }
    return named;
  }

  /**
   * "Discards that the record does not know are written discard ? ?. A replay then chooses
   * discards that agree with the rest of the record", under every rule set: half-hand rules deal
   * the second round by the half-hand auction, the older rules deal the talon apart.
   */
  @Property(tries = 100)
  void unknownDiscardsReplayToTheSameSettlementUnderEveryRuleSet(@ForAll("ids") String id, @ForAll long seed) {
    RuleSet rules = RuleSets.byId(id);
    RandomGenerator random = SeededRandom.of(seed);
    Game game = Game.deal(rules, Seat.of(random.nextInt(3)), random);
    while (!game.isOver()) {
      game = game.apply(choose(game, random));
    }
    String text = GameRecords.write(game).replaceAll("discard \\S+ \\S+ bid", "discard ? ? bid");
    Game replayed = GameRecords.read(text).get(0).replay();
    assertThat(replayed.isOver()).isTrue();
    assertThat(replayed.payments()).isEqualTo(game.payments());
  }
}
