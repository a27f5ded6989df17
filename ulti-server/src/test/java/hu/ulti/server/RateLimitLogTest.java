package hu.ulti.server;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.server.http.RateLimitLog;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** docs/server.md: requests refused for their rate are logged as one line per client address per ten seconds. */
class RateLimitLogTest {
  @Test
  void aFloodFromOneAddressIsOneLinePerInterval() {
    RateLimitLog log = new RateLimitLog();
    for (int i = 0; i < 10_000; i++) {
      log.refused("203.0.113.7");
    }
    log.refused("198.51.100.1");
    List<String> lines = new ArrayList<>();
    log.summarise(10, lines::add);
    assertThat(lines).containsExactly(
        "{\"event\":\"rate-limited\",\"client\":\"198.51.100.1\",\"refused\":1,\"seconds\":10}",
        "{\"event\":\"rate-limited\",\"client\":\"203.0.113.7\",\"refused\":10000,\"seconds\":10}");
    lines.clear();
    log.summarise(10, lines::add);
    assertThat(lines).as("a quiet interval writes nothing").isEmpty();
  }

  @Test
  void manyAddressesAreBoundedAndSummedTogether() {
    RateLimitLog log = new RateLimitLog();
    for (int i = 0; i < 5_000; i++) {
      log.refused("2001:db8::" + Integer.toHexString(i));
    }
    List<String> lines = new ArrayList<>();
    log.summarise(10, lines::add);
    assertThat(lines).hasSize(1_001);
    assertThat(lines).filteredOn(line -> line.contains("\"client\":\"others\""))
        .containsExactly("{\"event\":\"rate-limited\",\"client\":\"others\",\"refused\":4000,\"seconds\":10}");
  }
}
