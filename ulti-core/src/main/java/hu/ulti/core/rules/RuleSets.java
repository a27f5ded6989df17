package hu.ulti.core.rules;

import hu.ulti.core.internal.Text;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Finds rule sets by id: the standard rules, plus every rule set that a
 * {@link RuleSetProvider} on the module or class path offers, and the compositions a provider
 * builds on request ({@code four-aces+tournament}).
 *
 * <p>Ids are lower-case words of letters and digits joined by hyphens, composed with {@code +}.
 * A lookup ignores case, accents and white space around the id, and nothing else:
 * {@code " Standard "} names the standard rules, {@code "four-aces + tournament"} is refused. Each
 * part may also be an alias a provider declares ({@link RuleSetProvider#aliases()}): a Hungarian
 * name ({@code félkéz} for {@code half-hand}, {@code rablóulti} for {@code standard}) or an id
 * used before 0.1.0. This one rule holds wherever an id is read (records, hand summaries, JSON,
 * the command line), since they all come here; {@link RuleSet#id()} is always the canonical
 * form.
 *
 * <p>Each id is built once and kept (rule sets are immutable): a text of many records naming one
 * composition builds it once. The providers are found once, on first use, and build their rule
 * sets only when asked for one.
 */
public final class RuleSets {
  /** The longest id a lookup reads; longer text is refused before it is parsed. */
  public static final int MAX_ID_LENGTH = 200;
  /** How many built rule sets are kept; compositions beyond it are built again when asked. */
  private static final int CACHED = 1_000;

  /**
   * Rule sets already built, by canonical id; at most {@code CACHED}, after which new ids are
   * built on every lookup (compositions are few in practice; the bound only stops a caller that
   * asks for ever new ones from growing it). A plain map, not a Guava cache: loading that costs
   * tens of milliseconds at the first lookup.
   */
  private static final Map<String, RuleSet> BY_ID = new ConcurrentHashMap<>();

  /** The standard rules' other name: the game's own, robber ulti. */
  private static final Map<String, String> STANDARD_ALIASES = Map.of("rabloulti", "standard");

  private RuleSets() {}

  /** The providers, loaded once, and the aliases they declare. */
  private static final class Providers {
    static final List<RuleSetProvider> ALL = load();
    static final Map<String, String> ALIASES = aliases();

    private static List<RuleSetProvider> load() {
      List<RuleSetProvider> providers = new ArrayList<>();
      ServiceLoader.load(RuleSetProvider.class, RuleSets.class.getClassLoader()).forEach(providers::add);
      return List.copyOf(providers);
    }

    private static Map<String, String> aliases() {
      Map<String, String> all = new LinkedHashMap<>(STANDARD_ALIASES);
      for (RuleSetProvider provider : ALL) {
        for (Map.Entry<String, String> alias : provider.aliases().entrySet()) {
          String earlier = all.putIfAbsent(alias.getKey(), alias.getValue());
          if (earlier != null && !earlier.equals(alias.getValue())) {
            throw new IllegalStateException("The alias '" + alias.getKey() + "' names two rule sets, '" + earlier
                + "' and '" + alias.getValue() + "'");
          }
        }
      }
      return Map.copyOf(all);
    }
  }

  /**
   * {@return every alias and the id it stands for: Hungarian names and ids used before 0.1.0, as
   * the providers declare them}
   */
  public static Map<String, String> aliases() {
    return Providers.ALIASES;
  }

  /**
   * {@return the ids of every rule set the providers offer, the standard rules first, without building
   * them (compositions are not listed)}
   *
   * @throws IllegalStateException if two providers offer the same id
   */
  public static List<String> ids() {
    Set<String> ids = new LinkedHashSet<>();
    ids.add(RuleSet.standard().id());
    for (RuleSetProvider provider : Providers.ALL) {
      for (String id : provider.ids()) {
        if (!ids.add(id)) {
          throw new IllegalStateException("Two rule sets have the id '" + id + "'");
        }
      }
    }
    return List.copyOf(ids);
  }

  /**
   * {@return every available rule set, the standard rules first, then the providers' in their order}
   * This builds each of them; {@link #ids()} lists them without.
   *
   * @throws IllegalStateException if two rule sets share an id
   */
  public static List<RuleSet> all() {
    Map<String, RuleSet> byId = new LinkedHashMap<>();
    for (String id : ids()) {
      byId.put(id, byId(id));
    }
    return List.copyOf(byId.values());
  }

  /**
   * {@return the rule set with the given id (see the class comment for how ids are read), or a
   * composition a provider builds, such as {@code four-aces+tournament}}
   *
   * @param id the id
   * @throws UnknownRuleSetException naming the closest known ids if none has it, or saying why
   *     the id is malformed (too long, a character other than letters, digits, {@code -} and
   *     {@code +}, an empty part)
   * @throws RuleSetConflictException if two parts of a composition change the same rules
   */
  public static RuleSet byId(String id) {
    String wanted = canonical(id);
    RuleSet cached = BY_ID.get(wanted);
    if (cached != null) {
      return cached;
    }
    // Built outside the map: building a composition looks up its parts (no recursive update), and
    // two threads racing build equal, immutable rule sets, of which the first one stored wins.
    RuleSet built = build(wanted, id);
    if (BY_ID.size() >= CACHED) {
      return built;
    }
    RuleSet stored = BY_ID.putIfAbsent(wanted, built);
    return stored != null ? stored : built;
  }

  private static RuleSet build(String wanted, String asked) {
    if (wanted.equals(RuleSet.standard().id())) {
      return RuleSet.standard();
    }
    for (RuleSetProvider provider : Providers.ALL) {
      Optional<RuleSet> found = provider.find(wanted);
      if (found.isPresent()) {
        return found.get();
      }
    }
    if (Providers.ALL.isEmpty()) {
      throw new UnknownRuleSetException("Unknown rule set '" + Text.quote(asked.strip(), MAX_ID_LENGTH)
          + "': only the standard rules are here. The variants and house rules are in the module ulti-variants"
          + " (hu.ulti:ulti-variants), which is not on the class path or module path");
    }
    throw new UnknownRuleSetException(asked.strip(), ids());
  }

  /**
   * The id as lookups read it: stripped, in lower case and without accents, checked to be letters
   * and digits in hyphenated words composed with {@code +}, each part an alias replaced by the id
   * it stands for.
   *
   * @throws UnknownRuleSetException saying why it is not
   */
  static String canonical(String id) {
    String wanted = wellFormed(id);
    List<String> parts = new ArrayList<>();
    for (String part : wanted.split("\\+", -1)) {
      parts.add(Providers.ALIASES.getOrDefault(part, part));
    }
    return String.join("+", parts);
  }

  private static String wellFormed(String id) {
    if (id.length() > MAX_ID_LENGTH) {
      throw new UnknownRuleSetException("A rule set id is at most " + MAX_ID_LENGTH + " characters long, not "
          + id.length());
    }
    String wanted = Text.withoutAccents(id.strip()).toLowerCase(Locale.ROOT);
    if (wanted.isEmpty()) {
      throw new UnknownRuleSetException("A rule set id is not empty: 'standard', for example");
    }
    char previous = '+';
    for (int i = 0; i < wanted.length(); i++) {
      char c = wanted.charAt(i);
      boolean word = c >= 'a' && c <= 'z' || c >= '0' && c <= '9';
      boolean joint = c == '-' || c == '+';
      if (!word && !joint) {
        throw new UnknownRuleSetException("A rule set id is lower-case words joined by hyphens, composed with +,"
            + " such as 'four-aces+tournament'; '" + Text.quote(id.strip(), MAX_ID_LENGTH) + "' has '" + c + "'");
      }
      if (joint && i == 0) {
        throw new UnknownRuleSetException("A rule set id has no empty part: '"
            + Text.quote(id.strip(), MAX_ID_LENGTH) + "' starts with '" + c + "'");
      }
      if (joint && !(previous >= 'a' && previous <= 'z' || previous >= '0' && previous <= '9')) {
        throw new UnknownRuleSetException("A rule set id has no empty part: '"
            + Text.quote(id.strip(), MAX_ID_LENGTH) + "' has '" + previous + c + "'");
      }
      previous = c;
    }
    if (previous == '-' || previous == '+') {
      throw new UnknownRuleSetException("A rule set id has no empty part: '" + Text.quote(id.strip(), MAX_ID_LENGTH)
          + "' ends with '" + previous + "'");
    }
    return wanted;
  }
}
