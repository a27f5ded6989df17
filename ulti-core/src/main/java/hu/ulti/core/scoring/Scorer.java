package hu.ulti.core.scoring;

import hu.ulti.core.contract.Component;
import hu.ulti.core.play.Side;
import hu.ulti.core.rules.ScoringRules;
import hu.ulti.core.rules.UnbidHundredRules;
import hu.ulti.core.rules.UnbidHundredRules.BesideUnbidDurchmars;
import hu.ulti.core.scoring.LastTrick.TrumpSeven;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalInt;

/**
 * Scores one hand: {@code settle(summary)} is a pure function of a validated
 * {@link HandSummary}, whose rule set supplies every value and policy.
 *
 * <p>pagat's rules as implemented: each component is won or lost on its own, and the declarer is
 * paid by, or pays, each defender. The simple game goes to the side with more card points,
 * declared marriages included, and needs a trick; an unbid 100 doubles it (kontra included);
 * a side that takes every trick scores an unbid durchmars, which replaces the simple game and
 * takes its kontra, or is added where there is no simple game. 40-100 counts only the 40 and
 * 20-100 only one 20. A bid ulti is won only when the declarer's seven wins the last trick; lost,
 * it pays its value times its kontra plus an extra penalty that kontras never double. A seven
 * played to the last trick without a bid ulti scores a silent ulti for its side, or costs it.
 * Kontras double per component: both defenders in trump contracts, each for himself in betli and
 * (in the standard rules) no-trump durchmars.
 */
public final class Scorer {
  private static final int TRICKS = 10;
  /** The card points of an unbid 100, a 40-100 and a 20-100. */
  private static final int HUNDRED = 100;

  private Scorer() {}

  /**
   * {@return whether the declarer wins the simple game: "more card points than the opponents", declared
   * marriages included; "It is necessary to take at least one trick to win the game", and the
   * marriages of a side without a trick do not count}
   *
   * @param declarerPoints the declarer's card points (tricks and the last trick)
   * @param defenderPoints the defenders' card points (tricks, last trick and talon)
   * @param declarerMarriages the declarer marriages
   * @param declarerTricks the declarer tricks
   * @param defenderMarriages the defender marriages
   * @param defenderTricks the defender tricks
   */
  public static boolean simpleGameWon(int declarerPoints, int declarerMarriages, int declarerTricks,
      int defenderPoints, int defenderMarriages, int defenderTricks) {
    if (declarerTricks == 0) {
      return false;
    }
    int declarerTotal = declarerPoints + declarerMarriages;
    int defenderTotal = defenderPoints + (defenderTricks > 0 ? defenderMarriages : 0);
    return defenderTricks == 0 || declarerTotal > defenderTotal;
  }

  /**
   * {@return whether a bid 40-100 or 20-100 is won: its one marriage was declared (the 40 for 40-100, a 20
   * for 20-100) and the declarer's card points and that marriage reach 100}
   *
   * @param declaredMarriage the points of the bid's marriage if the declarer declared it, else empty
   * @param declarerPoints the declarer points
   */
  public static boolean hundredWon(int declarerPoints, OptionalInt declaredMarriage) {
    return declaredMarriage.isPresent() && declarerPoints + declaredMarriage.getAsInt() >= HUNDRED;
  }

  /**
   * {@return the settlement of the hand}
   *
   * @param summary the hand summary
   */
  public static Settlement settle(HandSummary summary) {
    List<SettlementLine> lines = new ArrayList<>();
    if (summary.gaveUp()) {
      givenUp(summary, lines);
    } else if (summary.bid().hasTrumps()) {
      trumpContract(summary, lines);
    } else {
      noTrumpContract(summary, lines);
    }
    lines.sort(Comparator.comparingInt(line -> line.item().ordinal()));
    return new Settlement(summary, lines);
  }

  private static void givenUp(HandSummary s, List<SettlementLine> lines) {
    ScoringRules rules = s.rules().scoring();
    if (rules.giveUp() != ScoringRules.GiveUp.ANY_CONTRACT_KONTRAD_VALUE) {
      lines.add(Line.of(ScoreItem.GAME, true, false,
              rules.giveUpCost() * s.value(Component.SIMPLE_GAME))
          .note("game given up before the first lead").build());
      return;
    }
    for (Component component : s.bid().components()) {
      int value = s.value(component);
      int penalty = component == Component.ULTI ? ultiPenalty(s) : 0;
      lines.add(Line.of(ScoreItem.of(component), true, false, value).levels(1, 1, 1).penalty(penalty)
          .note("given up before the first lead: pays the kontra'd value"
              + (penalty > 0 ? ", plus the " + penalty + " penalty for a lost bid ulti" : ""))
          .build());
    }
  }

