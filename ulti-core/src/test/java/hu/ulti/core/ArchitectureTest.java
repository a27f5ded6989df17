package hu.ulti.core;

import hu.ulti.core.architecture.PackageLayers;
import org.junit.jupiter.api.Test;

/** The package order that {@code hu.ulti.core}'s package overview states, enforced on the compiled classes. */
class ArchitectureTest {
  @Test
  void packagesDependOnlyDownward() {
    PackageLayers.of("hu.ulti.core", "", "internal", "card", "play", "contract", "rules", "scoring",
        "game", "session", "record", "solve.internal", "solve").check();
  }
}
