package hu.ulti.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The project's own types, and the JDK's, are named by their imports in its code and its tests,
 * never by a fully qualified name in the middle of them: a file's imports then show every package
 * it uses, so a dependency on a package cannot hide from a reader (the architecture tests check the
 * same dependencies in the compiled classes). A qualified name stays only where the simple name is
 * taken in that file: by a type it declares, one it imports from elsewhere, or one of its own
 * package.
 */
class QualifiedNamesTest {
  private static final Path ROOT = Path.of(System.getProperty("ulti.root", ".."));
  /** A project or JDK type written with its package: the package, then the type's simple name. */
  private static final Pattern QUALIFIED = Pattern.compile("(?<![\\w.])((?:hu\\.ulti|javax?)\\.(?:[a-z]\\w*\\.)+)([A-Z]\\w*)");
  private static final Pattern IMPORT = Pattern.compile("(?m)^import\\s+(?:static\\s+)?[\\w.]*\\.([A-Z]\\w*)\\s*;");
  private static final Pattern DECLARED = Pattern.compile("\\b(?:class|interface|enum|record|@interface)\\s+([A-Z]\\w*)");

  @Test
  void noProjectTypeIsNamedByItsPackageInTheCode() throws IOException {
    List<String> found = new ArrayList<>();
    try (Stream<Path> files = Files.walk(ROOT)) {
      files.filter(QualifiedNamesTest::isSource).forEach(file -> found.addAll(qualifiedNames(file)));
    }
    assertThat(found).as("import these instead").isEmpty();
  }

  /** The test's own check: it finds a qualified name, and lets one pass where the simple name is taken. */
  @Test
  void theCheckFindsAQualifiedNameUnlessItsSimpleNameIsTaken() {
    assertThat(qualifiedNames("x.java", "package p;\nclass A {\n  void f() { hu.ulti.core.card.Deck.full(); }\n}\n"))
        .containsExactly("x.java:3: hu.ulti.core.card.Deck");
    assertThat(qualifiedNames("x.java", "package p;\n/** {@link hu.ulti.core.card.Deck} */\nclass A {\n"
        + "  String s = \"hu.ulti.core.card.Deck\"; // hu.ulti.core.card.Deck\n}\n")).isEmpty();
    assertThat(qualifiedNames("x.java", "package p;\nclass A {\n  record Bid() {}\n  hu.ulti.core.contract.Bid bid;\n}\n"))
        .isEmpty();
    assertThat(qualifiedNames("x.java", "package p;\nimport q.Card;\nclass A {\n  hu.ulti.core.card.Card card;\n}\n"))
        .isEmpty();
    assertThat(qualifiedNames("x.java", "package p;\nclass A {\n  java.util.List<String> list;\n}\n"))
        .containsExactly("x.java:3: java.util.List");
    assertThat(qualifiedNames("x.java", "package p;\nclass A {\n  java.util.List<String> list;\n}\n", Set.of("List")))
        .isEmpty();
  }

  /** A Java source of a module, its main code or its tests. */
  private static boolean isSource(Path file) {
    String path = ROOT.relativize(file).toString().replace('\\', '/');
    return path.endsWith(".java") && (path.contains("/src/main/java/") || path.contains("/src/test/java/"))
        && !path.contains("/target/")
        && !path.endsWith("module-info.java");
  }

  private static List<String> qualifiedNames(Path file) {
    try {
      return qualifiedNames(ROOT.relativize(file).toString(), Files.readString(file, StandardCharsets.UTF_8),
          samePackage(file));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The simple names of the types of a source's package, in any module's main code or tests. */
  private static Set<String> samePackage(Path file) throws IOException {
    String path = ROOT.relativize(file).toString().replace('\\', '/');
    String packageDirectory = path.substring(path.indexOf("/java/") + "/java/".length(), path.lastIndexOf('/'));
    Set<String> names = new HashSet<>();
    try (Stream<Path> modules = Files.list(ROOT)) {
      for (Path module : modules.toList()) {
        for (String kind : List.of("main", "test")) {
          Path directory = module.resolve("src").resolve(kind).resolve("java").resolve(packageDirectory);
          if (Files.isDirectory(directory)) {
            try (Stream<Path> sources = Files.list(directory)) {
              sources.map(source -> source.getFileName().toString()).filter(source -> source.endsWith(".java"))
                  .forEach(source -> names.add(source.substring(0, source.length() - ".java".length())));
            }
          }
        }
      }
    }
    return names;
  }

  static List<String> qualifiedNames(String name, String source) {
    return qualifiedNames(name, source, Set.of());
  }

  /**
   * Each qualified project or JDK type in the code of one source, as {@code file:line: name}; a
   * type of {@code samePackage} takes its simple name.
   */
  static List<String> qualifiedNames(String name, String source, Set<String> samePackage) {
    String code = withoutCommentsAndStrings(source);
    Set<String> taken = new HashSet<>(samePackage);
    Matcher imported = IMPORT.matcher(code);
    while (imported.find()) {
      taken.add(imported.group(1));
    }
    Matcher declared = DECLARED.matcher(code);
    while (declared.find()) {
      taken.add(declared.group(1));
    }
    List<String> found = new ArrayList<>();
    String[] lines = code.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      if (lines[i].startsWith("import ") || lines[i].startsWith("package ")) {
        continue;
      }
      Matcher qualified = QUALIFIED.matcher(lines[i]);
      while (qualified.find()) {
        String simple = qualified.group(2);
        boolean importedAlike = taken.contains(simple) && !code.contains("import " + qualified.group(1) + simple + ";");
        if (!importedAlike) {
          found.add(name + ":" + (i + 1) + ": " + qualified.group(1) + simple);
        }
      }
    }
    return found;
  }

  /** The source with its comments and string and character literals blanked, its lines kept. */
  private static String withoutCommentsAndStrings(String source) {
    StringBuilder out = new StringBuilder(source.length());
    int i = 0;
    while (i < source.length()) {
      char c = source.charAt(i);
      if (source.startsWith("//", i)) {
        while (i < source.length() && source.charAt(i) != '\n') {
          i++;
        }
      } else if (source.startsWith("/*", i)) {
        int end = source.indexOf("*/", i + 2);
        end = end < 0 ? source.length() : end + 2;
        source.substring(i, end).chars().filter(ch -> ch == '\n').forEach(ch -> out.append('\n'));
        i = end;
      } else if (source.startsWith("\"\"\"", i)) {
        int end = source.indexOf("\"\"\"", i + 3);
        end = end < 0 ? source.length() : end + 3;
        source.substring(i, end).chars().filter(ch -> ch == '\n').forEach(ch -> out.append('\n'));
        out.append("\"\"");
        i = end;
      } else if (c == '"' || c == '\'') {
        int j = i + 1;
        while (j < source.length() && source.charAt(j) != c && source.charAt(j) != '\n') {
          j += source.charAt(j) == '\\' ? 2 : 1;
        }
        out.append(c).append(c);
        i = Math.min(j + 1, source.length());
      } else {
        out.append(c);
        i++;
      }
    }
    return out.toString();
  }
}
