package hu.ulti.variants;

import hu.ulti.core.contract.Component;
import hu.ulti.core.rules.HalfHandRules;
import hu.ulti.core.rules.ScoringRules;
import hu.ulti.core.rules.UnbidHundredRules;
import java.util.List;
import java.util.Set;

/**
 * The alternatives {@code disagreements.md} lists beside each default, as options that compose
 * with any rule set by id, where they are not whole variants of their own (those are
 * {@code tournament}, {@code historical}, {@code suit-bid}, {@code wikipedia} and the
 * {@link HouseRules}). Each names its D-number.
 */
public final class DecisionOptions {
  /** D07: "some players do not allow a suit durchmars at all - durchmars, like betli, can only be played without trumps." */
  public static final String NO_SUIT_DURCHMARS = "no-suit-durchmars";
  /** D08: "Some people play only the first ... of the above durchmars variations": a minor-suit open durchmars is 12. */
  public static final String OPEN_DURCHMARS_12 = "open-durchmars-12";
  /** D07, D08: "... or the first and second": minor open durchmars 12, and a suit durchmars may be played alone. */
  public static final String OPEN_DURCHMARS_12_ALONE = "open-durchmars-12-alone";
  /** D10: "The score for 20-100 was only 4 (or 8 in hearts) - the same as a 40-100." */
  public static final String TWENTY_HUNDRED_4 = "twenty-hundred-4";
  /** D12: "If two players in succession passed on the talon without bidding, the auction ended." */
  public static final String TWO_PASSES = "two-passes";
  /** D19: "In an open betli or open durchmars, only the declarer's hand was exposed." */
  public static final String DECLARER_EXPOSES = "declarer-exposes";
  /** D24: "Silent bids are doubled along with their appropriate games" (S4): a game kontra doubles a silent ulti too. */
  public static final String SILENT_ULTI_FOLLOWS_GAME_KONTRA = "silent-ulti-follows-game-kontra";
  /** D06's alternative: a durchmars does not annul a silent four aces. */
  public static final String SILENT_FOUR_ACES_WITH_DURCHMARS = "silent-four-aces-with-durchmars";
  /** D41's alternative: a decided betli or no-trump durchmars is played to the end. */
  public static final String PLAY_OUT_DECIDED = "play-out-decided";
  /** D04's alternative: no exception inside a ladder step; equal bids always shut each other out. */
  public static final String NO_LADDER_EXCEPTIONS = "no-ladder-exceptions";
  /** D13's alternative (S4): "In certain circles forfeiting a game of Simple is not optional". */
  public static final String FORCED_GIVE_UP = "forced-give-up";
  /** D17's alternative: a player's marriages count only if he himself took a trick. */
  public static final String MARRIAGE_NEEDS_OWN_TRICK = "marriage-needs-own-trick";
  /** D26's alternative: an unbid 100 is scored beside an unbid durchmars of the same side. */
  public static final String UNBID_100_WITH_UNBID_DURCHMARS = "unbid-100-with-unbid-durchmars";
  /** D29's alternative: the defenders' tricks are pooled for a silent four aces. */
  public static final String SILENT_FOUR_ACES_POOLED = "silent-four-aces-pooled";
  /** D36's alternative (S4): half-hand ulti whose winner raises only in his half-hand suit. */
  public static final String HALF_HAND_SAME_SUIT = "half-hand-same-suit";

