package hu.ulti.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The server's command line: help with every default, and a database folder git leaves alone. */
class ServerMainTest {
  @Test
  void helpShowsTheDefaultOfEveryOptionThatHasOne() {
    StringWriter out = new StringWriter();
    CommandLine line = new CommandLine(new ServerMain());
    line.setOut(new PrintWriter(out));
    assertThat(line.execute("--help")).isZero();
    String help = out.toString();
    assertThat(help).contains("Default: 8080", "Default: jdbc:h2:file:./ulti-data/ulti", "Default: sa",
        "Default: ULTI_DB_PASSWORD", "Default: 800", "Default: 5000", "Default: 120000", "Default: 20");
    assertThat(help).doesNotContain("(default").doesNotContain("Default: []").doesNotContain("=<");
  }

  @Test
  void theDefaultDatabaseFolderIgnoresItselfInGit(@TempDir Path work) throws IOException {
    Path folder = work.resolve("ulti-data");
    ServerMain.keepOutOfGit(folder);
    assertThat(Files.readString(folder.resolve(".gitignore"))).endsWith("*\n");
    Files.writeString(folder.resolve(".gitignore"), "mine\n");
    ServerMain.keepOutOfGit(folder);
    assertThat(Files.readString(folder.resolve(".gitignore"))).isEqualTo("mine\n");
  }
}
