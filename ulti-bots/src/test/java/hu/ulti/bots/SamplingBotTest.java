package hu.ulti.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Phase;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.play.Trick;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import hu.ulti.core.solve.Resampling;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The sampling bot, given views only, plays every rule set legally to the end, repeats itself
 * from a seed, and samples in the play (it does not simply defer to the rule of thumb there).
 */
class SamplingBotTest {
  private static final SamplingBot BOT = new SamplingBot(3);

  @Provide
  Arbitrary<String> ids() {
    return Arbitraries.of(RuleSets.ids());
  }

  @Property(tries = 12)
  void choosesOnlyLegalActionsAndRepeatsItself(@ForAll("ids") String id, @ForAll long seed) {
    List<Action> first = play(RuleSets.byId(id), seed);
    assertThat(play(RuleSets.byId(id), seed)).as("the same seed, the same play").isEqualTo(first);
  }

  /** The two strength levels: samples and a node budget per decision, no clock (their measured CPU times are in the README). */
  @Example
  void theStrengthLevelsAreSamplesAndANodeBudget() {
    assertThat(SamplingBot.fast().samples()).isEqualTo(12);
    assertThat(SamplingBot.fast().nodeBudget()).hasValue(100_000);
    assertThat(SamplingBot.fast().timeLimit()).as("a level is work, not time").isEmpty();
    assertThat(SamplingBot.strong().samples()).isEqualTo(100);
    assertThat(SamplingBot.strong().nodeBudget()).hasValue(2_000_000);
    assertThat(SamplingBot.strong().timeLimit()).isEmpty();
    // An auction decision solves every sample from the first lead for each trump suit: four budgets.
    assertThat(SamplingBot.fast().nodesFor(Phase.AUCTION)).isEqualTo(400_000);
    assertThat(SamplingBot.fast().nodesFor(Phase.TRUMPS)).isEqualTo(400_000);
    assertThat(SamplingBot.fast().nodesFor(Phase.PLAY)).isEqualTo(100_000);
    assertThat(new SamplingBot(3).nodesFor(Phase.AUCTION)).as("no budget stays none").isEqualTo(Long.MAX_VALUE);
    Game game = Game.deal(RuleSet.standard(), Seat.SEAT_2, SeededRandom.of(3));
    PlayerView view = game.view(game.toAct().orElseThrow());
    assertThat(view.legalActions()).contains(SamplingBot.fast().choose(view, SeededRandom.of(1)));
  }

  /**
   * Its first card is its own, not the rule of thumb's random card: "The declarer ... leads to the
   * first trick" (pagat), and in a betli that lead alone can decide it. With eight bells, the
   * acorn seven and the leaf seven, a bell led wins the trick (the defenders hold no bell), so the
   * betli is lost; a seven led is beaten, and every later bell can go on a suit the declarer lacks.
   */
  @Example
  void itsFirstCardIsItsOwn() {
    RuleSet rules = RuleSet.standard();
    Seat dealer = Seat.SEAT_2;
    Seat declarer = dealer.next();
    CardSet[] hands = new CardSet[3];
    hands[declarer.index()] = CardSet.parse("BA BK BO BU B10 B9 B8 B7 A7 L7 HA H10");
    hands[declarer.next().index()] = CardSet.parse("A8 A9 A10 AU AO AK AA L8 L9 L10");
    hands[declarer.previous().index()] = CardSet.parse("LU LO LK LA H7 H8 H9 HU HO HK");
    Game game = Game.start(rules, Deal.of(dealer, hands[0], hands[1], hands[2], CardSet.empty()))
        .apply(new Action.Bid(declarer, CardSet.parse("HA H10"), rules.parseBid("betli")))
        .apply(new Action.Pass(declarer.next()))
        .apply(new Action.Pass(declarer.previous()))
        .apply(new Action.Pass(declarer));
    Bot rule = new RuleOfThumbBot();
    while (game.toAct().orElseThrow() != declarer || game.phase() != Phase.PLAY
        || !game.legalActions().stream().allMatch(action -> action instanceof Action.Play)) {
      game = game.apply(rule.choose(game.view(game.toAct().orElseThrow()), SeededRandom.of(1)));
    }
    PlayerView view = game.view(declarer);
    assertThat(view.completedTricks()).isEmpty();
    for (long seed = 1; seed <= 5; seed++) {
      assertThat(BOT.choose(view, SeededRandom.of(seed))).as("seed %d", seed)
          .isIn(new Action.Play(declarer, Card.of(Suit.ACORNS, Rank.SEVEN)),
              new Action.Play(declarer, Card.of(Suit.LEAVES, Rank.SEVEN)));
    }
  }

