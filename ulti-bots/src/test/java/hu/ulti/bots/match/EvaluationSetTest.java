package hu.ulti.bots.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.record.Notation;
import hu.ulti.core.rules.RuleSets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
import org.junit.jupiter.api.Test;

/** The frozen evaluation sets: present, intact, of their rules, and drawn as they say. */
class EvaluationSetTest {
  static final java.util.List<String> NAMES = EvaluationSet.NAMES;

  @ParameterizedTest
  @FieldSource("NAMES")
  void eachPublishedSetIsIntactAndIsWhatItsSeedDraws(String name) {
    EvaluationSet set = EvaluationSet.named(name);
    assertThat(set.name()).isEqualTo(name);
    assertThat(set.deals()).hasSize(name.startsWith("standard") ? 2000 : 500).doesNotHaveDuplicates();
    assertThat(set.rules().id()).isEqualTo(name.substring(0, name.length() - 3));
    assertThat(set.cards()).hasSize(set.deals().size());
    assertThat(set.deals()).allSatisfy(deal -> assertThat(Notation.parseDeal(deal).rules()).isEqualTo(set.rules()));
    assertThat(EvaluationSet.generate(name, set.rules(), set.seed(), set.deals().size())).isEqualTo(set);
    assertThat(EvaluationSet.parse(set.text())).isEqualTo(set);
  }

  @Test
  void theStandardSetIsTheOneTheReadmeCites() {
    assertThat(EvaluationSet.named("standard-v1").citation())
        .isEqualTo("standard-v1 (2000 deals of standard, sha256 5360a74ff3d5)");
  }

  @Test
  void anAlteredSetIsRefused() {
    String text = EvaluationSet.generate("x-v1", RuleSets.byId("standard"), 1, 3).text();
    String altered = text.replaceFirst("standard 1", "standard 2");
    assertThatThrownBy(() -> EvaluationSet.parse(altered)).hasMessageContaining("does not match its checksum");
    String shorter = text.substring(0, text.lastIndexOf("standard"));
    assertThatThrownBy(() -> EvaluationSet.parse(shorter)).hasMessageContaining("says it has 3 deals, and has 2");
    assertThatThrownBy(() -> EvaluationSet.parse("hello")).hasMessageContaining("two header lines");
    assertThatThrownBy(() -> EvaluationSet.named("standard-v0")).hasMessageContaining("No evaluation set is named 'standard-v0'");
  }
}
