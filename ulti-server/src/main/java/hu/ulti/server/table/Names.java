package hu.ulti.server.table;

import java.util.regex.Pattern;

/** Names people give themselves at a table: short, printable, and without the comma that separates them in records. */
public final class Names {
  /** The longest name. */
  public static final int MAX_LENGTH = 24;
  private static final Pattern NAME = Pattern.compile("[\\p{L}\\p{N}][\\p{L}\\p{N} ._'-]{0," + (MAX_LENGTH - 1) + "}");

  private Names() {}

  /** Whether the name may be shown at a table and written in a record. */
  public static boolean isValid(String name) {
    return NAME.matcher(name).matches() && !name.endsWith(" ");
  }

  /** What a valid name looks like, for an error message. */
  public static String rule() {
    return "1 to " + MAX_LENGTH + " letters, digits, spaces, dots, dashes, underscores or apostrophes, starting"
        + " with a letter or digit";
  }
}
