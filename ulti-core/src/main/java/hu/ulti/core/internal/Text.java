package hu.ulti.core.internal;

import java.text.Normalizer;
import java.util.Locale;

/** Text helpers for parsing user input in English or Hungarian. */
public final class Text {
  private Text() {}

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
}
