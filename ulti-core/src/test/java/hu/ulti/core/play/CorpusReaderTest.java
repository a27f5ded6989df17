package hu.ulti.core.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A corpus that is missing or malformed fails with a message that says what and where. */
class CorpusReaderTest {
  @TempDir Path folder;

  @Test
  void missingFileNamesThePathAndTheOverride() {
    assertThatThrownBy(() -> Corpus.read(folder, "legal-play.jsonl"))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining(folder.resolve("legal-play.jsonl").toString())
        .hasMessageContaining("-Dulti.corpus");
  }

  @Test
  void malformedJsonNamesTheLine() throws IOException {
    Files.writeString(folder.resolve("x.jsonl"), "{\"id\":\"a\"}\n{broken\n");
    assertThatThrownBy(() -> Corpus.read(folder, "x.jsonl"))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("line 2 is not valid JSON");
  }

  @Test
  void badCardsAndMissingFieldsNameTheLineAndToken() throws IOException {
    Files.writeString(folder.resolve("y.jsonl"), "{\"id\":\"lp-1\",\"hand\":[\"HA\",\"HQ\"]}\n");
    Corpus.Line line = Corpus.read(folder, "y.jsonl").get(0);
    assertThatThrownBy(() -> line.cards(line.field("hand")))
        .hasMessageContaining("y.jsonl:1 (lp-1)")
        .hasMessageContaining("'HQ'");
    assertThatThrownBy(() -> line.field("legal")).hasMessageContaining("missing field 'legal'");
  }

  @Test
  void theBuildPointsAtTheSharedCorpus() {
    assertThat(Corpus.folder().resolve("legal-play.jsonl")).exists();
  }
}
