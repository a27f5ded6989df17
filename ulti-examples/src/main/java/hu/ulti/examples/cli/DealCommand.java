package hu.ulti.examples.cli;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.DealPattern;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.card.Seat;
import hu.ulti.core.record.Notation;
import hu.ulti.core.record.NotationFormatException;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import hu.ulti.variants.DealPatterns;
import java.io.PrintWriter;
import java.security.SecureRandom;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code ulti deal}: shuffles and deals, printing each hand and the talon. */
@Command(
    name = "deal",
    mixinStandardHelpOptions = true,
    description = {
      "Shuffles and deals one hand of Ulti and prints the four parts of the deal (the three hands"
          + " and the talon) in card codes and Hungarian names, and the deal as one line of the"
          + " position notation (docs/notation.md); or, with --notation, shows a deal given so.",
      "The same seed gives the same deal on every run and every JVM."
    })
final class DealCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--seed", paramLabel = "N",
      description = "Seed for the shuffle; without it a random seed is drawn and printed.")
  Long seed;

  @Option(names = "--dealer", paramLabel = "SEAT", defaultValue = "2",
      description = "The dealer's seat, 0 to 2 (default: ${DEFAULT-VALUE}); forehand sits to the"
          + " dealer's right, the next seat.")
  int dealer;

  @Option(names = "--pattern", paramLabel = "NAME", defaultValue = "cut",
      description = "How the cards are dealt (default: ${DEFAULT-VALUE}): cut (7-5-5, 5-5-5),"
          + " knock (12, 10, 10), or a variant: fives-then-seven, six-twice, old-cut, old-knock,"
          + " old-knock-late-talon.")
  String pattern;

  @Option(names = "--rules", paramLabel = "ID", defaultValue = "standard",
      description = "The rule set, whose id the notation starts with (default: ${DEFAULT-VALUE}).")
  String rules;

  @Option(names = "--notation", paramLabel = "DEAL",
      description = "Show this deal, written in the position notation, instead of dealing one.")
  String notation;

  @Option(names = "--json", description = "Print the deal in the JSON wire format instead, with the seed and pattern.")
  boolean json;

  @Override
  public Integer call() {
    if (notation != null) {
      Notation.DealPosition given;
      try {
        given = Notation.parseDeal(notation);
      } catch (NotationFormatException e) {
        throw new ParameterException(spec.commandLine(), "--notation: " + e.getMessage(), e);
      }
      if (json) {
        var root = Json.MAPPER.createObjectNode().put("notation", Notation.deal(given.rules(), given.deal()));
        root.set("deal", Json.MAPPER.valueToTree(given.deal()));
        spec.commandLine().getOut().println(Json.pretty(root));
        spec.commandLine().getOut().flush();
      } else {
        PrintWriter out = spec.commandLine().getOut();
        out.printf("Deal under %s, dealt by %s%n%n", given.rules().id(), given.deal().dealer());
        parts(out, given.rules(), given.deal());
      }
      return 0;
    }
    Seat dealerSeat;
    DealPattern dealPattern;
    RuleSet ruleSet;
    try {
      dealerSeat = Seat.of(dealer);
      dealPattern = DealPatterns.byName(pattern);
      ruleSet = RuleSets.byId(rules);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage(), e);
    }
    long actualSeed = seed != null ? seed : new SecureRandom().nextLong();
    Deal deal = Deal.random(dealerSeat, dealPattern, SeededRandom.of(actualSeed));
    if (json) {
      var root = Json.MAPPER.createObjectNode().put("seed", actualSeed).put("pattern", dealPattern.name())
          .put("notation", Notation.deal(ruleSet, deal));
      root.set("deal", Json.MAPPER.valueToTree(deal));
      spec.commandLine().getOut().println(Json.pretty(root));
      spec.commandLine().getOut().flush();
    } else {
      print(spec.commandLine().getOut(), ruleSet, deal, actualSeed, dealPattern);
    }
    return 0;
  }

  static void print(PrintWriter out, RuleSet rules, Deal deal, long seed, DealPattern pattern) {
    out.printf("Deal with seed %d, dealt by %s, pattern %s%n%n", seed, deal.dealer(), pattern);
    parts(out, rules, deal);
  }

  private static void parts(PrintWriter out, RuleSet rules, Deal deal) {
    for (int offset = 1; offset <= 3; offset++) {
      Seat seat = Seat.of((deal.dealer().index() + offset) % 3);
      String role = seat == deal.forehand() ? "forehand" : seat == deal.dealer() ? "dealer" : "";
      printPart(out, seat.toString(), role, deal.hand(seat));
    }
    printPart(out, "talon", "", deal.talon());
    out.printf("%nNotation: %s%n", Notation.deal(rules, deal));
    out.flush();
  }

  /** One part: label, role, card count, codes; then the Hungarian names beneath the codes. */
  private static void printPart(PrintWriter out, String label, String role, CardSet cards) {
    String codes = cards.isEmpty()
        ? "(empty: forehand holds twelve cards and discards two to form it)"
        : cards.codes();
    out.printf("%-7s %-9s %2d  %s%n", label, role, cards.size(), codes);
    if (!cards.isEmpty()) {
      out.printf("%22s%s%n", "",
          cards.stream().map(Card::hungarianName).collect(Collectors.joining(", ")));
    }
  }
}
