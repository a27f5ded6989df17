package hu.ulti.variants;

import hu.ulti.core.card.CardFormatException;
import hu.ulti.core.card.DealPattern;
import hu.ulti.core.card.DealPattern.Batch;
import hu.ulti.core.card.DealPattern.Recipient;
import java.util.List;
import java.util.Locale;

/**
 * Every deal pattern the rule texts describe, by name (see {@code disagreements.md} D14).
 *
 * <p>The standard rules use pagat's {@link DealPattern#CUT} and {@link DealPattern#KNOCK}. The
 * others come from pagat's "Variations": "An popular alternative method of dealing is: 5 cards to
 * each player in the first round, then 7 to the first player and 5 each to the other players.
 * Unusually, some people deal 6 to the first player in both rounds." In the older rules "the
 * player to dealer's right was only dealt 10 cards and two were dealt to the talon between the
 * two rounds of five. (If the pack was knocked instead of cutting, the talon was dealt after the
 * first or second batch of 10 cards)." How the cards are dealt never changes the scoring.
 */
public final class DealPatterns {
  /** Five to each player, then seven to forehand and five to each of the others. */
  public static final DealPattern FIVES_THEN_SEVEN =
      DealPattern.of("fives-then-seven", List.of(
          batch(Recipient.FOREHAND, 5), batch(Recipient.MIDDLEHAND, 5), batch(Recipient.REARHAND, 5),
          batch(Recipient.FOREHAND, 7), batch(Recipient.MIDDLEHAND, 5), batch(Recipient.REARHAND, 5)));

  /** Six to forehand in both rounds: 6-5-5, 6-5-5. */
  public static final DealPattern SIX_TWICE =
      DealPattern.of("six-twice", List.of(
          batch(Recipient.FOREHAND, 6), batch(Recipient.MIDDLEHAND, 5), batch(Recipient.REARHAND, 5),
          batch(Recipient.FOREHAND, 6), batch(Recipient.MIDDLEHAND, 5), batch(Recipient.REARHAND, 5)));

  /** The older rules after a cut: fives, two cards to the talon, fives. */
  public static final DealPattern OLD_CUT =
      DealPattern.of("old-cut", List.of(
          batch(Recipient.FOREHAND, 5), batch(Recipient.MIDDLEHAND, 5), batch(Recipient.REARHAND, 5),
          batch(Recipient.TALON, 2),
          batch(Recipient.FOREHAND, 5), batch(Recipient.MIDDLEHAND, 5), batch(Recipient.REARHAND, 5)));

  /** The older rules after a knock: ten to forehand, the talon, then ten and ten. */
  public static final DealPattern OLD_KNOCK =
      DealPattern.of("old-knock", List.of(
          batch(Recipient.FOREHAND, 10), batch(Recipient.TALON, 2),
          batch(Recipient.MIDDLEHAND, 10), batch(Recipient.REARHAND, 10)));

  /** The older rules after a knock, with the talon dealt after the second batch of ten. */
  public static final DealPattern OLD_KNOCK_LATE_TALON =
      DealPattern.of("old-knock-late-talon", List.of(
          batch(Recipient.FOREHAND, 10), batch(Recipient.MIDDLEHAND, 10),
          batch(Recipient.TALON, 2), batch(Recipient.REARHAND, 10)));

  private static final List<DealPattern> ALL =
      List.of(DealPattern.CUT, DealPattern.KNOCK, FIVES_THEN_SEVEN, SIX_TWICE, OLD_CUT, OLD_KNOCK,
          OLD_KNOCK_LATE_TALON);

  private DealPatterns() {}

  /** {@return every known pattern, the two standard ones first} */
  public static List<DealPattern> all() {
    return ALL;
  }

  /**
   * {@return the pattern with the given name, in any case ("cut", "knock", "fives-then-seven", ...)}
   *
   * @param name the name
   * @throws CardFormatException quoting the name if no pattern has it
   */
  public static DealPattern byName(String name) {
    String wanted = name.strip().toLowerCase(Locale.ROOT);
    for (DealPattern pattern : ALL) {
      if (pattern.name().equals(wanted)) {
        return pattern;
      }
    }
    throw new CardFormatException(name, "a deal pattern: " + names());
  }

  /** {@return the names of all patterns, comma-separated} */
  public static String names() {
    StringBuilder out = new StringBuilder();
    for (DealPattern pattern : ALL) {
      out.append(out.length() == 0 ? "" : ", ").append(pattern.name());
    }
    return out.toString();
  }

  private static Batch batch(Recipient recipient, int count) {
    return new Batch(recipient, count);
  }
}
