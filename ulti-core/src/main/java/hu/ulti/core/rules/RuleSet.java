package hu.ulti.core.rules;

import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.BidFormatException;
import hu.ulti.core.contract.BidLadder;
import hu.ulti.core.contract.BidRanking;
import hu.ulti.core.contract.BidRule;
import hu.ulti.core.contract.BidValues;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Denomination;
import hu.ulti.core.contract.InvalidBidException;
import hu.ulti.core.internal.Text;
import hu.ulti.core.play.TrickRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * A complete set of Ulti rules: the rules of trick play, what each bid is worth, which bids may
 * be made and how they rank. Everything a variant may change lives here, as data and small
 * strategies, so the engine never asks which variant it plays.
 *
 * <p>{@link #standard()} is pagat's main text. A variant starts from it with {@link #toBuilder(String, String)}
 * and overrides only what differs; every rule set has a stable {@link #id()} that game records
 * name. The ladder is derived: every bid that the value table covers and the bidding rules allow,
 * ranked by the ranking policy.
 *
 * <p>Guarantees: immutable and thread-safe.
 */
public final class RuleSet {
  private static final RuleSet STANDARD = new Builder("standard",
      "pagat's main text: the standard rules of robber ulti (rablóulti)")
      .trickRules(TrickRules.standard())
      .values(BidValues.standard())
      .ranking(BidRanking.totalThenSimpleGame())
      .trumpDurchmarsAlone(false)
      .scoring(ScoringRules.standard())
      .declarations(DeclarationRules.standard())
      .passesToEndAuction(3)
      .endDecidedContractsEarly(true)
      .procedure(ProcedureRules.standard())
      .build();

  /** The longest text {@link #parseBid} reads; the longest bid name is far shorter. */
  public static final int MAX_BID_NAME_LENGTH = 200;

  private final String id;
  private final String description;
  private final TrickRules trickRules;
  private final BidValues values;
  private final BidRanking ranking;
  private final boolean trumpDurchmarsAlone;
  private final ScoringRules scoring;
  private final DeclarationRules declarations;
  private final List<BidRestriction> restrictions;
  private final int passesToEndAuction;
  private final boolean endDecidedContractsEarly;
  private final ProcedureRules procedure;
  private final HalfHandRules halfHand;
  private final BidNames names;
  private final BiddableBids biddable;
  private final BidLadder ladder;
  private final boolean explicitLadder;
  private final List<EqualBidOvercall> equalBidOvercalls;

  private RuleSet(Builder builder) {
    this.id = builder.id;
    this.description = builder.description;
    this.trickRules = builder.trickRules;
    this.values = builder.values;
    this.trumpDurchmarsAlone = builder.trumpDurchmarsAlone;
    this.scoring = builder.scoring;
    this.declarations = builder.declarations;
    this.restrictions = List.copyOf(builder.restrictions);
    this.passesToEndAuction = builder.passesToEndAuction;
    this.endDecidedContractsEarly = builder.endDecidedContractsEarly;
    this.procedure = builder.procedure;
    this.halfHand = builder.halfHand;
    if (halfHand.isPlayed() && !procedure.dealPattern().opensWithRoundOfFives()) {
      throw new IllegalArgumentException("Half-hand ulti deals five to each player first, which the "
          + procedure.dealPattern().name() + " deal does not");
    }
    this.names = new BidNames(trumpDurchmarsAlone);
    this.biddable = new BiddableBids(values, trumpDurchmarsAlone, restrictions);
    this.explicitLadder = builder.explicitSteps != null;
    if (explicitLadder) {
      this.ladder = BidLadder.ofSteps(builder.explicitSteps);
      biddable.requireExactly(ladder.bids(), this::englishName, id);
      this.ranking = BidRanking.byLadder(ladder);
    } else {
      this.ladder = BidLadder.of(biddable.all(), builder.ranking, values);
      this.ranking = builder.ranking;
    }
    this.equalBidOvercalls = List.copyOf(builder.equalBidOvercalls);
    if (halfHand.isPlayed()) {
      // "All half-hand bids must name the trump suit (even if it is a minor suit)": each unnamed
      // minor-suit bid, which only the full-hand auction accepts, needs its named form.
      for (Bid bid : ladder.bids()) {
        if (bid.denomination() == Denomination.MINOR && !ladder.contains(named(bid, Suit.ACORNS))) {
          throw new IllegalArgumentException("All half-hand bids must name the trump suit, even a minor one, so the"
              + " half-hand rules of '" + id + "' must offer " + englishName(named(bid, Suit.ACORNS)) + " beside "
              + englishName(bid));
        }
      }
    }
    for (EqualBidOvercall overcall : equalBidOvercalls) {
      if (ladder.step(overcall.higher()).isEmpty() || !ladder.step(overcall.higher()).equals(ladder.step(overcall.lower()))) {
        throw new IllegalArgumentException("An equal-bid overcall relates two bids of one step, not "
            + englishName(overcall.higher()) + " and " + englishName(overcall.lower()));
      }
    }
  }

  /** The minor-suit bid with its suit named. */
  private static Bid named(Bid minor, Suit suit) {
    Denomination trumps = Denomination.trumps(suit);
    return minor.isOpen() ? Bid.open(trumps, minor.components()) : Bid.of(trumps, minor.components());
  }

  /** {@return the standard rules: pagat's main text} */
  public static RuleSet standard() {
    return STANDARD;
  }

  /** {@return the stable id that records and the command line use, such as "standard"} */
  public String id() {
    return id;
  }

  /** {@return one line saying what these rules are} */
  public String description() {
    return description;
  }

  /** {@return the rules of trick play} */
  public TrickRules trickRules() {
    return trickRules;
  }

  /** {@return what each component is worth in each form} */
  public BidValues values() {
    return values;
  }

  /** {@return how bids rank} */
  public BidRanking ranking() {
    return ranking;
  }

  /**
   * {@return whether a suit durchmars may be played alone, without ulti or a 100} When it may, a lone
   * "durchmars" has trumps and a no-trump durchmars is named as such.
   */
  public boolean trumpDurchmarsAlone() {
    return trumpDurchmarsAlone;
  }

  /** {@return silent bonuses, giving up and the reach of kontras} */
  public ScoringRules scoring() {
    return scoring;
  }

  /** {@return who may declare which marriages at the first trick} */
  public DeclarationRules declarations() {
    return declarations;
  }

  /**
   * {@return how many passes in a row end the auction: three in pagat's current rules ("until all three
   * players in succession choose not to look at the talon"), two in the older rules and suit-bid
   * ulti (D12)}
   */
  public int passesToEndAuction() {
    return passesToEndAuction;
  }

  /**
   * {@return whether a betli ends when the declarer takes a trick and a no-trump durchmars when he loses
   * one (D41)} The score is the same as if played out.
   */
  public boolean endDecidedContractsEarly() {
    return endDecidedContractsEarly;
  }

  /** {@return how a deal is conducted: the deal pattern, the opening, announcements and exposure} */
  public ProcedureRules procedure() {
    return procedure;
  }

  /** {@return the half-hand phase, if these rules play one} */
  public HalfHandRules halfHand() {
    return halfHand;
  }

  /** {@return every biddable bid, ascending, in steps of equal bids} */
  public BidLadder ladder() {
    return ladder;
  }

  /**
   * {@return whether these rules play the component in any form (four aces and four tens only in variants)}
   *
   * @param component the component
   */
  public boolean knows(Component component) {
    for (Denomination denomination : Denomination.values()) {
      if (values.value(component, denomination).isPresent()) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@return the bid a forehand who declines the opening pays for, where {@link
   * ProcedureRules#openingMayBeDeclined()} lets him: the minor-suit simple game, given up (named
   * acorns where these rules name every minor suit)}
   */
  public Bid declinedOpening() {
    Denomination minor = values.value(Component.SIMPLE_GAME, Denomination.MINOR).isPresent()
        ? Denomination.MINOR : Denomination.trumps(Suit.ACORNS);
    return Bid.of(minor, Component.SIMPLE_GAME);
  }

  /**
   * {@return whether the bid may be made under these rules}
   *
   * @param bid the bid
   */
  public boolean isBiddable(Bid bid) {
    return ladder.contains(bid);
  }

  /**
   * Returns the bid if it may be made under these rules.
   *
   * @param bid the bid
   * @return the same bid
   * @throws InvalidBidException naming the rule that forbids it
   */
  public Bid requireBiddable(Bid bid) {
    Objects.requireNonNull(bid, "bid");
    Optional<InvalidBidException> forbidden = biddable.problem(bid, this::englishName, id);
    if (forbidden.isPresent()) {
      throw forbidden.get();
    }
    if (!ladder.contains(bid)) {
      throw new InvalidBidException(BidRule.NOT_PLAYED,
          "There is no '" + englishName(bid) + "' in the " + id + " rules");
    }
    return bid;
  }

  /**
   * Compares two biddable bids by this rule set's ranking: negative if {@code a} is lower,
   * zero if they are equal and shut each other out.
   *
   * @param a one bid
   * @param b the other bid
   * @return negative, zero or positive as {@code a} ranks below, with or above {@code b}
   */
  public int compare(Bid a, Bid b) {
    return ranking.compare(requireBiddable(a), requireBiddable(b), values);
  }

  /**
   * {@return whether {@code bid} may overcall {@code current}: it must rank strictly higher, or be named
   * by one of the {@link #equalBidOvercalls()} as beating an equal bid}
   *
   * @param bid the bid
   * @param current the current
   */
  public boolean canOvercall(Bid bid, Bid current) {
    int rank = compare(bid, current);
    if (rank != 0) {
      return rank > 0;
    }
    for (EqualBidOvercall overcall : equalBidOvercalls) {
      if (overcall.higher().equals(bid) && overcall.lower().equals(current)) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@return whether the ladder is a published table given step by step ({@link Builder#ladder}) rather
   * than derived from the ranking policy}
   */
  public boolean hasExplicitLadder() {
    return explicitLadder;
  }

  /**
   * Pairs of equal bids of which one may nevertheless overcall the other (D04).
   *
   * @return the pairs, each an exception to the ladder
   */
  public List<EqualBidOvercall> equalBidOvercalls() {
    return equalBidOvercalls;
  }

  /**
   * {@return the bid's canonical English name, such as "Heart 20-100 ulti open durchmars"}
   *
   * @param bid the bid
   */
  public String englishName(Bid bid) {
    return names.english(bid);
  }

  /**
   * {@return the bid's canonical Hungarian name, such as "Piros húsz-száz ulti terített durchmars"}
   *
   * @param bid the bid
   */
  public String hungarianName(Bid bid) {
    return names.hungarian(bid);
  }

  /**
   * Reads a bid from English or Hungarian words in any order, case and accents ("heart ulti",
   * "piros ulti", "ULTI PIROS", "rebetli", "negyven-száz"), and checks it may be made here.
   *
   * @param text the text to read
   * @return the bid
   * @throws BidFormatException quoting an unknown or conflicting word, or
   *     for text longer than {@value #MAX_BID_NAME_LENGTH} characters
   * @throws InvalidBidException naming the rule the bid breaks
   */
  public Bid parseBid(String text) {
    Objects.requireNonNull(text, "text");
    if (text.length() > MAX_BID_NAME_LENGTH) {
      throw new BidFormatException(text, "a bid name is at most " + MAX_BID_NAME_LENGTH
          + " characters long");
    }
    return requireBiddable(names.parse(text, trumpDurchmarsAlone));
  }

  /**
   * {@return a builder that starts from these rules, for a variant that changes some of them}
   *
   * @param id the id
   * @param description the description
   */
  public Builder toBuilder(String id, String description) {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(description, "description");
    Builder builder = new Builder(id, description)
        .trickRules(trickRules)
        .values(values)
        .ranking(ranking)
        .trumpDurchmarsAlone(trumpDurchmarsAlone)
        .scoring(scoring)
        .declarations(declarations)
        .restrictions(restrictions)
        .passesToEndAuction(passesToEndAuction)
        .endDecidedContractsEarly(endDecidedContractsEarly)
        .procedure(procedure)
        .halfHand(halfHand);
    if (explicitLadder) {
      builder.ladder(ladder.steps());
    }
    builder.equalBidOvercalls.addAll(equalBidOvercalls);
    return builder;
  }


  /** {@return the restrictions on bids beyond the value table} */
  public List<BidRestriction> restrictions() {
    return restrictions;
  }

  /** Rule sets are equal when their ids are: an id names one set of rules. */
  @Override
  public boolean equals(Object other) {
    return other instanceof RuleSet && ((RuleSet) other).id.equals(id);
  }

  @Override
  public int hashCode() {
    return id.hashCode();
  }

  @Override
  public String toString() {
    return "RuleSet[" + id + "]";
  }

  /** Builds a rule set; every part must be given (or inherited with {@link RuleSet#toBuilder(String, String)}). */
  public static final class Builder {
    private final String id;
    private final String description;
    private TrickRules trickRules;
    private BidValues values;
    private BidRanking ranking;
    private boolean trumpDurchmarsAlone;
    private ScoringRules scoring;
    private DeclarationRules declarations = DeclarationRules.standard();
    private final List<BidRestriction> restrictions = new ArrayList<>();
    private int passesToEndAuction = 3;
    private boolean endDecidedContractsEarly = true;
    private ProcedureRules procedure = ProcedureRules.standard();
    private HalfHandRules halfHand = HalfHandRules.none();
    private List<List<Bid>> explicitSteps;
    private final List<EqualBidOvercall> equalBidOvercalls = new ArrayList<>();

    private Builder(String id, String description) {
      if (!RuleSets.canonical(Objects.requireNonNull(id, "id")).equals(id)) {
        throw new IllegalArgumentException("A rule set id is lower-case words joined by hyphens, composed with +,"
            + " such as 'four-aces+tournament', not '" + Text.quote(id) + "'");
      }
      this.id = id;
      this.description = Objects.requireNonNull(description, "description");
    }

    /**
     * {@return the rules of trick play}
     *
     * @param trickRules the trick rules
     */
    public Builder trickRules(TrickRules trickRules) {
      this.trickRules = Objects.requireNonNull(trickRules, "trickRules");
      return this;
    }

    /**
     * {@return the value table}
     *
     * @param values the values
     */
    public Builder values(BidValues values) {
      this.values = Objects.requireNonNull(values, "values");
      return this;
    }

    /**
     * {@return the ranking policy, from which the ladder is derived; it replaces an explicit ladder}
     *
     * @param ranking the ranking
     */
    public Builder ranking(BidRanking ranking) {
      this.ranking = Objects.requireNonNull(ranking, "ranking");
      this.explicitSteps = null;
      this.equalBidOvercalls.clear();
      return this;
    }

    /**
     * {@return the ladder as a published table gives it, step by step, lowest first; bids on one step are
     * equal} It replaces the ranking policy, and {@link #build()} checks that it lists exactly
     * the bids the value table and the bidding rules allow.
     *
     * @param steps the steps
     */
    public Builder ladder(List<List<Bid>> steps) {
      this.explicitSteps = List.copyOf(Objects.requireNonNull(steps, "steps"));
      return this;
    }

    /**
     * Replaces the exceptions to the ladder (none: bids on one step shut each other out).
     *
     * @param overcalls the overcalls
     * @return this builder
     */
    public Builder equalBidOvercalls(List<EqualBidOvercall> overcalls) {
      equalBidOvercalls.clear();
      equalBidOvercalls.addAll(overcalls);
      return this;
    }

    /**
     * Lets {@code higher} overcall {@code lower}, an equal bid on the same step (D04).
     *
     * @param higher the higher
     * @param lower the lower
     * @param rule the rule
     * @return this builder
     */
    public Builder equalBidOvercall(Bid higher, Bid lower, String rule) {
      equalBidOvercalls.add(new EqualBidOvercall(higher, lower, rule));
      return this;
    }

    /**
     * {@return whether a suit durchmars may be played alone}
     *
     * @param allowed {@code true} if allowed
     */
    public Builder trumpDurchmarsAlone(boolean allowed) {
      this.trumpDurchmarsAlone = allowed;
      return this;
    }

    /**
     * {@return the scoring rules beyond the bid values}
     *
     * @param scoring the scoring
     */
    public Builder scoring(ScoringRules scoring) {
      this.scoring = Objects.requireNonNull(scoring, "scoring");
      return this;
    }

    /**
     * {@return who may declare which marriages}
     *
     * @param declarations the declarations
     */
    public Builder declarations(DeclarationRules declarations) {
      this.declarations = Objects.requireNonNull(declarations, "declarations");
      return this;
    }

    /**
     * Adds a restriction on bids.
     *
     * @param rule the rule
     * @param forbids the forbids
     * @return this builder
     */
    public Builder restrict(String rule, Predicate<Bid> forbids) {
      restrictions.add(new BidRestriction(rule, forbids));
      return this;
    }

    /**
     * Replaces the restrictions on bids.
     *
     * @param all the all
     * @return this builder
     */
    public Builder restrictions(List<BidRestriction> all) {
      restrictions.clear();
      restrictions.addAll(all);
      return this;
    }

    /**
     * {@return how many passes in a row end the auction: 2 or 3}
     *
     * @param passes the passes
     */
    public Builder passesToEndAuction(int passes) {
      if (passes < 2 || passes > 3) {
        throw new IllegalArgumentException("An auction ends after 2 or 3 passes in a row, not " + passes);
      }
      this.passesToEndAuction = passes;
      return this;
    }

    /**
     * {@return how a deal is conducted}
     *
     * @param procedure the procedure
     */
    public Builder procedure(ProcedureRules procedure) {
      this.procedure = Objects.requireNonNull(procedure, "procedure");
      return this;
    }

    /**
     * {@return the half-hand phase}
     *
     * @param halfHand the half hand
     */
    public Builder halfHand(HalfHandRules halfHand) {
      this.halfHand = Objects.requireNonNull(halfHand, "halfHand");
      return this;
    }

    /**
     * {@return whether decided betli and no-trump durchmars end early}
     *
     * @param early {@code true} if early
     */
    public Builder endDecidedContractsEarly(boolean early) {
      this.endDecidedContractsEarly = early;
      return this;
    }

    /**
     * {@return the rule set}
     *
     * @throws IllegalStateException if a part is missing
     */
    public RuleSet build() {
      if (trickRules == null || values == null || ranking == null || scoring == null) {
        throw new IllegalStateException(
            "Rule set '" + id + "' needs trick rules, values, a ranking and scoring rules");
      }
      return new RuleSet(this);
    }
  }
}
