package hu.ulti.benchmarks;

import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Cold start: the first {@link RuleSets} lookup in a fresh JVM (service loading, the provider,
 * the one rule set asked for). Each fork measures one call, with no warm-up, as a command-line
 * tool or a server's first request meets it.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(20)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
public class StartupBenchmarks {
  /** The first lookup of a variant, which loads the providers. */
  @Benchmark
  public RuleSet firstVariantLookup() {
    return RuleSets.byId("four-aces");
  }

  /** The first lookup of every id, which lists them without building the others. */
  @Benchmark
  public Object firstIdList() {
    return RuleSets.ids();
  }
}
