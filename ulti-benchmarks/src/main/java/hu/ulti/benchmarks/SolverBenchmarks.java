package hu.ulti.benchmarks;

import hu.ulti.core.play.TrickPlay;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The solver from the opening lead, one question per call, cycling through the fixed positions
 * of {@link SolverPositions}. Sample-time mode, so JMH reports the median (p0.50) and the
 * maximum (p1.00) time of a single solve.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class SolverBenchmarks {
  /** The fixed seeded sets of {@link SolverPositions}, or the 200 deals of the double-dummy corpus. */
  @Param({"random", "tilted", "double-dummy"})
  public String set;

  @Param({"POINTS", "BETLI", "TRUMP_DURCHMARS", "NO_TRUMP_DURCHMARS", "ULTI"})
  public String question;

  private List<TrickPlay> plays;
  private SolverPositions.Question asked;
  private int next;

  @Setup
  public void setUp() {
    asked = SolverPositions.Question.valueOf(question);
    plays = SolverPositions.read(set, asked);
  }

  /** One solve of the next position. */
  @Benchmark
  public Object solve() {
    TrickPlay play = plays.get(next);
    next = (next + 1) % plays.size();
    return SolverPositions.solve(asked, play);
  }
}
