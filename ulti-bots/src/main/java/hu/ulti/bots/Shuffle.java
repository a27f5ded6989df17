package hu.ulti.bots;

import hu.ulti.core.card.Card;
import java.util.List;
import java.util.random.RandomGenerator;

/** The bots' shuffle of unseen cards, shared by the play and the auction samplers. */
final class Shuffle {
  private Shuffle() {}

  /** Fisher–Yates on the caller's random source, so a seed repeats the sampler's deals. */
  static void cards(List<Card> cards, RandomGenerator random) {
    for (int i = cards.size() - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      Card swap = cards.get(i);
      cards.set(i, cards.get(j));
      cards.set(j, swap);
    }
  }
}
