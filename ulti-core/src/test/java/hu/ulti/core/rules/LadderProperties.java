package hu.ulti.core.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Denomination;
import hu.ulti.core.contract.InvalidBidException;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Example;

class LadderProperties {
  private static final RuleSet STANDARD = RuleSet.standard();

  @Provide
  Arbitrary<Bid> ladderBids() {
    return Arbitraries.of(STANDARD.ladder().bids());
  }

  @Property
  void rankingIsAStrictWeakOrderConsistentWithTheSteps(
      @ForAll("ladderBids") Bid a, @ForAll("ladderBids") Bid b, @ForAll("ladderBids") Bid c) {
    int ab = Integer.signum(STANDARD.compare(a, b));
    assertThat(STANDARD.compare(a, a)).isZero();
    assertThat(Integer.signum(STANDARD.compare(b, a))).isEqualTo(-ab);
    if (ab < 0 && STANDARD.compare(b, c) < 0) {
      assertThat(STANDARD.compare(a, c)).isNegative();
    }
    if (ab == 0 && STANDARD.compare(b, c) == 0) {
      assertThat(STANDARD.compare(a, c)).isZero();
    }
    int steps = Integer.compare(STANDARD.ladder().step(a).getAsInt(), STANDARD.ladder().step(b).getAsInt());
    assertThat(steps).isEqualTo(ab);
    assertThat(STANDARD.canOvercall(a, b)).isEqualTo(ab > 0);
  }

  /** Both names read back, with the words shuffled, in any case, with or without accents. */
  @Property
  void everyBidRoundTripsThroughBothNames(@ForAll("ladderBids") Bid bid, @ForAll long seed, @ForAll boolean upper, @ForAll boolean stripAccents) {
    for (String name : List.of(STANDARD.englishName(bid), STANDARD.hungarianName(bid))) {
      assertThat(STANDARD.parseBid(name)).isEqualTo(bid);
      List<String> words = new ArrayList<>(List.of(name.split(" ")));
      Collections.shuffle(words, new Random(seed));
      String text = String.join(" ", words);
      text = upper ? text.toUpperCase(Locale.ROOT) : text.toLowerCase(Locale.ROOT);
      if (stripAccents) {
        text = Normalizer.normalize(text, Normalizer.Form.NFD).replaceAll("\\p{Mn}", "");
      }
      assertThat(STANDARD.parseBid(text)).as(text).isEqualTo(bid);
    }
  }

  /**
   * Every one of the combinations of components, denomination and openness is on the
   * ladder exactly when a plain reading of pagat's rules allows it, and is refused otherwise.
   */
  @Example
  void everyInvalidCombinationIsRefused() {
    int biddable = 0;
    Component[] all = Component.values();
    for (int mask = 0; mask < 1 << all.length; mask++) {
      Set<Component> components = EnumSet.noneOf(Component.class);
      for (Component component : all) {
        if ((mask & (1 << component.ordinal())) != 0) {
          components.add(component);
        }
      }
      for (Denomination denomination : Denomination.values()) {
        for (boolean open : new boolean[] {false, true}) {
          boolean allowed = pagatAllows(components, denomination, open);
          Bid bid;
          try {
            bid = open ? Bid.open(denomination, components) : Bid.of(denomination, components);
          } catch (InvalidBidException refused) {
            assertThat(allowed).as("%s %s open=%s refused: %s", components, denomination, open, refused.getMessage()).isFalse();
            continue;
          }
          assertThat(STANDARD.isBiddable(bid)).as(bid.toString()).isEqualTo(allowed);
          if (allowed) {
            biddable++;
          } else {
            assertThatThrownBy(() -> STANDARD.requireBiddable(bid)).isInstanceOf(InvalidBidException.class);
          }
        }
      }
    }
    assertThat(biddable).isEqualTo(38);
  }

  /** pagat's rules written out plainly: the bids of its table and nothing else. */
  private static boolean pagatAllows(Set<Component> c, Denomination d, boolean open) {
    if (c.contains(Component.FOUR_ACES) || c.contains(Component.FOUR_TENS) || c.isEmpty()) {
      return false;
    }
    if (d.namedSuit().isPresent() && !d.isHearts()) {
      // "In the standard rules a minor suit is not named in the bid."
      return false;
    }
    if (c.equals(EnumSet.of(Component.BETLI))) {
      // Betli 5, heart betli 10, open betli 20.
      return d == Denomination.NO_TRUMP || d == Denomination.NO_TRUMP_HEARTS && !open;
    }
    if (!d.hasTrumps()) {
      // Durchmars 6, heart durchmars 12, open durchmars 24, all without trumps.
      return c.equals(EnumSet.of(Component.DURCHMARS)) && (d == Denomination.NO_TRUMP || !open);
    }
    if (c.contains(Component.BETLI)) {
      return false;
    }
    boolean game = c.contains(Component.SIMPLE_GAME);
    boolean forty = c.contains(Component.FORTY_HUNDRED);
    boolean twenty = c.contains(Component.TWENTY_HUNDRED);
    boolean ulti = c.contains(Component.ULTI);
    boolean durchmars = c.contains(Component.DURCHMARS);
    if (forty && twenty || game && (forty || twenty) || open && !durchmars) {
      return false;
    }
    if (durchmars) {
      return !game && (ulti || forty || twenty);
    }
    // Pass, ulti (with the game), 40-100 and 20-100, with or without ulti.
    return game || forty || twenty;
  }
}
