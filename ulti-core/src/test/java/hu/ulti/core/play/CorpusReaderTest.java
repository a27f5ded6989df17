package hu.ulti.core.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
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
  void aCompressedFileIsReadWhenThePlainOneIsAbsent() throws IOException {
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(folder.resolve("z.jsonl.gz")))) {
      out.write("{\"id\":\"a\"}\n\n{\"id\":\"b\"}\n".getBytes(StandardCharsets.UTF_8));
    }
    assertThat(Corpus.read(folder, "z.jsonl")).extracting(line -> line.json().get("id").asText())
        .containsExactly("a", "b");
    assertThat(Corpus.read(folder, "z.jsonl").get(1).number()).isEqualTo(3);
  }

  /** A clone alone builds: the build reads the corpora the repository owns. */
  @Test
  void theBuildPointsAtTheRepositorysOwnCorpus() {
    assertThat(Corpus.folder()).endsWith(Path.of("ulti-core", "src", "test", "corpus"));
    assertThat(Corpus.folder().resolve("legal-play.jsonl.gz")).exists();
    assertThat(Corpus.folder().resolve("playouts.jsonl.gz")).exists();
  }
}
