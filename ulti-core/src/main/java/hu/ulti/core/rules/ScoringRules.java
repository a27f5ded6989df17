package hu.ulti.core.rules;

import static com.google.common.base.Preconditions.checkArgument;

import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Denomination;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * The scoring rules a rule set owns beyond the bid values: silent bonuses, giving up, and how
 * kontras apply. Values are data keyed by denomination ({@link Denomination#MINOR} or
 * {@link Denomination#HEARTS}), so a variant changes numbers, not the scorer.
 *
 * <p>The standard rules (pagat, and {@code disagreements.md} D22-D28): silent ulti 2 won, 4
 * lost (hearts 4 and 8); silent durchmars 3 (hearts 6), replacing the simple game and taking
 * its kontra; unbid 100 doubles the simple game, kontra included; other silent bonuses are not
 * doubled by kontras; only a minor-suit simple game without ulti may be given up, for 2; in
 * betli and no-trump durchmars each defender kontras for himself.
 *
 * <p>Guarantees: immutable and thread-safe.
 */
public final class ScoringRules {
  /** Which contracts the declarer may give up before the first lead, and at what cost. */
  public enum GiveUp {
    /** Only a simple game in a minor suit without ulti ("Simple game"), for a fixed cost (pagat). */
    MINOR_SIMPLE_GAME_ONLY,
    /** Any contract, paying the kontra'd value of every component, ulti penalty included. */
    ANY_CONTRACT_KONTRAD_VALUE,
    /**
     * As {@link #MINOR_SIMPLE_GAME_ONLY}, but not optional (D13): "In certain circles forfeiting a
     * game of Simple is not optional" (S4); the declarer of a minor simple game must give it up.
     */
    MINOR_SIMPLE_GAME_FORCED
  }

  /** Which no-trump contracts let each defender kontra for himself alone (D22). */
  public enum IndividualKontra {
    /** Betli and no-trump durchmars (pagat's main text). */
    BETLI_AND_NO_TRUMP_DURCHMARS,
    /** Betli only; a kontra of no-trump durchmars binds both defenders. */
    BETLI_ONLY
  }

  /** How the dealer of a four-player table, who sits out the play, takes part in the payments (D39). */
  public enum FourPlayerDealer {
    /** "the dealer either does not take part in the payments" (pagat's first reading, the default). */
    NONE,
    /** "or scores equally with the opponents of the declarer": he pays or is paid as one more defender. */
    WITH_DEFENDERS,
    /** "a version, rarely played, in which the dealer scores equally with the declarer". */
    WITH_DECLARER
  }

  private static final ScoringRules STANDARD = builder()
      .silentUlti(Denomination.MINOR, 2, 4)
      .silentUlti(Denomination.HEARTS, 4, 8)
      .silentDurchmars(Denomination.MINOR, 3)
      .silentDurchmars(Denomination.HEARTS, 6)
      .giveUp(GiveUp.MINOR_SIMPLE_GAME_ONLY, 2)
      .unbidHundredFollowsGameKontra(true)
      .silentUltiFollowsGameKontra(false)
      .individualKontra(IndividualKontra.BETLI_AND_NO_TRUMP_DURCHMARS)
      .build();

  private final Map<Denomination, Integer> silentUltiWon;
  private final Map<Denomination, Integer> silentUltiLost;
  private final Map<Denomination, Integer> silentDurchmars;
  private final Map<Denomination, Integer> silentFourAces;
  private final GiveUp giveUp;
  private final int giveUpCost;
  private final boolean unbidHundredFollowsGameKontra;
  private final boolean silentUltiFollowsGameKontra;
  private final IndividualKontra individualKontra;
  private final FourPlayerDealer fourPlayerDealer;
  private final boolean silentFourAcesAnnulledByDurchmars;
  private final boolean silentFourAcesPooled;
  private final UnbidHundredRules unbidHundred;
  private final boolean marriageNeedsOwnTrick;

  private ScoringRules(Builder b) {
    this.silentUltiWon = Map.copyOf(b.silentUltiWon);
    this.silentUltiLost = Map.copyOf(b.silentUltiLost);
    this.silentDurchmars = Map.copyOf(b.silentDurchmars);
    this.silentFourAces = Map.copyOf(b.silentFourAces);
    this.giveUp = b.giveUp;
    this.giveUpCost = b.giveUpCost;
    this.unbidHundredFollowsGameKontra = b.unbidHundredFollowsGameKontra;
    this.silentUltiFollowsGameKontra = b.silentUltiFollowsGameKontra;
    this.individualKontra = b.individualKontra;
    this.fourPlayerDealer = b.fourPlayerDealer;
    this.silentFourAcesAnnulledByDurchmars = b.silentFourAcesAnnulledByDurchmars;
    this.silentFourAcesPooled = b.silentFourAcesPooled;
    this.unbidHundred = b.unbidHundred;
    this.marriageNeedsOwnTrick = b.marriageNeedsOwnTrick;
  }

  /** {@return pagat's scoring rules} */
  public static ScoringRules standard() {
    return STANDARD;
  }

  /** {@return an empty builder} */
  public static Builder builder() {
    return new Builder();
  }

  /** {@return a builder that starts from these rules} */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.silentUltiWon.putAll(silentUltiWon);
    b.silentUltiLost.putAll(silentUltiLost);
    b.silentDurchmars.putAll(silentDurchmars);
    b.silentFourAces.putAll(silentFourAces);
    b.giveUp = giveUp;
    b.giveUpCost = giveUpCost;
    b.unbidHundredFollowsGameKontra = unbidHundredFollowsGameKontra;
    b.silentUltiFollowsGameKontra = silentUltiFollowsGameKontra;
    b.individualKontra = individualKontra;
    b.fourPlayerDealer = fourPlayerDealer;
    b.silentFourAcesAnnulledByDurchmars = silentFourAcesAnnulledByDurchmars;
    b.silentFourAcesPooled = silentFourAcesPooled;
    b.unbidHundred = unbidHundred;
    b.marriageNeedsOwnTrick = marriageNeedsOwnTrick;
    return b;
  }

  /**
   * {@return what an unbid ulti won with the declarer's or a defender's seven scores}
   *
   * @param trumps the trumps of the contract
   */
  public int silentUltiWon(Denomination trumps) {
    return lookup(silentUltiWon, trumps, "silent ulti");
  }

  /**
   * {@return what a trump seven beaten in the last trick costs its side}
   *
   * @param trumps the trumps of the contract
   */
  public int silentUltiLost(Denomination trumps) {
    return lookup(silentUltiLost, trumps, "silent ulti");
  }

  /**
   * {@return what an unbid durchmars scores}
   *
   * @param trumps the trumps of the contract
   */
  public int silentDurchmars(Denomination trumps) {
    return lookup(silentDurchmars, trumps, "silent durchmars");
  }

  /**
   * {@return what an unbid four aces scores, taken by one player alone (variants; empty where four aces
   * score only if bid, or not at all)}
   *
   * @param trumps the trumps of the contract
   */
  public OptionalInt silentFourAces(Denomination trumps) {
    Integer value = silentFourAces.get(trumps);
    return value == null ? OptionalInt.empty() : OptionalInt.of(value);
  }

  /** {@return which contracts may be given up} */
  public GiveUp giveUp() {
    return giveUp;
  }

  /**
   * {@return what giving up costs under {@link GiveUp#MINOR_SIMPLE_GAME_ONLY}, in simple games: pagat's
   * "lose a doubled game" is 2, so a game worth 1 costs 2 (and a leaf game of suit-bid ulti 4)}
   */
  public int giveUpCost() {
    return giveUpCost;
  }

  /** {@return whether kontras on the simple game also double an unbid 100 (pagat: yes)} */
  public boolean unbidHundredFollowsGameKontra() {
    return unbidHundredFollowsGameKontra;
  }

  /**
   * {@return whether kontras on the simple game also double a silent ulti (pagat: no; Wikipedia: yes)}
   */
  public boolean silentUltiFollowsGameKontra() {
    return silentUltiFollowsGameKontra;
  }

  /**
   * {@return whether any durchmars, bid or unbid, annuls a silent four aces (D06: "Silent Durchmars ..}
   * Annuls Silent 4 Aces"; the default).
   */
  public boolean silentFourAcesAnnulledByDurchmars() {
    return silentFourAcesAnnulledByDurchmars;
  }

  /**
   * {@return whether the two defenders' tricks are pooled for a silent four aces (D29's alternative); by
   * default one player must take all four}
   */
  public boolean silentFourAcesPooled() {
    return silentFourAcesPooled;
  }

  /** {@return how an unbid 100 is counted and scored (D26 and the readings of other rule sets)} */
  public UnbidHundredRules unbidHundred() {
    return unbidHundred;
  }

  /**
   * {@return whether a player's marriages count only if he himself took a trick (D17's alternative, the
   * per-player reading); by default his side must have taken one}
   */
  public boolean marriageNeedsOwnTrick() {
    return marriageNeedsOwnTrick;
  }

  /**
   * {@return whether the declarer of this bid must give it up (D13's alternative)}
   *
   * @param bid the bid
   */
  public boolean mustGiveUp(Bid bid) {
    Objects.requireNonNull(bid, "bid");
    return giveUp == GiveUp.MINOR_SIMPLE_GAME_FORCED && mayGiveUp(bid);
  }

  /** {@return how the sitting-out dealer of a four-player table takes part in the payments} */
  public FourPlayerDealer fourPlayerDealer() {
    return fourPlayerDealer;
  }

  /** {@return which no-trump contracts let a defender kontra for himself alone} */
  public IndividualKontra individualKontra() {
    return individualKontra;
  }

  /**
   * {@return whether each defender kontras for himself in a contract on this bid: never with trumps;
   * in betli always; in no-trump durchmars unless only betli is doubled individually}
   *
   * @param bid the bid
   */
  public boolean individualKontra(Bid bid) {
    if (bid.hasTrumps()) {
      return false;
    }
    return bid.has(Component.BETLI)
        || individualKontra == IndividualKontra.BETLI_AND_NO_TRUMP_DURCHMARS;
  }

  /**
   * {@return whether the bid may be given up before the first lead under these rules: under pagat's main
   * text only a simple game in a minor suit without ulti ("Simple game")}
   *
   * @param bid the bid
   */
  public boolean mayGiveUp(Bid bid) {
    Objects.requireNonNull(bid, "bid");
    return giveUp == GiveUp.ANY_CONTRACT_KONTRAD_VALUE
        || bid.size() == 1 && bid.has(Component.SIMPLE_GAME)
            && bid.denomination().isMinorSuit();
  }

  private static int lookup(Map<Denomination, Integer> map, Denomination trumps, String what) {
    Integer value = map.get(trumps);
    checkArgument(value != null, "No %s value for %s", what, trumps);
    return value;
  }

  /** Builds scoring rules. */
  public static final class Builder {
    private final Map<Denomination, Integer> silentUltiWon = new EnumMap<>(Denomination.class);
    private final Map<Denomination, Integer> silentUltiLost = new EnumMap<>(Denomination.class);
    private final Map<Denomination, Integer> silentDurchmars = new EnumMap<>(Denomination.class);
    private final Map<Denomination, Integer> silentFourAces = new EnumMap<>(Denomination.class);
    private GiveUp giveUp = GiveUp.MINOR_SIMPLE_GAME_ONLY;
    private int giveUpCost;
    private boolean unbidHundredFollowsGameKontra;
    private boolean silentUltiFollowsGameKontra;
    private IndividualKontra individualKontra = IndividualKontra.BETLI_AND_NO_TRUMP_DURCHMARS;
    private FourPlayerDealer fourPlayerDealer = FourPlayerDealer.NONE;
    private boolean silentFourAcesAnnulledByDurchmars = true;
    private boolean silentFourAcesPooled;
    private UnbidHundredRules unbidHundred = UnbidHundredRules.standard();
    private boolean marriageNeedsOwnTrick;

    private Builder() {}

    /**
     * {@return whether the defenders' tricks are pooled for a silent four aces}
     *
     * @param pooled {@code true} if pooled
     */
    public Builder silentFourAcesPooled(boolean pooled) {
      this.silentFourAcesPooled = pooled;
      return this;
    }

    /**
     * {@return this builder, with the unbid 100 counted and scored as given}
     *
     * @param rules the rules of the unbid 100
     */
    public Builder unbidHundred(UnbidHundredRules rules) {
      this.unbidHundred = Objects.requireNonNull(rules, "rules");
      return this;
    }

    /**
     * {@return whether a player's marriages count only if he took a trick himself}
     *
     * @param own {@code true} if own
     */
    public Builder marriageNeedsOwnTrick(boolean own) {
      this.marriageNeedsOwnTrick = own;
      return this;
    }

    /**
     * {@return whether any durchmars annuls a silent four aces}
     *
     * @param annulled {@code true} if annulled
     */
    public Builder silentFourAcesAnnulledByDurchmars(boolean annulled) {
      this.silentFourAcesAnnulledByDurchmars = annulled;
      return this;
    }

    /**
     * {@return how the sitting-out dealer of a four-player table takes part}
     *
     * @param rule the rule
     */
    public Builder fourPlayerDealer(FourPlayerDealer rule) {
      this.fourPlayerDealer = Objects.requireNonNull(rule);
      return this;
    }

    /**
     * {@return silent ulti values: won, and lost (a beaten seven)}
     *
     * @param trumps the trumps of the contract
     * @param won the won
     * @param lost the lost
     */
    public Builder silentUlti(Denomination trumps, int won, int lost) {
      silentUltiWon.put(Objects.requireNonNull(trumps), won);
      silentUltiLost.put(trumps, lost);
      return this;
    }

    /**
     * {@return the silent durchmars value}
     *
     * @param trumps the trumps of the contract
     * @param value the value
     */
    public Builder silentDurchmars(Denomination trumps, int value) {
      silentDurchmars.put(Objects.requireNonNull(trumps), value);
      return this;
    }

    /**
     * {@return the silent four aces value}
     *
     * @param trumps the trumps of the contract
     * @param value the value
     */
    public Builder silentFourAces(Denomination trumps, int value) {
      silentFourAces.put(Objects.requireNonNull(trumps), value);
      return this;
    }

    /**
     * {@return the give-up policy and the cost it uses, in simple games}
     *
     * @param policy the policy
     * @param cost the cost
     */
    public Builder giveUp(GiveUp policy, int cost) {
      this.giveUp = Objects.requireNonNull(policy);
      this.giveUpCost = cost;
      return this;
    }

    /**
     * {@return whether game kontras double an unbid 100}
     *
     * @param follows {@code true} if follows
     */
    public Builder unbidHundredFollowsGameKontra(boolean follows) {
      this.unbidHundredFollowsGameKontra = follows;
      return this;
    }

    /**
     * {@return whether game kontras double a silent ulti}
     *
     * @param follows {@code true} if follows
     */
    public Builder silentUltiFollowsGameKontra(boolean follows) {
      this.silentUltiFollowsGameKontra = follows;
      return this;
    }

    /**
     * {@return which no-trump contracts have individual kontras}
     *
     * @param scope the scope
     */
    public Builder individualKontra(IndividualKontra scope) {
      this.individualKontra = Objects.requireNonNull(scope);
      return this;
    }

    /** {@return the rules} */
    public ScoringRules build() {
      return new ScoringRules(this);
    }
  }
}
