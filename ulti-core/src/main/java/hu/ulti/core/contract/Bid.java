package hu.ulti.core.contract;

import hu.ulti.core.play.Trumps;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A bid: the components it undertakes, its {@link Denomination} and whether its betli or
 * durchmars is open.
 *
 * <p>Building a bid checks the rules that hold in every variant (see {@link BidRule}): betli and
 * no-trump durchmars stand alone, betli has no trumps, the simple game, ulti and the 100s need
 * trumps, 40-100 and 20-100 exclude each other and replace the simple game, durchmars replaces
 * it too, a bonus such as ulti rides on the simple game unless combined with a 100 or durchmars,
 * and only betli and durchmars are open. Whether a rule set offers the bid, what it is worth and
 * what it is called are the rule set's business ({@code hu.ulti.core.rules.RuleSet}).
 *
 * <p>Guarantees: immutable, thread-safe, null-hostile; equal when components, denomination and
 * openness are equal.
 */
public final class Bid {
  private final int components;
  private final Denomination denomination;
  private final boolean open;
  /** {@link #components()}, built once: the engine asks for it at every step. */
  private final List<Component> list;

  private Bid(int components, Denomination denomination, boolean open) {
    this.components = components;
    this.denomination = denomination;
    this.open = open;
    List<Component> list = new ArrayList<>(Integer.bitCount(components));
    for (Component component : Component.values()) {
      if ((components & (1 << component.ordinal())) != 0) {
        list.add(component);
      }
    }
    this.list = List.copyOf(list);
  }

  /**
   * {@return the bid of the given components, played closed}
   *
   * @param denomination minor suit, hearts, or no trumps (plain or piros)
   * @param components what the bid undertakes; the simple game is named explicitly
   * @throws InvalidBidException naming the rule the combination breaks
   */
  public static Bid of(Denomination denomination, Collection<Component> components) {
    return build(denomination, false, components);
  }

  /**
   * {@return {@link #of(Denomination, Collection)} of the components given}
   *
   * @param denomination the denomination
   * @param components the components
   */
  public static Bid of(Denomination denomination, Component... components) {
    return build(denomination, false, List.of(components));
  }

  /**
   * {@return the bid of the given components with its betli or durchmars open (terített)}
   *
   * @param denomination the denomination
   * @param components the components
   * @throws InvalidBidException naming the rule the combination breaks, such as an open bid
   *     without betli or durchmars
   */
  public static Bid open(Denomination denomination, Collection<Component> components) {
    return build(denomination, true, components);
  }

  /**
   * {@return {@link #open(Denomination, Collection)} of the components given}
   *
   * @param denomination the denomination
   * @param components the components
   */
  public static Bid open(Denomination denomination, Component... components) {
    return build(denomination, true, List.of(components));
  }

  private static Bid build(Denomination denomination, boolean open, Collection<Component> components) {
    Objects.requireNonNull(denomination, "denomination");
    int mask = 0;
    for (Component component : components) {
      mask |= 1 << Objects.requireNonNull(component, "component").ordinal();
    }
    Bid bid = new Bid(mask, denomination, open);
    bid.checkStructure();
    return bid;
  }

  /**
   * {@return the bid's stable code, the same under every rule set: the denomination's code, {@code open}
   * if the bid is open, and the components' codes in canonical order, separated by spaces, such
   * as {@code "hearts 40-100 ulti"}, {@code "minor game"}, {@code "no-trump open betli"}} Names
   * ("Heart 40-100 ulti") come from the rule set.
   */
  public String code() {
    StringBuilder out = new StringBuilder(denomination.code());
    if (open) {
      out.append(" open");
    }
    for (Component component : list) {
      out.append(' ').append(component.code());
    }
    return out.toString();
  }

