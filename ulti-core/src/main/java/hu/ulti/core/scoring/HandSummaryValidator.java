package hu.ulti.core.scoring;

import hu.ulti.core.rules.ScoringRules;

import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Denomination;
import hu.ulti.core.play.Side;
import hu.ulti.core.scoring.LastTrick.TrumpSeven;
import hu.ulti.core.rules.ScoringRules.IndividualKontra;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/** The checks a hand summary must pass; each failure names the JSON field and the rule. */
final class HandSummaryValidator {
  private static final int TRICKS = 10;
  private static final int CARD_POINTS = 90;
  /** A trick holds three cards, so at most three aces and tens. */
  private static final int MOST_PER_TRICK = 30;
  private static final int LAST_TRICK = 10;
  /** The talon's two cards, which count for the defenders. */
  private static final int TALON_MOST = 20;

  private final HandSummary s;

  HandSummaryValidator(HandSummary summary) {
    this.s = summary;
  }

  void validate() {
    trumps();
    kontras();
    halfHand();
    if (s.gaveUp()) {
      gaveUp();
    } else {
      play();
    }
    fourOfAKind("fourAces", s.fourAces(), Component.FOUR_ACES);
    fourOfAKind("fourTens", s.fourTens(), Component.FOUR_TENS);
  }

  private void trumps() {
    if (!s.bid().hasTrumps()) {
      require(!s.trumps().hasTrumps(), "trump", "a no-trump bid has no trump suit; omit the field");
    } else if (!s.trumps().hasTrumps()) {
      // A minor-suit game may be given up before its declarer names trumps.
      require(s.gaveUp(), "trump", "required for a bid with trumps that was played");
    } else if (!s.bid().allows(s.trumps())) {
      throw fail("trump", s.bid().denomination().fixedSuit()
          .map(suit -> "a " + suit.englishName().replaceAll("s$", "") + " bid is played with " + suit.englishName() + " as trumps")
          .orElse("a minor-suit bid is played in acorns, leaves or bells, not hearts"));
    }
  }

  private void kontras() {
    List<Kontra> kontras = s.kontras();
    for (int i = 0; i < kontras.size(); i++) {
      Kontra kontra = kontras.get(i);
      String field = "kontra[" + i + "]";
      require(!s.gaveUp(), field,
          "kontras are said at the first trick, so a hand given up before the first lead has none");
      Component component = kontra.component();
      require(s.has(component), field + ".component",
          "'" + component.code() + "' is not a component of the bid '"
              + s.rules().englishName(s.bid()) + "'; only bid components can be kontra'd");
      int highest = s.rules().procedure().highestKontraLevel();
      require(kontra.level() <= highest, field + ".level", "kontras go up to level " + highest + " ("
          + Kontra.LEVEL_NAMES.get(highest - 1) + ") under the " + s.rules().id() + " rules, not " + kontra.level());
      if (kontra.defender() != Kontra.Defender.BOTH) {
        require(individualKontra(), field + ".by",
            "a kontra binds both defenders here; a defender kontras for himself alone only in "
                + (s.rules().scoring().individualKontra() == IndividualKontra.BETLI_ONLY
                    ? "betli" : "betli and no-trump durchmars"));
      }
      for (int j = 0; j < i; j++) {
        Kontra earlier = kontras.get(j);
        boolean overlap = earlier.defender() == Kontra.Defender.BOTH || kontra.defender() == Kontra.Defender.BOTH
            || earlier.defender() == kontra.defender();
        require(!(earlier.component() == kontra.component() && overlap), field,
            "the " + kontra.component().code() + " is kontra'd for the same defender twice (see kontra["
                + j + "]); give only the final level");
      }
    }
  }

