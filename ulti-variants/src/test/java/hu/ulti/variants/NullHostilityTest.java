package hu.ulti.variants;

import hu.ulti.core.conformance.NullHostility;
import hu.ulti.core.rules.RuleSet;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** "No nulls in the API": every public constructor and method of the variants refuses a null argument. */
class NullHostilityTest {
  @TestFactory
  Stream<DynamicTest> everyPublicMethodRefusesNull() throws IOException {
    Map<Class<?>, Object> samples = new LinkedHashMap<>();
    samples.put(RuleSet.class, RuleSet.standard());
    samples.put(VariantRuleSets.class, new VariantRuleSets());
    return NullHostility.everyPublicMethodRefusesNull(VariantRuleSets.class, samples, 10);
  }
}
