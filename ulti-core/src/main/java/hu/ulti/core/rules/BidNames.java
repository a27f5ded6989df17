package hu.ulti.core.rules;

import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.BidFormatException;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Denomination;
import hu.ulti.core.internal.Text;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Names bids in English and Hungarian and reads them back.
 *
 * <p>Canonical names follow pagat's table ("Heart 20-100 ulti open durchmars"), the Hungarian
 * ones the same pattern ("Piros húsz-száz ulti terített durchmars"). The simple game alone is
 * "Simple game" and "Heart simple game" ("Parti", "Piros parti"): pagat's table calls these bids
 * "Pass" and "Pass hearts", as they are announced at the table, but "pass" is also the word for
 * passing, so the SDK names the contract; both spellings are read. Where a rule set lets a suit
 * durchmars be played alone, a no-trump durchmars must be said as such: "No trump durchmars"
 * (szín nélküli durchmars).
 */
final class BidNames {
  private enum Meaning { SUIT, OPEN, NO_TRUMP, IGNORED, COMPONENT }

  /**
   * One vocabulary entry: the words, what they mean, the component for COMPONENT, and the suit
   * for SUIT or a component word that implies hearts ("rebetli").
   */
  private record Entry(List<String> words, Meaning meaning, Component component, Suit suit) {}

  private static final List<Entry> VOCABULARY = vocabulary();

  private final boolean namesNoTrumpDurchmars;

  BidNames(boolean namesNoTrumpDurchmars) {
    this.namesNoTrumpDurchmars = namesNoTrumpDurchmars;
  }

  String english(Bid bid) {
    if (isSimpleGameAlone(bid)) {
      return bid.denomination().namedSuit().map(suit -> capitalized(englishAdjective(suit)) + " simple game")
          .orElse("Simple game");
    }
    List<String> words = new ArrayList<>();
    if (saysNoTrump(bid)) {
      words.add("no trump");
    }
    bid.denomination().namedSuit().ifPresent(suit -> words.add(englishAdjective(suit)));
    for (Component component : bid.components()) {
      if (component != Component.SIMPLE_GAME) {
        if (bid.isOpen() && component.mayBeOpen()) {
          words.add("open");
        }
        words.add(component.englishName());
      }
    }
    return capitalized(String.join(" ", words));
  }

  String hungarian(Bid bid) {
    if (isSimpleGameAlone(bid)) {
      return bid.denomination().namedSuit().map(suit -> capitalized(suit.hungarianName()) + " parti").orElse("Parti");
    }
    List<String> words = new ArrayList<>();
    if (saysNoTrump(bid)) {
      words.add("szín nélküli");
    }
    bid.denomination().namedSuit().ifPresent(suit -> words.add(suit.hungarianName()));
    for (Component component : bid.components()) {
      if (component != Component.SIMPLE_GAME) {
        if (bid.isOpen() && component.mayBeOpen()) {
          words.add("terített");
        }
        words.add(component.hungarianName());
      }
    }
    return capitalized(String.join(" ", words));
  }

  /**
   * Reads a bid: English or Hungarian words in any order, any case, with or without accents.
   * The simple game is implied by a lone bonus ("ulti" is the simple game and ulti).
   *
   * @param trumpDurchmarsAlone whether a lone durchmars without "no trump" has trumps
   * @throws BidFormatException quoting an unknown or repeated word
   * @throws hu.ulti.core.contract.InvalidBidException naming the rule an impossible combination
   *     breaks
   */
  Bid parse(String text, boolean trumpDurchmarsAlone) {
    List<String> words = Text.words(text);
    if (words.isEmpty()) {
      throw new BidFormatException(text, "no bid is named");
    }
    Set<Component> components = EnumSet.noneOf(Component.class);
    String suitSaid = null;
    Suit suit = null;
    String open = null;
    String noTrump = null;
    int i = 0;
    while (i < words.size()) {
      Entry entry = longestMatch(words, i);
      if (entry == null) {
        throw new BidFormatException(words.get(i),
            "not a bid word (simple game, ulti, 40-100, 20-100, betli, durchmars, open, a suit, no trump,"
                + " four aces, or their Hungarian names)");
      }
      String said = String.join(" ", words.subList(i, i + entry.words().size()));
      i += entry.words().size();
      switch (entry.meaning()) {
        case SUIT:
          suitSaid = once(suitSaid, said);
          suit = entry.suit();
          break;
        case OPEN:
          open = once(open, said);
          break;
        case NO_TRUMP:
          noTrump = once(noTrump, said);
          break;
        case COMPONENT:
          if (!components.add(entry.component())) {
            throw new BidFormatException(said, "says " + entry.component().englishName() + " twice");
          }
          if (entry.suit() != null) {
            suitSaid = once(suitSaid, said);
            suit = entry.suit();
          }
          break;
        default:
          break;
      }
    }
    if (components.isEmpty()) {
      throw new BidFormatException(text, "names no contract (simple game, ulti, 40-100, betli, ...)");
    }
    boolean base = components.contains(Component.SIMPLE_GAME)
        || components.contains(Component.FORTY_HUNDRED)
        || components.contains(Component.TWENTY_HUNDRED)
        || components.contains(Component.DURCHMARS);
    if (!base && components.stream().anyMatch(Component::isBonus)) {
      components.add(Component.SIMPLE_GAME);
    }
    boolean loneDurchmars = components.equals(EnumSet.of(Component.DURCHMARS));
    boolean trumps = noTrump == null
        && !components.contains(Component.BETLI)
        && !(loneDurchmars && !trumpDurchmarsAlone);
    Denomination denomination = suit == null ? (trumps ? Denomination.MINOR : Denomination.NO_TRUMP)
        : trumps ? Denomination.trumps(suit) : Denomination.noTrumpsAtLevelOf(suit);
    return open != null ? Bid.open(denomination, components) : Bid.of(denomination, components);
  }

