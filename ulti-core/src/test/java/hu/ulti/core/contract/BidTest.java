package hu.ulti.core.contract;

import static hu.ulti.core.contract.Component.BETLI;
import static hu.ulti.core.contract.Component.DURCHMARS;
import static hu.ulti.core.contract.Component.FORTY_HUNDRED;
import static hu.ulti.core.contract.Component.SIMPLE_GAME;
import static hu.ulti.core.contract.Component.TWENTY_HUNDRED;
import static hu.ulti.core.contract.Component.ULTI;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.Suit;
import hu.ulti.core.play.Trumps;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;

/** The rules every bid obeys, quoted from pagat. */
class BidTest {

  private static void refused(BidRule rule, ThrowingCallable build) {
    assertThatThrownBy(build)
        .isInstanceOf(InvalidBidException.class)
        .satisfies(e -> assertThat(((InvalidBidException) e).rule()).isEqualTo(rule))
        .hasMessageContaining(rule.rule());
  }

  /** "Betli cannot be combined with any other bid." */
  @Test
  void betliStandsAlone() {
    refused(BidRule.BETLI_STANDS_ALONE, () -> Bid.of(Denomination.NO_TRUMP, BETLI, DURCHMARS));
    refused(BidRule.BETLI_STANDS_ALONE, () -> Bid.of(Denomination.MINOR, SIMPLE_GAME, ULTI, BETLI));
    // "There are no trumps, so the cards rank A, K, O, U, 10, 9, 8, 7."
    refused(BidRule.BETLI_HAS_NO_TRUMPS, () -> Bid.of(Denomination.HEARTS, BETLI));
  }

  /** "Durchmars without trumps cannot be combined with any other bid." */
  @Test
  void noTrumpDurchmarsStandsAlone() {
    refused(BidRule.NO_TRUMP_DURCHMARS_STANDS_ALONE, () -> Bid.of(Denomination.NO_TRUMP, ULTI, DURCHMARS));
    refused(BidRule.NO_TRUMP_DURCHMARS_STANDS_ALONE,
        () -> Bid.of(Denomination.NO_TRUMP_HEARTS, DURCHMARS, Component.FOUR_TENS));
  }

  /** "Ulti cannot be bid alone, but may be combined with any contract where there are trumps." */
  @Test
  void ultiNeedsTrumpsAndABase() {
    refused(BidRule.BONUS_NEEDS_BASE, () -> Bid.of(Denomination.MINOR, ULTI));
    refused(BidRule.NEEDS_TRUMPS, () -> Bid.of(Denomination.NO_TRUMP, SIMPLE_GAME, ULTI));
    assertThat(Bid.of(Denomination.MINOR, SIMPLE_GAME, ULTI).components()).containsExactly(SIMPLE_GAME, ULTI);
    assertThat(Bid.of(Denomination.HEARTS, FORTY_HUNDRED, ULTI).has(SIMPLE_GAME)).isFalse();
    assertThat(Bid.of(Denomination.MINOR, ULTI, DURCHMARS).has(SIMPLE_GAME)).isFalse();
  }

  /** "There is no score for the simple game when 40-100 is bid." 20-100 "replaces the simple game". */
  @Test
  void hundredsReplaceTheSimpleGameAndExcludeEachOther() {
    refused(BidRule.HUNDRED_REPLACES_SIMPLE_GAME, () -> Bid.of(Denomination.MINOR, SIMPLE_GAME, FORTY_HUNDRED));
    refused(BidRule.HUNDRED_REPLACES_SIMPLE_GAME, () -> Bid.of(Denomination.HEARTS, SIMPLE_GAME, TWENTY_HUNDRED));
    refused(BidRule.ONE_HUNDRED, () -> Bid.of(Denomination.MINOR, FORTY_HUNDRED, TWENTY_HUNDRED));
    refused(BidRule.NEEDS_TRUMPS, () -> Bid.of(Denomination.NO_TRUMP, TWENTY_HUNDRED));
  }

  /** Unbid durchmars "replaces the score for the simple game"; a bid durchmars carries no game. */
  @Test
  void durchmarsReplacesTheSimpleGame() {
    refused(BidRule.DURCHMARS_REPLACES_SIMPLE_GAME, () -> Bid.of(Denomination.MINOR, SIMPLE_GAME, ULTI, DURCHMARS));
  }

