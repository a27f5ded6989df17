package hu.ulti.variants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import hu.ulti.core.conformance.Fuzz;
import hu.ulti.core.UltiException;
import hu.ulti.core.rules.RuleSetConflictException;
import hu.ulti.core.rules.RuleSets;
import hu.ulti.core.rules.UnknownRuleSetException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Rule set ids and compositions, mutated: refused with an {@link UltiException} (an unknown id, a
 * malformed one, or a composition whose parts conflict or do not fit), never anything else; and
 * every composition of two parts is made or refused so, with a short reason.
 */
class RuleIdFuzzTest {
  @Test
  void onlyIllegalArgumentExceptionEscapes() {
    List<String> valid = new ArrayList<>(RuleSets.ids());
    valid.add("four-aces+tournament");
    valid.add("half-hand+suit-bid+give-up-any");
    valid.add("standard+historical");
    valid.add("four-aces-ultinet+single-component-wins+give-up-any+betli-only-individual+unbid-100-no-kontra");
    Fuzz.parser("RuleSets.byId", 7, valid, RuleSets::byId, UltiException.class);
  }

  /**
   * "RuleSets.byId("historical+wikipedia") throws IllegalStateException": every pair of parts
   * composes, or is refused as one that cannot be made, naming the parts, in one short line.
   */
  @Test
  void everyPairOfPartsComposesOrIsRefusedWithItsReason() {
    List<String> ids = RuleSets.ids();
    int refused = 0;
    for (String first : ids) {
      for (String second : ids) {
        String id = first + "+" + second;
        try {
          assertThat(RuleSets.byId(id).id()).isNotEmpty();
        } catch (UltiException e) {
          assertThat(e).isInstanceOfAny(RuleSetConflictException.class, UnknownRuleSetException.class);
          assertThat(e.getMessage()).startsWith("Cannot compose '" + id + "'").doesNotContain("\n")
              .hasSizeLessThan(500);
          refused++;
        }
      }
    }
    assertThat(refused).isGreaterThan(0);
    assertThatThrownBy(() -> RuleSets.byId("historical+wikipedia")).isInstanceOf(RuleSetConflictException.class)
        .hasMessageStartingWith("Cannot compose 'historical+wikipedia': wikipedia does not fit on top of historical");
  }
}
