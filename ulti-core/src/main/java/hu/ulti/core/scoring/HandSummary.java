package hu.ulti.core.scoring;

import hu.ulti.core.card.Seat;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Denomination;
import hu.ulti.core.contract.InvalidBidException;
import hu.ulti.core.play.Side;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What happened in one hand, as much as scoring needs: the rule set, the bid, trumps, kontras,
 * whether the declarer gave up, what each side took, the last trick and the four aces or tens.
 * It is the input of {@link Scorer#settle(HandSummary)}: a finished game produces one, and so
 * does a person scoring a game played with real cards (see {@code hand-summary.md}).
 *
 * <p>Construction validates everything against the rule set and refuses, naming the field as
 * the JSON form names it and the rule, any summary that contradicts itself or the rules:
 * nothing is guessed.
 *
 * <p>Guarantees: immutable, thread-safe, null-hostile.
 */
public final class HandSummary {
  private final RuleSet rules;
  private final Seat declarerSeat;
  private final Bid bid;
  private final Trumps trumps;
  private final List<Kontra> kontras;
  private final boolean gaveUp;
  private final SideTally declarer;
  private final SideTally defenders;
  private final LastTrick lastTrick;
  private final TakenBy fourAces;
  private final TakenBy fourTens;
  private final Map<Component, Integer> valueFactors;
  private final Map<Component, Integer> halfHandKontras;

  private HandSummary(Builder b) {
    this.rules = b.rules;
    this.declarerSeat = b.declarerSeat;
    this.bid = b.bid;
    this.trumps = b.trumps;
    this.kontras = List.copyOf(b.kontras);
    this.gaveUp = b.gaveUp;
    this.declarer = b.declarer;
    this.defenders = b.defenders;
    this.lastTrick = b.lastTrick;
    this.fourAces = b.fourAces;
    this.fourTens = b.fourTens;
    this.valueFactors = b.valueFactors.isEmpty() ? Map.of()
        : Collections.unmodifiableMap(new EnumMap<>(b.valueFactors));
    this.halfHandKontras = b.halfHandKontras.isEmpty() ? Map.of()
        : Collections.unmodifiableMap(new EnumMap<>(b.halfHandKontras));
    new HandSummaryValidator(this).validate();
  }

  /**
   * {@return a builder for a hand played under {@code rules} on {@code bid}}
   *
   * @param rules the rule set
   * @param bid the bid
   */
  public static Builder builder(RuleSet rules, Bid bid) {
    return new Builder(rules, bid);
  }

  /** {@return the rule set} */
  public RuleSet rules() {
    return rules;
  }

  /**
   * {@return the declarer's seat (seat 0 unless given): the first defender sits at the next seat and the
   * second at the one after, so that the settlement can pay each seat}
   */
  public Seat declarerSeat() {
    return declarerSeat;
  }

  /**
   * {@return the seat that plays the party in this hand}
   *
   * @param party the party
   */
  public Seat seatOf(Party party) {
    return switch (Objects.requireNonNull(party, "party")) {
      case DECLARER -> declarerSeat;
      case FIRST_DEFENDER -> declarerSeat.next();
      case SECOND_DEFENDER -> declarerSeat.previous();
    };
  }

  /** {@return the final bid} */
  public Bid bid() {
    return bid;
  }

  /**
   * {@return the trumps: a suit for a bid with trumps, none otherwise; also none for a minor-suit game
   * given up before its declarer named trumps}
   */
  public Trumps trumps() {
    return trumps;
  }

  /** {@return the kontras, in the order given; their order never changes the settlement} */
  public List<Kontra> kontras() {
    return kontras;
  }

  /** {@return whether the declarer gave up before the first lead} */
  public boolean gaveUp() {
    return gaveUp;
  }

  /** {@return what the declarer took; empty when the hand was given up} */
  public Optional<SideTally> declarer() {
    return Optional.ofNullable(declarer);
  }

  /** {@return what the defenders took; empty when the hand was given up} */
  public Optional<SideTally> defenders() {
    return Optional.ofNullable(defenders);
  }

  /** {@return the last trick; empty in no-trump contracts and when the hand was given up} */
  public Optional<LastTrick> lastTrick() {
    return Optional.ofNullable(lastTrick);
  }

  /** {@return who alone took all four aces} */
  public TakenBy fourAces() {
    return fourAces;
  }

  /** {@return who alone took all four tens} */
  public TakenBy fourTens() {
    return fourTens;
  }

  /**
   * {@return how many times its table value the component counts: 1, or 2 or 4 for a component of a
   * half-hand bid (and one a quadruple half-hand winner kept or added in his suit)}
   *
   * @param component the component
   */
  public int valueFactor(Component component) {
    return valueFactors.getOrDefault(component, 1);
  }

  /**
   * {@return how many of the component's kontra levels were said with five cards (half-hand), each ×4}
   *
   * @param component the component
   */
  public int halfHandKontras(Component component) {
    return halfHandKontras.getOrDefault(component, 0);
  }

  /** The components whose value factor is not 1. */
  Map<Component, Integer> valueFactors() {
    return valueFactors;
  }

  /** The components with kontras said with five cards. */
  Map<Component, Integer> halfHandKontraMap() {
    return halfHandKontras;
  }

  /** What a bid component is worth in this hand: its table value times its factor. */
  int value(Component component) {
    return rules.values().componentValue(bid, component) * valueFactor(component);
  }

  /** What one side took; present whenever the hand was played. */
  SideTally tally(Side side) {
    return side == Side.DECLARER ? declarer : defenders;
  }

  /**
   * How many times the kontras binding one defender double an item: the kontra level, plus one
   * more doubling for each half-hand kontra (×4 rather than ×2).
   */
  int doublings(Component component, Kontra.Defender defender) {
    return kontraLevel(component, defender) + halfHandExtra(component);
  }

  /** As {@link #doublings} for the kontra that binds both defenders. */
  int commonDoublings(Component component) {
    return commonKontraLevel(component) + halfHandExtra(component);
  }

  private int halfHandExtra(Component component) {
    int extra = Integer.numberOfTrailingZeros(rules.halfHand().kontraMultiplier()) - 1;
    return halfHandKontras.getOrDefault(component, 0) * Math.max(extra, 0);
  }

  /** The kontra level binding one defender on one component, 0 if none. */
  int kontraLevel(Component component, Kontra.Defender defender) {
    int level = 0;
    for (Kontra kontra : kontras) {
      if (kontra.component() == component && (kontra.defender() == Kontra.Defender.BOTH || kontra.defender() == defender)) {
        level = Math.max(level, kontra.level());
      }
    }
    return level;
  }

  /** The level of the kontra that binds both defenders on one component, 0 if none. */
  int commonKontraLevel(Component component) {
    int level = 0;
    for (Kontra kontra : kontras) {
      if (kontra.component() == component && kontra.defender() == Kontra.Defender.BOTH) {
        level = Math.max(level, kontra.level());
      }
    }
    return level;
  }

  /**
   * The denomination to look silent values up by: the bid's own if it has trumps (minor suit,
   * hearts or a named suit), otherwise minor suit or hearts.
   */
  Denomination scale() {
    if (bid.hasTrumps()) {
      return bid.denomination();
    }
    return bid.isHearts() ? Denomination.HEARTS : Denomination.MINOR;
  }

  /** Two summaries are equal when every field is; the kontras in the same order. */
  @Override
  public boolean equals(Object other) {
    if (!(other instanceof HandSummary)) {
      return false;
    }
    HandSummary s = (HandSummary) other;
    return s.rules.equals(rules) && s.declarerSeat == declarerSeat && s.bid.equals(bid) && s.trumps.equals(trumps)
        && s.kontras.equals(kontras) && s.gaveUp == gaveUp && Objects.equals(s.declarer, declarer)
        && Objects.equals(s.defenders, defenders) && Objects.equals(s.lastTrick, lastTrick)
        && s.fourAces == fourAces && s.fourTens == fourTens && s.valueFactors.equals(valueFactors)
        && s.halfHandKontras.equals(halfHandKontras);
  }

  @Override
  public int hashCode() {
    return Objects.hash(rules, declarerSeat, bid, trumps, kontras, gaveUp, declarer, defenders, lastTrick);
  }

  @Override
  public String toString() {
    return "HandSummary{rules=" + rules.id() + ", declarer=" + declarerSeat + ", bid=" + rules.englishName(bid) + ", trumps="
        + trumps + ", kontras=" + kontras + ", gaveUp=" + gaveUp + ", declarer=" + declarer
        + ", defenders=" + defenders + ", lastTrick=" + lastTrick + ", fourAces=" + fourAces
        + ", fourTens=" + fourTens + "}";
  }

  /** Builds a summary; {@link #build()} validates it. */
  public static final class Builder {
    private final RuleSet rules;
    private final Bid bid;
    private Seat declarerSeat = Seat.SEAT_0;
    private Trumps trumps = Trumps.none();
    private final List<Kontra> kontras = new ArrayList<>();
    private boolean gaveUp;
    private SideTally declarer;
    private SideTally defenders;
    private LastTrick lastTrick;
    private TakenBy fourAces = TakenBy.NONE;
    private TakenBy fourTens = TakenBy.NONE;
    private final Map<Component, Integer> valueFactors = new EnumMap<>(Component.class);
    private final Map<Component, Integer> halfHandKontras = new EnumMap<>(Component.class);

    private Builder(RuleSet rules, Bid bid) {
      this.rules = Objects.requireNonNull(rules, "rules");
      this.bid = Objects.requireNonNull(bid, "bid");
    }

    /**
     * {@return the declarer's seat (seat 0 by default)}
     *
     * @param seat the seat
     */
    public Builder declarerSeat(Seat seat) {
      this.declarerSeat = Objects.requireNonNull(seat, "seat");
      return this;
    }

    /**
     * {@return the trumps (none by default, as for a no-trump bid)}
     *
     * @param trumps the trumps of the contract
     */
    public Builder trumps(Trumps trumps) {
      this.trumps = Objects.requireNonNull(trumps, "trumps");
      return this;
    }

    /**
     * Adds a kontra.
     *
     * @param kontra the kontra level
     * @return this builder
     */
    public Builder kontra(Kontra kontra) {
      kontras.add(Objects.requireNonNull(kontra, "kontra"));
      return this;
    }

    /**
     * Adds kontras.
     *
     * @param all the all
     * @return this builder
     */
    public Builder kontras(Iterable<Kontra> all) {
      all.forEach(this::kontra);
      return this;
    }

    /**
     * {@return whether the declarer gave up before the first lead}
     *
     * @param gaveUp {@code true} if gave up
     */
    public Builder gaveUp(boolean gaveUp) {
      this.gaveUp = gaveUp;
      return this;
    }

    /**
     * {@return what the declarer took}
     *
     * @param tally the tally
     */
    public Builder declarer(SideTally tally) {
      this.declarer = Objects.requireNonNull(tally, "declarer");
      return this;
    }

    /**
     * {@return what the defenders took}
     *
     * @param tally the tally
     */
    public Builder defenders(SideTally tally) {
      this.defenders = Objects.requireNonNull(tally, "defenders");
      return this;
    }

    /**
     * {@return the last trick}
     *
     * @param lastTrick the last trick
     */
    public Builder lastTrick(LastTrick lastTrick) {
      this.lastTrick = Objects.requireNonNull(lastTrick, "lastTrick");
      return this;
    }

    /**
     * {@return who alone took all four aces}
     *
     * @param takenBy the taken by
     */
    public Builder fourAces(TakenBy takenBy) {
      this.fourAces = Objects.requireNonNull(takenBy, "fourAces");
      return this;
    }

    /**
     * {@return who alone took all four tens}
     *
     * @param takenBy the taken by
     */
    public Builder fourTens(TakenBy takenBy) {
      this.fourTens = Objects.requireNonNull(takenBy, "fourTens");
      return this;
    }

    /**
     * {@return how many times its table value a component counts (half-hand bids: 2 or 4); 1 by default}
     *
     * @param component the component
     * @param factor the factor
     */
    public Builder valueFactor(Component component, int factor) {
      valueFactors.put(Objects.requireNonNull(component, "component"), factor);
      return this;
    }

    /**
     * {@return how many of a component's kontra levels were said with five cards; 0 by default}
     *
     * @param component the component
     * @param levels the levels
     */
    public Builder halfHandKontras(Component component, int levels) {
      halfHandKontras.put(Objects.requireNonNull(component, "component"), levels);
      return this;
    }

    /**
     * {@return the validated summary}
     *
     * @throws InvalidHandSummaryException naming the field and the rule it breaks
     */
    public HandSummary build() {
      // A forehand who declined the opening, where the rules let him, pays for a simple game he could not bid.
      boolean declined = gaveUp && rules.procedure().openingMayBeDeclined() && bid.equals(rules.declinedOpening());
      try {
        if (!declined) {
          rules.requireBiddable(bid);
        }
      } catch (InvalidBidException e) {
        throw new InvalidHandSummaryException("bid", e.getMessage());
      }
      return new HandSummary(this);
    }
  }

  /** Whether the component is bid. */
  boolean has(Component component) {
    return bid.has(component);
  }
}