  static final List<Modifier> MODIFIERS = List.of(
      new Modifier(NO_SUIT_DURCHMARS, "option: durchmars only without trumps (D07)", Set.of("durchmars"),
          (base, builder) -> builder.restrict("durchmars, like betli, can only be played without trumps",
              bid -> bid.has(Component.DURCHMARS) && bid.hasTrumps())),
      new Modifier(OPEN_DURCHMARS_12, "option: a minor-suit open durchmars is worth 12 (D08)", Set.of("durchmars"),
          (base, builder) -> builder.values(ValueChanges.minorOpenDurchmarsTwelve(base.values()))),
      new Modifier(OPEN_DURCHMARS_12_ALONE, "option: minor open durchmars 12, and a suit durchmars may be played alone (D07, D08)",
          Set.of("durchmars"), (base, builder) -> builder.values(ValueChanges.minorOpenDurchmarsTwelve(base.values())).trumpDurchmarsAlone(true)),
      new Modifier(TWENTY_HUNDRED_4, "option: 20-100 worth the same as 40-100, 4 (8 in hearts) (D10)", Set.of("20-100"),
          (base, builder) -> builder.values(ValueChanges.twentyHundredLikeFortyHundred(base.values()))),
      new Modifier(TWO_PASSES, "option: two passes in a row end the auction, without self-robbing (D12)",
          Set.of("auction end"), (base, builder) -> builder.passesToEndAuction(2)),
      new Modifier(DECLARER_EXPOSES, "option: an open contract exposes only the declarer's hand (D19)", Set.of("exposure"),
          (base, builder) -> builder.procedure(base.procedure().toBuilder().onlyDeclarerExposes(true).build())),
      new Modifier(SILENT_ULTI_FOLLOWS_GAME_KONTRA, "option: kontras on the game also double a silent ulti (D24)",
          Set.of("silent ulti"), (base, builder) -> builder.scoring(
              base.scoring().toBuilder().silentUltiFollowsGameKontra(true).build())),
      new Modifier(SILENT_FOUR_ACES_WITH_DURCHMARS, "option: a durchmars does not annul a silent four aces (D06)",
          Set.of("silent four aces"), (base, builder) -> builder.scoring(
              base.scoring().toBuilder().silentFourAcesAnnulledByDurchmars(false).build())),
      new Modifier(PLAY_OUT_DECIDED, "option: a lost betli or no-trump durchmars is played to the end (D41)",
          Set.of("early end"), (base, builder) -> builder.endDecidedContractsEarly(false)),
      new Modifier(NO_LADDER_EXCEPTIONS, "option: no exception inside a ladder step (D04)", Set.of("ladder exceptions"),
          (base, builder) -> builder.equalBidOvercalls(List.of())),
      new Modifier(FORCED_GIVE_UP, "option: an uncontested minor simple game must be given up (D13)", Set.of("giving up"),
          (base, builder) -> builder.scoring(base.scoring().toBuilder()
              .giveUp(ScoringRules.GiveUp.MINOR_SIMPLE_GAME_FORCED, base.scoring().giveUpCost()).build())),
      new Modifier(MARRIAGE_NEEDS_OWN_TRICK, "option: a player's marriages count only if he took a trick (D17)",
          Set.of("marriages"), (base, builder) -> builder.scoring(
              base.scoring().toBuilder().marriageNeedsOwnTrick(true).build())),
      new Modifier(UNBID_100_WITH_UNBID_DURCHMARS, "option: an unbid 100 is scored beside an unbid durchmars (D26)",
          Set.of("unbid 100 and durchmars"), (base, builder) -> builder.scoring(
              base.scoring().toBuilder().unbidHundred(base.scoring().unbidHundred()
                  .withBesideUnbidDurchmars(UnbidHundredRules.BesideUnbidDurchmars.ADDED)).build())),
      new Modifier(SILENT_FOUR_ACES_POOLED, "option: the defenders' tricks are pooled for a silent four aces (D29)",
          Set.of("four aces pooling"), (base, builder) -> builder.scoring(
              base.scoring().toBuilder().silentFourAcesPooled(true).build())),
      new Modifier(HALF_HAND_SAME_SUIT, "half-hand ulti whose winner raises only in his half-hand suit (D36)",
          Set.of("half-hand", "deal pattern"), (base, builder) -> {
            HalfHandVariants.HALF_HAND.change().accept(base, builder);
            builder.halfHand(HalfHandRules.doubled().withWinnerKeepingSuit());
          }));

  private DecisionOptions() {}

  /** {@return the option ids} */
  public static List<String> ids() {
    return MODIFIERS.stream().map(Modifier::id).toList();
  }
}
