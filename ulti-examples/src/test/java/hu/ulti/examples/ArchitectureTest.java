package hu.ulti.examples;

import hu.ulti.core.architecture.PackageLayers;
import org.junit.jupiter.api.Test;

/** The module's packages depend only downward (a new one must be given its place). */
class ArchitectureTest {
  @Test
  void packagesDependOnlyDownward() {
    PackageLayers.of("hu.ulti.examples", "cli").check();
  }
}