  private static void trumpContract(HandSummary s, List<SettlementLine> lines) {
    SideTally declarer = s.tally(Side.DECLARER);
    SideTally defenders = s.tally(Side.DEFENDERS);
    ScoringRules rules = s.rules().scoring();
    Side allTricks = declarer.tricks() == TRICKS ? Side.DECLARER
        : defenders.tricks() == TRICKS ? Side.DEFENDERS : null;
    boolean silentDurchmars = allTricks != null && !s.has(Component.DURCHMARS);
    int gameLevel = s.commonDoublings(Component.SIMPLE_GAME);

    UnbidHundredRules hundred = rules.unbidHundred();
    if (s.has(Component.SIMPLE_GAME)) {
      int gameValue = s.value(Component.SIMPLE_GAME);
      if (silentDurchmars) {
        Side winner = allTricks;
        boolean hundredMade = unbidHundredMade(hundred, winner == Side.DECLARER ? declarer : defenders);
        boolean gameKept = hundredMade && hundred.besideUnbidDurchmars() == BesideUnbidDurchmars.DOUBLED_GAME_KEPT;
        if (gameKept) {
          lines.add(Line.of(ScoreItem.GAME, true, winner == Side.DECLARER, gameValue).level(gameLevel)
              .note("kept beside the unbid durchmars, doubled by the unbid 100").build());
        }
        lines.add(Line.of(ScoreItem.DURCHMARS, false, winner == Side.DECLARER,
                rules.silentDurchmars(s.scale()))
            .level(gameLevel)
            .note("unbid durchmars by the " + winner.englishName()
                + (gameKept ? ": added to the doubled game, with its kontra"
                    : ": replaces the simple game and takes its kontra"))
            .build());
        if (hundredMade && hundred.besideUnbidDurchmars() != BesideUnbidDurchmars.REPLACED) {
          unbidHundredLine(s, lines, winner, gameValue, rules.unbidHundredFollowsGameKontra() ? gameLevel : 0,
              gameKept ? " doubles the simple game kept beside the unbid durchmars"
                  : ", scored beside their unbid durchmars");
        }
      } else {
        boolean won = simpleGameWon(declarer.cardPoints().getAsInt(), declarer.marriagePoints(), declarer.tricks(),
            defenders.cardPoints().getAsInt(), defenders.marriagePoints(), defenders.tricks());
        lines.add(Line.of(ScoreItem.GAME, true, won, gameValue).level(gameLevel).build());
        Side winner = won ? Side.DECLARER : Side.DEFENDERS;
        if (unbidHundredMade(hundred, won ? declarer : defenders)) {
          unbidHundredLine(s, lines, winner, gameValue, rules.unbidHundredFollowsGameKontra() ? gameLevel : 0,
              " doubles the simple game");
        }
      }
    } else {
      if (silentDurchmars) {
        lines.add(Line.of(ScoreItem.DURCHMARS, false, allTricks == Side.DECLARER,
                rules.silentDurchmars(s.scale()))
            .note("unbid durchmars by the " + allTricks.englishName()
                + ": added, as there is no simple game to replace")
            .build());
      }
      boolean hundredBid = s.has(Component.FORTY_HUNDRED) || s.has(Component.TWENTY_HUNDRED);
      boolean replaced = silentDurchmars && hundred.besideUnbidDurchmars() == BesideUnbidDurchmars.REPLACED;
      if (hundred.scoredWithoutGame() && !hundredBid && !replaced) {
        for (Side side : Side.values()) {
          if (unbidHundredMade(hundred, side == Side.DECLARER ? declarer : defenders)) {
            unbidHundredLine(s, lines, side, tableGameValue(s), 0,
                ", scored although the contract has no simple game");
          }
        }
      }
    }
    hundred(s, lines, Component.FORTY_HUNDRED, 40);
    hundred(s, lines, Component.TWENTY_HUNDRED, 20);
    fourOfAKind(s, lines, Component.FOUR_ACES, s.fourAces(), allTricks);
    fourOfAKind(s, lines, Component.FOUR_TENS, s.fourTens(), allTricks);
    ulti(s, lines, gameLevel);
    if (s.has(Component.DURCHMARS)) {
      bidLine(s, lines, Component.DURCHMARS, declarer.tricks() == TRICKS, "");
    }
  }

