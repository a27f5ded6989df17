package hu.ulti.bots;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.contract.Component;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.rules.RuleSet;
import org.junit.jupiter.api.Test;

/**
 * The sampling bot's auction when the other two have passed on its own bid: pagat, "If both the
 * other players pass you can always take the talon again and change to a different contract,
 * provided that it is higher than what you said before."
 */
class SamplingAuctionTest {
  private static final RuleSet STANDARD = RuleSet.standard();
  private static final SamplingBot BOT = new SamplingBot(12);

  /**
   * Forehand bids a heart simple game and lays down its own king and queen of hearts; both others
   * pass. Taking the talon back gives it those two cards, the forty with seven hearts headed by
   * ace and ten and three side aces: a heart 40-100 it makes. It knows the talon, so it takes it;
   * two unseen cards would almost never be that marriage, and nothing higher is worth playing
   * without it.
   */
  @Test
  void itTakesBackATalonItKnowsMakesAHigherBid() {
    Deal deal = Deal.of(Seat.SEAT_2, CardSet.parse("HA H10 HK HO HU H9 H8 AA LA BA A10 B7"),
        CardSet.parse("AK AO AU A9 A8 A7 LK LO LU L9"), CardSet.parse("L10 L8 L7 B10 BK BO BU B9 B8 H7"),
        CardSet.empty());
    Game game = Game.start(STANDARD, deal);
    game = game.apply(new Action.Bid(Seat.SEAT_0, CardSet.parse("HK HO"), STANDARD.parseBid("Heart simple game")));
    game = game.apply(new Action.Pass(Seat.SEAT_1));
    game = game.apply(new Action.Pass(Seat.SEAT_2));
    assertThat(game.view(Seat.SEAT_0).knownTalon()).contains(CardSet.parse("HK HO"));
    Action action = BOT.choose(game.view(Seat.SEAT_0), SeededRandom.of(1));
    assertThat(action).isEqualTo(new Action.TakeTalon(Seat.SEAT_0));
    Action.Bid raise = (Action.Bid) BOT.choose(game.apply(action).view(Seat.SEAT_0), SeededRandom.of(1));
    assertThat(raise.bid().has(Component.FORTY_HUNDRED)).as("%s", raise).isTrue();
  }

  /**
   * Forehand bids a heart 40-100 with seven hearts, the forty, ace and ten, and keeps a bell seven
   * of three low side cards; both others pass. Nothing higher can be made: no trump seven for an
   * ulti, no side marriage for a 20-100, and a low card left over that loses a durchmars whatever
   * it lays down. Passing plays the 40-100 it makes, so it passes.
   */
  @Test
  void itPassesOnItsOwnBidWhenNothingHigherIsWorthMore() {
    Deal deal = Deal.of(Seat.SEAT_2, CardSet.parse("HA H10 HK HO HU H9 H8 AA A10 B7 B8 L7"),
        CardSet.parse("AK AO AU A9 A8 A7 LK LO LU L9"), CardSet.parse("L10 LA L8 B10 BK BO BU B9 BA H7"),
        CardSet.empty());
    Game game = Game.start(STANDARD, deal);
    game = game.apply(new Action.Bid(Seat.SEAT_0, CardSet.parse("B8 L7"), STANDARD.parseBid("Heart 40-100")));
    game = game.apply(new Action.Pass(Seat.SEAT_1));
    game = game.apply(new Action.Pass(Seat.SEAT_2));
    assertThat(BOT.choose(game.view(Seat.SEAT_0), SeededRandom.of(1))).isEqualTo(new Action.Pass(Seat.SEAT_0));
  }
}
