package hu.ulti.variants;

import hu.ulti.core.contract.Component;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.UnbidHundredRules;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The rules of the leading public Ulti implementation, as the expectations of its test suite show
 * them, each an option that composes with any rule set, and {@value #ID} with all of them on the
 * standard rules, so that users migrating from that implementation, and matches between engines,
 * share one rule set. Where one of them contradicts pagat's main text, {@code standard} stays as
 * it is; each option's description quotes what it changes.
 */
public final class PublicImplementationRules {
  /** Every option below on the standard rules. */
  public static final String ID = "public-implementation";
  /** "an unbid 20-100 worth twice an unbid 40-100": an unbid 100 made with twenties only doubles its bonus. */
  public static final String UNBID_20_100_DOUBLE = "unbid-20-100-double";
  /** "only one marriage counting toward an unbid 100" (pagat: "more than one twenty or forty may be included"). */
  public static final String UNBID_100_ONE_MARRIAGE = "unbid-100-one-marriage";
  /** "an unbid 100 scored on top of contracts without a simple game", for the simple game's table value. */
  public static final String UNBID_100_WITHOUT_GAME = "unbid-100-without-game";
  /** "an unbid 100 keeping its whole doubled game beside an unbid durchmars". */
  public static final String UNBID_100_KEEPS_DOUBLED_GAME = "unbid-100-keeps-doubled-game";
  /** "no heart durchmars without trumps": the 12-point no-trump heart durchmars is not a bid. */
  public static final String NO_HEART_NO_TRUMP_DURCHMARS = "no-heart-no-trump-durchmars";
  /** "kontra and rekontra only": no szubkontra or higher. */
  public static final String REKONTRA_ONLY = "rekontra-only";
  /**
   * "no minor simple game bid" (pagat's "Pass"); forehand may decline the opening and pays 2 per
   * defender. Its id before 0.1.0, {@code no-pass-bid}, is read as an alias.
   */
  public static final String NO_SIMPLE_GAME_BID = "no-simple-game-bid";

  static final List<Modifier> MODIFIERS = List.of(
      new Modifier(UNBID_20_100_DOUBLE, "option: an unbid 20-100 (twenties only) is worth twice an unbid 40-100",
          Set.of("unbid 100 value"), (base, builder) -> builder.scoring(base.scoring().toBuilder()
              .unbidHundred(base.scoring().unbidHundred().withTwentyHundredFactor(2)).build())),
      new Modifier(UNBID_100_ONE_MARRIAGE, "option: only one marriage (the forty if declared) counts toward an unbid 100",
          Set.of("unbid 100 marriages"), (base, builder) -> builder.scoring(base.scoring().toBuilder()
              .unbidHundred(base.scoring().unbidHundred().withMarriages(UnbidHundredRules.Marriages.ONE)).build())),
      new Modifier(UNBID_100_WITHOUT_GAME, "option: an unbid 100 is scored on top of trump contracts without a simple game",
          Set.of("unbid 100 without game"), (base, builder) -> builder.scoring(base.scoring().toBuilder()
              .unbidHundred(base.scoring().unbidHundred().withScoredWithoutGame(true)).build())),
      new Modifier(UNBID_100_KEEPS_DOUBLED_GAME, "option: an unbid 100 keeps its whole doubled game beside an unbid durchmars",
          Set.of("unbid 100 and durchmars"), (base, builder) -> builder.scoring(base.scoring().toBuilder()
              .unbidHundred(base.scoring().unbidHundred()
                  .withBesideUnbidDurchmars(UnbidHundredRules.BesideUnbidDurchmars.DOUBLED_GAME_KEPT)).build())),
      new Modifier(NO_HEART_NO_TRUMP_DURCHMARS, "option: no heart durchmars without trumps",
          Set.of("heart durchmars"), (base, builder) -> builder.restrict("there is no heart durchmars without trumps",
              bid -> bid.has(Component.DURCHMARS) && !bid.hasTrumps() && bid.isHearts())),
      new Modifier(REKONTRA_ONLY, "option: kontra and rekontra only", Set.of("kontra levels"),
          (base, builder) -> builder.procedure(base.procedure().toBuilder().highestKontraLevel(2).build())),
      new Modifier(NO_SIMPLE_GAME_BID, "option: no minor simple game bid; forehand may decline the opening,"
          + " paying a given-up game (2) to each defender", Set.of("opening"),
          (base, builder) -> builder
              .restrict("the simple game in a minor suit is not a bid; forehand may decline the opening instead",
                  bid -> bid.size() == 1 && bid.has(Component.SIMPLE_GAME) && bid.denomination().isMinorSuit())
              .procedure(base.procedure().toBuilder().openingMayBeDeclined(true).build())));

  static final Modifier ALL = new Modifier(ID, "the leading public implementation's rules: "
      + String.join("; ", MODIFIERS.stream().map(m -> m.description().replaceFirst("^option: ", "")).toList()),
      aspects(), (base, builder) -> {
        // Each option reads the rules the options before it made, as in a composed id.
        for (Modifier modifier : MODIFIERS) {
          modifier.change().accept(builder.build(), builder);
        }
      });

  private PublicImplementationRules() {}

  /** {@return the leading public implementation's rules: every option of this class on the standard rules} */
  public static RuleSet create() {
    return ALL.applyTo(RuleSet.standard(), ID, ALL.description());
  }

  /** {@return the option ids} */
  public static List<String> ids() {
    return MODIFIERS.stream().map(Modifier::id).toList();
  }

  private static Set<String> aspects() {
    Set<String> all = new LinkedHashSet<>();
    MODIFIERS.forEach(m -> all.addAll(m.aspects()));
    return all;
  }
}
