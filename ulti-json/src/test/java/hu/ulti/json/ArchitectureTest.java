package hu.ulti.json;

import hu.ulti.core.architecture.PackageLayers;
import org.junit.jupiter.api.Test;

/** The module's packages depend only downward (one package today; a new one must be given its place). */
class ArchitectureTest {
  @Test
  void packagesDependOnlyDownward() {
    PackageLayers.of("hu.ulti.json", "").check();
  }
}
