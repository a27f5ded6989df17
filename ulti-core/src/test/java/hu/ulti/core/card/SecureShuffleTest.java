package hu.ulti.core.card;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.game.Game;
import hu.ulti.core.rules.RuleSet;
import java.security.SecureRandom;
import java.util.HashSet;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

class SecureShuffleTest {
  @Test
  void dealsFromTheOperatingSystemsEntropyAndNeverRepeats() {
    RandomGenerator random = SecureShuffle.random();
    assertThat(random).isInstanceOf(SecureRandom.class);
    Set<Deal> deals = new HashSet<>();
    for (int i = 0; i < 100; i++) {
      deals.add(Game.deal(RuleSet.standard(), Seat.SEAT_0, random).deal());
      deals.add(Game.deal(RuleSet.standard(), Seat.SEAT_0, SecureShuffle.random()).deal());
    }
    assertThat(deals).hasSize(200);
  }
}