  /** Value factors and five-card kontras exist only under half-hand rules, on bid components. */
  private void halfHand() {
    if (s.valueFactors().isEmpty() && s.halfHandKontraMap().isEmpty()) {
      return;
    }
    for (Map.Entry<Component, Integer> entry : s.valueFactors().entrySet()) {
      String field = "halfHand.factors." + entry.getKey().code();
      require(s.has(entry.getKey()), field, "only a component of the bid has a value factor");
      int factor = entry.getValue();
      require(factor == 1 || s.rules().halfHand().isPlayed(), field,
          "the " + s.rules().id() + " rules have no half-hand phase, so every component counts once");
      Set<Integer> given = factors(entry.getKey());
      require(given.contains(factor), field, "the " + s.rules().id() + " rules count "
          + (entry.getKey() == Component.SIMPLE_GAME ? "a simple game" : "this component") + " "
          + given.stream().map(f -> f + "").collect(Collectors.joining(" or ")) + " times its value,"
          + " never " + factor);
    }
    for (Map.Entry<Component, Integer> entry : s.halfHandKontraMap().entrySet()) {
      Component item = entry.getKey();
      String field = "halfHand.kontras." + item.code();
      int levels = entry.getValue();
      require(levels == 0 || s.rules().halfHand().isPlayed(), field,
          "the " + s.rules().id() + " rules have no half-hand phase");
      require(levels >= 0 && levels <= Math.min(s.kontraLevel(item, Kontra.Defender.FIRST), s.kontraLevel(item, Kontra.Defender.SECOND)),
          field, "the kontras said with five cards are some of the component's kontra levels: at most "
              + Math.min(s.kontraLevel(item, Kontra.Defender.FIRST), s.kontraLevel(item, Kontra.Defender.SECOND)) + ", not " + levels);
    }
  }

  /**
   * The value factors the rules can give a component: 1 in a full-hand bid, its half-hand
   * factor in a half-hand bid that stands, and where the winner's first full-hand bid inherits,
   * the factor of a new component in the half-hand suit.
   */
  private Set<Integer> factors(Component component) {
    var halfHand = s.rules().halfHand();
    Set<Integer> factors = new TreeSet<>(List.of(1, halfHand.factor(component)));
    if (halfHand.inheritsOnFirstFullHandBid()) {
      factors.add(halfHand.sameSuitFactor());
    }
    return factors;
  }

  private boolean individualKontra() {
    return s.rules().scoring().individualKontra(s.bid());
  }

  private void gaveUp() {
    require(s.rules().scoring().mayGiveUp(s.bid()),
        "gaveUp", "only a simple game in a minor suit without ulti may be given up");
    require(s.declarer().isEmpty(), "declarer", "omit it: the hand was given up before the first lead");
    require(s.defenders().isEmpty(), "defenders", "omit it: the hand was given up before the first lead");
    require(s.lastTrick().isEmpty(), "lastTrick", "omit it: the hand was given up before the first lead");
  }

  private void play() {
    require(s.declarer().isPresent(), "declarer", "required unless the hand was given up");
    require(s.defenders().isPresent(), "defenders", "required unless the hand was given up");
    SideTally declarer = s.declarer().get();
    SideTally defenders = s.defenders().get();
    boolean trumps = s.bid().hasTrumps();
    tricks(declarer, defenders, trumps);
    if (trumps) {
      cardPoints("declarer", declarer);
      cardPoints("defenders", defenders);
      require(declarer.cardPoints().getAsInt() + defenders.cardPoints().getAsInt() == CARD_POINTS,
          "defenders.cardPoints",
          "the two sides' card points sum to 90 (aces and tens 10 each, the last trick 10)");
      require(declarer.tricks() > 0 || declarer.cardPoints().getAsInt() == 0, "declarer.cardPoints",
          "a declarer who took no trick has no card points");
      require(defenders.tricks() > 0 || defenders.cardPoints().getAsInt() <= 20, "defenders.cardPoints",
          "defenders who took no trick have only the talon's aces and tens, at most 20");
      lastTrick(declarer, defenders);
      pointsFitTricks(declarer, defenders);
    } else {
      require(declarer.cardPoints().isEmpty(), "declarer.cardPoints",
          "there are no card points in a no-trump contract; omit the field");
      require(defenders.cardPoints().isEmpty(), "defenders.cardPoints",
          "there are no card points in a no-trump contract; omit the field");
      require(s.lastTrick().isEmpty(), "lastTrick",
          "there is no trump seven and no card points in a no-trump contract; omit the field");
    }
    marriages(declarer, defenders, trumps);
  }

