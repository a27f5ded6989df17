package hu.ulti.core.contract;

/**
 * The rules that decide whether a bid can be made. Each constant quotes or paraphrases the rule
 * text it enforces; {@link InvalidBidException#rule()} names the one a refused bid breaks.
 *
 * <p>The first group holds in every variant and is checked when a {@link Bid} is built; the
 * rest depend on the rule set and are checked by it.
 */
public enum BidRule {
  /** A bid names at least one component. */
  SOME_COMPONENT("A bid names at least one component."),
  /** "Betli cannot be combined with any other bid." */
  BETLI_STANDS_ALONE("Betli cannot be combined with any other bid."),
  /** "Durchmars without trumps cannot be combined with any other bid." */
  NO_TRUMP_DURCHMARS_STANDS_ALONE("Durchmars without trumps cannot be combined with any other bid."),
  /** Betli is played without trumps. */
  BETLI_HAS_NO_TRUMPS("Betli is played without trumps."),
  /** The simple game, ulti, the 100s and four aces or tens need a trump suit. */
  NEEDS_TRUMPS(
      "A simple game must be played with a trump suit; ulti may be combined with any contract"
          + " where there are trumps; 40-100 and 20-100 are trump contracts."),
  /** 40-100 and 20-100 exclude each other. */
  ONE_HUNDRED("40-100 and 20-100 cannot be bid together."),
  /** "There is no score for the simple game when 40-100 is bid"; 20-100 "replaces the simple game". */
  HUNDRED_REPLACES_SIMPLE_GAME("40-100 and 20-100 replace the simple game."),
  /** Durchmars replaces the simple game. */
  DURCHMARS_REPLACES_SIMPLE_GAME("Durchmars replaces the simple game."),
  /** "Ulti cannot be bid alone": it carries the simple game unless combined with a 100 or durchmars. */
  BONUS_NEEDS_BASE(
      "Ulti cannot be bid alone: it is bid with the simple game, 40-100, 20-100 or durchmars."),
  /** Only betli and durchmars have open forms. */
  OPEN_ONLY_BETLI_OR_DURCHMARS("Only betli and durchmars can be played open (terített)."),
  /** Standard rules: "durchmars with trumps must be combined with at least one of ulti, 40-100 and 20-100." */
  TRUMP_DURCHMARS_NEEDS_PARTNER(
      "Durchmars with trumps must be combined with at least one of ulti, 40-100 and 20-100."),
  /** The rule set does not play this component, or not in this form. */
  NOT_PLAYED("The rule set has no such bid.");

  private final String rule;

  BidRule(String rule) {
    this.rule = rule;
  }

  /** {@return the rule, in one or two sentences} */
  public String rule() {
    return rule;
  }
}
