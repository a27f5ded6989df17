package hu.ulti.core.solve;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Component;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.play.Side;
import hu.ulti.core.rules.RuleSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Positions worked out by hand, and the claim referee on them. */
class KnownPositionsTest {
  private static final RuleSet RULES = RuleSet.standard();
  private static final Seat DECLARER = Seat.SEAT_0;

  /** Forehand (seat 0) bids {@code bid} with twelve cards, discarding {@code talon}; all pass. */
  private static Game declared(String declarer, String first, String second, String talon, String bid) {
    Deal deal = Deal.of(Seat.SEAT_2, CardSet.parse(declarer).union(CardSet.parse(talon)),
        CardSet.parse(first), CardSet.parse(second), CardSet.empty());
    return Game.start(RULES, deal)
        .apply(new Action.Bid(DECLARER, CardSet.parse(talon), RULES.parseBid(bid)))
        .apply(new Action.Pass(Seat.SEAT_1)).apply(new Action.Pass(Seat.SEAT_2)).apply(new Action.Pass(DECLARER));
  }

  private static Game play(Game game, String... cards) {
    for (String card : cards) {
      game = game.apply(new Action.Play(game.toAct().orElseThrow(), Card.parse(card)));
    }
    return game;
  }

  /** The declarer holds the three lowest cards of two suits and the two lowest of the others: every suit he leads or follows, a defender must beat. */
  @Test
  void aBetliThatCannotBeLost() {
    Game game = declared("A7 A8 A9 L7 L8 L9 H7 H8 B7 B8",
        "AU A10 AO AK AA L10 LU LO LK LA", "H9 H10 HU HO HK HA B9 B10 BU BO", "BK BA", "Open betli");
    Solution solution = Solver.solve(game);
    assertThat(solution.made()).containsEntry(Component.BETLI, true);
    assertThat(solution.cards()).allMatch(value -> value.keepsEverything(solution));
    assertThat(Claims.granted(game, Claim.DECLARER_TAKES_NO_FURTHER_TRICK)).isTrue();
    assertThat(Claims.granted(game, Claim.DECLARER_MUST_TAKE_A_TRICK)).isFalse();
    assertThat(Claims.granted(game, Side.DECLARER, Component.BETLI)).isTrue();
    // After the exposure, the same holds.
    Game later = play(game, "B7", "AA", "B9");
    assertThat(Claims.granted(later, Claim.DECLARER_TAKES_NO_FURTHER_TRICK)).isTrue();
  }

  /**
   * A no-trump durchmars with eight acorns, the leaf ace and the leaf seven: it fails only if
   * seat 1 keeps two leaves to the end (one to follow the ace, one to beat the seven).
   */
  @Test
  void aDurchmarsThatFailsToOneDefence() {
    Game game = declared("AA AK AO AU A10 A9 A8 A7 LA L7",
        "L8 L9 L10 LU LO LK H7 H8 H9 H10", "HU HO HK HA B7 B8 B9 B10 BU BO", "BK BA", "Open durchmars");
    assertThat(Solver.solve(game).made()).containsEntry(Component.DURCHMARS, false);
    assertThat(Claims.granted(game, Claim.DECLARER_TAKES_EVERY_REMAINING_TRICK)).isFalse();
    assertThat(Claims.granted(game, Claim.DEFENDERS_TAKE_A_TRICK)).isTrue();
    // Seven acorn tricks; seat 1 throws leaves and hearts until he holds L8 L9 H7.
    String[] discards1 = {"LK", "LO", "LU", "L10", "H10", "H9", "H8"};
    String[] discards2 = {"B7", "B8", "B9", "B10", "BU", "BO", "HU"};
    String[] acorns = {"AA", "AK", "AO", "AU", "A10", "A9", "A8"};
    for (int i = 0; i < 7; i++) {
      game = play(game, acorns[i], discards1[i], discards2[i]);
    }
    game = play(game, "A7");
    assertThat(game.hand(Seat.SEAT_1)).isEqualTo(CardSet.parse("L8 L9 H7"));
    Solution solution = Solver.solve(game);
    assertThat(solution.made()).containsEntry(Component.DURCHMARS, false);
    // Only keeping both leaves beats it: discarding either leaf lets the declarer through.
    assertThat(solution.cards()).extracting(v -> v.card().code(), v -> v.made().get(Component.DURCHMARS), v -> v.keeps().contains(Component.DURCHMARS))
        .containsExactlyInAnyOrder(
            org.assertj.core.groups.Tuple.tuple("L8", true, false),
            org.assertj.core.groups.Tuple.tuple("L9", true, false),
            org.assertj.core.groups.Tuple.tuple("H7", false, true));
    assertThat(Claims.granted(play(game, "L8"), Claim.DECLARER_TAKES_EVERY_REMAINING_TRICK)).isTrue();
    assertThat(Claims.granted(play(game, "H7"), Claim.DEFENDERS_TAKE_A_TRICK)).isTrue();
  }

  @Test
  void aSimpleGameCountsGuaranteedCardPoints() {
    // Hearts trumps; the declarer holds all eight hearts and both remaining aces: he takes everything.
    Game game = declared("HA H10 HK HO HU H9 H8 H7 AA LA",
        "A10 AK AO AU A9 A8 A7 L10 LK LO", "LU L9 L8 L7 BA B10 BK BO BU B9", "B8 B7", "Heart simple game");
    Solution solution = Solver.solve(game);
    assertThat(solution.declarerCardPoints()).isEqualTo(90);
    assertThat(solution.made()).containsEntry(Component.SIMPLE_GAME, true);
    assertThat(Claims.granted(game, Claim.DECLARER_TAKES_EVERY_REMAINING_TRICK)).isTrue();
    assertThat(List.copyOf(solution.cards())).isNotEmpty();
  }

  /**
   * An acorn ulti durchmars the declarer cannot make as a durchmars (the defenders hold the trump
   * ace) though he can make the ulti: each goal of one solve has its own answer.
   */
  @Test
  void ultiAndDurchmarsOfOneSolveAreAnsweredApart() {
    Game game = declared("A10 A7 AK AO B10 B7 HA HO L10 LK", "A8 AA B9 BO H10 H9 HK HU LA LO",
        "A9 AU B8 BA BU H7 H8 L8 L9 LU", "BK L7", "Ulti durchmars")
        .apply(new Action.NameTrumps(DECLARER, Suit.ACORNS));
    var play = game.trickPlay().orElseThrow();
    boolean ulti = Solver.declarerMakes(RULES, play, Component.ULTI);
    assertThat(Solver.declarerMakes(RULES, play, Component.DURCHMARS)).isFalse();
    Solution solution = Solver.solve(game);
    assertThat(solution.made()).containsEntry(Component.DURCHMARS, false).containsEntry(Component.ULTI, ulti);
    assertThat(Claims.granted(game, Side.DECLARER, Component.DURCHMARS)).isFalse();
  }
}
