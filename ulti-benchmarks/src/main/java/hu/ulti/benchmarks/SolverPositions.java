package hu.ulti.benchmarks;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.DealPattern;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Component;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.play.UltiSeven;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.solve.Solver;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The fixed, seeded positions of the solver benchmarks: the opening lead of a deal, all ten
 * tricks to play, for each question the solver answers. A seed gives the deal (dealt after a cut,
 * seat 2 dealing, forehand the declarer); the rules below give trumps and the discard. Two sets:
 * plain random deals, and deals tilted toward the declarer, where the contract is really in
 * doubt. The seed lists are {@code solver-positions.txt}, written by {@link #main}.
 */
final class SolverPositions {
  /** What is asked of the solver. */
  enum Question { POINTS, BETLI, TRUMP_DURCHMARS, NO_TRUMP_DURCHMARS, ULTI }

  static final RuleSet RULES = RuleSet.standard();
  static final String FILE = "solver-positions.txt";
  private static final int PER_LIST = 50;

  private SolverPositions() {}

  /** One solve of the question on the position, as the benchmarks and the CPU-time comparison ask it. */
  static Object solve(Question question, TrickPlay play) {
    return switch (question) {
      case POINTS -> Solver.guaranteedCardPoints(RULES, play);
      case BETLI -> Solver.declarerMakes(RULES, play, Component.BETLI);
      case TRUMP_DURCHMARS, NO_TRUMP_DURCHMARS -> Solver.declarerMakes(RULES, play, Component.DURCHMARS);
      case ULTI -> Solver.declarerMakes(RULES, play, Component.ULTI);
    };
  }

  /** The positions of one set and question, from the committed list. */
  static List<TrickPlay> read(String set, Question question) {
    if (set.equals(DoubleDummyDeals.SET)) {
      return DoubleDummyDeals.read().stream().flatMap(deal -> deal.positions(question).stream()).toList();
    }
    try (InputStream in = SolverPositions.class.getResourceAsStream(FILE)) {
      String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      for (String line : text.lines().toList()) {
        String[] fields = line.strip().split("\\s+");
        if (fields.length > 2 && fields[0].equals(set) && fields[1].equals(question.name())) {
          List<TrickPlay> plays = new ArrayList<>();
          for (int i = 2; i < fields.length; i++) {
            plays.add(position(Long.parseLong(fields[i]), question).orElseThrow());
          }
          return plays;
        }
      }
      throw new IllegalStateException("No list for " + set + " " + question + " in " + FILE);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The opening-lead position of a seed for a question, or empty if the deal does not fit it (an
   * ulti needs the declarer to hold a seven). Trump contracts take the declarer's longest suit
   * (for ulti the longest with its seven) and discard his two lowest side cards; betli discards
   * his two highest cards.
   */
  static Optional<TrickPlay> position(long seed, Question question) {
    Deal deal = Deal.random(Seat.SEAT_2, DealPattern.CUT, SeededRandom.of(seed));
    CardSet twelve = deal.hand(Seat.SEAT_0);
    Optional<Suit> trumpSuit = switch (question) {
      case BETLI, NO_TRUMP_DURCHMARS -> Optional.empty();
      case ULTI -> longest(twelve, suit -> twelve.contains(Card.of(suit, Rank.SEVEN)));
      default -> longest(twelve, suit -> true);
    };
    if (question == Question.ULTI && trumpSuit.isEmpty()) {
      return Optional.empty();
    }
    Trumps trumps = trumpSuit.map(Trumps::of).orElse(Trumps.none());
    List<Card> cards = new ArrayList<>(twelve.toList());
    Comparator<Card> lowFirst = Comparator.comparingInt((Card c) -> -c.rank().ordinal());
    if (question == Question.BETLI) {
      cards.sort(lowFirst.reversed());
    } else {
      cards.sort(Comparator.comparing((Card c) -> trumps.isTrump(c)).thenComparing(lowFirst));
    }
    CardSet talon = CardSet.of(cards.get(0), cards.get(1));
    List<CardSet> hands = List.of(twelve.minus(talon), deal.hand(Seat.SEAT_1), deal.hand(Seat.SEAT_2));
    return Optional.of(TrickPlay.start(RULES.trickRules(), trumps, Seat.SEAT_0, UltiSeven.keptIf(question == Question.ULTI),
        hands, talon));
  }

  /**
   * Whether the deal leans toward the declarer: for trump questions six or more of his trumps
   * with the ace and ten; for a no-trump durchmars a suit of six or more with its ace and two
   * more aces; for betli seven or more nines, eights and sevens.
   */
  static boolean tilted(long seed, Question question) {
    CardSet twelve = Deal.random(Seat.SEAT_2, DealPattern.CUT, SeededRandom.of(seed)).hand(Seat.SEAT_0);
    if (question == Question.BETLI) {
      return twelve.toList().stream().filter(c -> c.rank().ordinal() >= Rank.NINE.ordinal()).count() >= 7;
    }
    Optional<TrickPlay> play = position(seed, question);
    if (play.isEmpty()) {
      return false;
    }
    long aces = twelve.toList().stream().filter(c -> c.rank() == Rank.ACE).count();
    for (Suit suit : Suit.values()) {
      boolean strong = twelve.count(suit) >= 6 && twelve.contains(Card.of(suit, Rank.ACE));
      boolean trumpOk = play.get().trumps().suit().map(suit::equals).orElse(true);
      if (question == Question.NO_TRUMP_DURCHMARS ? strong && aces >= 3
          : strong && trumpOk && twelve.contains(Card.of(suit, Rank.TEN))) {
        return true;
      }
    }
    return false;
  }

  private static Optional<Suit> longest(CardSet hand, Predicate<Suit> allowed) {
    Suit best = null;
    for (Suit suit : Suit.values()) {
      if (allowed.test(suit) && (best == null || hand.count(suit) > hand.count(best))) {
        best = suit;
      }
    }
    return Optional.ofNullable(best);
  }

  /** Prints the lists: for each set and question, the first fitting seeds from 1. */
  public static void main(String[] args) {
    System.out.println("# Solver benchmark positions: set, question, seeds (see SolverPositions).");
    for (String set : List.of("random", "tilted")) {
      for (Question question : Question.values()) {
        StringBuilder line = new StringBuilder(set + " " + question.name());
        int found = 0;
        for (long seed = 1; found < PER_LIST; seed++) {
          boolean fits = set.equals("random") ? position(seed, question).isPresent() : tilted(seed, question);
          if (fits) {
            line.append(' ').append(seed);
            found++;
          }
        }
        System.out.println(line);
      }
    }
  }
}
