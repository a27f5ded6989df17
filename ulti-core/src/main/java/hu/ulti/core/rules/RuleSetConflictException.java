package hu.ulti.core.rules;

import hu.ulti.core.UltiException;
import hu.ulti.core.internal.Text;
import java.util.Objects;

/**
 * Thrown when a composed rule set id cannot be made because its parts do not fit together: two
 * of them change the same rules ({@code four-aces+four-aces-ultinet}), or one cannot be applied on
 * top of the others ({@code historical+wikipedia}: Wikipedia's fixed ladder has no place for the
 * suits the older rules name in every bid). The message names the parts and the reason.
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

  /**
   * Creates the exception for a part that cannot be applied on top of the parts before it.
   *
   * @param composition the composed id asked for
   * @param earlier the parts before it, composed
   * @param part the part that does not fit
   * @param reason why, as the part's rules say it (quoted short)
   */
  public RuleSetConflictException(String composition, String earlier, String part, Throwable reason) {
    super("Cannot compose '" + Text.quote(Objects.requireNonNull(composition, "composition"), RuleSets.MAX_ID_LENGTH)
        + "': " + Objects.requireNonNull(part, "part") + " does not fit on top of "
        + Objects.requireNonNull(earlier, "earlier") + " (" + Text.quote(String.valueOf(
            Objects.requireNonNull(reason, "reason").getMessage()), 160) + ")", reason);
  }
}
