package hu.ulti.variants;

import hu.ulti.core.contract.BidRanking;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.ScoringRules;
import java.util.List;
import java.util.Set;

/**
 * House-rule options that go on any rule set, each with an id that composes with the others
 * ({@code standard+single-component-wins}, {@code four-aces+give-up-any}). Each is one of pagat's
 * variations and a decision of {@code disagreements.md}.
 */
public final class HouseRules {
  /** D01: "a bid whose score is a single component beats an equal scoring bid made up of two or more parts". */
  public static final String SINGLE_COMPONENT_WINS = "single-component-wins";
  /** D24: "Some play that the extra score for unbid 100 ... is unaffected by kontras." */
  public static final String UNBID_100_NO_KONTRA = "unbid-100-no-kontra";
  /** D22: "Some play that only betli is doubled individually. A kontra of a no trump durchmars applies to both partners." */
  public static final String BETLI_ONLY_INDIVIDUAL = "betli-only-individual";
  /** D25: "Some play that any contract may be given up before the first lead. The declarer must pay the kontra'd value of all components." */
  public static final String GIVE_UP_ANY = "give-up-any";

  /** D39: a four-player table's dealer pays or is paid as one more defender. */
  public static final String DEALER_WITH_DEFENDERS = "dealer-with-defenders";
  /** D14: "5 cards to each player in the first round, then 7 to the first player and 5 each to the other players". */
  public static final String DEAL_FIVES_THEN_SEVEN = "deal-fives-then-seven";
  /** D14: "Unusually, some people deal 6 to the first player in both rounds." */
  public static final String DEAL_SIX_TWICE = "deal-six-twice";

  /** D39: "a version, rarely played, in which the dealer scores equally with the declarer". */
  public static final String DEALER_WITH_DECLARER = "dealer-with-declarer";

  static final List<Modifier> MODIFIERS = List.of(
      new Modifier(SINGLE_COMPONENT_WINS, "house rule: a single-component bid beats an equal multi-component bid",
          Set.of("ranking"), (base, builder) -> builder.ranking(BidRanking.singleComponentWins())),
      new Modifier(UNBID_100_NO_KONTRA, "house rule: kontras on the game do not double an unbid 100",
          Set.of("unbid 100"), (base, builder) -> builder.scoring(
              base.scoring().toBuilder().unbidHundredFollowsGameKontra(false).build())),
      new Modifier(BETLI_ONLY_INDIVIDUAL, "house rule: only betli is kontra'd individually",
          Set.of("individual kontra"), (base, builder) -> builder.scoring(
              base.scoring().toBuilder().individualKontra(ScoringRules.IndividualKontra.BETLI_ONLY).build())),
      new Modifier(GIVE_UP_ANY, "house rule: any contract may be given up, paying its kontra'd value",
          Set.of("giving up"), (base, builder) -> builder.scoring(
              base.scoring().toBuilder().giveUp(ScoringRules.GiveUp.ANY_CONTRACT_KONTRAD_VALUE, 0).build())),
      new Modifier(DEAL_FIVES_THEN_SEVEN, "house rule: deal five to each, then seven to forehand and five to each other",
          Set.of("deal pattern"), (base, builder) -> builder.procedure(
              base.procedure().toBuilder().dealPattern(DealPatterns.FIVES_THEN_SEVEN).build())),
      new Modifier(DEAL_SIX_TWICE, "house rule: deal six to forehand in both rounds (6-5-5, 6-5-5)",
          Set.of("deal pattern"), (base, builder) -> builder.procedure(
              base.procedure().toBuilder().dealPattern(DealPatterns.SIX_TWICE).build())),
      new Modifier(DEALER_WITH_DEFENDERS, "house rule: a four-player table's dealer scores with the defenders",
          Set.of("four-player dealer"), (base, builder) -> builder.scoring(
              base.scoring().toBuilder().fourPlayerDealer(ScoringRules.FourPlayerDealer.WITH_DEFENDERS).build())),
      new Modifier(DEALER_WITH_DECLARER, "house rule: a four-player table's dealer scores with the declarer",
          Set.of("four-player dealer"), (base, builder) -> builder.scoring(
              base.scoring().toBuilder().fourPlayerDealer(ScoringRules.FourPlayerDealer.WITH_DECLARER).build())));

  private HouseRules() {}

  /** {@return the house-rule option ids} */
  public static List<String> ids() {
    return MODIFIERS.stream().map(Modifier::id).toList();
  }

  /**
   * {@return a rule set with the given house rules on top}
   *
   * @param base the base
   * @param options the options
   */
  public static RuleSet on(RuleSet base, String... options) {
    StringBuilder id = new StringBuilder(base.id());
    for (String option : options) {
      id.append('+').append(option);
    }
    return VariantRuleSets.compose(id.toString());
  }
}
