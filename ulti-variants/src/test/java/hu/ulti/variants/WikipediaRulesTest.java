package hu.ulti.variants;

import static org.assertj.core.api.Assertions.assertThat;

import hu.ulti.core.contract.Bid;
import hu.ulti.core.contract.BidValues;
import hu.ulti.core.contract.Component;
import hu.ulti.core.rules.RuleSet;
import hu.ulti.core.rules.RuleSets;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The rules of the English Wikipedia article and the Brisbane table, with the ladder of {@code four-aces-ladder.csv}. */
class WikipediaRulesTest {
  private static final RuleSet RULES = RuleSets.byId("wikipedia");
  /** The project's copy of the rule texts' table, bundled in the jar. */
  private static final Path TABLE = Path.of("src/main/resources/hu/ulti/variants/four-aces-ladder.csv");
  /** The rule texts' own table, when the rule texts sit beside the repository (not in a bare clone). */
  private static final Path RULE_TEXTS_TABLE = Path.of("../../shared/rules/four-aces-ladder.csv");

  private static Bid bid(String name) {
    return RULES.parseBid(name);
  }

  /** D03: "It gives 54 bids and 42 steps, matching S4's '54 possible bids' and '42-step bidding ladder'." */
  @Test
  void theLadderIsTheTableRowByRow() throws IOException {
    List<LadderTable.Row> rows = LadderTable.parse(Files.readString(TABLE), RULES.values(),
        "rank_step", "brisbane_step").rows();
    assertThat(RULES.ladder().bids()).hasSize(54).containsExactlyElementsOf(rows.stream().map(LadderTable.Row::bid).toList());
    assertThat(RULES.ladder().steps()).hasSize(42);
    for (LadderTable.Row row : rows) {
      assertThat(RULES.ladder().step(row.bid())).as(row.name()).hasValue(row.step());
    }
    assertThat(RULES.hasExplicitLadder()).isTrue();
  }

  /** The Brisbane table "has the same 54 bids in 41 steps" (D03's toggle). */
  @Test
  void theBrisbaneNumberingHasFortyOneSteps() {
    RuleSet brisbane = RuleSets.byId("wikipedia-brisbane");
    assertThat(brisbane.ladder().bids()).containsExactlyInAnyOrderElementsOf(RULES.ladder().bids());
    assertThat(brisbane.ladder().steps()).hasSize(41);
    assertThat(brisbane.compare(brisbane.parseBid("Heart 40-100 ulti four aces"),
        brisbane.parseBid("20-100 ulti open durchmars"))).isZero();
    assertThat(RULES.canOvercall(bid("20-100 ulti open durchmars"), bid("Heart 40-100 ulti four aces"))).isTrue();
  }

  /** The copy bundled in the jar is the project's table, and, where the rule texts are at hand, theirs byte for byte. */
  @Test
  void theBundledTableIsTheRuleTextsOne() throws IOException {
    try (InputStream in = LadderTable.class.getResourceAsStream("four-aces-ladder.csv")) {
      assertThat(in).isNotNull();
      byte[] bundled = in.readAllBytes();
      assertThat(bundled).isEqualTo(Files.readAllBytes(TABLE));
      if (Files.isRegularFile(RULE_TEXTS_TABLE)) {
        assertThat(bundled).isEqualTo(Files.readAllBytes(RULE_TEXTS_TABLE));
      }
    }
  }

  /** "in equal position Ulti is always higher than Four Aces". */
  @Test
  void ultiIsHigherThanFourAcesInEqualPosition() {
    assertThat(RULES.canOvercall(bid("ulti"), bid("four aces"))).isTrue();
    assertThat(RULES.canOvercall(bid("four aces"), bid("ulti"))).isFalse();
    assertThat(RULES.canOvercall(bid("20-100 ulti"), bid("20-100 four aces"))).isTrue();
  }

  /** D04: "Inside it, Hearts 40/100 Ulti beats Hearts 40/100 4 Ace, yet both are 'equal' to the other two." */
  @Test
  void stepTwentyThreeIsOneStepWithAnException() {
    Bid heartFortyUlti = bid("Heart 40-100 ulti");
    Bid heartFortyAces = bid("Heart 40-100 four aces");
    Bid ultiOpen = bid("Ulti open durchmars");
    assertThat(RULES.ladder().step(heartFortyUlti)).hasValue(23);
    assertThat(RULES.ladder().step(heartFortyAces)).hasValue(23);
    assertThat(RULES.canOvercall(heartFortyUlti, heartFortyAces)).isTrue();
    assertThat(RULES.canOvercall(heartFortyAces, heartFortyUlti)).isFalse();
    assertThat(RULES.canOvercall(ultiOpen, heartFortyAces)).isFalse();
    assertThat(RULES.canOvercall(heartFortyAces, ultiOpen)).isFalse();
    assertThat(RULES.canOvercall(ultiOpen, heartFortyUlti)).isFalse();
  }