  /** "There are three forms of Betli" ... open; "Open Durchmars ... It can be played without trumps or ... with any suit." */
  @Test
  void onlyBetliAndDurchmarsAreOpen() {
    refused(BidRule.OPEN_ONLY_BETLI_OR_DURCHMARS, () -> Bid.open(Denomination.MINOR, SIMPLE_GAME, ULTI));
    assertThat(Bid.open(Denomination.HEARTS, FORTY_HUNDRED, DURCHMARS).isOpen()).isTrue();
    // Without trumps, hearts only marks the doubled betli and durchmars: everything else needs trumps.
    refused(BidRule.NEEDS_TRUMPS, () -> Bid.of(Denomination.NO_TRUMP_HEARTS, SIMPLE_GAME));
    refused(BidRule.SOME_COMPONENT, () -> Bid.of(Denomination.MINOR));
  }

  /** "the declarer names the trump suit, if not already specified in the bid". */
  @Test
  void contractsTakeTrumpsThatFitTheBid() {
    Bid ulti = Bid.of(Denomination.MINOR, SIMPLE_GAME, ULTI);
    assertThat(Contract.of(ulti, Trumps.of(Suit.LEAVES)).isUltiBid()).isTrue();
    assertThatThrownBy(() -> Contract.of(ulti, Trumps.of(Suit.HEARTS))).hasMessageContaining("minor");
    assertThatThrownBy(() -> Contract.of(ulti, Trumps.none())).hasMessageContaining("minor");
    assertThatThrownBy(() -> Contract.of(ulti)).hasMessageContaining("declarer names");
    Bid heartUlti = Bid.of(Denomination.HEARTS, SIMPLE_GAME, ULTI);
    assertThat(Contract.of(heartUlti).trumps()).isEqualTo(Trumps.of(Suit.HEARTS));
    // "Heart betli ... There are no trumps"
    Bid heartBetli = Bid.of(Denomination.NO_TRUMP_HEARTS, BETLI);
    assertThat(Contract.of(heartBetli).trumps()).isEqualTo(Trumps.none());
    assertThatThrownBy(() -> Contract.of(heartBetli, Trumps.of(Suit.HEARTS))).hasMessageContaining("none");
    assertThat(Contract.of(Bid.open(Denomination.NO_TRUMP, BETLI)).isOpen()).isTrue();
  }

  @Test
  void bidsAreValues() {
    assertThat(Bid.of(Denomination.MINOR, ULTI, SIMPLE_GAME)).isEqualTo(Bid.of(Denomination.MINOR, SIMPLE_GAME, ULTI));
    assertThat(Bid.of(Denomination.MINOR, SIMPLE_GAME, ULTI)).isNotEqualTo(Bid.of(Denomination.HEARTS, SIMPLE_GAME, ULTI));
    assertThat(Bid.open(Denomination.HEARTS, TWENTY_HUNDRED, ULTI, DURCHMARS).toString())
        .isEqualTo("hearts open 20-100 ulti durchmars");
  }

  /** isWellFormed is exactly what of and open accept, over every combination of components. */
  @Test
  void isWellFormedAgreesWithTheFactoriesOnEveryCombination() {
    Component[] all = Component.values();
    int wellFormed = 0;
    for (int mask = 0; mask < 1 << all.length; mask++) {
      Set<Component> components = EnumSet.noneOf(Component.class);
      for (Component component : all) {
        if ((mask & (1 << component.ordinal())) != 0) {
          components.add(component);
        }
      }
      for (Denomination denomination : Denomination.values()) {
        for (boolean open : new boolean[] {false, true}) {
          boolean accepted;
          try {
            Bid bid = open ? Bid.open(denomination, components) : Bid.of(denomination, components);
            accepted = bid.components().equals(List.copyOf(components));
          } catch (InvalidBidException e) {
            accepted = false;
          }
          assertThat(Bid.isWellFormed(denomination, open, components))
              .as("%s %s %s", denomination, open ? "open" : "", components).isEqualTo(accepted);
          wellFormed += accepted ? 1 : 0;
        }
      }
    }
    assertThat(wellFormed).isPositive();
  }
}
