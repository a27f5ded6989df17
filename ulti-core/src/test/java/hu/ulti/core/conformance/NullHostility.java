package hu.ulti.core.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.testing.NullPointerTester;
import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;

/**
 * "No nulls in the API": every public constructor and method of every public type of a module's
 * exported packages throws {@link NullPointerException} for a null in any reference parameter,
 * checked with Guava's {@link NullPointerTester}. Each module's test gives sample values for the
 * parameters the tester cannot fill and instances to call methods on; a new public type without
 * one fails and says so.
 */
public final class NullHostility {
  private NullHostility() {}

  /**
   * One dynamic test per public type of the module that holds {@code anchor}.
   *
   * @param anchor any class of the module, to find its class folder
   * @param samples values by type, and the instances whose methods are called
   * @param atLeast how many public types the module has at least, so that a broken scan fails
   */
  public static Stream<DynamicTest> everyPublicMethodRefusesNull(Class<?> anchor, Map<Class<?>, Object> samples,
      int atLeast) throws IOException {
    NullPointerTester tester = new NullPointerTester();
    for (Map.Entry<Class<?>, Object> sample : samples.entrySet()) {
      setDefault(tester, sample.getKey(), sample.getValue());
    }
    List<Class<?>> types = publicTypes(anchor);
    assertThat(types).hasSizeGreaterThanOrEqualTo(atLeast);
    return types.stream().map(type -> DynamicTest.dynamicTest(type.getName(), () -> {
      tester.testAllPublicStaticMethods(type);
      if (!Modifier.isAbstract(type.getModifiers()) || type.isInterface()) {
        tester.testAllPublicConstructors(type);
      }
      Object instance = instance(type, samples);
      if (instance != null) {
        tester.testAllPublicInstanceMethods(instance);
      }
    }));
  }

  /** The public classes of the module's exported packages, found in its class folder. */
  public static List<Class<?>> publicTypes(Class<?> anchor) throws IOException {
    Path classes;
    try {
      classes = Path.of(anchor.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IOException(e);
    }
    ModuleDescriptor module;
    try (InputStream in = Files.newInputStream(classes.resolve("module-info.class"))) {
      module = ModuleDescriptor.read(in);
    }
    List<Class<?>> types = new ArrayList<>();
    for (ModuleDescriptor.Exports exports : module.exports()) {
      Path folder = classes.resolve(exports.source().replace('.', '/'));
      try (Stream<Path> files = Files.list(folder)) {
        for (Path file : files.sorted().toList()) {
          String name = file.getFileName().toString();
          if (!name.endsWith(".class") || name.equals("package-info.class")) {
            continue;
          }
          Class<?> type = load(anchor, exports.source() + "." + name.substring(0, name.length() - ".class".length()));
          if (isPublic(type) && !type.isSynthetic() && !type.isAnonymousClass()) {
            types.add(type);
          }
        }
      }
    }
    return types;
  }

  private static Class<?> load(Class<?> anchor, String name) {
    try {
      return Class.forName(name, false, anchor.getClassLoader());
    } catch (ClassNotFoundException e) {
      throw new AssertionError(e);
    }
  }

  /** Public, and reachable through public enclosing classes. */
  private static boolean isPublic(Class<?> type) {
    for (Class<?> c = type; c != null; c = c.getEnclosingClass()) {
      if (!Modifier.isPublic(c.getModifiers())) {
        return false;
      }
    }
    return true;
  }

  @SuppressWarnings("unchecked")
  private static <T> void setDefault(NullPointerTester tester, Class<T> type, Object value) {
    tester.setDefault(type, (T) value);
  }

  /** An instance to call the type's methods on; exceptions and static holders need none. */
  private static Object instance(Class<?> type, Map<Class<?>, Object> samples) {
    if (type.isEnum()) {
      return type.getEnumConstants()[0];
    }
    if (Throwable.class.isAssignableFrom(type) || type.isInterface() && !samples.containsKey(type)) {
      return null;
    }
    for (Object sample : samples.values()) {
      if (sample.getClass() == type) {
        return sample;
      }
    }
    Object sample = samples.get(type);
    if (sample == null && Arrays.stream(type.getMethods()).allMatch(m -> Modifier.isStatic(m.getModifiers())
        || m.getDeclaringClass() == Object.class)) {
      return null; // only static methods: a holder such as Scorer or GameRecords
    }
    assertThat(sample).as("a sample instance of %s, so that its methods are checked", type.getName()).isNotNull();
    return sample;
  }
}
