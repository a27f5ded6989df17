package hu.ulti.json;

import hu.ulti.core.conformance.NullHostility;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** "No nulls in the API": every public constructor and method of the wire format refuses a null argument. */
class NullHostilityTest {
  @TestFactory
  Stream<DynamicTest> everyPublicMethodRefusesNull() throws IOException {
    Map<Class<?>, Object> samples = new LinkedHashMap<>();
    samples.put(UltiModule.class, new UltiModule());
    return NullHostility.everyPublicMethodRefusesNull(UltiJson.class, samples, 3);
  }
}
