package hu.ulti.benchmarks;

import hu.ulti.bots.SamplingBot;
import hu.ulti.bots.match.EvaluationSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Phase;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.solve.Resampling;
import hu.ulti.core.solve.Solver;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.random.RandomGenerator;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The solver on the work a bot gives it (as bridge's DDS replays recorded calls with
 * {@code dds_replay}): the sampling bot plays the first deals of the frozen evaluation set
 * {@code standard-v1} in every seat, and every solve it asks for in the play is recorded: at each
 * decision with a choice after the first trick, the deals {@link Resampling} draws from its view
 * (as many as the bot samples), each with the contract and the declared marriages. The benchmark
 * then replays the recorded calls one per invocation, in order; JMH's sample-time mode gives the
 * median ({@code p0.50}), the 99th percentile and the maximum of a single call.
 *
 * <p>{@code java -jar ulti-benchmarks/target/benchmarks.jar ReplayedWorkloadBenchmarks -f 1 -wi 1 -w 10s -i 1 -r 60s}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ReplayedWorkloadBenchmarks {
  /** How many deals of the evaluation set are played to record the calls. */
  @Param({"200"})
  public int deals;

  private record Call(RuleSet rules, TrickPlay play, Contract contract, Map<Seat, List<Suit>> marriages) {}

  private List<Call> calls;
  private int next;

  @Setup
  public void record() {
    EvaluationSet set = EvaluationSet.named("standard-v1");
    SamplingBot bot = new SamplingBot(12);
    calls = new ArrayList<>();
    List<Deal> cards = set.cards().subList(0, deals);
    for (int d = 0; d < cards.size(); d++) {
      RandomGenerator random = SeededRandom.of(d);
      Game game = Game.start(set.rules(), cards.get(d));
      while (!game.isOver()) {
        PlayerView view = game.view(game.toAct().orElseThrow());
        if (asksTheSolver(view)) {
          RandomGenerator draws = SeededRandom.of(random.nextLong());
          for (int i = 0; i < bot.samples(); i++) {
            TrickPlay play = Resampling.deal(view, draws).orElse(null);
            if (play != null) {
              calls.add(new Call(view.rules(), play, view.contract().orElseThrow(), view.declaredMarriages()));
            }
          }
        }
        game = game.apply(bot.choose(view, random));
      }
    }
    if (calls.isEmpty()) {
      throw new IllegalStateException("No solver calls were recorded");
    }
  }

  /** The play decisions the sampling bot solves for: after the first trick, with two cards or more to choose from. */
  private static boolean asksTheSolver(PlayerView view) {
    return view.phase() == Phase.PLAY && !view.completedTricks().isEmpty() && view.contract().isPresent()
        && view.legalActions().stream().filter(a -> a instanceof Action.Play).count() >= 2;
  }

  /** One recorded call, the next in order. */
  @Benchmark
  public Object replay() {
    Call call = calls.get(next);
    next = next + 1 == calls.size() ? 0 : next + 1;
    return Solver.solve(call.rules(), call.play(), call.contract(), call.marriages());
  }
}
