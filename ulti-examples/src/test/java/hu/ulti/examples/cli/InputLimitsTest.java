package hu.ulti.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * No input exhausts the memory: standard input is refused as soon as it passes the command's
 * limit, and a file by its size before it is read.
 */
class InputLimitsTest {
  private final StringWriter err = new StringWriter();

  /** Standard input that never ends: as 300 MB would be, and more. */
  private static InputStream endless() {
    return new InputStream() {
      @Override
      public int read() {
        return 'x';
      }

      @Override
      public int read(byte[] bytes, int offset, int length) {
        Arrays.fill(bytes, offset, offset + length, (byte) 'x');
        return length;
      }
    };
  }

  private int run(String command, InputStream stdin, String... args) {
    CommandLine cli = UltiCommand.newCommandLine();
    cli.setOut(new PrintWriter(new StringWriter()));
    cli.setErr(new PrintWriter(err));
    Object sub = cli.getSubcommands().get(command).getCommand();
    if (sub instanceof SettleCommand settle) {
      settle.stdin = stdin;
    } else if (sub instanceof RefereeCommand referee) {
      referee.stdin = stdin;
    } else if (sub instanceof SolveCommand solve) {
      solve.stdin = stdin;
    } else if (sub instanceof AnalyseCommand analyse) {
      analyse.stdin = stdin;
    }
    return cli.execute(args);
  }

  @Test
  void endlessStandardInputIsRefusedAtTheLimit() {
    assertThat(run("settle", endless(), "settle", "-")).isEqualTo(2);
    assertThat(err.toString()).contains("-: more than 1,000,000 bytes, the most this command reads");
    assertThat(run("referee", endless(), "referee", "-")).isEqualTo(2);
    assertThat(err.toString()).contains("-: more than 32,000,000 bytes, the most this command reads");
    assertThat(run("analyse", endless(), "analyse", "-")).isEqualTo(2);
    assertThat(run("solve", endless(), "solve", "-")).isEqualTo(2);
  }

  @Test
  void aFileTooLargeIsRefusedByItsSizeBeforeItIsRead(@TempDir Path folder) throws Exception {
    Path big = folder.resolve("big.json");
    try (var out = Files.newOutputStream(big)) {
      out.write(new byte[1_000_001]);
    }
    assertThat(run("settle", InputStream.nullInputStream(), "settle", big.toString())).isEqualTo(2);
    assertThat(err.toString()).contains("big.json: more than 1,000,000 bytes");
  }
}
