package hu.ulti.core.internal;

import java.text.Normalizer;
import java.util.List;
import java.util.Locale;

/** Text helpers for parsing user input in English or Hungarian. */
public final class Text {
  private Text() {}

  /**
   * Splits text into folded words for lenient matching of names: lower case, accents removed,
   * split at white space, commas and plus signs; hyphens and slashes stay inside words
   * ("Negyven-Száz" gives "negyven-szaz").
   */
  public static List<String> words(String text) {
    String decomposed = Normalizer.normalize(text, Normalizer.Form.NFD);
    StringBuilder out = new StringBuilder(decomposed.length());
    for (int i = 0; i < decomposed.length(); i++) {
      char c = decomposed.charAt(i);
      if (Character.getType(c) != Character.NON_SPACING_MARK) {
        out.append(c == ',' || c == '+' ? ' ' : c);
      }
    }
    String folded = out.toString().toLowerCase(Locale.ROOT).strip();
    return folded.isEmpty() ? List.of() : List.of(folded.split("\\s+"));
  }

  /**
   * Folds text for lenient matching: lower case, accents removed, inner white space collapsed.
   * "Zöld", "ZOLD" and "zöld" all fold to "zold"; "piros  ász" folds to "piros asz".
   */
  public static String fold(String text) {
    String decomposed = Normalizer.normalize(text.strip(), Normalizer.Form.NFD);
    StringBuilder out = new StringBuilder(decomposed.length());
    boolean space = false;
    for (int i = 0; i < decomposed.length(); i++) {
      char c = decomposed.charAt(i);
      if (Character.getType(c) == Character.NON_SPACING_MARK) {
        continue;
      }
      if (Character.isWhitespace(c) || c == '_' || c == '-') {
        space = true;
        continue;
      }
      if (space && out.length() > 0) {
        out.append(' ');
      }
      space = false;
      out.append(c);
    }
    return out.toString().toLowerCase(Locale.ROOT);
  }

  /** The text with its accents removed ("Félkéz" gives "Felkez"); nothing else changes. */
  public static String withoutAccents(String text) {
    String decomposed = Normalizer.normalize(text, Normalizer.Form.NFD);
    StringBuilder out = new StringBuilder(decomposed.length());
    for (int i = 0; i < decomposed.length(); i++) {
      char c = decomposed.charAt(i);
      if (Character.getType(c) != Character.NON_SPACING_MARK) {
        out.append(c);
      }
    }
    return out.toString();
  }

  /** How much of an input an error message quotes. */
  public static final int QUOTED = 40;

  /**
   * The text as an error message quotes it: whole if short, else its first {@link #QUOTED}
   * characters and how long it was, so that a message never grows with its input.
   */
  public static String quote(String text) {
    return quote(text, QUOTED);
  }

  /**
   * The text as an error message quotes it, whole up to {@code most} characters: for inputs whose
   * length is already bounded (a rule set id), which a user needs to see whole.
   */
  public static String quote(String text, int most) {
    if (text.length() <= most) {
      return text;
    }
    return text.substring(0, most) + "... (" + text.length() + " characters)";
  }
}
