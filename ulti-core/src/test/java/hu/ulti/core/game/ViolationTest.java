package hu.ulti.core.game;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.play.PlayViolation;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class ViolationTest {
  @Test
  void everyViolationHasPlainEnglishAndHungarianWordsAllDifferent() {
    for (Violation violation : Violation.values()) {
      assertThat(violation.englishName()).endsWith(".").hasSizeLessThan(60);
      assertThat(violation.hungarianName()).endsWith(".").hasSizeLessThan(60);
    }
    assertThat(Arrays.stream(Violation.values()).map(Violation::hungarianName).distinct()).hasSize(Violation.values().length);
    assertThat(Violation.MUST_FOLLOW_SUIT.hungarianName()).isEqualTo("Színre színt kell adni.");
    for (PlayViolation play : PlayViolation.values()) {
      assertThat(Violation.of(play).name()).isEqualTo(play.name());
    }
  }
}
