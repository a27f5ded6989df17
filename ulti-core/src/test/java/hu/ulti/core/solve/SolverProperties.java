package hu.ulti.core.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.DealPattern;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.play.UltiSeven;
import hu.ulti.core.scoring.Scorer;
import hu.ulti.core.solve.internal.FastPlay;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Random;
import java.util.random.RandomGenerator;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/** The solver against plain minimax (no alpha-beta, no table, no equivalent cards) on endgames. */
class SolverProperties {
  private static final RuleSet RULES = RuleSet.standard();
  private static final List<String> CONTRACTS = List.of(
      "Ulti", "Heart ulti durchmars", "40-100 ulti", "20-100 durchmars", "Betli", "Durchmars", "Heart simple game");

  /** A random endgame: a random deal and contract played at random until at most five tricks are left. */
  static Object[] endgame(long seed) {
    RandomGenerator random = SeededRandom.of(seed);
    Contract contract = contract(RULES.parseBid(CONTRACTS.get(random.nextInt(CONTRACTS.size()))), random);
    Deal deal = Deal.random(Seat.SEAT_2, DealPattern.CUT, random);
    Seat declarer = Seat.SEAT_0;
    List<Card> twelve = new ArrayList<>(deal.hand(declarer).toList());
    CardSet talon = CardSet.of(twelve.remove(random.nextInt(12)), twelve.remove(random.nextInt(11)));
    boolean ulti = contract.isUltiBid() && twelve.contains(contract.trumps().card(Rank.SEVEN).get());
    List<CardSet> hands = List.of(CardSet.copyOf(twelve), deal.hand(Seat.SEAT_1), deal.hand(Seat.SEAT_2));
    TrickPlay play = TrickPlay.start(RULES.trickRules(), contract.trumps(), declarer, UltiSeven.keptIf(ulti), hands, talon);
    int stop = 15 + random.nextInt(14); // 15 to 28 cards played: 5 tricks or fewer left
    for (int i = 0; i < stop; i++) {
      List<Card> legal = play.legalCards().toList();
      play = play.play(legal.get(random.nextInt(legal.size())));
    }
    return new Object[] {play, contract};
  }

  static Contract contract(Bid bid, RandomGenerator random) {
    if (!bid.hasTrumps()) {
      return Contract.of(bid, Trumps.none());
    }
    if (bid.isHearts()) {
      return Contract.of(bid, Trumps.of(Suit.HEARTS));
    }
    return Contract.of(bid, Trumps.of(List.of(Suit.ACORNS, Suit.LEAVES, Suit.BELLS).get(random.nextInt(3))));
  }

  @Property(tries = 1000)
  void theSolverAgreesWithPlainMinimax(@ForAll long seed) {
    Object[] position = endgame(seed);
    TrickPlay play = (TrickPlay) position[0];
    Contract contract = (Contract) position[1];
    Solution fast = Solver.solve(RULES, play, contract, declared(contract), true);
    Solution plain = Solver.solve(RULES, play, contract, declared(contract), false);
    assertThat(fast).isEqualTo(plain);
    assertThat(fast.cards()).extracting(Solution.CardValue::card).containsExactlyElementsOf(play.legalCards());
    // Minimax: for each component, and for the card points, some card keeps the best result.
    for (var component : fast.made().keySet()) {
      assertThat(fast.cards()).anyMatch(value -> value.keeps().contains(component));
    }
    assertThat(fast.cards()).anyMatch(Solution.CardValue::keepsCardPoints);
  }

  /**
   * Card points not all worth the same (each rank its own value): the tables then key positions
   * by the cards themselves rather than by their places, and the card points still agree with
   * plain minimax.
   */
  @Property(tries = 300)
  void unequalCardPointsAgreeWithPlainMinimax(@ForAll long seed) {
    TrickPlay play = (TrickPlay) endgame(seed)[0];
    int[] unequal = new int[32];
    for (int card = 0; card < 32; card++) {
      unequal[card] = 11 - (card & 7); // ace 11, ten 10, ... seven 4 (rank index 0 ace ... 7 seven)
    }
    FastPlay fast = Solver.fast(RULES.trickRules(), play).withCardPoints(unequal);
    int[] withTrumps = RULES.trickRules().rankOrder(Trumps.of(Suit.HEARTS)).strengths();
    int[] withoutTrumps = RULES.trickRules().rankOrder(Trumps.none()).strengths();
    assertThat(new Search(fast, true, withTrumps, withoutTrumps).points())
        .isEqualTo(new Search(fast.withCardPoints(unequal), false, withTrumps, withoutTrumps).points());
  }

