package hu.ulti.core.rules;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.List;
import java.util.Objects;

/**
 * How an unbid 100 (csendes száz) is scored. pagat: "If either side takes 100 card points in a
 * trump contract without having bid 20-100 or 40-100, then (provided they take at least one trick)
 * score for the simple game is doubled. ... For an unbid 100, more than one twenty or forty may be
 * included in the 100 points." {@link #standard()} is that text with the defaults of D26; each
 * other reading is an option that a real rule set plays.
 *
 * <p>Guarantees: immutable and thread-safe.
 */
public final class UnbidHundredRules {
  /** Which marriages of the side count toward its 100. */
  public enum Marriages {
    /** "more than one twenty or forty may be included in the 100 points" (pagat). */
    ALL,
    /** Only one marriage counts: the forty if the side declared it, else one twenty. */
    ONE
  }

  /** What happens to an unbid 100 when the same side also makes an unbid durchmars (D26). */
  public enum BesideUnbidDurchmars {
    /** "the unbid durchmars replaces the game, including the doubled game" (D26's default). */
    REPLACED,
    /** The unbid 100 is scored beside the unbid durchmars, which still replaces the game (D26's alternative). */
    ADDED,
    /** The whole doubled game is kept (the game and the unbid 100) and the unbid durchmars is added to it. */
    DOUBLED_GAME_KEPT
  }

  private static final UnbidHundredRules STANDARD =
      new UnbidHundredRules(Marriages.ALL, BesideUnbidDurchmars.REPLACED, 1, false);

  private final Marriages marriages;
  private final BesideUnbidDurchmars besideUnbidDurchmars;
  private final int twentyHundredFactor;
  private final boolean scoredWithoutGame;

  private UnbidHundredRules(Marriages marriages, BesideUnbidDurchmars beside, int twentyHundredFactor,
      boolean scoredWithoutGame) {
    this.marriages = Objects.requireNonNull(marriages, "marriages");
    this.besideUnbidDurchmars = Objects.requireNonNull(beside, "besideUnbidDurchmars");
    checkArgument(twentyHundredFactor >= 1 && twentyHundredFactor <= 4,
        "An unbid 20-100 is worth one to four times an unbid 40-100, not %s", twentyHundredFactor);
    this.twentyHundredFactor = twentyHundredFactor;
    this.scoredWithoutGame = scoredWithoutGame;
  }

  /** {@return pagat's main text with D26's defaults} */
  public static UnbidHundredRules standard() {
    return STANDARD;
  }

  /** {@return which marriages count toward the 100} */
  public Marriages marriages() {
    return marriages;
  }

  /** {@return what an unbid durchmars of the same side does to the unbid 100} */
  public BesideUnbidDurchmars besideUnbidDurchmars() {
    return besideUnbidDurchmars;
  }

  /**
   * {@return how many times the bonus of an unbid 100 made with a forty (the game's value) an unbid
   * 100 made with twenties only is worth: 1 under pagat}
   */
  public int twentyHundredFactor() {
    return twentyHundredFactor;
  }

  /**
   * {@return whether an unbid 100 is also scored in a trump contract without a simple game (and without
   * a bid 40-100 or 20-100), for the simple game's table value; pagat scores it only by doubling the
   * simple game, so not}
   */
  public boolean scoredWithoutGame() {
    return scoredWithoutGame;
  }

  /**
   * {@return the points a side counts toward its 100: its card points and its marriages as these rules
   * count them}
   *
   * @param cardPoints the side's card points
   * @param marriages the points of the side's counted marriages (20 or 40 each)
   */
  public int counted(int cardPoints, List<Integer> marriages) {
    Objects.requireNonNull(marriages, "marriages");
    int total = cardPoints;
    int best = 0;
    for (int marriage : marriages) {
      total += marriage;
      best = Math.max(best, marriage);
    }
    return this.marriages == Marriages.ALL ? total : cardPoints + best;
  }

  /**
   * {@return whether the 100 the side made is an unbid 20-100: no forty among its counted marriages}
   *
   * @param marriages the points of the side's counted marriages
   */
  public boolean withTwentiesOnly(List<Integer> marriages) {
    Objects.requireNonNull(marriages, "marriages");
    return !marriages.contains(40);
  }

  /**
   * {@return these rules with the marriages counted as given}
   *
   * @param counted which marriages count toward the 100
   */
  public UnbidHundredRules withMarriages(Marriages counted) {
    return new UnbidHundredRules(counted, besideUnbidDurchmars, twentyHundredFactor, scoredWithoutGame);
  }

  /**
   * {@return these rules with the given treatment beside an unbid durchmars}
   *
   * @param beside what an unbid durchmars of the same side does to the unbid 100
   */
  public UnbidHundredRules withBesideUnbidDurchmars(BesideUnbidDurchmars beside) {
    return new UnbidHundredRules(marriages, beside, twentyHundredFactor, scoredWithoutGame);
  }

  /**
   * {@return these rules with an unbid 20-100 worth the given multiple of an unbid 40-100}
   *
   * @param factor 1 to 4
   * @throws IllegalArgumentException outside 1 to 4
   */
  public UnbidHundredRules withTwentyHundredFactor(int factor) {
    return new UnbidHundredRules(marriages, besideUnbidDurchmars, factor, scoredWithoutGame);
  }

  /**
   * {@return these rules with the unbid 100 scored in contracts without a simple game too, or not}
   *
   * @param scored {@code true} to score it there too
   */
  public UnbidHundredRules withScoredWithoutGame(boolean scored) {
    return new UnbidHundredRules(marriages, besideUnbidDurchmars, twentyHundredFactor, scored);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof UnbidHundredRules o && marriages == o.marriages
        && besideUnbidDurchmars == o.besideUnbidDurchmars && twentyHundredFactor == o.twentyHundredFactor
        && scoredWithoutGame == o.scoredWithoutGame;
  }

  @Override
  public int hashCode() {
    return Objects.hash(marriages, besideUnbidDurchmars, twentyHundredFactor, scoredWithoutGame);
  }

  @Override
  public String toString() {
    return "UnbidHundredRules[marriages=" + marriages + ", besideUnbidDurchmars=" + besideUnbidDurchmars
        + ", twentyHundredFactor=" + twentyHundredFactor + ", scoredWithoutGame=" + scoredWithoutGame + "]";
  }
}
