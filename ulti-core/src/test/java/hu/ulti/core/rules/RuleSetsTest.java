package hu.ulti.core.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** How ids are read: one rule for every door, bounded, and each id built once. */
class RuleSetsTest {

  /** Ids ignore case and white space around them, and nothing else. */
  @Test
  void caseAndSurroundingSpacesAreIgnored() {
    assertThat(RuleSets.byId(" Standard\t")).isSameAs(RuleSet.standard());
    assertThat(RuleSets.byId("STANDARD").id()).isEqualTo("standard");
  }

  @ParameterizedTest(name = "''{0}''")
  @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
    "standard+ | A rule set id has no empty part: 'standard+' ends with '+'",
    "+ | A rule set id has no empty part: '+' has '++' at its start",
    "`` | A rule set id is not empty: 'standard', for example",
    "standard++four-aces | A rule set id has no empty part: 'standard++four-aces' has '++'",
    "four aces | A rule set id is lower-case words joined by hyphens, composed with +, such as 'four-aces+tournament'; 'four aces' has ' '",
    "-standard | A rule set id has no empty part: '-standard' has '+-' at its start",
  })
  void malformedIdsAreRefusedWithTheReason(String id, String message) {
    assertThatThrownBy(() -> RuleSets.byId(id)).isExactlyInstanceOf(UnknownRuleSetException.class).hasMessage(message);
  }

  /** A long composition is refused by its length, before it is read: no regular expression recurses on it. */
  @Test
  void longIdsAreRefusedBeforeTheyAreRead() {
    String id = "standard" + "+standard".repeat(200_000);
    assertThatThrownBy(() -> RuleSets.byId(id)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("A rule set id is at most 200 characters long, not 1800008");
  }

  @Test
  void anUnknownIdNamesTheClosestKnownOnes() {
    assertThatThrownBy(() -> RuleSets.byId("standart")).isInstanceOf(UnknownRuleSetException.class)
        .hasMessageStartingWith("Unknown rule set 'standart'; the closest known: standard")
        .satisfies(e -> assertThat(((UnknownRuleSetException) e).knownIds()).contains("standard"));
    assertThatThrownBy(() -> RuleSets.byId("x".repeat(150)))
        .satisfies(e -> assertThat(e.getMessage().length()).isLessThan(200));
  }

  /** Rule sets are immutable, so each id is built once and the same value is returned. */
  @Test
  void eachIdIsBuiltOnce() {
    assertThat(RuleSets.byId("standard")).isSameAs(RuleSets.byId(" standard "));
    assertThat(RuleSets.ids()).startsWith("standard");
  }
}
