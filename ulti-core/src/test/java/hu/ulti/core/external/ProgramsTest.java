package hu.ulti.core.external;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** The quick build's check: a test that starts a program must be tagged, or it fails there. */
class ProgramsTest {
  private final String before = System.getProperty("ulti.integration");

  @AfterEach
  void restore() {
    if (before == null) {
      System.clearProperty("ulti.integration");
    } else {
      System.setProperty("ulti.integration", before);
    }
  }

  @Test
  void inTheQuickBuildStartingAProgramFailsTheTestNamingIt() {
    System.setProperty("ulti.integration", "false");
    assertThatThrownBy(() -> Programs.starting("python3")).isInstanceOf(AssertionFailedError.class)
        .hasMessageContaining("starts python3").hasMessageContaining("@Integration");
    assertThatThrownBy(() -> Python.require()).as("the helpers check before they look for the program")
        .isInstanceOf(AssertionFailedError.class).hasMessageContaining("starts python3");
  }

  @Test
  void withTheIntegrationTestsOrOutsideMavenItMayStartPrograms() {
    System.setProperty("ulti.integration", "true");
    assertThatCode(() -> Programs.starting("python3")).doesNotThrowAnyException();
    System.clearProperty("ulti.integration");
    assertThatCode(() -> Programs.starting("node")).as("an IDE runs a tagged test alone").doesNotThrowAnyException();
  }
}