  private void tricks(SideTally declarer, SideTally defenders, boolean trumps) {
    require(declarer.tricks() >= 0 && declarer.tricks() <= TRICKS, "declarer.tricks", "0 to 10 tricks");
    require(defenders.tricks() >= 0 && defenders.tricks() <= TRICKS, "defenders.tricks", "0 to 10 tricks");
    int played = declarer.tricks() + defenders.tricks();
    if (trumps) {
      require(played == TRICKS, "defenders.tricks",
          "the two sides' tricks sum to 10 in a contract with trumps, which is always played out");
    } else {
      require(played <= TRICKS, "defenders.tricks", "the two sides' tricks sum to at most 10");
      if (played < TRICKS) {
        boolean decided = s.has(Component.BETLI) ? declarer.tricks() > 0 : defenders.tricks() > 0;
        require(decided, "defenders.tricks", s.has(Component.BETLI)
            ? "a betli ends early only once the declarer has taken a trick"
            : "a durchmars ends early only once the defenders have taken a trick");
      }
    }
  }

  /**
   * Each trick holds at most three aces and tens (30 points), the last trick adds 10, and the
   * defenders also count the talon's aces and tens (at most 20): a side cannot have more.
   */
  private void pointsFitTricks(SideTally declarer, SideTally defenders) {
    boolean declarerLast = s.lastTrick().orElseThrow().wonBy() == Side.DECLARER;
    int declarerMost = MOST_PER_TRICK * declarer.tricks() + (declarerLast ? LAST_TRICK : 0);
    require(declarer.cardPoints().getAsInt() <= declarerMost, "declarer.cardPoints", "the declarer took "
        + tricks(declarer.tricks()) + (declarerLast ? ", the last among them," : "") + " which hold at most "
        + declarerMost + " card points (30 a trick, 10 for the last), not " + declarer.cardPoints().getAsInt());
    int defendersMost = MOST_PER_TRICK * defenders.tricks() + (declarerLast ? 0 : LAST_TRICK) + TALON_MOST;
    require(defenders.cardPoints().getAsInt() <= defendersMost, "defenders.cardPoints", "the defenders took "
        + tricks(defenders.tricks()) + (declarerLast ? "" : ", the last among them,") + " which with the talon hold"
        + " at most " + defendersMost + " card points (30 a trick, 10 for the last, 20 in the talon), not "
        + defenders.cardPoints().getAsInt());
  }

  private void cardPoints(String side, SideTally tally) {
    require(tally.cardPoints().isPresent(), side + ".cardPoints", "required in a contract with trumps");
    int points = tally.cardPoints().getAsInt();
    require(points >= 0 && points <= CARD_POINTS && points % 10 == 0, side + ".cardPoints",
        "card points are a multiple of 10 from 0 to 90");
  }

  private void lastTrick(SideTally declarer, SideTally defenders) {
    require(s.lastTrick().isPresent(), "lastTrick", "required in a contract with trumps");
    LastTrick last = s.lastTrick().get();
    SideTally winner = last.wonBy() == Side.DECLARER ? declarer : defenders;
    require(winner.tricks() > 0, "lastTrick.wonBy", "the side that won the last trick took a trick");
    require(winner.cardPoints().getAsInt() >= 10, "lastTrick.wonBy",
        "the side that won the last trick has at least its 10 card points");
    TrumpSeven seven = last.trumpSeven();
    // A bid ulti is also lost when its seven is forced out before the last trick, which the
    // declarer may then win with another card.
    boolean forcedOut = seven == TrumpSeven.DECLARER_LOST && s.has(Component.ULTI);
    boolean consistent = forcedOut || seven.impliedWinner().map(side -> side == last.wonBy()).orElse(true);
    require(consistent, "lastTrick.trumpSeven",
        "'" + seven.code() + "' contradicts the last trick won by the " + last.wonBy().englishName());
  }