  /** Whether the side made an unbid 100: 100 with the marriages these rules count, and a trick taken. */
  private static boolean unbidHundredMade(UnbidHundredRules rules, SideTally side) {
    return side.tricks() > 0 && rules.counted(side.cardPoints().getAsInt(), side.marriages()) >= HUNDRED;
  }

  /** The unbid 100's line for the side: the game's value, times the rules' factor for twenties only. */
  private static void unbidHundredLine(HandSummary s, List<SettlementLine> lines, Side side, int gameValue,
      int level, String how) {
    UnbidHundredRules rules = s.rules().scoring().unbidHundred();
    SideTally tally = s.tally(side);
    boolean twenties = rules.withTwentiesOnly(tally.marriages());
    int factor = twenties ? rules.twentyHundredFactor() : 1;
    String name = rules.twentyHundredFactor() == 1 ? "unbid 100" : twenties ? "unbid 20-100" : "unbid 40-100";
    lines.add(Line.of(ScoreItem.HUNDRED, false, side == Side.DECLARER, gameValue * factor).level(level)
        .note(name + " by the " + side.englishName() + " ("
            + rules.counted(tally.cardPoints().getAsInt(), tally.marriages()) + " with marriages"
            + (rules.marriages() == UnbidHundredRules.Marriages.ONE ? ", one counted" : "") + ")" + how
            + (factor > 1 ? ", worth " + factor + " times an unbid 40-100" : ""))
        .build());
  }

  /** The table value of a simple game in the contract's suit, for an unbid 100 in a contract without one. */
  private static int tableGameValue(HandSummary s) {
    return s.rules().values().value(Component.SIMPLE_GAME, s.bid().denomination())
        .orElseGet(() -> s.rules().values().value(Component.SIMPLE_GAME, s.scale()).orElse(1));
  }

  /** 40-100 or 20-100: at least 100 card points counting only the one marriage of the bid. */
  private static void hundred(HandSummary s, List<SettlementLine> lines, Component component, int marriage) {
    if (!s.has(component)) {
      return;
    }
    SideTally declarer = s.tally(Side.DECLARER);
    boolean declared = declarer.marriages().contains(marriage);
    boolean won = hundredWon(declarer.cardPoints().getAsInt(),
        declared ? OptionalInt.of(marriage) : OptionalInt.empty());
    bidLine(s, lines, component, won, declared ? ""
        : "lost automatically: the declarer did not declare the " + marriage);
  }

  /**
   * Four aces (or tens, variants): bid, won only when the declarer alone took all four, with no
   * extra penalty when lost; unbid, where the rules score it, for the side of the one player who
   * took all four, and annulled by any durchmars, bid or unbid (D06).
   */
  private static void fourOfAKind(HandSummary s, List<SettlementLine> lines, Component component,
      TakenBy taken, Side allTricks) {
    if (s.has(component)) {
      bidLine(s, lines, component, taken == TakenBy.DECLARER, "");
      return;
    }
    boolean annulled = s.rules().scoring().silentFourAcesAnnulledByDurchmars()
        && (s.has(Component.DURCHMARS) || allTricks != null);
    if (component != Component.FOUR_ACES || taken == TakenBy.NONE || annulled) {
      return;
    }
    OptionalInt value = s.rules().scoring().silentFourAces(s.scale());
    if (value.isPresent() && (taken != TakenBy.DEFENDERS || s.rules().scoring().silentFourAcesPooled())) {
      boolean declarer = taken == TakenBy.DECLARER;
      lines.add(Line.of(ScoreItem.FOUR_ACES, false, declarer, value.getAsInt())
          .note("unbid four aces, all taken by " + (declarer ? "the declarer"
              : taken == TakenBy.DEFENDERS ? "the defenders together" : "one defender"))
          .build());
    }
  }

