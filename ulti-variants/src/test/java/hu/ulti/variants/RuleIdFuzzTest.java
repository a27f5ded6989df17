package hu.ulti.variants;

import hu.ulti.core.conformance.Fuzz;
import hu.ulti.core.rules.RuleSets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Rule set ids and compositions, mutated: refused with an {@link IllegalArgumentException} (an
 * unknown id, a malformed one, or a composition whose parts conflict), never anything else.
 */
class RuleIdFuzzTest {
  @Test
  void onlyIllegalArgumentExceptionEscapes() {
    List<String> valid = new ArrayList<>(RuleSets.ids());
    valid.add("four-aces+tournament");
    valid.add("half-hand+suit-bid+give-up-any");
    valid.add("standard+historical");
    valid.add("four-aces-ultinet+single-component-wins+give-up-any+betli-only-individual+unbid-100-no-kontra");
    Fuzz.parser("RuleSets.byId", 7, valid, RuleSets::byId, IllegalArgumentException.class);
  }
}
