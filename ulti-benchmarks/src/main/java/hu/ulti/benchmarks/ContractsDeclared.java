package hu.ulti.benchmarks;

import hu.ulti.bots.Bot;
import hu.ulti.bots.RuleOfThumbBot;
import hu.ulti.bots.SamplingBot;
import hu.ulti.bots.SplitBot;
import hu.ulti.bots.match.Entrant;
import hu.ulti.bots.match.EvaluationSet;
import hu.ulti.bots.match.Match;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.PublicView;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.scoring.Settlement;
import hu.ulti.core.scoring.SettlementLine;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * How often each contract a bot declares is made, and what it pays: the test of an auction that
 * overbids. Plays {@code standard-v1}'s deals in a head-to-head match of two entrants and prints,
 * for each entrant and each bid it ended the auction with, how many games it declared it, the
 * share of those in which every bid component was won, and the declarer's mean game points.
 *
 * <p>{@code java -cp ulti-benchmarks/target/benchmarks.jar hu.ulti.benchmarks.ContractsDeclared [DEALS [SEED]]}
 * plays the first DEALS of the set (default 300), or with a SEED as many deals drawn from it as
 * {@code ulti match --deals DEALS --seed SEED} draws (deals for tuning that the frozen set never
 * sees), with match seed 1, {@code ulti match}'s default, with the fast sampling bot against the
 * rule of thumb's bidding with the same play ({@code sampling-fast} vs
 * {@code rule-of-thumb/sampling-fast}), on every core: a difference between the two is the
 * auction's alone.
 */
public final class ContractsDeclared {
  private ContractsDeclared() {}

  /** Per entrant and bid: games, games with every bid component won, the declarer's points. */
  private static final class Tally {
    int games;
    int made;
    long points;
  }

  /**
   * Plays and prints.
   *
   * @param args the number of deals and a seed to draw them from, optionally
   * @throws InterruptedException if interrupted
   */
  public static void main(String[] args) throws InterruptedException {
    int deals = args.length > 0 ? Integer.parseInt(args[0]) : 300;
    EvaluationSet set = EvaluationSet.named("standard-v1");
    RuleSet rules = set.rules();
    List<Deal> cards = new ArrayList<>();
    if (args.length > 1) {
      cards.addAll(EvaluationSet.draw(rules, Long.parseLong(args[1]), deals));
    } else {
      cards.addAll(set.cards().subList(0, deals));
    }
    Bot fast = SamplingBot.fast();
    List<Entrant> entrants = List.of(Entrant.of("sampling-fast", fast),
        Entrant.of("rule-of-thumb/sampling-fast", SplitBot.of(new RuleOfThumbBot(), fast)));
    Match match = Match.of(rules, cards, entrants).withSeed(1)
        .withThreads(Runtime.getRuntime().availableProcessors());
    List<Map<String, Tally>> tallies = new ArrayList<>();
    long[] total = new long[entrants.size()];
    int[] games = new int[entrants.size()];
    for (int i = 0; i < entrants.size(); i++) {
      tallies.add(new TreeMap<>());
    }
    match.play((result, game) -> {
      for (Seat seat : Seat.values()) {
        total[result.entrant(seat)] += result.paid(seat);
        games[result.entrant(seat)]++;
      }
      PublicView view = game.publicView();
      if (view.declarer().isEmpty() || view.contract().isEmpty()) {
        return;
      }
      Seat declarer = view.declarer().get();
      String bid = rules.englishName(view.contract().get().bid());
      Tally tally = tallies.get(result.entrant(declarer)).computeIfAbsent(bid, b -> new Tally());
      tally.games++;
      tally.points += result.paid(declarer);
      Settlement settlement = game.settlement();
      boolean made = true;
      for (SettlementLine line : settlement.lines()) {
        if (line.bid() && !line.won()) {
          made = false;
        }
      }
      if (made) {
        tally.made++;
      }
    });
    for (int i = 0; i < entrants.size(); i++) {
      System.out.printf(Locale.ROOT, "%s: %+.2f per game over %d games%n", entrants.get(i).name(),
          (double) total[i] / games[i], games[i]);
      System.out.printf(Locale.ROOT, "  %-40s %6s %7s %12s%n", "declared", "games", "made", "points/game");
      int declared = 0;
      for (Map.Entry<String, Tally> row : tallies.get(i).entrySet()) {
        Tally tally = row.getValue();
        declared += tally.games;
        System.out.printf(Locale.ROOT, "  %-40s %6d %6.0f%% %+12.2f%n", row.getKey(), tally.games,
            100.0 * tally.made / tally.games, (double) tally.points / tally.games);
      }
      System.out.printf(Locale.ROOT, "  %-40s %6d%n", "all", declared);
    }
  }
}