  /** Where a declaration is open beside the first card, it declares as the rule of thumb does. */
  @Example
  void itDeclaresAsTheRuleOfThumbDoes() {
    Bot rule = new RuleOfThumbBot();
    int declared = 0;
    for (long seed = 1; seed <= 40 && declared < 3; seed++) {
      RandomGenerator random = SeededRandom.of(seed);
      Game game = Game.deal(RuleSet.standard(), Seat.SEAT_2, random);
      while (!game.isOver() && game.trickPlay().map(play -> play.completedTricks().isEmpty()).orElse(true)) {
        PlayerView view = game.view(game.toAct().orElseThrow());
        Action action = BOT.choose(view, SeededRandom.of(seed));
        if (view.legalActions().stream().anyMatch(a -> a instanceof Action.Declare)) {
          assertThat(action).isEqualTo(rule.choose(view, SeededRandom.of(seed)));
          declared++;
        }
        game = game.apply(action);
      }
    }
    assertThat(declared).as("declarations seen").isPositive();
  }

  @Example
  void itsCardsAreItsOwnAfterTheFirstTrick() {
    Bot rule = new RuleOfThumbBot();
    int differ = 0;
    for (long seed = 1; seed <= 20 && differ == 0; seed++) {
      RandomGenerator random = SeededRandom.of(seed);
      Game game = Game.deal(RuleSet.standard(), Seat.SEAT_2, random);
      while (!game.isOver()) {
        PlayerView view = game.view(game.toAct().orElseThrow());
        Action sampled = BOT.choose(view, SeededRandom.of(seed));
        if (view.phase() == Phase.PLAY && !view.completedTricks().isEmpty()
            && !sampled.equals(rule.choose(view, SeededRandom.of(seed)))) {
          differ++;
        }
        game = game.apply(sampled);
      }
    }
    assertThat(differ).isPositive();
  }

  /** Its auction is its own: over some deals its bids, passes and talon pick-ups differ from the rule of thumb's. */
  @Example
  void itsAuctionIsItsOwn() {
    Bot rule = new RuleOfThumbBot();
    int differ = 0;
    for (long seed = 1; seed <= 10 && differ == 0; seed++) {
      Game game = Game.deal(RuleSet.standard(), Seat.SEAT_2, SeededRandom.of(seed));
      while (game.phase() == Phase.AUCTION) {
        PlayerView view = game.view(game.toAct().orElseThrow());
        Action sampled = BOT.choose(view, SeededRandom.of(seed));
        if (!sampled.equals(rule.choose(view, SeededRandom.of(seed)))) {
          differ++;
        }
        game = game.apply(sampled);
      }
    }
    assertThat(differ).isPositive();
  }

