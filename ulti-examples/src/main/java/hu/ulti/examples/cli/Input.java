package hu.ulti.examples.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** The text of a command's input: a file, or standard input for "-". */
final class Input {
  private Input() {}

  static String read(String file, InputStream stdin) throws IOException {
    return file.equals("-")
        ? new String(stdin.readAllBytes(), StandardCharsets.UTF_8)
        : Files.readString(Path.of(file), StandardCharsets.UTF_8);
  }
}
