package hu.ulti.core.rules;

import hu.ulti.core.UltiException;
import hu.ulti.core.internal.Text;
import java.util.Objects;

/**
 * Thrown when a composed rule set id cannot be made because two of its parts change the same
 * rules ({@code four-aces+four-aces-ultinet}); the message names both parts and what they change.
 */
public final class RuleSetConflictException extends UltiException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception.
   *
   * @param composition the composed id asked for
   * @param first the earlier part
   * @param second the later part that changes the same rules
   * @param aspect what both change
   */
  public RuleSetConflictException(String composition, String first, String second, String aspect) {
    super("Cannot compose '" + Text.quote(Objects.requireNonNull(composition, "composition"),
        RuleSets.MAX_ID_LENGTH) + "': "
        + Objects.requireNonNull(first, "first") + " and " + Objects.requireNonNull(second, "second")
        + " both change the " + Objects.requireNonNull(aspect, "aspect") + " rules");
  }
}