  /** Wikipedia: "Ulti of Hearts and Four Aces of Hearts can be overbid by 40-100 Durchmars or Ulti Durchmars". */
  @Test
  void theNamedExceptionsHold() {
    for (String higher : List.of("40-100 durchmars", "Ulti durchmars")) {
      for (String lower : List.of("Heart ulti", "Heart four aces")) {
        assertThat(RULES.canOvercall(bid(higher), bid(lower))).as(higher + " over " + lower).isTrue();
      }
    }
  }

  /** "a suit durchmars may be played alone" and "minor open durchmars 12"; four aces is 4 bid, doubled in hearts. */
  @Test
  void valuesFollowTheTable() {
    assertThat(RULES.trumpDurchmarsAlone()).isTrue();
    assertThat(RULES.values().total(bid("open durchmars"))).isEqualTo(12);
    assertThat(bid("open durchmars").hasTrumps()).isTrue();
    assertThat(RULES.values().total(bid("Heart open durchmars"))).isEqualTo(24);
    assertThat(RULES.values().total(bid("no trump open durchmars"))).isEqualTo(24);
    assertThat(RULES.values().componentValues(bid("Heart ulti four aces"))).containsExactly(2, 8, 8);
  }

  /**
   * Differential check of the table against a plain reading of its rules (higher total; equal
   * total, fewer components; ulti over four aces; the named exceptions): they agree on every pair of bids except the
   * two pairs whose order D03 says the Brisbane table fixes.
   */
  @Test
  void theTableFollowsItsRulesExceptWhereTheBrisbaneTableDecides() {
    Set<Set<Bid>> decidedByTheTable = Set.of(
        Set.of(bid("Heart ulti four aces"), bid("20-100 ulti durchmars")),
        Set.of(bid("Heart 40-100 ulti four aces"), bid("20-100 ulti open durchmars")));
    List<String> disagreements = new ArrayList<>();
    for (Bid a : RULES.ladder().bids()) {
      for (Bid b : RULES.ladder().bids()) {
        boolean plain = plainReading(a, b, RULES.values()) > 0 || namedException(a, b);
        if (plain != RULES.canOvercall(a, b) && !decidedByTheTable.contains(Set.of(a, b))) {
          disagreements.add(RULES.englishName(a) + " over " + RULES.englishName(b));
        }
      }
    }
    assertThat(disagreements).isEmpty();
  }

  /** "Ulti of Hearts and Four Aces of Hearts can be overbid by 40-100 Durchmars or Ulti Durchmars". */
  private static boolean namedException(Bid a, Bid b) {
    return List.of(bid("40-100 durchmars"), bid("Ulti durchmars")).contains(a)
        && List.of(bid("Heart ulti"), bid("Heart four aces")).contains(b);
  }

  private static int plainReading(Bid a, Bid b, BidValues values) {
    int byTotal = Integer.compare(values.total(a), values.total(b));
    if (byTotal != 0) {
      return byTotal;
    }
    int bySize = Integer.compare(b.size(), a.size());
    if (bySize != 0) {
      return bySize;
    }
    return Boolean.compare(ultiInPlaceOfFourAces(a, b), ultiInPlaceOfFourAces(b, a));
  }

  /** "Equal position": the same bid with ulti in the place of four aces. */
  private static boolean ultiInPlaceOfFourAces(Bid a, Bid b) {
    if (a.denomination() != b.denomination() || !a.has(Component.ULTI) || a.has(Component.FOUR_ACES)
        || !b.has(Component.FOUR_ACES) || b.has(Component.ULTI)) {
      return false;
    }
    Set<Component> rest = new HashSet<>(a.componentSet());
    rest.remove(Component.ULTI);
    rest.add(Component.FOUR_ACES);
    return rest.equals(b.componentSet());
  }

  /** The table is data, checked when the rule set is built: a ladder missing a bid is refused. */
  @Test
  void aLadderThatDropsABidIsRefused() {
    List<List<Bid>> steps = new ArrayList<>(RULES.ladder().steps());
    steps.remove(0);
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> RULES.toBuilder("broken", "x").ladder(steps).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("missing [Simple game]");
  }
}
