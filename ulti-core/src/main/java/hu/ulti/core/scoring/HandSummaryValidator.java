package hu.ulti.core.scoring;

import hu.ulti.core.rules.ScoringRules;

import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Denomination;
import hu.ulti.core.play.Side;
import hu.ulti.core.scoring.LastTrick.TrumpSeven;
import hu.ulti.core.rules.ScoringRules.IndividualKontra;
import java.util.List;

/** The checks a hand summary must pass; each failure names the JSON field and the rule. */
final class HandSummaryValidator {
  private static final int TRICKS = 10;
  private static final int CARD_POINTS = 90;

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
      throw fail("trump", "required for a bid with trumps");
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
      Component component = kontra.item().component().orElse(null);
      require(component != null && s.has(component), field + ".component",
          "'" + kontra.item().code() + "' is not a component of the bid '"
              + s.rules().englishName(s.bid()) + "'; only bid components can be kontra'd");
      if (kontra.by() != Kontra.By.BOTH) {
        require(individualKontra(), field + ".by",
            "a kontra binds both defenders here; a defender kontras for himself alone only in "
                + (s.rules().scoring().individualKontra() == IndividualKontra.BETLI_ONLY
                    ? "betli" : "betli and no-trump durchmars"));
      }
      for (int j = 0; j < i; j++) {
        Kontra earlier = kontras.get(j);
        boolean overlap = earlier.by() == Kontra.By.BOTH || kontra.by() == Kontra.By.BOTH
            || earlier.by() == kontra.by();
        require(!(earlier.item() == kontra.item() && overlap), field,
            "the " + kontra.item().code() + " is kontra'd for the same defender twice (see kontra["
                + j + "]); give only the final level");
      }
    }
  }

  /** Value factors and five-card kontras exist only under half-hand rules, on bid components. */
  private void halfHand() {
    if (s.valueFactors().isEmpty() && s.halfHandKontraMap().isEmpty()) {
      return;
    }
    for (java.util.Map.Entry<Component, Integer> entry : s.valueFactors().entrySet()) {
      String field = "halfHand.factors." + ScoreItem.of(entry.getKey()).code();
      require(s.has(entry.getKey()), field, "only a component of the bid has a value factor");
      int factor = entry.getValue();
      require(factor == 1 || factor == 2 || factor == 4, field,
          "a component counts 1, 2 or 4 times its value, not " + factor);
      require(factor == 1 || s.rules().halfHand().isPlayed(), field,
          "the " + s.rules().id() + " rules have no half-hand phase, so every component counts once");
    }
    for (java.util.Map.Entry<Component, Integer> entry : s.halfHandKontraMap().entrySet()) {
      ScoreItem item = ScoreItem.of(entry.getKey());
      String field = "halfHand.kontras." + item.code();
      int levels = entry.getValue();
      require(levels == 0 || s.rules().halfHand().isPlayed(), field,
          "the " + s.rules().id() + " rules have no half-hand phase");
      require(levels >= 0 && levels <= Math.min(s.kontraLevel(item, Kontra.By.FIRST), s.kontraLevel(item, Kontra.By.SECOND)),
          field, "the kontras said with five cards are some of the component's kontra levels: at most "
              + Math.min(s.kontraLevel(item, Kontra.By.FIRST), s.kontraLevel(item, Kontra.By.SECOND)) + ", not " + levels);
    }
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
      rules.declarerForbidden(s.bid(), declarer.marriages().get(i) == 40, i).ifPresent(reason -> {
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