  private void marriages(SideTally declarer, SideTally defenders, boolean trumps) {
    int forties = 0;
    int twenties = 0;
    for (Side side : Side.values()) {
      SideTally tally = side == Side.DECLARER ? declarer : defenders;
      String field = side.englishName() + ".marriages";
      for (int i = 0; i < tally.marriages().size(); i++) {
        int value = tally.marriages().get(i);
        require(value == 20 || value == 40, field + "[" + i + "]", "a marriage is declared as 20 or 40");
        forties += value == 40 ? 1 : 0;
        twenties += value == 20 ? 1 : 0;
      }
      if (!tally.marriages().isEmpty()) {
        require(trumps, field, "there are no 20s or 40s without trumps");
      }
    }
    require(forties <= 1, "defenders.marriages", "there is one trump marriage, so at most one 40");
    require(twenties <= 3, "defenders.marriages", "there are three plain suits, so at most three 20s");
    var rules = s.rules().declarations();
    if (!defenders.marriages().isEmpty()) {
      rules.opponentsForbidden(s.bid()).ifPresent(reason -> {
        throw fail("defenders.marriages", reason);
      });
    }
    for (int i = 0; i < declarer.marriages().size(); i++) {
      (declarer.marriages().get(i) == 40 ? rules.declarerForbiddenForty(s.bid(), i)
          : rules.declarerForbiddenTwenty(s.bid(), i)).ifPresent(reason -> {
        throw fail("declarer.marriages", reason);
      });
    }
  }

  private void fourOfAKind(String field, TakenBy takenBy, Component component) {
    if (takenBy == TakenBy.NONE) {
      return;
    }
    require(s.rules().knows(component), field, "the " + s.rules().id() + " rules have no " + component.englishName()
        + "; omit the field or say \"none\"");
    require(!s.gaveUp(), field, "a hand given up before the first lead has no tricks");
    require(s.bid().hasTrumps(), field, component.englishName() + " is scored only with trumps");
    require(takenBy != TakenBy.DEFENDERS || component == Component.FOUR_ACES && s.rules().scoring().silentFourAcesPooled(),
        field, "one player must take all four; the defenders' tricks are pooled only for a silent four aces, under"
            + " rules that say so");
    // Four cards of a rank are 40 card points in at least two tricks (three cards a trick).
    Side side = takenBy == TakenBy.DECLARER ? Side.DECLARER : Side.DEFENDERS;
    TakenBy other = component == Component.FOUR_ACES ? s.fourTens() : s.fourAces();
    boolean both = other != TakenBy.NONE && (other == TakenBy.DECLARER) == (side == Side.DECLARER);
    int points = both ? 80 : 40;
    int tricks = both ? 3 : 2;
    SideTally tally = s.tally(side);
    require(tally.tricks() >= tricks && tally.cardPoints().orElse(0) >= points, field,
        "all four " + (component == Component.FOUR_ACES ? "aces" : "tens") + (both ? " and all four "
            + (component == Component.FOUR_ACES ? "tens" : "aces") : "") + " are " + points + " card points in at least "
            + tricks + " tricks, and the " + side.englishName() + " took " + tricks(tally.tricks()) + " and "
            + tally.cardPoints().orElse(0) + " points");
  }

  private static String tricks(int tricks) {
    return tricks + (tricks == 1 ? " trick" : " tricks");
  }

  private static void require(boolean condition, String field, String rule) {
    if (!condition) {
      throw fail(field, rule);
    }
  }

  private static InvalidHandSummaryException fail(String field, String rule) {
    return new InvalidHandSummaryException(field, rule);
  }
}