  private static void ulti(HandSummary s, List<SettlementLine> lines, int gameLevel) {
    TrumpSeven seven = s.lastTrick().orElseThrow().trumpSeven();
    ScoringRules rules = s.rules().scoring();
    int silentLevel = rules.silentUltiFollowsGameKontra() && s.has(Component.SIMPLE_GAME) ? gameLevel : 0;
    if (s.has(Component.ULTI)) {
      boolean won = seven == TrumpSeven.DECLARER_WON;
      int value = s.value(Component.ULTI);
      int level = s.commonDoublings(Component.ULTI);
      int penalty = won ? 0 : ultiPenalty(s);
      String note = won ? "" : level > 0
          ? "lost bid ulti: " + value + " × " + (1 << level) + ", plus the " + penalty
              + " penalty that kontra does not double"
          : "lost bid ulti: " + value + ", plus the " + penalty + " penalty for losing a bid ulti";
      lines.add(Line.of(ScoreItem.ULTI, true, won, value).level(level).penalty(penalty).note(note).build());
    } else if (seven == TrumpSeven.DECLARER_WON || seven == TrumpSeven.DECLARER_LOST) {
      boolean won = seven == TrumpSeven.DECLARER_WON;
      lines.add(Line.of(ScoreItem.ULTI, false, won,
              won ? rules.silentUltiWon(s.scale()) : rules.silentUltiLost(s.scale()))
          .level(silentLevel)
          .note(won ? "unbid ulti: the declarer's trump seven won the last trick"
              : "unbid ulti lost: the declarer's trump seven was beaten in the last trick")
          .build());
    }
    if (seven == TrumpSeven.DEFENDER_WON || seven == TrumpSeven.DEFENDER_LOST) {
      boolean defendersWon = seven == TrumpSeven.DEFENDER_WON;
      lines.add(Line.of(ScoreItem.ULTI, false, !defendersWon,
              defendersWon ? rules.silentUltiWon(s.scale()) : rules.silentUltiLost(s.scale()))
          .level(silentLevel)
          .note(defendersWon ? "unbid ulti for the defenders: a defender's trump seven won the last trick"
              : "unbid ulti lost by the defenders: a defender's trump seven did not win the last"
                  + " trick (the penalty stands even if his partner took it)")
          .build());
    }
  }

  private static void noTrumpContract(HandSummary s, List<SettlementLine> lines) {
    SideTally declarer = s.tally(Side.DECLARER);
    SideTally defenders = s.tally(Side.DEFENDERS);
    if (s.has(Component.BETLI)) {
      bidLine(s, lines, Component.BETLI, declarer.tricks() == 0, "");
    } else {
      bidLine(s, lines, Component.DURCHMARS, defenders.tricks() == 0 && declarer.tricks() == TRICKS, "");
    }
  }

  /** A bid component's line with its kontras, individual where the contract has them. */
  private static void bidLine(HandSummary s, List<SettlementLine> lines, Component component, boolean won, String note) {
    ScoreItem item = ScoreItem.of(component);
    int value = s.value(component);
    int common = s.commonDoublings(component);
    int first = s.doublings(component, Kontra.Defender.FIRST);
    int second = s.doublings(component, Kontra.Defender.SECOND);
    Line line = Line.of(item, true, won, value).levels(common, first, second);
    if (first != second) {
      SettlementLine preview = line.build();
      note = "each defender kontras for himself: the first defender pays "
          + preview.firstDefenderPays() + ", the second " + preview.secondDefenderPays();
    }
    lines.add(line.note(note).build());
  }

  private static int ultiPenalty(HandSummary s) {
    return s.rules().values().lostUltiPenalty(s.scale()).orElse(0) * s.valueFactor(Component.ULTI);
  }

  /** Collects one line; amounts are derived from value, kontra levels and penalty. */
  private static final class Line {
    private final ScoreItem item;
    private final boolean bid;
    private final boolean won;
    private final int value;
    private int common;
    private int first;
    private int second;
    private int penalty;
    private String note = "";

    private Line(ScoreItem item, boolean bid, boolean won, int value) {
      this.item = item;
      this.bid = bid;
      this.won = won;
      this.value = value;
    }

    static Line of(ScoreItem item, boolean bid, boolean won, int value) {
      return new Line(item, bid, won, value);
    }

    Line level(int level) {
      return levels(level, level, level);
    }

    Line levels(int common, int first, int second) {
      this.common = common;
      this.first = first;
      this.second = second;
      return this;
    }

    /** An extra amount the declarer pays when the line is lost, never multiplied. */
    Line penalty(int penalty) {
      this.penalty = penalty;
      return this;
    }

    Line note(String note) {
      this.note = note;
      return this;
    }

    private int pays(int level) {
      return won ? value << level : -((value << level) + penalty);
    }

    SettlementLine build() {
      return new SettlementLine(item, bid, won, value, 1 << common, pays(common), pays(first),
          pays(second), note);
    }
  }
}
