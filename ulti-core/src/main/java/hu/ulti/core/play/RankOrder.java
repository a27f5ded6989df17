package hu.ulti.core.play;

import hu.ulti.core.card.Rank;
import java.util.List;

/**
 * The order in which the ranks of a suit beat each other. It depends on the contract: with
 * trumps the ten ranks second (A 10 K O U 9 8 7); without trumps it ranks between the under and
 * the nine (A K O U 10 9 8 7). Which contract uses which order is decided by {@link TrickRules}.
 */
public enum RankOrder {
  /** With a trump suit: A 10 K O U 9 8 7. */
  WITH_TRUMPS(List.of(Rank.ACE, Rank.TEN, Rank.KING, Rank.OVER, Rank.UNDER, Rank.NINE, Rank.EIGHT, Rank.SEVEN)),
  /** Without trumps (betli, no-trump durchmars): A K O U 10 9 8 7. */
  WITHOUT_TRUMPS(List.of(Rank.ACE, Rank.KING, Rank.OVER, Rank.UNDER, Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN));

  private final List<Rank> strongestFirst;

  RankOrder(List<Rank> strongestFirst) {
    this.strongestFirst = strongestFirst;
  }

  /** {@return the ranks from strongest to weakest} */
  public List<Rank> strongestFirst() {
    return strongestFirst;
  }

  /**
   * {@return strength of each rank by {@link Rank#ordinal()}: higher beats lower, 7 the strongest}
   */
  public int[] strengths() {
    int[] strength = new int[Rank.values().length];
    int next = strength.length - 1;
    for (Rank rank : strongestFirst) {
      strength[rank.ordinal()] = next--;
    }
    return strength;
  }

  /**
   * {@return whether {@code rank} beats {@code other} when both are of the same suit}
   *
   * @param rank the rank
   * @param other the value to compare with
   */
  public boolean beats(Rank rank, Rank other) {
    return strongestFirst.indexOf(rank) < strongestFirst.indexOf(other);
  }
}
