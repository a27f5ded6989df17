package hu.ulti.engine;

import hu.ulti.core.architecture.PackageLayers;
import org.junit.jupiter.api.Test;

/** The module is one package; its classes form no cycle. */
class ArchitectureTest {
  @Test
  void packagesDependOnlyDownward() {
    PackageLayers.of("hu.ulti.engine", "").check();
  }

  @Test
  void classesFormNoCycle() {
    PackageLayers.checkNoClassCycles("hu.ulti.engine");
  }
}
