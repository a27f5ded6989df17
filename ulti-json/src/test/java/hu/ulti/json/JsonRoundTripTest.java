package hu.ulti.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.conformance.RandomPlay;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.game.PublicView;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import hu.ulti.core.scoring.HandSummary;
import hu.ulti.core.scoring.Settlement;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.random.RandomGenerator;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The round trip, over {@code ulti.roundtrip.games} random games (300 in the default build,
 * 10,000 with {@code -Pthorough}) spread over every registered rule set and compositions, at
 * every step: the game, each seat's view, legal actions, the
 * summary and the settlement survive write then read unchanged, and a view read back answers
 * {@code legalActions()} and {@code check} exactly as the game's view does, for at least twenty
 * illegal actions per step. Half the games go through {@link UltiJson#mapper()}, half through a
 * plain {@code ObjectMapper} that found the module by itself.
 */
class JsonRoundTripTest {
  static final int GAMES = Integer.getInteger("ulti.roundtrip.games", 300);
  private static final ObjectMapper STRICT = UltiJson.mapper();
  private static final ObjectMapper FOUND = new ObjectMapper().findAndRegisterModules();

  static List<RuleSet> ruleSets() {
    List<RuleSet> all = new ArrayList<>(RuleSets.all());
    all.add(RuleSets.byId("four-aces+tournament"));
    all.add(RuleSets.byId("half-hand+suit-bid"));
    all.add(RuleSets.byId("four-aces+historical+give-up-any"));
    all.add(RuleSets.byId("declarer-exposes+quadruple-half-hand"));
    return all;
  }

  @Test
  void everyValueOfThousandsOfGamesSurvivesWriteThenRead() {
    long start = System.nanoTime();
    List<RuleSet> rules = ruleSets();
    AtomicInteger steps = new AtomicInteger();
    IntStream.range(0, GAMES).parallel().forEach(i -> {
      RuleSet ruleSet = rules.get(i % rules.size());
      ObjectMapper mapper = i % 2 == 0 ? STRICT : FOUND;
      RandomGenerator random = SeededRandom.of(i);
      Game game = Game.deal(ruleSet, Seat.of(random.nextInt(3)), random);
      int[] seen = new int[4];
      while (true) {
        steps.incrementAndGet();
        checkStep(mapper, game, random, seen);
        if (game.isOver()) {
          break;
        }
        game = game.apply(RandomPlay.choose(game, random));
      }
      HandSummary summary = game.summary();
      assertThat(read(mapper, write(mapper, summary), HandSummary.class)).isEqualTo(summary);
      Settlement settlement = game.settlement();
      assertThat(read(mapper, write(mapper, settlement), Settlement.class)).isEqualTo(settlement);
    });
    assertThat(steps.get()).isGreaterThan(GAMES * 10);
    System.out.println("steps " + steps.get() + " in " + (System.nanoTime() - start) / 1_000_000 + " ms");
  }

  private static void checkStep(ObjectMapper mapper, Game game, RandomGenerator random, int[] seen) {
    assertThat(read(mapper, write(mapper, game), Game.class)).isEqualTo(game);
    List<Action> candidates = illegalCandidates(game, random);
    for (Seat seat : Seat.values()) {
      PlayerView view = game.view(seat);
      String json = write(mapper, view);
      seen[seat.index()] |= seenNow(view).bits();
      CardSet named = cardsNamed(json);
      assertThat(named.minus(CardSet.ofBits(seen[seat.index()]))).as("cards %s may not know in %s", seat, json).isEmpty();
      PlayerView back = read(mapper, json, PlayerView.class);
      assertThat(back).isEqualTo(view);
      assertThat(back.legalActions()).isEqualTo(view.legalActions());
      assertThat(back.biddingBox()).isEqualTo(view.biddingBox());
      for (Action candidate : candidates) {
        assertThat(back.check(candidate)).as("%s", candidate).isEqualTo(view.check(candidate));
      }
    }
    PublicView spectator = game.publicView();
    String json = write(mapper, spectator);
    CardSet shown = spectator.currentTrick().cardSet();
    for (var trick : spectator.completedTricks()) {
      shown = shown.union(trick.cardSet());
    }
    for (CardSet exposed : spectator.exposedHands().values()) {
      shown = shown.union(exposed);
    }
    seen[3] |= shown.bits();
    assertThat(cardsNamed(json).minus(CardSet.ofBits(seen[3]))).as("cards a spectator may not know in %s", json)
        .isEmpty();
    PublicView spectatorBack = read(mapper, json, PublicView.class);
    assertThat(spectatorBack).isEqualTo(spectator);
    for (Action candidate : candidates) {
      assertThat(spectatorBack.check(candidate)).as("%s", candidate).isEqualTo(spectator.check(candidate));
    }
    List<Action> legal = game.legalActions();
    // Every legal action where there are few; where a discard is due (thousands), a sample.
    List<Action> sample = legal.size() <= 64 ? legal
        : IntStream.range(0, 32).mapToObj(i -> legal.get(random.nextInt(legal.size()))).toList();
    List<Action> back = read(mapper, write(mapper, sample), new TypeReference<List<Action>>() {});
    assertThat(back).isEqualTo(sample);
    for (Action action : sample) {
      assertThat(read(mapper, write(mapper, action), Action.class)).isEqualTo(action);
    }
  }

  /** At least twenty actions that are not legal now, for every seat. */
  static List<Action> illegalCandidates(Game game, RandomGenerator random) {
    Set<Action> legal = new HashSet<>(game.legalActions());
    List<Action> candidates = new ArrayList<>();
    List<Bid> bids = game.rules().ladder().bids();
    while (candidates.size() < 20) {
      Seat seat = Seat.of(random.nextInt(3));
      Card card = Card.ofIndex(random.nextInt(32));
      Suit suit = Suit.values()[random.nextInt(4)];
      Component component = Component.values()[random.nextInt(Component.values().length)];
      for (Action action : List.of(new Action.Pass(seat), new Action.TakeTalon(seat),
          new Action.Bid(seat, CardSet.empty(), bids.get(random.nextInt(bids.size()))),
          new Action.Bid(seat, CardSet.of(card, Card.ofIndex((card.ordinal() + 7) % 32)), bids.get(random.nextInt(bids.size()))),
          new Action.NameTrumps(seat, suit), new Action.GiveUp(seat), new Action.Declare(seat, suit),
          Action.Kontra.of(seat, component), new Action.Kontra(seat, component, Optional.of(seat.next())),
          new Action.Play(seat, card))) {
        if (!legal.contains(action)) {
          candidates.add(action);
        }
      }
    }
    return candidates;
  }

  static String write(ObjectMapper mapper, Object value) {
    try {
      return mapper.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  static <T> T read(ObjectMapper mapper, String json, Class<T> type) {
    try {
      return mapper.readValue(json, type);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e.getMessage() + " in " + json, e);
    }
  }

  static <T> T read(ObjectMapper mapper, String json, TypeReference<T> type) {
    try {
      return mapper.readValue(json, type);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e.getMessage() + " in " + json, e);
    }
  }

  /** What a view shows now; a seat may know what it was ever shown. */
  static CardSet seenNow(PlayerView view) {
    CardSet seen = view.hand().union(view.knownTalon().orElse(CardSet.empty()))
        .union(view.dealtTalon().orElse(CardSet.empty())).union(view.receivedHand().orElse(CardSet.empty()))
        .union(view.firstRound().orElse(CardSet.empty()));
    for (CardSet exposed : view.exposedHands().values()) {
      seen = seen.union(exposed);
    }
    for (var trick : view.completedTricks()) {
      seen = seen.union(trick.cardSet());
    }
    return seen.union(view.currentTrick().cardSet());
  }

  /** Every card whose code stands as a string anywhere in the JSON. */
  static CardSet cardsNamed(String json) {
    CardSet named = CardSet.empty();
    for (Card card : Card.values()) {
      if (json.contains("\"" + card.code() + "\"")) {
        named = named.with(card);
      }
    }
    return named;
  }
}
