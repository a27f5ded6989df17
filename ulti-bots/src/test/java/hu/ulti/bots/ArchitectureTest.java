package hu.ulti.bots;

import hu.ulti.core.architecture.PackageLayers;
import org.junit.jupiter.api.Test;

/** The module's packages depend only downward (the bots, then the matches that play them), and its classes stand in an order: the samplers serve the bots. */
class ArchitectureTest {
  @Test
  void packagesDependOnlyDownward() {
    PackageLayers.of("hu.ulti.bots", "", "match").check();
  }

  @Test
  void classesFormNoCycle() {
    PackageLayers.checkNoClassCycles("hu.ulti.bots");
  }
}