  /** The single-question entry points give what the whole plain-minimax solve gives. */
  @Property(tries = 500)
  void singleQuestionsAgreeWithPlainMinimax(@ForAll long seed) {
    Object[] position = endgame(seed);
    TrickPlay play = (TrickPlay) position[0];
    Contract contract = (Contract) position[1];
    Solution plain = Solver.solve(RULES, play, contract, declared(contract), false);
    if (contract.trumps().hasTrumps()) {
      assertThat(Solver.guaranteedCardPoints(RULES, play)).isEqualTo(plain.declarerCardPoints());
      for (int threshold = 0; threshold <= 91; threshold += 1 + (int) (Math.abs(seed) % 7)) {
        assertThat(Solver.declarerTakesAtLeast(RULES, play, threshold, SearchLimit.none())).as("at least %d", threshold)
            .isEqualTo(plain.declarerCardPoints() >= threshold);
      }
    }
    for (var component : List.of(Component.BETLI, Component.DURCHMARS,
        Component.ULTI)) {
      if (plain.made().containsKey(component)) {
        assertThat(Solver.declarerMakes(RULES, play, component)).as("%s", component).isEqualTo(plain.made().get(component));
      }
    }
  }

  /**
   * The position's results alone ({@link Solver#made}) are the whole solve's, with the marriages
   * declared by either side or by none (they move the simple game's threshold and decide the
   * 100s).
   */
  @Property(tries = 500)
  void theResultsAloneAgreeWithPlainMinimax(@ForAll long seed) {
    Object[] position = endgame(seed);
    TrickPlay play = (TrickPlay) position[0];
    Contract contract = (Contract) position[1];
    Map<Seat, List<Suit>> declared = marriages(contract, seed);
    Map<Component, Boolean> made = Solver.made(RULES, play, contract, declared);
    assertThat(made).isEqualTo(Solver.solve(RULES, play, contract, declared, false).made());
    assertThatThrownBy(() -> made.clear()).as("an answer cannot be changed").isInstanceOf(UnsupportedOperationException.class);
  }

  /** The same from the first lead of whole deals, against the whole solve with its pruning. */
  @Property(tries = 30)
  void theResultsAloneAgreeWithTheWholeSolveFromTheFirstLead(@ForAll long seed) {
    RandomGenerator random = SeededRandom.of(seed);
    Contract contract = contract(RULES.parseBid(CONTRACTS.get(random.nextInt(CONTRACTS.size()))), random);
    Deal deal = Deal.random(Seat.SEAT_2, DealPattern.CUT, random);
    List<Card> twelve = new ArrayList<>(deal.hand(Seat.SEAT_0).toList());
    CardSet talon = CardSet.of(twelve.remove(random.nextInt(12)), twelve.remove(random.nextInt(11)));
    boolean ulti = contract.isUltiBid() && twelve.contains(contract.trumps().card(Rank.SEVEN).get());
    List<CardSet> hands = List.of(CardSet.copyOf(twelve), deal.hand(Seat.SEAT_1), deal.hand(Seat.SEAT_2));
    TrickPlay play = TrickPlay.start(RULES.trickRules(), contract.trumps(), Seat.SEAT_0,
        UltiSeven.keptIf(ulti), hands, talon);
    Map<Seat, List<Suit>> declared = marriages(contract, seed);
    assertThat(Solver.made(RULES, play, contract, declared))
        .isEqualTo(Solver.solve(RULES, play, contract, declared).made());
  }

  /** Marriages declared for a test: by the declarer (the 40 and a 20), by a defender (a 20), both or none. */
  private static Map<Seat, List<Suit>> marriages(Contract contract, long seed) {
    if (contract.trumps().suit().isEmpty()) {
      return Map.of();
    }
    Suit trump = contract.trumps().suit().get();
    List<Suit> declarers = List.of(trump, Suit.values()[(trump.ordinal() + 1) % 4]);
    List<Suit> defenders = List.of(Suit.values()[(trump.ordinal() + 2) % 4]);
    return switch ((int) Math.floorMod(seed, 4L)) {
      case 0 -> Map.of();
      case 1 -> Map.of(Seat.SEAT_0, declarers);
      case 2 -> Map.of(Seat.SEAT_1, defenders);
      default -> Map.of(Seat.SEAT_0, declarers, Seat.SEAT_1, defenders);
    };
  }