  /**
   * {@return the bid of a {@link #code()}: the denomination first, then {@code open} if it is open, then
   * the component codes in any order, each once, the words separated by single spaces}
   *
   * @param code the code
   * @throws BidFormatException quoting the word that is not part of a code
   * @throws InvalidBidException naming the rule an impossible combination breaks
   */
  public static Bid parseCode(String code) {
    Objects.requireNonNull(code, "code");
    if (code.length() > MAX_CODE_LENGTH) {
      throw new BidFormatException(code, "a bid code is at most " + MAX_CODE_LENGTH + " characters long");
    }
    String[] words = code.split(" ", -1);
    for (String word : words) {
      if (word.isEmpty()) {
        throw new BidFormatException(code, "a bid code is words separated by single spaces, with none around them");
      }
    }
    Denomination denomination = Denomination.ofCode(words[0]).orElseThrow(() -> new BidFormatException(words[0],
        "a bid code starts with its denomination: minor, hearts, no-trump, no-trump-hearts, acorns, leaves, bells,"
            + " no-trump-acorns, no-trump-leaves or no-trump-bells"));
    boolean open = words.length > 1 && words[1].equals("open");
    List<Component> components = new ArrayList<>();
    for (int i = open ? 2 : 1; i < words.length; i++) {
      String word = words[i];
      Component component = null;
      for (Component candidate : Component.values()) {
        if (candidate.code().equals(word)) {
          component = candidate;
        }
      }
      if (component == null) {
        throw new BidFormatException(word, "not a component code (game, ulti, 40-100, 20-100, four-aces, four-tens,"
            + " betli, durchmars)");
      }
      if (components.contains(component)) {
        throw new BidFormatException(word, "a bid code names each component once");
      }
      components.add(component);
    }
    return build(denomination, open, components);
  }

  /** The longest text {@link #parseCode} reads; the longest code is far shorter. */
  public static final int MAX_CODE_LENGTH = 100;

  /**
   * {@return the components in their canonical order (simple game, 40-100, 20-100, ulti, ..., durchmars)}
   */
  public List<Component> components() {
    return list;
  }

  /** {@return the components as a set} */
  public Set<Component> componentSet() {
    EnumSet<Component> set = EnumSet.noneOf(Component.class);
    set.addAll(components());
    return Collections.unmodifiableSet(set);
  }

  /**
   * {@return whether the bid includes the component}
   *
   * @param component the component
   */
  public boolean has(Component component) {
    return (components & (1 << component.ordinal())) != 0;
  }

  /** {@return the number of components, the simple game included} */
  public int size() {
    return Integer.bitCount(components);
  }

  /** {@return minor suit, hearts, or no trumps} */
  public Denomination denomination() {
    return denomination;
  }

  /**
   * {@return whether the betli or durchmars is open (terített): all hands exposed after trick one}
   */
  public boolean isOpen() {
    return open;
  }

  /** {@return whether a contract on this bid has a trump suit} */
  public boolean hasTrumps() {
    return denomination.hasTrumps();
  }

  /** {@return whether the bid is said in hearts (piros)} */
  public boolean isHearts() {
    return denomination.isHearts();
  }

  /**
   * {@return whether the given trumps fit this bid: a minor suit, hearts, the named suit, or none, as the bid says}
   *
   * @param trumps the trumps of the contract
   */
  public boolean allows(Trumps trumps) {
    if (!denomination.hasTrumps()) {
      return !trumps.hasTrumps();
    }
    return trumps.suit()
        .map(s -> denomination.fixedSuit().map(s::equals).orElse(!s.isHearts()))
        .orElse(false);
  }

  /**
   * {@return whether the components make a bid in the denomination, open or not: what {@link #of}
   * and {@link #open} accept} Cheaper than catching their exception when trying many combinations.
   *
   * @param denomination the denomination
   * @param open {@code true} if open
   * @param components the components
   */
  public static boolean isWellFormed(Denomination denomination, boolean open, Collection<Component> components) {
    Objects.requireNonNull(denomination, "denomination");
    int mask = 0;
    for (Component component : components) {
      mask |= 1 << Objects.requireNonNull(component, "component").ordinal();
    }
    return new Bid(mask, denomination, open).brokenRule() == null;
  }

  private void checkStructure() {
    BidRule broken = brokenRule();
    if (broken != null) {
      throw new InvalidBidException(broken, detail(broken));
    }
  }

