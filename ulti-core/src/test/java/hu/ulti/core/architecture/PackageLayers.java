package hu.ulti.core.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import java.util.List;
import java.util.Optional;

/**
 * The layering every module promises: its packages stand in an order, from the ground up, and a
 * class may use only classes of its own package or of packages below it. With one package per
 * layer this also rules out every cycle between packages. The check reads the compiled classes
 * (ArchUnit), so a dependency written with a fully qualified name counts like any other.
 *
 * <p>Every package of the module must be named in the order: a new package has to be given a
 * place before it can be used.
 */
public final class PackageLayers {
  private final String root;
  private final List<String> bottomUp;

  private PackageLayers(String root, List<String> bottomUp) {
    this.root = root;
    this.bottomUp = List.copyOf(bottomUp);
  }

  /**
   * {@return the layers of a module}
   *
   * @param root the module's root package, e.g. {@code hu.ulti.core}
   * @param bottomUp its packages, from the ground up, relative to the root ({@code ""} is the
   *     root itself, {@code "solve.internal"} is {@code hu.ulti.core.solve.internal})
   */
  public static PackageLayers of(String root, String... bottomUp) {
    return new PackageLayers(root, List.of(bottomUp));
  }

  /** Fails, naming every offending dependency, if a class uses a class of a higher layer or an unlisted package. */
  public void check() {
    classes().should(dependOnlyDownward()).check(production(root));
  }

  /**
   * Fails if the top-level classes of a package depend on each other in a cycle (a nested class
   * counts as its top-level class). For packages whose classes are meant to stand in an order
   * too, such as the bots: the samplers serve the bot, never the other way round.
   *
   * @param packageName the package
   */
  public static void checkNoClassCycles(String packageName) {
    slices().assignedFrom(new SliceAssignment() {
      @Override
      public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
        return javaClass.getPackageName().equals(packageName)
            ? SliceIdentifier.of(topLevel(javaClass).getSimpleName()) : SliceIdentifier.ignore();
      }

      @Override
      public String getDescription() {
        return "the top-level classes of " + packageName;
      }
    }).should().beFreeOfCycles().check(production(packageName));
  }

  private static JavaClass topLevel(JavaClass javaClass) {
    JavaClass top = javaClass;
    while (top.getEnclosingClass().isPresent()) {
      top = top.getEnclosingClass().get();
    }
    return top;
  }

  private static JavaClasses production(String packageName) {
    return new ClassFileImporter()
        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
        .importPackages(packageName);
  }

  /** The layer of a package of this module, by its index from the ground; empty for another module's package. */
  Optional<Integer> layer(String packageName) {
    if (!packageName.equals(root) && !packageName.startsWith(root + ".")) {
      return Optional.empty();
    }
    String relative = packageName.equals(root) ? "" : packageName.substring(root.length() + 1);
    int index = bottomUp.indexOf(relative);
    if (index < 0) {
      throw new AssertionError("Package " + packageName + " has no place in the layers of " + root + " " + bottomUp
          + ": give it one (in this test and in the module's package overview)");
    }
    return Optional.of(index);
  }

  private ArchCondition<JavaClass> dependOnlyDownward() {
    return new ArchCondition<>("depend only on their own package or packages below it, " + bottomUp) {
      @Override
      public void check(JavaClass origin, ConditionEvents events) {
        int from = layer(origin.getPackageName()).orElseThrow();
        for (Dependency dependency : origin.getDirectDependenciesFromSelf()) {
          JavaClass target = dependency.getTargetClass().getBaseComponentType();
          Optional<Integer> to = layer(target.getPackageName());
          if (to.isPresent() && to.get() > from) {
            events.add(SimpleConditionEvent.violated(dependency, dependency.getDescription() + ": "
                + origin.getPackageName() + " is below " + target.getPackageName()));
          }
        }
      }
    };
  }
}
