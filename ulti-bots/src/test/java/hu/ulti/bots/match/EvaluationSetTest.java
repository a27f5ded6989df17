package hu.ulti.bots.match;

import static org.assertj.core.api.Assertions.assertThat;
import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.card.Deal;
import hu.ulti.core.record.Notation;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import java.security.MessageDigest;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/** The frozen evaluation sets: present, intact, of their rules, and drawn as they say. */
class EvaluationSetTest {
  static final List<String> NAMES = EvaluationSet.NAMES;

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

  /**
   * The deals {@code ulti match --deals N --seed S} plays stay the same from build to build: the
   * README's tuning figures were measured on the 400 deals of seed 99.
   */
  @Test
  void drawnDealsStayTheSameAndNeighbouringSeedsShareNone() throws Exception {
    RuleSet standard = RuleSets.byId("standard");
    List<Deal> tuning = EvaluationSet.draw(standard, 99, 400);
    String text = String.join("\n", tuning.stream().map(deal -> Notation.deal(standard, deal)).toList());
    byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(UTF_8));
    assertThat(HexFormat.of().formatHex(digest)).startsWith("51637963c5a7");
    Set<Deal> next = new HashSet<>(EvaluationSet.draw(standard, 100, 400));
    assertThat(tuning).hasSize(400).doesNotHaveDuplicates().noneMatch(next::contains);
    assertThatThrownBy(() -> EvaluationSet.draw(standard, 1, 0))
        .hasMessageContaining("at least one, not 0");
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
