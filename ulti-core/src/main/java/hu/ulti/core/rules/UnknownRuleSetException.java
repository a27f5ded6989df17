package hu.ulti.core.rules;

import java.util.List;

/** Thrown when no rule set has the requested id; the message lists the known ids. */
public final class UnknownRuleSetException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final String id;
  private final transient List<String> knownIds;

  /**
   * Creates the exception.
   *
   * @param id the id that was asked for
   * @param knownIds the ids that exist
   */
  public UnknownRuleSetException(String id, List<String> knownIds) {
    super("Unknown rule set '" + id + "'; known: " + String.join(", ", knownIds));
    this.id = id;
    this.knownIds = List.copyOf(knownIds);
  }

  /** The id that was asked for. */
  public String id() {
    return id;
  }

  /** The ids that exist. */
  public List<String> knownIds() {
    return knownIds;
  }
}
