package hu.ulti.core;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.card.Card;
import hu.ulti.core.internal.TrickLogic;
import hu.ulti.core.solve.internal.FastPlay;
import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The module hides its internals and needs nothing at run time but Guava. */
class ModuleDescriptorTest {

  /** Read from where ulti-core's classes are, not the first module-info on the class path. */
  private static ModuleDescriptor descriptor() throws IOException {
    try {
      Path classes = Path.of(Card.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      try (InputStream in = Files.newInputStream(classes.resolve("module-info.class"))) {
        return ModuleDescriptor.read(in);
      }
    } catch (URISyntaxException e) {
      throw new IOException(e);
    }
  }

  @Test
  void exportsOnlyThePublicPackages() throws IOException {
    ModuleDescriptor module = descriptor();
    assertThat(module.name()).isEqualTo("hu.ulti.core");
    assertThat(module.exports().stream().map(ModuleDescriptor.Exports::source))
        .containsExactlyInAnyOrder(
            "hu.ulti.core", "hu.ulti.core.card", "hu.ulti.core.play", "hu.ulti.core.contract", "hu.ulti.core.rules",
            "hu.ulti.core.scoring", "hu.ulti.core.game", "hu.ulti.core.session", "hu.ulti.core.record",
            "hu.ulti.core.solve");
    assertThat(module.uses()).containsExactly("hu.ulti.core.rules.RuleSetProvider");
    // The bitmask utilities and the fast engines exist but stay hidden.
    assertThat(module.exports().stream().map(ModuleDescriptor.Exports::source)).doesNotContain(
        TrickLogic.class.getPackageName(),
        FastPlay.class.getPackageName());
  }

  @Test
  void runtimeDependenciesAreGuavaOnly() throws IOException {
    assertThat(descriptor().requires().stream()
            .filter(r -> !r.modifiers().contains(ModuleDescriptor.Requires.Modifier.STATIC))
            .filter(r -> !r.modifiers().contains(ModuleDescriptor.Requires.Modifier.MANDATED))
            .map(ModuleDescriptor.Requires::name)
            .collect(Collectors.toSet()))
        .containsExactly("com.google.common");
  }
}
