package hu.ulti.core.rules;

import hu.ulti.core.UltiException;
import hu.ulti.core.internal.Text;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Thrown when no rule set has the requested id; the message names the few known ids closest to
 * it, and {@link #knownIds()} gives them all.
 */
public final class UnknownRuleSetException extends UltiException {
  private static final long serialVersionUID = 1L;

  /** The id that was asked for. */
  private final String id;
  private final transient List<String> knownIds;

  /**
   * Creates the exception.
   *
   * @param id the id that was asked for
   * @param knownIds the ids that exist
   */
  public UnknownRuleSetException(String id, List<String> knownIds) {
    super("Unknown rule set '" + Text.quote(id, RuleSets.MAX_ID_LENGTH) + "'; the closest known: "
        + String.join(", ", closest(id, knownIds)) + " (of " + knownIds.size() + ")");
    this.id = Text.quote(id, RuleSets.MAX_ID_LENGTH);
    this.knownIds = List.copyOf(knownIds);
  }

  /**
   * Creates the exception for an unknown part of a composition.
   *
   * @param composition the composed id that was asked for
   * @param part the part that names nothing
   * @param knownParts the variants and options a composition may name
   */
  public UnknownRuleSetException(String composition, String part, List<String> knownParts) {
    super("Cannot compose '" + Text.quote(composition, RuleSets.MAX_ID_LENGTH) + "': '"
        + Text.quote(part, RuleSets.MAX_ID_LENGTH) + "' is not a variant or house rule; the closest known: "
        + String.join(", ", closest(part, knownParts)) + " (of " + knownParts.size() + ")");
    this.id = Text.quote(part, RuleSets.MAX_ID_LENGTH);
    this.knownIds = List.copyOf(knownParts);
  }

  /**
   * Creates the exception for an id that is not well formed.
   *
   * @param problem why the id is malformed, quoting at most a short prefix of it
   */
  public UnknownRuleSetException(String problem) {
    super(Objects.requireNonNull(problem, "problem"));
    this.id = "";
    this.knownIds = List.of();
  }

  /** {@return the id that was asked for (its first 40 characters); empty when it was malformed} */
  public String id() {
    return id;
  }

  /** {@return the ids that exist; empty when the id asked for was malformed} */
  public List<String> knownIds() {
    return knownIds;
  }

  /** The five known ids nearest to the id by edit distance, nearest first. */
  private static List<String> closest(String id, List<String> knownIds) {
    String wanted = id.toLowerCase(Locale.ROOT);
    return knownIds.stream()
        .sorted(Comparator.comparingInt((String known) -> distance(wanted, known)).thenComparing(known -> known))
        .limit(5)
        .toList();
  }

  /** Levenshtein distance, on at most the first 64 characters of each. */
  private static int distance(String a, String b) {
    a = a.substring(0, Math.min(a.length(), 64));
    b = b.substring(0, Math.min(b.length(), 64));
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int substitute = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        current[j] = Math.min(substitute, Math.min(previous[j], current[j - 1]) + 1);
      }
      int[] swap = previous;
      previous = current;
      current = swap;
    }
    return previous[b.length()];
  }
}