  /**
   * "Forehand must bid": with twelve cards it bids the contract its samples value most. Hands with
   * seven or more cards of one suit, its ace and ten among them, bid a trump contract, never
   * betli, and lay down no trump.
   */
  @Example
  void aLongStrongSuitBidsATrumpContract() {
    int seen = 0;
    for (long seed = 1; seed <= 3000 && seen < 3; seed++) {
      Game game = Game.deal(RuleSet.standard(), Seat.SEAT_2, SeededRandom.of(seed));
      PlayerView view = game.view(game.toAct().orElseThrow());
      CardSet hand = view.hand();
      Optional<Suit> longSuit = Arrays.stream(Suit.values())
          .filter(suit -> hand.count(suit) >= 7 && hand.contains(Card.of(suit, Rank.ACE))
              && hand.contains(Card.of(suit, Rank.TEN)))
          .findFirst();
      if (hand.size() != 12 || longSuit.isEmpty()) {
        continue;
      }
      seen++;
      Action action = new SamplingBot(6).choose(view, SeededRandom.of(seed));
      assertThat(action).isInstanceOf(Action.Bid.class);
      Action.Bid bid = (Action.Bid) action;
      assertThat(bid.bid().hasTrumps()).as("%s with %s", bid, hand).isTrue();
      assertThat(bid.discard().toList()).as("%s with %s", bid, hand).noneMatch(card -> card.suit() == longSuit.get());
    }
    assertThat(seen).isEqualTo(3);
  }

  /** A time limit per decision bounds the work; when no sample finishes it decides by rule of thumb, legally. */
  @Property(tries = 5)
  void aTimeLimitStillGivesLegalActions(@ForAll long seed) {
    SamplingBot hurried = new SamplingBot(SamplingBot.MAX_SAMPLES).withTimeLimit(Duration.ofMillis(2));
    playsLegally(hurried, seed);
    assertThat(hurried.decisionsCutByTimeLimit()).isPositive().isLessThanOrEqualTo(hurried.decisions());
  }

  /** A node budget bounds the work the same way everywhere: a tiny one still gives legal actions, and says it ran out. */
  @Property(tries = 5)
  void aNodeBudgetStillGivesLegalActions(@ForAll long seed) {
    SamplingBot frugal = new SamplingBot(SamplingBot.MAX_SAMPLES).withNodeBudget(5_000);
    playsLegally(frugal, seed);
    assertThat(frugal.decisionsOutOfNodes()).isPositive().isLessThanOrEqualTo(frugal.decisions());
    assertThat(frugal.decisionsCutByTimeLimit()).isZero();
  }

  /** The bot plays every seat of a deal from the seed; every action it chooses is legal. */
  private static void playsLegally(Bot bot, long seed) {
    RandomGenerator random = SeededRandom.of(seed);
    Game game = Game.deal(RuleSet.standard(), Seat.SEAT_2, random);
    while (!game.isOver()) {
      Action action = bot.choose(game.view(game.toAct().orElseThrow()), random);
      assertThat(game.check(action)).as("%s", action).isEmpty();
      game = game.apply(action);
    }
  }

  /** Sampled deals respect the declarations: a hidden seat that declared a marriage holds its king and over (in hand or already played). */
  @Example
  void samplesGiveDeclaredMarriagesToTheirSeats() {
    int checked = 0;
    for (long seed = 1; seed <= 400 && checked < 5; seed++) {
      RandomGenerator random = SeededRandom.of(seed);
      Game game = Game.deal(RuleSet.standard(), Seat.SEAT_2, random);
      Bot rule = new RuleOfThumbBot();
      while (!game.isOver() && !(game.phase() == Phase.PLAY && game.trickPlay().orElseThrow().completedTricks().size() == 1)) {
        game = game.apply(rule.choose(game.view(game.toAct().orElseThrow()), random));
      }
      if (game.isOver()) {
        continue;
      }
      Seat declarer = game.trickPlay().orElseThrow().declarer();
      Contract contract = game.contract().orElseThrow();
      for (Seat viewer : Seat.values()) {
        PlayerView view = game.view(viewer);
        var marriages = view.declaredMarriages();
        if (marriages.entrySet().stream().allMatch(entry -> entry.getKey() == viewer || entry.getValue().isEmpty())) {
          continue;
        }
        checked++;
        for (int i = 0; i < 20; i++) {
          TrickPlay sampled = Resampling.deal(view, SeededRandom.of(seed * 100 + i))
              .orElseThrow();
          for (var entry : marriages.entrySet()) {
            for (Suit suit : entry.getValue()) {
              assertThat(dealt(sampled, entry.getKey()).toList()).as("%s declared %s", entry.getKey(), suit)
                  .contains(Card.of(suit, Rank.KING),
                      Card.of(suit, Rank.OVER));
            }
          }
        }
      }
    }
    assertThat(checked).isPositive();
  }

