package hu.ulti.variants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Denomination;
import hu.ulti.core.contract.InvalidBidException;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Phase;
import hu.ulti.core.play.Side;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import hu.ulti.core.scoring.SettlementLine;
import hu.ulti.core.scoring.HandSummary;
import hu.ulti.core.scoring.LastTrick;
import hu.ulti.core.scoring.ScoreItem;
import hu.ulti.core.scoring.Scorer;
import hu.ulti.core.scoring.SideTally;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Suit-bid ulti (színlicit): pagat's variation and the table of the rules summary 003. */
class SuitBidRulesTest {
  private static final RuleSet RULES = RuleSets.byId("suit-bid");

  private static int total(String bid) {
    return RULES.values().total(RULES.parseBid(bid));
  }

  /**
   * The table, row by row: "Game 1 2 3 4 / 40-100 4 8 12 16 / 20-100 8 16 24 32 / Ulti 4 8 12 16 /
   * Durchmars 6 12 18 24 / Open Durchmars 12 24 36 48 / Betli 5 10 15 20 / Open Betli - - 30 40 /
   * Suitless Durchmars 24 / Suitless Open Durchmars 48".
   */
  @Test
  void theValueTable() {
    List<String> suits = List.of("acorn", "leaf", "bell", "heart");
    int[][] rows = {{1, 2, 3, 4}, {4, 8, 12, 16}, {8, 16, 24, 32}, {4, 8, 12, 16}, {6, 12, 18, 24},
        {12, 24, 36, 48}, {5, 10, 15, 20}};
    List<String> contracts = List.of("pass", "40-100", "20-100", "ulti", "durchmars", "open durchmars", "betli");
    for (int row = 0; row < rows.length; row++) {
      for (int column = 0; column < 4; column++) {
        Bid bid = RULES.parseBid(suits.get(column) + " " + contracts.get(row));
        List<Integer> values = RULES.values().componentValues(bid);
        // "Ulti" alone includes the simple game, worth the Game row.
        assertThat(values.get(values.size() - 1)).as(RULES.englishName(bid)).isEqualTo(rows[row][column]);
      }
    }
    assertThat(total("bell open betli")).isEqualTo(30);
    assertThat(total("heart open betli")).isEqualTo(40);
    assertThat(RULES.isBiddable(Bid.open(Denomination.NO_TRUMP_LEAVES, Component.BETLI))).isFalse();
    assertThat(total("no trump durchmars")).isEqualTo(24);
    assertThat(total("no trump open durchmars")).isEqualTo(48);
    assertThat(RULES.ladder().bids()).allSatisfy(bid -> assertThat(bid.denomination()).isNotEqualTo(Denomination.MINOR));
  }

  /** "the suit must be specified during the bidding. For Betlis, a suit is still mentioned, but it merely indicates the level of the contract." */
  @Test
  void theSuitIsNamedInEveryBid() {
    Bid leafUlti = RULES.parseBid("zöld ulti");
    assertThat(leafUlti.denomination()).isEqualTo(Denomination.LEAVES);
    assertThat(RULES.englishName(leafUlti)).isEqualTo("Leaf ulti");
    assertThat(RULES.hungarianName(leafUlti)).isEqualTo("Zöld ulti");
    assertThat(RULES.parseBid("tök betli").hasTrumps()).isFalse();
    assertThatThrownBy(() -> RULES.parseBid("ulti")).isInstanceOf(InvalidBidException.class)
        .hasMessageContaining("There is no 'Ulti' in the suit-bid rules");
    assertThatThrownBy(() -> RULES.parseBid("betli")).isInstanceOf(InvalidBidException.class);
  }

  /** pagat: "when leaves are trumps all scores are doubled; when bells are trumps they are trebled" - the lost ulti's extra penalty too (D38). */
  @Test
  void aLostBellUltiPaysThreeTimesTheAcornPenalty() {
    HandSummary hand = HandSummary.builder(RULES, RULES.parseBid("bell ulti")).trumps(Trumps.of(Suit.BELLS))
        .declarer(SideTally.of(60, 6)).defenders(SideTally.of(30, 4))
        .lastTrick(new LastTrick(Side.DEFENDERS, LastTrick.TrumpSeven.DECLARER_LOST)).build();
    SettlementLine ulti = Scorer.settle(hand).lines().stream().filter(l -> l.item() == ScoreItem.ULTI).findFirst().orElseThrow();
    assertThat(ulti.perDefender()).isEqualTo(-(12 + 12));
  }

  /** A silent ulti in leaves is worth twice the acorn one. */
  @Test
  void silentBonusesScaleWithTheSuit() {
    HandSummary hand = HandSummary.builder(RULES, RULES.parseBid("leaf pass")).trumps(Trumps.of(Suit.LEAVES))
        .declarer(SideTally.of(60, 6)).defenders(SideTally.of(30, 4))
        .lastTrick(new LastTrick(Side.DECLARER, LastTrick.TrumpSeven.DECLARER_WON)).build();
    SettlementLine ulti = Scorer.settle(hand).lines().stream().filter(l -> l.item() == ScoreItem.ULTI).findFirst().orElseThrow();
    assertThat(ulti.perDefender()).isEqualTo(4);
  }

  /** "Contrary to regular Ulti, the bidding ends after two passes"; the bid's suit is trumps, nobody names it afterwards. */
  @Test
  void twoPassesEndTheAuctionAndTheNamedSuitIsTrumps() {
    Deal deal = Deal.of(Seat.SEAT_2,
        CardSet.parse("HK HO H7 HA H10 LK LO A7 A8 A9 B7 B8"),
        CardSet.parse("AK AO AA A10 AU L7 L8 L9 L10 LA"),
        CardSet.parse("H8 H9 HU B9 B10 BU BO BK BA LU"),
        CardSet.empty());
    Game game = Game.start(RULES, deal)
        .apply(new Action.Bid(Seat.SEAT_0, CardSet.parse("A8 A9"), RULES.parseBid("leaf ulti")))
        .apply(new Action.Pass(Seat.SEAT_1))
        .apply(new Action.Pass(Seat.SEAT_2));
    assertThat(game.phase()).isEqualTo(Phase.PLAY);
    assertThat(game.contract().orElseThrow().trumps()).isEqualTo(Trumps.of(Suit.LEAVES));
  }

  /** D38's toggle: pagat's example implies a leaf open betli of 20 ("You can bid leaf open betli for 40 ... but not bell open betli, which is only 30"). */
  @Test
  void lowOpenBetliOption() {
    RuleSet low = RuleSets.byId("suit-bid-low-open-betli");
    assertThat(low.values().total(low.parseBid("leaf open betli"))).isEqualTo(20);
    assertThat(low.values().total(low.parseBid("acorn open betli"))).isEqualTo(10);
    assertThat(low.values().total(low.parseBid("bell open betli"))).isEqualTo(30);
  }
}
