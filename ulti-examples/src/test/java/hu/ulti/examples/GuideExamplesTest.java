package hu.ulti.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every program of the guides compiles, runs and prints what the guide shows. */
class GuideExamplesTest {
  @TempDir Path work;

  @Test
  void everyProgramOfTheGettingStartedGuideRunsAsShown() throws Exception {
    Path guide = Path.of(System.getProperty("ulti.root", "..")).resolve("docs/getting-started.md");
    List<String[]> examples = ReadmeExampleTest.examples(Files.readString(guide, StandardCharsets.UTF_8));
    assertThat(examples).as("deal and play, refuse, referee, settle, variants, server").hasSize(6);
    for (String[] example : examples) {
      ReadmeExampleTest.run(work, example[0], example[1]);
    }
  }

  @Test
  void theWireFormatsCompatibilityProgramRunsAsShown() throws Exception {
    Path page = Path.of(System.getProperty("ulti.root", "..")).resolve("docs/json.md");
    List<String[]> examples = ReadmeExampleTest.examples(Files.readString(page, StandardCharsets.UTF_8));
    assertThat(examples).as("the compatibility policy").hasSize(1);
    ReadmeExampleTest.run(work, examples.get(0)[0], examples.get(0)[1]);
  }

  @Test
  void theNotationPagesProgramRunsAsShown() throws Exception {
    Path page = Path.of(System.getProperty("ulti.root", "..")).resolve("docs/notation.md");
    List<String[]> examples = ReadmeExampleTest.examples(Files.readString(page, StandardCharsets.UTF_8));
    assertThat(examples).as("deals and positions").hasSize(1);
    ReadmeExampleTest.run(work, examples.get(0)[0], examples.get(0)[1]);
  }

  @Test
  void theSessionGuidesProgramRunsAsShown() throws Exception {
    Path guide = Path.of(System.getProperty("ulti.root", "..")).resolve("docs/sessions.md");
    List<String[]> examples = ReadmeExampleTest.examples(Files.readString(guide, StandardCharsets.UTF_8));
    assertThat(examples).as("a whole session").hasSize(1);
    ReadmeExampleTest.run(work, examples.get(0)[0], examples.get(0)[1]);
  }

  @Test
  void theGuidesToBotsRuleSetsAndEmbeddingRunAsShown() throws Exception {
    for (String page : List.of("docs/writing-a-bot.md", "docs/rule-sets.md", "docs/embedding.md")) {
      Path guide = Path.of(System.getProperty("ulti.root", "..")).resolve(page);
      List<String[]> examples = ReadmeExampleTest.examples(Files.readString(guide, StandardCharsets.UTF_8));
      assertThat(examples).as(page).hasSize(1);
      ReadmeExampleTest.run(work, examples.get(0)[0], examples.get(0)[1]);
    }
  }
}