  private boolean isSimpleGameAlone(Bid bid) {
    return bid.size() == 1 && bid.has(Component.SIMPLE_GAME);
  }

  private boolean saysNoTrump(Bid bid) {
    return namesNoTrumpDurchmars && !bid.hasTrumps() && bid.has(Component.DURCHMARS);
  }

  private static String once(String earlier, String said) {
    if (earlier != null) {
      throw new BidFormatException(said, "conflicts with '" + earlier + "' said before");
    }
    return said;
  }

  private static Entry longestMatch(List<String> words, int from) {
    Entry best = null;
    for (Entry entry : VOCABULARY) {
      List<String> phrase = entry.words();
      if (from + phrase.size() <= words.size()
          && words.subList(from, from + phrase.size()).equals(phrase)
          && (best == null || phrase.size() > best.words().size())) {
        best = entry;
      }
    }
    return best;
  }

  private static String capitalized(String text) {
    return text.substring(0, 1).toUpperCase(Locale.ROOT) + text.substring(1);
  }

  private static List<Entry> vocabulary() {
    List<Entry> entries = new ArrayList<>();
    suit(entries, Suit.HEARTS, "heart", "hearts", "piros");
    suit(entries, Suit.ACORNS, "acorn", "acorns", "makk");
    suit(entries, Suit.LEAVES, "leaf", "leaves", "zold", "green");
    suit(entries, Suit.BELLS, "bell", "bells", "tok", "balls");
    for (String word : List.of("open", "teritett")) {
      entries.add(new Entry(List.of(word), Meaning.OPEN, null, null));
    }
    for (String phrase : List.of("no trump", "no trumps", "no-trump", "notrump", "szin nelkuli")) {
      entries.add(new Entry(List.of(phrase.split(" ")), Meaning.NO_TRUMP, null, null));
    }
    // "simple" alone says nothing: "simple game" and "game" name the component, in either order.
    for (String word : List.of("of", "and", "es", "with", "simple")) {
      entries.add(new Entry(List.of(word), Meaning.IGNORED, null, null));
    }
    // "Pass" and "passz": how the simple game is announced at the table, and its name before 0.1.0.
    component(entries, Component.SIMPLE_GAME, "simple game", "parti", "game", "pass", "passz");
    component(entries, Component.ULTI, "ulti");
    component(entries, Component.FORTY_HUNDRED,
        "40-100", "40/100", "negyven-szaz", "negyvenszaz", "negyven szaz", "40 100");
    component(entries, Component.TWENTY_HUNDRED,
        "20-100", "20/100", "husz-szaz", "huszszaz", "husz szaz", "20 100");
    component(entries, Component.BETLI, "betli");
    component(entries, Component.DURCHMARS, "durchmars", "durchmarsch");
    component(entries, Component.FOUR_ACES, "four aces", "4 aces", "negy asz", "4 asz");
    component(entries, Component.FOUR_TENS, "four tens", "4 tens", "negy tizes", "negy tiz", "4 tizes");
    entries.add(new Entry(List.of("rebetli"), Meaning.COMPONENT, Component.BETLI, Suit.HEARTS));
    entries.add(new Entry(List.of("redurchmars"), Meaning.COMPONENT, Component.DURCHMARS, Suit.HEARTS));
    return List.copyOf(entries);
  }

  private static void component(List<Entry> entries, Component component, String... phrases) {
    for (String phrase : phrases) {
      entries.add(new Entry(List.of(phrase.split(" ")), Meaning.COMPONENT, component, null));
    }
  }

  private static void suit(List<Entry> entries, Suit suit, String... words) {
    for (String word : words) {
      entries.add(new Entry(List.of(word), Meaning.SUIT, null, suit));
    }
  }

  /** The suit as a bid says it in English: "heart", "acorn", "leaf", "bell". */
  private static String englishAdjective(Suit suit) {
    return switch (suit) {
      case HEARTS -> "heart";
      case ACORNS -> "acorn";
      case LEAVES -> "leaf";
      case BELLS -> "bell";
    };
  }
}
