package hu.ulti.examples.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** The text of a command's input: a file, or standard input for "-". */
final class Input {
  private Input() {}

  /** The line that says a file cannot be read, and why, in the operating system's words. */
  static String cannotRead(String file, IOException e) {
    String why = e instanceof java.nio.file.NoSuchFileException ? "no such file"
        : e instanceof java.nio.file.AccessDeniedException ? "permission denied"
        : e instanceof java.nio.charset.MalformedInputException ? "not UTF-8 text"
        : e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    return file + ": cannot read: " + why;
  }

  /** The line that says a file cannot be written, and why. */
  static String cannotWrite(java.nio.file.Path file, IOException e) {
    String why = e instanceof java.nio.file.NoSuchFileException ? "no such folder"
        : e instanceof java.nio.file.AccessDeniedException ? "permission denied"
        : e instanceof java.nio.file.FileSystemException f && f.getReason() != null ? f.getReason()
        : e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    return file + ": cannot write: " + why;
  }

  static String read(String file, InputStream stdin) throws IOException {
    return file.equals("-")
        ? new String(stdin.readAllBytes(), StandardCharsets.UTF_8)
        : Files.readString(Path.of(file), StandardCharsets.UTF_8);
  }
}
