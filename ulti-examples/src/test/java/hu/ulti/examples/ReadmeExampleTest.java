package hu.ulti.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's usage example compiles against the SDK and prints exactly the output the README
 * shows beneath it; the README's commands are the ones CI runs.
 */
class ReadmeExampleTest {
  @TempDir Path work;

  private static String readme() throws IOException {
    Path root = Path.of(System.getProperty("ulti.root", ".."));
    return Files.readString(root.resolve("README.md"), StandardCharsets.UTF_8);
  }

  /** Each ```java block of a Markdown text with the ```text block that follows it. */
  static List<String[]> examples(String readme) {
    // A program is a java block followed at once by a text block; a java block alone is a snippet.
    Matcher m = Pattern.compile("```java\\n((?:(?!```).)*?)```\\s*```text\\n(.*?)```", Pattern.DOTALL).matcher(readme);
    List<String[]> examples = new ArrayList<>();
    while (m.find()) {
      examples.add(new String[] {m.group(1), m.group(2)});
    }
    return examples;
  }

  @Test
  void everyJavaExampleCompilesRunsAndPrintsWhatTheReadmeShows() throws Exception {
    List<String[]> examples = examples(readme());
    assertThat(examples).as("the README's examples: usage and the JSON round trip").hasSize(2);
    for (String[] example : examples) {
      run(work, example[0], example[1]);
    }
  }

  /** Compiles the program in {@code work}, runs its main, and checks it prints {@code expected}. */
  static void run(Path work, String source, String expected) throws Exception {
    Matcher name = Pattern.compile("public class (\\w+)").matcher(source);
    assertThat(name.find()).isTrue();
    Path file = work.resolve(name.group(1) + ".java");
    Files.writeString(file, source, StandardCharsets.UTF_8);
    String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
    int status = javac.run(null, diagnostics, diagnostics,
        "-encoding", "UTF-8", "-classpath", classPath, "-d", work.toString(), file.toString());
    assertThat(status).as("javac output:%n%s", diagnostics).isZero();

    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    PrintStream original = System.out;
    try (URLClassLoader loader =
        new URLClassLoader(new URL[] {work.toUri().toURL()}, ReadmeExampleTest.class.getClassLoader())) {
      Method main = loader.loadClass(name.group(1)).getMethod("main", String[].class);
      System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
      main.invoke(null, (Object) new String[0]);
    } finally {
      System.setOut(original);
    }
    assertThat(printed.toString(StandardCharsets.UTF_8).replace("\r\n", "\n")).isEqualTo(expected);
  }

  @Test
  void readmeGivesExactlyTheDemoAndTestCommandsAndCiRunsTheTestCommand() throws IOException {
    String readme = readme();
    List<String> commands =
        Pattern.compile("```sh\\n(.*?)\\n```", Pattern.DOTALL).matcher(readme).results()
            .map(r -> r.group(1).strip())
            .toList();
    assertThat(commands).containsExactly(
        "mvn -B -ntp -q package -DskipTests && java -jar ulti-examples/target/ulti.jar demo --seed 27",
        "mvn -B -ntp verify -Pintegration");
    Path ci = Path.of(System.getProperty("ulti.root", "..")).resolve(".ci/run");
    assertThat(Files.readAllLines(ci)).contains(commands.get(1));
  }

  /** The coordinates on the README's first screen name the release the build is heading to, in Maven and Gradle alike. */
  @Test
  void theFirstScreenNamesTheComingReleaseAndSaysItIsNotOnCentralYet() throws IOException {
    String readme = readme();
    String pom = Files.readString(Path.of(System.getProperty("ulti.root", "..")).resolve("pom.xml"));
    Matcher revision = Pattern.compile("<revision>(.*?)</revision>").matcher(pom);
    assertThat(revision.find()).isTrue();
    String release = revision.group(1).replace("-SNAPSHOT", "");
    String first = readme.substring(0, readme.indexOf("## What is in it"));
    assertThat(first).contains("<artifactId>ulti-core</artifactId>\n  <version>" + release + "</version>")
        .contains("platform(\"hu.ulti:ulti-bom:" + release + "\")");
    if (revision.group(1).endsWith("-SNAPSHOT")) {
      assertThat(first).contains("**" + release + " is not on Maven Central yet**")
          .contains("`" + revision.group(1) + "`");
    }
  }
}
