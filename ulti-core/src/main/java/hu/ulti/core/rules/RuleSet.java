package hu.ulti.core.rules;

import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.BidLadder;
import hu.ulti.core.contract.BidRanking;
import hu.ulti.core.contract.BidRule;
import hu.ulti.core.contract.BidValues;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Denomination;
import hu.ulti.core.contract.InvalidBidException;
import hu.ulti.core.play.TrickRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

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
    if (halfHand.isPlayed() && ladder.bids().stream().anyMatch(b -> b.denomination() == Denomination.MINOR)) {
      throw new IllegalArgumentException("All half-hand bids must name the trump suit, even a minor one, so the"
          + " half-hand rules of '" + id + "' must name acorns, leaves and bells rather than an unnamed minor suit");
    }
    for (EqualBidOvercall overcall : equalBidOvercalls) {
      if (ladder.step(overcall.higher()).isEmpty() || !ladder.step(overcall.higher()).equals(ladder.step(overcall.lower()))) {
        throw new IllegalArgumentException("An equal-bid overcall relates two bids of one step, not "
            + englishName(overcall.higher()) + " and " + englishName(overcall.lower()));
      }
    }
  }

  /** The standard rules: pagat's main text. */
  public static RuleSet standard() {
    return STANDARD;
  }

  /** The stable id that records and the command line use, such as "standard". */
  public String id() {
    return id;
  }

  /** One line saying what these rules are. */
  public String description() {
    return description;
  }

  /** The rules of trick play. */
  public TrickRules trickRules() {
    return trickRules;
  }

  /** What each component is worth in each form. */
  public BidValues values() {
    return values;
  }

  /** How bids rank. */
  public BidRanking ranking() {
    return ranking;
  }

  /**
   * Whether a suit durchmars may be played alone, without ulti or a 100. When it may, a lone
   * "durchmars" has trumps and a no-trump durchmars is named as such.
   */
  public boolean trumpDurchmarsAlone() {
    return trumpDurchmarsAlone;
  }

  /** Silent bonuses, giving up and the reach of kontras. */
  public ScoringRules scoring() {
    return scoring;
  }

  /** Who may declare which marriages at the first trick. */
  public DeclarationRules declarations() {
    return declarations;
  }

  /**
   * How many passes in a row end the auction: three in pagat's current rules ("until all three
   * players in succession choose not to look at the talon"), two in the older rules and suit-bid
   * ulti (D12).
   */
  public int passesToEndAuction() {
    return passesToEndAuction;
  }

  /**
   * Whether a betli ends when the declarer takes a trick and a no-trump durchmars when he loses
   * one (D41). The score is the same as if played out.
   */
  public boolean endDecidedContractsEarly() {
    return endDecidedContractsEarly;
  }

  /** How a deal is conducted: the deal pattern, the opening, announcements and exposure. */
  public ProcedureRules procedure() {
    return procedure;
  }

  /** The half-hand phase, if these rules play one. */
  public HalfHandRules halfHand() {
    return halfHand;
  }

  /** Every biddable bid, ascending, in steps of equal bids. */
  public BidLadder ladder() {
    return ladder;
  }

  /** Whether these rules play the component in any form (four aces and four tens only in variants). */
  public boolean knows(Component component) {
    for (Denomination denomination : Denomination.values()) {
      if (values.value(component, denomination).isPresent()) {
        return true;
      }
    }
    return false;
  }

  /** Whether the bid may be made under these rules. */
  public boolean isBiddable(Bid bid) {
    return ladder.contains(bid);
  }

  /**
   * Returns the bid if it may be made under these rules.
   *
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
   */
  public int compare(Bid a, Bid b) {
    return ranking.compare(requireBiddable(a), requireBiddable(b), values);
  }

  /**
   * Whether {@code bid} may overcall {@code current}: it must rank strictly higher, or be named
   * by one of the {@link #equalBidOvercalls()} as beating an equal bid.
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
   * Whether the ladder is a published table given step by step ({@link Builder#ladder}) rather
   * than derived from the ranking policy.
   */
  public boolean hasExplicitLadder() {
    return explicitLadder;
  }

  /** Pairs of equal bids of which one may nevertheless overcall the other (D04). */
  public List<EqualBidOvercall> equalBidOvercalls() {
    return equalBidOvercalls;
  }

  /** The bid's canonical English name, such as "Heart 20-100 ulti open durchmars". */
  public String englishName(Bid bid) {
    return names.english(bid);
  }

  /** The bid's canonical Hungarian name, such as "Piros húsz-száz ulti terített durchmars". */
  public String hungarianName(Bid bid) {
    return names.hungarian(bid);
  }

  /**
   * Reads a bid from English or Hungarian words in any order, case and accents ("heart ulti",
   * "piros ulti", "ULTI PIROS", "rebetli", "negyven-száz"), and checks it may be made here.
   *
   * @throws hu.ulti.core.contract.BidFormatException quoting an unknown or conflicting word, or
   *     for text longer than {@value #MAX_BID_NAME_LENGTH} characters
   * @throws InvalidBidException naming the rule the bid breaks
   */
  public Bid parseBid(String text) {
    Objects.requireNonNull(text, "text");
    if (text.length() > MAX_BID_NAME_LENGTH) {
      throw new hu.ulti.core.contract.BidFormatException(text, "a bid name is at most " + MAX_BID_NAME_LENGTH
          + " characters long");
    }
    return requireBiddable(names.parse(text, trumpDurchmarsAlone));
  }

  /** A builder that starts from these rules, for a variant that changes some of them. */
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


  /** The restrictions on bids beyond the value table. */
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
            + " such as 'four-aces+tournament', not '" + hu.ulti.core.internal.Text.quote(id) + "'");
      }
      this.id = id;
      this.description = Objects.requireNonNull(description, "description");
    }

    /** The rules of trick play. */
    public Builder trickRules(TrickRules trickRules) {
      this.trickRules = Objects.requireNonNull(trickRules, "trickRules");
      return this;
    }

    /** The value table. */
    public Builder values(BidValues values) {
      this.values = Objects.requireNonNull(values, "values");
      return this;
    }

    /** The ranking policy, from which the ladder is derived; it replaces an explicit ladder. */
    public Builder ranking(BidRanking ranking) {
      this.ranking = Objects.requireNonNull(ranking, "ranking");
      this.explicitSteps = null;
      this.equalBidOvercalls.clear();
      return this;
    }

    /**
     * The ladder as a published table gives it, step by step, lowest first; bids on one step are
     * equal. It replaces the ranking policy, and {@link #build()} checks that it lists exactly
     * the bids the value table and the bidding rules allow.
     */
    public Builder ladder(List<List<Bid>> steps) {
      this.explicitSteps = List.copyOf(Objects.requireNonNull(steps, "steps"));
      return this;
    }

    /** Replaces the exceptions to the ladder (none: bids on one step shut each other out). */
    public Builder equalBidOvercalls(List<EqualBidOvercall> overcalls) {
      equalBidOvercalls.clear();
      equalBidOvercalls.addAll(overcalls);
      return this;
    }

    /** Lets {@code higher} overcall {@code lower}, an equal bid on the same step (D04). */
    public Builder equalBidOvercall(Bid higher, Bid lower, String rule) {
      equalBidOvercalls.add(new EqualBidOvercall(higher, lower, rule));
      return this;
    }

    /** Whether a suit durchmars may be played alone. */
    public Builder trumpDurchmarsAlone(boolean allowed) {
      this.trumpDurchmarsAlone = allowed;
      return this;
    }

    /** The scoring rules beyond the bid values. */
    public Builder scoring(ScoringRules scoring) {
      this.scoring = Objects.requireNonNull(scoring, "scoring");
      return this;
    }

    /** Who may declare which marriages. */
    public Builder declarations(DeclarationRules declarations) {
      this.declarations = Objects.requireNonNull(declarations, "declarations");
      return this;
    }

    /** Adds a restriction on bids. */
    public Builder restrict(String rule, java.util.function.Predicate<Bid> forbids) {
      restrictions.add(new BidRestriction(rule, forbids));
      return this;
    }

    /** Replaces the restrictions on bids. */
    public Builder restrictions(List<BidRestriction> all) {
      restrictions.clear();
      restrictions.addAll(all);
      return this;
    }

    /** How many passes in a row end the auction: 2 or 3. */
    public Builder passesToEndAuction(int passes) {
      if (passes < 2 || passes > 3) {
        throw new IllegalArgumentException("An auction ends after 2 or 3 passes in a row, not " + passes);
      }
      this.passesToEndAuction = passes;
      return this;
    }

    /** How a deal is conducted. */
    public Builder procedure(ProcedureRules procedure) {
      this.procedure = Objects.requireNonNull(procedure, "procedure");
      return this;
    }

    /** The half-hand phase. */
    public Builder halfHand(HalfHandRules halfHand) {
      this.halfHand = Objects.requireNonNull(halfHand, "halfHand");
      return this;
    }

    /** Whether decided betli and no-trump durchmars end early. */
    public Builder endDecidedContractsEarly(boolean early) {
      this.endDecidedContractsEarly = early;
      return this;
    }

    /**
     * The rule set.
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
