package hu.ulti.benchmarks;

import hu.ulti.core.play.TrickPlay;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The solver against the public peer on the same work and the same clock: every question of the
 * 200 double-dummy deals, timed as the corpus times the peer ({@code peer_cpu_ms}): one warm-up
 * round over all positions (after a JIT warm-up), then three timed rounds, each position's time
 * the median of its three in the solving thread's CPU milliseconds. Prints, per question, our
 * median, 95th percentile and maximum beside the peer's, their ratios, and how many single solves
 * took over 50 ms.
 *
 * <p>Run from the repository root, on an idle machine:
 * {@code java -cp ulti-benchmarks/target/benchmarks.jar hu.ulti.benchmarks.DoubleDummyCpuRatios}.
 * (Not JMH: JMH measures wall time over many calls, and the peer's figure is per position in
 * thread CPU time; the JMH {@code SolverBenchmarks} give the wall-time distribution.)
 */
public final class DoubleDummyCpuRatios {
  private static final int ROUNDS = 3;
  private static final int JIT_WARM_UP_ROUNDS = 3;

  private DoubleDummyCpuRatios() {}

  /**
   * Measures and prints.
   *
   * @param args the questions to measure ({@code POINTS}, {@code BETLI}, ...); all if none
   */
  public static void main(String[] args) {
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    List<DoubleDummyDeals> deals = DoubleDummyDeals.read();
    System.out.printf(Locale.ROOT, "%-20s %9s  %-28s %-28s %-22s %s%n", "question", "positions",
        "ours (median, p95, max ms)", "peer (median, p95, max ms)", "ratio (median, p95)", "over 50 ms");
    for (SolverPositions.Question question : SolverPositions.Question.values()) {
      if (args.length > 0 && !List.of(args).contains(question.name())) {
        continue;
      }
      List<TrickPlay> plays = new ArrayList<>();
      List<Double> peer = new ArrayList<>();
      for (DoubleDummyDeals deal : deals) {
        plays.addAll(deal.positions(question));
        peer.addAll(deal.peerCpuMillis(question));
      }
      for (int round = 0; round < JIT_WARM_UP_ROUNDS + 1; round++) {
        plays.forEach(play -> SolverPositions.solve(question, play));
      }
      double[][] timed = new double[plays.size()][ROUNDS];
      for (int round = 0; round < ROUNDS; round++) {
        for (int i = 0; i < plays.size(); i++) {
          long start = threads.getCurrentThreadCpuTime();
          SolverPositions.solve(question, plays.get(i));
          timed[i][round] = (threads.getCurrentThreadCpuTime() - start) / 1e6;
        }
      }
      double[] ours = new double[plays.size()];
      int over = 0;
      for (int i = 0; i < plays.size(); i++) {
        double[] t = timed[i].clone();
        Arrays.sort(t);
        ours[i] = t[ROUNDS / 2];
        over += ours[i] > 50 ? 1 : 0;
      }
      double[] theirs = peer.stream().mapToDouble(Double::doubleValue).toArray();
      Arrays.sort(ours);
      Arrays.sort(theirs);
      double[] mine = {DoubleDummyDeals.percentile(ours, 0.5), DoubleDummyDeals.percentile(ours, 0.95),
          ours[ours.length - 1]};
      double[] peers = {DoubleDummyDeals.percentile(theirs, 0.5), DoubleDummyDeals.percentile(theirs, 0.95),
          theirs[theirs.length - 1]};
      System.out.printf(Locale.ROOT, "%-20s %9d  %-28s %-28s %-22s %d%n", question, plays.size(),
          String.format(Locale.ROOT, "%.3f, %.3f, %.1f", mine[0], mine[1], mine[2]),
          String.format(Locale.ROOT, "%.3f, %.3f, %.1f", peers[0], peers[1], peers[2]),
          String.format(Locale.ROOT, "%.2f, %.2f", mine[0] / peers[0], mine[1] / peers[1]), over);
    }
  }

}
