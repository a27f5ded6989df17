package hu.ulti.bots;

import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.rules.RuleSet;
import java.util.List;

/**
 * The summed results of each bid under each option it allows, over the samples taken. A bid's
 * value counts one more sample than were solved: an imagined one in which every component is
 * lost. Without it, the bid worth most on a handful of double-dummy samples is mostly the one
 * luckiest in them: on 400 deals drawn from seed 99 the fast level's auction declared two and
 * a half times as many contracts as the rule of thumb's, made every bid component of fewer than
 * a third of them, and lost 2.07 [1.35, 2.80] game points per game to the rule of thumb's
 * bidding with the same card play ({@code ContractsDeclared} in the benchmarks counts them).
 */
final class BidEstimates {
  /** Options 0 to 3 are the suits as trumps; then no trumps for betli, and no trumps otherwise. */
  static final int BETLI = 4;
  static final int NO_TRUMP = 5;
  static final int OPTIONS = 6;

  private final List<Bid> bids;
  private final boolean[][] allowed;
  private final double[][] sum;
  /** Whether each bid's option made it in every sample (for open bids). */
  private final boolean[][] alwaysMade;
  /** How many samples solved each bid's option (a suit too short to try is skipped). */
  private final int[][] solved;
  private int samples;

  /** Each bid's result with every component lost: the imagined sample. */
  private final double[] lost;

  /** The hand's cards in each option's trump suit; 0 without trumps. */
  private final int[] length = new int[OPTIONS];

  BidEstimates(RuleSet rules, List<Bid> bids, CardSet hand) {
    this.bids = bids;
    for (Suit suit : Suit.values()) {
      length[suit.ordinal()] = hand.count(suit);
    }
    this.lost = new double[bids.size()];
    for (int b = 0; b < bids.size(); b++) {
      lost[b] = lost(rules, bids.get(b));
    }
    this.allowed = new boolean[bids.size()][OPTIONS];
    this.sum = new double[bids.size()][OPTIONS];
    this.alwaysMade = new boolean[bids.size()][OPTIONS];
    this.solved = new int[bids.size()][OPTIONS];
    for (int b = 0; b < bids.size(); b++) {
      Bid bid = bids.get(b);
      for (int option = 0; option < OPTIONS; option++) {
        allowed[b][option] = option < 4 ? bid.allows(Trumps.of(Suit.values()[option]))
            : !bid.hasTrumps() && bid.has(Component.BETLI) == (option == BETLI);
        alwaysMade[b][option] = true;
      }
    }
  }

  /** {@return how many samples were added} */
  int samples() {
    return samples;
  }

  /** {@return whether a bid may be played under an option (a suit as trumps, or none)} */
  boolean allows(int bid, int option) {
    return allowed[bid][option];
  }

  /** {@return whether at least one sample solved a bid under an option} */
  boolean solved(int bid, int option) {
    return solved[bid][option] > 0;
  }

  boolean anyAllows(int option) {
    for (boolean[] options : allowed) {
      if (options[option]) {
        return true;
      }
    }
    return false;
  }

  boolean anyAsks(int option, Component... components) {
    for (int b = 0; b < bids.size(); b++) {
      for (Component component : components) {
        if (allowed[b][option] && bids.get(b).has(component)) {
          return true;
        }
      }
    }
    return false;
  }

  void add(double[][] results) {
    for (int b = 0; b < bids.size(); b++) {
      for (int option = 0; option < OPTIONS; option++) {
        if (!Double.isNaN(results[b][option])) {
          sum[b][option] += results[b][option];
          alwaysMade[b][option] &= results[b][option] > 0;
          solved[b][option]++;
        }
      }
    }
    samples++;
  }

  /** The option worth most for a bid; of equals, the trump suit the hand holds most of. */
  int option(int bid) {
    int best = -1;
    for (int option = 0; option < OPTIONS; option++) {
      if (solved[bid][option] > 0 && (best < 0 || better(bid, option, best))) {
        best = option;
      }
    }
    return best;
  }

  /** Whether one solved option is worth more for a bid than another; of equals, the longer trump suit. */
  boolean better(int bid, int option, int than) {
    return mean(bid, option) > mean(bid, than) || mean(bid, option) == mean(bid, than) && length[option] > length[than];
  }

  /**
   * The result of a bid under its best option, averaged over its samples and the imagined lost
   * one; an open bid not always made counts as hopeless.
   */
  double value(int bid) {
    int option = option(bid);
    if (option < 0 || bids.get(bid).isOpen() && !alwaysMade[bid][option]) {
      return Double.NEGATIVE_INFINITY;
    }
    return (sum[bid][option] + lost[bid]) / (solved[bid][option] + 1);
  }

  double mean(int bid, int option) {
    return sum[bid][option] / solved[bid][option];
  }

  /** The bid worth most; the lowest of equals. */
  int best() {
    int best = 0;
    for (int b = 1; b < bids.size(); b++) {
      if (value(b) > value(best)) {
        best = b;
      }
    }
    return best;
  }

  /** What the declarer pays each defender for a lost component: its value, and for an ulti its penalty. */
  static int loss(RuleSet rules, Bid bid, Component component) {
    int penalty = component == Component.ULTI ? rules.values().lostUltiPenalty(bid.denomination()).orElse(0) : 0;
    return rules.values().componentValue(bid, component) + penalty;
  }

  /** The declarer's result of a bid with every component lost, from both defenders. */
  static double lost(RuleSet rules, Bid bid) {
    double total = 0;
    for (Component component : bid.components()) {
      total -= loss(rules, bid, component);
    }
    return 2 * total;
  }
}