  /**
   * For every contract of the ladder, the whole solve answers each component as the single
   * question about it does: the boolean goals by {@link Solver#declarerMakes}, the game and the
   * 100s through the card points of {@link Solver#guaranteedCardPoints}.
   */
  @Property(tries = 300)
  void eachComponentOfTheSolveEqualsItsSingleQuestion(@ForAll long seed) {
    RandomGenerator random = SeededRandom.of(seed);
    List<Bid> ladder = RULES.ladder().bids();
    Contract contract = contract(ladder.get(random.nextInt(ladder.size())), random);
    // Half the deals give the declarer long trumps with the seven, so that ulti and durchmars
    // are often both still open.
    Deal deal = random.nextBoolean() && contract.trumps().hasTrumps()
        ? strongTrumps(contract.trumps().suit().orElseThrow(), random)
        : Deal.random(Seat.SEAT_2, DealPattern.CUT, random);
    List<Card> twelve = new ArrayList<>(deal.hand(Seat.SEAT_0).toList());
    Collections.shuffle(twelve.subList(0, 12), new Random(random.nextLong()));
    twelve.sort(Comparator.comparing((Card c) -> contract.trumps().suit().filter(c.suit()::equals).isPresent()));
    CardSet talon = CardSet.of(twelve.remove(0), twelve.remove(0)); // plain cards first, when he has them
    boolean ulti = contract.isUltiBid() && twelve.contains(contract.trumps().card(Rank.SEVEN).get());
    TrickPlay play = TrickPlay.start(RULES.trickRules(), contract.trumps(), Seat.SEAT_0, UltiSeven.keptIf(ulti),
        List.of(CardSet.copyOf(twelve), deal.hand(Seat.SEAT_1), deal.hand(Seat.SEAT_2)), talon);
    int stop = 3 * random.nextInt(6); // from the opening lead to the fifth trick
    for (int i = 0; i < stop; i++) {
      List<Card> legal = play.legalCards().toList();
      play = play.play(legal.get(random.nextInt(legal.size())));
    }
    Solution solution = Solver.solve(RULES, play, contract, declared(contract));
    int points = contract.trumps().hasTrumps() ? Solver.guaranteedCardPoints(RULES, play) : 0;
    if (contract.trumps().hasTrumps()) {
      assertThat(solution.declarerCardPoints()).isEqualTo(points);
    }
    for (var entry : solution.made().entrySet()) {
      switch (entry.getKey()) {
        case BETLI, DURCHMARS, ULTI -> assertThat(entry.getValue()).as("%s of %s", entry.getKey(), contract)
            .isEqualTo(Solver.declarerMakes(RULES, play, entry.getKey()));
        case SIMPLE_GAME -> assertThat(entry.getValue())
            .isEqualTo(Scorer.simpleGameWon(points, 60, points > 0 ? 1 : 0, 90 - points, 0, 1));
        case FORTY_HUNDRED, TWENTY_HUNDRED -> assertThat(entry.getValue())
            .isEqualTo(Scorer.hundredWon(points,
                OptionalInt.of(entry.getKey() == Component.FORTY_HUNDRED ? 40 : 20)));
        default -> throw new AssertionError(entry.getKey() + " is not decided by the play");
      }
    }
  }

  /** Seat 0 (forehand) gets the trump seven, four to seven other trumps and random cards to twelve. */
  static Deal strongTrumps(Suit trump, RandomGenerator random) {
    List<Card> trumps = new ArrayList<>(CardSet.all().ofSuit(trump).toList());
    Card seven = Card.of(trump, Rank.SEVEN);
    trumps.remove(seven);
    Collections.shuffle(trumps, new Random(random.nextLong()));
    CardSet declarer = CardSet.of(seven).union(CardSet.copyOf(trumps.subList(0, 4 + random.nextInt(4))));
    List<Card> rest = new ArrayList<>(CardSet.all().minus(declarer).toList());
    Collections.shuffle(rest, new Random(random.nextLong()));
    int missing = 12 - declarer.size();
    declarer = declarer.union(CardSet.copyOf(rest.subList(0, missing)));
    return Deal.of(Seat.SEAT_2, declarer, CardSet.copyOf(rest.subList(missing, missing + 10)),
        CardSet.copyOf(rest.subList(missing + 10, missing + 20)), CardSet.empty());
  }

  /**
   * The marriages the solves assume declared: with trumps, the declarer's 40 and one 20 (the
   * solver takes them as given; it does not check who holds the cards), so that the game and
   * both 100s are played for.
   */
  static Map<Seat, List<Suit>> declared(Contract contract) {
    return contract.trumps().suit()
        .map(trump -> Map.of(Seat.SEAT_0, List.of(trump, Suit.values()[(trump.ordinal() + 1) % 4])))
        .orElse(Map.of());
  }

  /**
   * From the first lead of a whole deal, a question at a threshold of the card points answers as
   * the points found by the full-window search do, at every threshold around them.
   */
  @Property(tries = 40)
  void aThresholdQuestionAgreesWithTheGuaranteedCardPoints(@ForAll long seed) {
    RandomGenerator random = SeededRandom.of(seed);
    Deal deal = Deal.random(Seat.SEAT_2, DealPattern.CUT, random);
    List<Card> twelve = new ArrayList<>(deal.hand(Seat.SEAT_0).toList());
    CardSet talon = CardSet.of(twelve.remove(random.nextInt(12)), twelve.remove(random.nextInt(11)));
    List<CardSet> hands = List.of(CardSet.copyOf(twelve), deal.hand(Seat.SEAT_1), deal.hand(Seat.SEAT_2));
    Trumps trumps = Trumps.of(Suit.values()[random.nextInt(4)]);
    TrickPlay play = TrickPlay.start(RULES.trickRules(), trumps, Seat.SEAT_0, UltiSeven.FREE, hands,
        talon);
    int points = Solver.guaranteedCardPoints(RULES, play);
    for (int threshold : new int[] {0, points - 10, points - 1, points, points + 1, points + 10, 91}) {
      assertThat(Solver.declarerTakesAtLeast(RULES, play, threshold, SearchLimit.none())).as("at least %d", threshold)
          .isEqualTo(points >= threshold);
    }
  }
}