  /** The first structural rule the combination breaks, or null; no messages are built here. */
  private BidRule brokenRule() {
    if (components == 0) {
      return BidRule.SOME_COMPONENT;
    }
    boolean trumps = denomination.hasTrumps();
    if (has(Component.BETLI) && size() > 1) {
      return BidRule.BETLI_STANDS_ALONE;
    }
    if (has(Component.BETLI) && trumps) {
      return BidRule.BETLI_HAS_NO_TRUMPS;
    }
    if (has(Component.DURCHMARS) && !trumps && size() > 1) {
      return BidRule.NO_TRUMP_DURCHMARS_STANDS_ALONE;
    }
    if (!trumps && firstNeedingTrumps() != null) {
      return BidRule.NEEDS_TRUMPS;
    }
    if (has(Component.FORTY_HUNDRED) && has(Component.TWENTY_HUNDRED)) {
      return BidRule.ONE_HUNDRED;
    }
    if (has(Component.SIMPLE_GAME) && (has(Component.FORTY_HUNDRED) || has(Component.TWENTY_HUNDRED))) {
      return BidRule.HUNDRED_REPLACES_SIMPLE_GAME;
    }
    if (has(Component.SIMPLE_GAME) && has(Component.DURCHMARS)) {
      return BidRule.DURCHMARS_REPLACES_SIMPLE_GAME;
    }
    if (firstBonusWithoutBase() != null) {
      return BidRule.BONUS_NEEDS_BASE;
    }
    if (open && !has(Component.BETLI) && !has(Component.DURCHMARS)) {
      return BidRule.OPEN_ONLY_BETLI_OR_DURCHMARS;
    }
    return null;
  }

  private Component firstNeedingTrumps() {
    for (Component component : Component.values()) {
      if (has(component) && component.needsTrumps()) {
        return component;
      }
    }
    return null;
  }

  private Component firstBonusWithoutBase() {
    boolean base = has(Component.SIMPLE_GAME) || has(Component.FORTY_HUNDRED)
        || has(Component.TWENTY_HUNDRED) || has(Component.DURCHMARS);
    for (Component component : Component.values()) {
      if (has(component) && component.isBonus() && !base) {
        return component;
      }
    }
    return null;
  }

  private String detail(BidRule broken) {
    return switch (broken) {
      case SOME_COMPONENT -> "The bid names no component";
      case BETLI_STANDS_ALONE -> "Betli is combined with " + others(Component.BETLI);
      case BETLI_HAS_NO_TRUMPS -> "Betli is bid with trumps (" + denomination.trumpKind() + ")";
      case NO_TRUMP_DURCHMARS_STANDS_ALONE -> "No-trump durchmars is combined with " + others(Component.DURCHMARS);
      case NEEDS_TRUMPS -> capitalized(firstNeedingTrumps().englishName()) + " is bid without trumps";
      case ONE_HUNDRED -> "Both 40-100 and 20-100 are bid";
      case HUNDRED_REPLACES_SIMPLE_GAME -> "The simple game is bid with a 100";
      case DURCHMARS_REPLACES_SIMPLE_GAME -> "The simple game is bid with durchmars";
      case BONUS_NEEDS_BASE -> capitalized(firstBonusWithoutBase().englishName())
          + " is bid without the simple game, a 100 or durchmars";
      case OPEN_ONLY_BETLI_OR_DURCHMARS -> "Open is said of " + others(null) + ", which has no open form";
      default -> throw new IllegalStateException("Not a structural rule: " + broken);
    };
  }

  private String others(Component except) {
    StringBuilder out = new StringBuilder();
    for (Component component : components()) {
      if (component != except) {
        out.append(out.length() == 0 ? "" : " and ").append(component.englishName());
      }
    }
    return out.toString();
  }

  private static String capitalized(String text) {
    return Character.toUpperCase(text.charAt(0)) + text.substring(1);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Bid
        && ((Bid) other).components == components
        && ((Bid) other).denomination == denomination
        && ((Bid) other).open == open;
  }

  @Override
  public int hashCode() {
    return (components * 31 + denomination.ordinal()) * 2 + (open ? 1 : 0);
  }

  /** A structural description such as {@code Bid[hearts: 20-100 ulti open durchmars]}; names come from the rule set. */
  /** The bid's {@link #code()}, as every program-facing surface writes it: {@code "hearts game ulti"}. */
  @Override
  public String toString() {
    return code();
  }
}
