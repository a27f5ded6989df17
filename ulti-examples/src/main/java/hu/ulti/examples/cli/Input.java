package hu.ulti.examples.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;

/** The text of a command's input: a file, or standard input for "-". */
final class Input {
  private Input() {}

  /** The most a hand summary, a game or a position may take: far more than any real one. */
  static final long SMALL = 1_000_000;
  /** The most a file of game records may take: tens of thousands of records. */
  static final long RECORDS = 32_000_000;

  /** An input larger than the command reads: refused before it is read whole. */
  static final class TooLarge extends IOException {
    private static final long serialVersionUID = 1L;

    TooLarge(long most) {
      super(String.format(Locale.ROOT, "more than %,d bytes, the most this command reads", most));
    }
  }

  /** The line that says a file cannot be read, and why, in the operating system's words. */
  static String cannotRead(String file, IOException e) {
    if (e instanceof TooLarge) {
      return file + ": " + e.getMessage();
    }
    String why = e instanceof NoSuchFileException ? "no such file"
        : e instanceof AccessDeniedException ? "permission denied"
        : e instanceof MalformedInputException ? "not UTF-8 text"
        : e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    return file + ": cannot read: " + why;
  }

  /** The line that says a file cannot be written, and why. */
  static String cannotWrite(Path file, IOException e) {
    String why = e instanceof NoSuchFileException ? "no such folder"
        : e instanceof AccessDeniedException ? "permission denied"
        : e instanceof FileSystemException f && f.getReason() != null ? f.getReason()
        : e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    return file + ": cannot write: " + why;
  }

  /**
   * The text of a file, or of standard input for "-", refused with {@link TooLarge} beyond
   * {@code most} bytes: a file by its size, before it is read, and standard input as soon as it
   * passes the limit, so that no input can exhaust the memory.
   */
  static String read(String file, InputStream stdin, long most) throws IOException {
    if (!file.equals("-")) {
      Path path = Path.of(file);
      if (Files.isRegularFile(path) && Files.size(path) > most) {
        throw new TooLarge(most);
      }
      byte[] bytes;
      try (InputStream in = Files.newInputStream(path)) {
        bytes = in.readNBytes((int) most + 1);
      }
      return text(bytes, most);
    }
    return text(stdin.readNBytes((int) most + 1), most);
  }

  private static String text(byte[] bytes, long most) throws IOException {
    if (bytes.length > most) {
      throw new TooLarge(most);
    }
    return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
  }
}