  /** The cards a seat was dealt in a play: its hand and the cards it has played. */
  private static CardSet dealt(TrickPlay play, Seat seat) {
    CardSet cards = play.hand(seat);
    List<Trick> tricks = new ArrayList<>(play.completedTricks());
    tricks.add(play.currentTrick());
    for (Trick trick : tricks) {
      for (int i = 0; i < trick.size(); i++) {
        if (trick.seatAt(i) == seat) {
          cards = cards.with(trick.card(i));
        }
      }
    }
    return cards;
  }

  @Example
  void aTimeLimitMustBePositive() {
    assertThatThrownBy(() -> BOT.withTimeLimit(Duration.ZERO)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("positive");
    assertThat(BOT.withTimeLimit(Duration.ofMillis(50)).timeLimit()).contains(Duration.ofMillis(50));
  }

  /**
   * A defender of a betli or a durchmars, of any form, samples eight times the level's deals for a
   * card (one trick decides those contracts); the declarer, and the defence of other contracts,
   * sample the level's; never more than the most a decision may sample.
   */
  @Example
  void aBetliOrDurchmarsDefenderSamplesEightTimesTheLevelsDeals() {
    SamplingBot fast = SamplingBot.fast();
    Contract betli = Contract.of(Bid.parseCode("no-trump-hearts open betli"));
    Contract durchmars = Contract.of(Bid.parseCode("no-trump durchmars"));
    Contract ultiDurchmars = Contract.of(Bid.parseCode("hearts open 20-100 ulti durchmars"));
    Contract game = Contract.of(Bid.parseCode("hearts 40-100 ulti"));
    assertThat(fast.samplesToPlay(betli, false)).isEqualTo(96);
    assertThat(fast.samplesToPlay(durchmars, false)).isEqualTo(96);
    assertThat(fast.samplesToPlay(ultiDurchmars, false)).isEqualTo(96);
    assertThat(fast.samplesToPlay(betli, true)).isEqualTo(12);
    assertThat(fast.samplesToPlay(game, false)).isEqualTo(12);
    assertThat(new SamplingBot(200).samplesToPlay(betli, false)).isEqualTo(SamplingBot.MAX_SAMPLES);
  }

  @Example
  void samplesPerDecisionAreBounded() {
    assertThat(new SamplingBot(SamplingBot.MAX_SAMPLES).samples()).isEqualTo(SamplingBot.MAX_SAMPLES);
    assertThatThrownBy(() -> new SamplingBot(0)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("1 to 1000");
    assertThatThrownBy(() -> new SamplingBot(SamplingBot.MAX_SAMPLES + 1)).isInstanceOf(IllegalArgumentException.class);
  }

  /** Plays a deal with the bot in every seat, handing it views only, and checks each action. */
  private static List<Action> play(RuleSet rules, long seed) {
    RandomGenerator random = SeededRandom.of(seed);
    Game game = Game.deal(rules, Seat.of(Math.floorMod(seed, 3)), random);
    List<Action> chosen = new ArrayList<>();
    while (!game.isOver()) {
      Action action = BOT.choose(game.view(game.toAct().orElseThrow()), random);
      assertThat(game.check(action)).as("%s in %s", action, game.phase()).isEmpty();
      chosen.add(action);
      game = game.apply(action);
    }
    return chosen;
  }
}
