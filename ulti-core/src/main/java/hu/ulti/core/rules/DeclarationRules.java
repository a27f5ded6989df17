package hu.ulti.core.rules;

import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import java.util.Objects;
import java.util.Optional;

/**
 * Who may declare which marriages (20s and 40s) at the first trick. The standard rules (pagat,
 * {@code disagreements.md} D18, D31, D32): there are no marriages without trumps; "It is illegal
 * for an opponent of the declarer to declare a 20 or 40 in a contract where it can have no
 * effect, namely ... when 20-100, 40-100 or Durchmars has been announced"; "A declarer who has
 * bid 40-100 is not allowed to score any twenties"; a 20-100 declarer counts only one 20.
 *
 * <p>Both the game (which refuses a declaration) and the hand summary (which refuses a record
 * of one) ask this object, so the rule is written once. Guarantees: immutable, thread-safe.
 */
public final class DeclarationRules {
  private static final DeclarationRules STANDARD = new DeclarationRules();

  private DeclarationRules() {}

  /** {@return pagat's rules} */
  public static DeclarationRules standard() {
    return STANDARD;
  }

  /**
   * {@return why the opponents may not declare at all in a contract on this bid, or empty if they may}
   *
   * @param bid the bid
   */
  public Optional<String> opponentsForbidden(Bid bid) {
    if (!bid.hasTrumps()) {
      return Optional.of("there are no 20s or 40s without trumps");
    }
    if (bid.has(Component.FORTY_HUNDRED) || bid.has(Component.TWENTY_HUNDRED) || bid.has(Component.DURCHMARS)) {
      return Optional.of("the opponents may not declare a 20 or 40 when 20-100, 40-100 or durchmars was bid");
    }
    return Optional.empty();
  }

  /**
   * {@return why the declarer may not declare the 40 (the trump marriage), or empty if he may}
   *
   * @param alreadyDeclared how many marriages he has declared before this one
   * @param bid the bid
   */
  public Optional<String> declarerForbiddenForty(Bid bid, int alreadyDeclared) {
    Objects.requireNonNull(bid, "bid");
    if (!bid.hasTrumps()) {
      return Optional.of("there are no 20s or 40s without trumps");
    }
    if (bid.has(Component.TWENTY_HUNDRED)) {
      return Optional.of("a declarer who has bid 20-100 may declare only one 20");
    }
    return Optional.empty();
  }

  /**
   * {@return why the declarer may not declare a 20 (a plain marriage), or empty if he may}
   *
   * @param alreadyDeclared how many marriages he has declared before this one
   * @param bid the bid
   */
  public Optional<String> declarerForbiddenTwenty(Bid bid, int alreadyDeclared) {
    Objects.requireNonNull(bid, "bid");
    if (!bid.hasTrumps()) {
      return Optional.of("there are no 20s or 40s without trumps");
    }
    if (bid.has(Component.FORTY_HUNDRED)) {
      return Optional.of("a declarer who has bid 40-100 may declare only the 40");
    }
    if (bid.has(Component.TWENTY_HUNDRED) && alreadyDeclared > 0) {
      return Optional.of("a declarer who has bid 20-100 may declare only one 20");
    }
    return Optional.empty();
  }
}
